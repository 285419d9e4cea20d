import { pizzaClaimMessage } from '../../domain/pizza';
import type { Api } from '../../services/api/create-api';
import type { WalletSigner } from '../../services/wallet-session/wallet-signer';
import { provideMessageClaim } from '../shared/message-claim.actors';
import type { PizzaClaimed, PizzaClaimRequest } from './pizza-claim.machine';

/**
 * The pizza claim's side effects, as one signing step: the wallet signs the claim message the app writes (the address
 * and the amount shown, BIP-322 simple), then the claim is sent with it. `wallet` is read when Claim is pressed. No React.
 */
export function createPizzaClaimActors(services: { readonly api: () => Promise<Api>; readonly wallet: () => WalletSigner | null }, address: string) {
  return {
    signingStep: provideMessageClaim<PizzaClaimRequest, PizzaClaimed>(services.wallet, {
      message: (request) => pizzaClaimMessage(address, request.amount),
      send: async (request, signature) => (await services.api()).basic.pizzaClaim({ address, amount: request.amount, sign: signature }),
    }),
  };
}
