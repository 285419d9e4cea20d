import { fromPromise } from 'xstate';
import { claimMessage } from '../../domain/deployer';
import { claimResultOf, type ClaimResult } from '../../domain/deployer-reads';
import type { Api } from '../../services/api/create-api';
import type { WalletSigner } from '../../services/wallet-session/wallet-signer';
import { toStepFailure } from '../shared/run-step';

/**
 * A deployer's royalty claim: the wallet signs the claim message for the tick (BIP-322 simple), then the claim is
 * sent with the signature. `wallet` is read when Claim is pressed. No React.
 */
export function createDeployerClaimActors(services: { readonly api: () => Promise<Api>; readonly wallet: () => WalletSigner | null }, address: string) {
  return {
    sign: fromPromise<string, { tick: string }>(async ({ input }) => {
      const current = services.wallet();
      if (!current) throw { message: 'Connect your wallet to claim.' };
      try {
        return await current.signMessage(claimMessage(address, input.tick), 'bip322-simple');
      } catch (error) {
        throw toStepFailure(error, current.walletType);
      }
    }),
    submit: fromPromise<ClaimResult, { tick: string; sign: string }>(async ({ input }) => {
      try {
        return claimResultOf(await (await services.api()).market.deployerClaim({ address, tick: input.tick, sign: input.sign }), input.tick);
      } catch (error) {
        throw toStepFailure(error, services.wallet()?.walletType ?? null);
      }
    }),
  };
}
