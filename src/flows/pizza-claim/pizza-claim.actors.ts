import { fromPromise } from 'xstate';
import { pizzaClaimMessage } from '../../domain/pizza';
import type { Api } from '../../services/api/create-api';
import type { WalletSigner } from '../../services/wallet-session/wallet-signer';
import { toStepFailure } from '../shared/run-step';
import type { PizzaClaimed } from './pizza-claim.machine';

/**
 * The pizza claim's side effects: the wallet signs the claim message the app writes (the address and the amount shown,
 * BIP-322 simple), then the claim is sent with it. `wallet` is read when Claim is pressed. No React.
 */
export function createPizzaClaimActors(services: { readonly api: () => Promise<Api>; readonly wallet: () => WalletSigner | null }, address: string) {
  return {
    sign: fromPromise<string, { amount: string }>(async ({ input }) => {
      const current = services.wallet();
      if (!current) throw { message: 'Connect your wallet to claim.' };
      try {
        return await current.signMessage(pizzaClaimMessage(address, input.amount), 'bip322-simple');
      } catch (error) {
        throw toStepFailure(error, current.walletType);
      }
    }),
    submit: fromPromise<PizzaClaimed, { amount: string; sign: string }>(async ({ input }) => {
      try {
        return await (await services.api()).basic.pizzaClaim({ address, amount: input.amount, sign: input.sign });
      } catch (error) {
        throw toStepFailure(error, services.wallet()?.walletType ?? null);
      }
    }),
  };
}
