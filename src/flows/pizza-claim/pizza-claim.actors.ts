import { pizzaClaimMessage } from '../../domain/pizza';
import type { Api } from '../../services/api/create-api';
import type { WalletSigner } from '../../services/wallet-session/wallet-signer';
import { toStepFailure } from '../shared/run-step';
import { provideSigning } from '../shared/signing-step.machine';
import type { PizzaClaimed, PizzaClaimRequest } from './pizza-claim.machine';

/**
 * The pizza claim's side effects, as one signing step: the wallet signs the claim message the app writes (the address
 * and the amount shown, BIP-322 simple), then the claim is sent with it. `wallet` is read when Claim is pressed. No React.
 */
export function createPizzaClaimActors(services: { readonly api: () => Promise<Api>; readonly wallet: () => WalletSigner | null }, address: string) {
  const sign = async (request: PizzaClaimRequest): Promise<string> => {
    const current = services.wallet();
    if (!current) throw { message: 'Connect your wallet to claim.' };
    try {
      return await current.signMessage(pizzaClaimMessage(address, request.amount), 'bip322-simple');
    } catch (error) {
      throw toStepFailure(error, current.walletType);
    }
  };
  const submit = async (request: PizzaClaimRequest, signature: string): Promise<PizzaClaimed> => {
    try {
      return await (await services.api()).basic.pizzaClaim({ address, amount: request.amount, sign: signature });
    } catch (error) {
      throw toStepFailure(error, services.wallet()?.walletType ?? null);
    }
  };
  return {
    signingStep: provideSigning<PizzaClaimRequest, string, PizzaClaimed>({ sign, send: ({ request, signed }) => submit(request, signed) }),
  };
}
