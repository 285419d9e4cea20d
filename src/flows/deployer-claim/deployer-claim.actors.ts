import { claimMessage } from '../../domain/deployer';
import { claimResultOf, type ClaimResult } from '../../domain/deployer-reads';
import type { Api } from '../../services/api/create-api';
import type { WalletSigner } from '../../services/wallet-session/wallet-signer';
import { provideMessageClaim } from '../shared/message-claim.actors';
import type { DeployerClaimRequest } from './deployer-claim.machine';

/**
 * A deployer's royalty claim, as one signing step: the wallet signs the claim message for the tick (BIP-322 simple),
 * then the claim is sent with the signature. `wallet` is read when Claim is pressed. No React.
 */
export function createDeployerClaimActors(services: { readonly api: () => Promise<Api>; readonly wallet: () => WalletSigner | null }, address: string) {
  return {
    signingStep: provideMessageClaim<DeployerClaimRequest, ClaimResult>(services.wallet, {
      message: (request) => claimMessage(address, request.tick),
      send: async (request, signature) =>
        claimResultOf(await (await services.api()).market.deployerClaim({ address, tick: request.tick, sign: signature }), request.tick),
    }),
  };
}
