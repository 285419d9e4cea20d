import { fromPromise } from 'xstate';
import { claimMessage, type ClaimStatus } from '../../domain/deployer';
import type { Json } from '../../domain/entities';
import type { Api } from '../../services/api/create-api';
import type { WalletSigner } from '../../services/wallet-session/wallet-session';
import { toStepFailure } from '../shared/run-step';
import type { ClaimResult } from './deployer-claim.machine';

const STATUSES: readonly ClaimStatus[] = ['claiming', 'claimed', 'unclaimed', 'review', 'reject'];

/** The claim's answer, read at the boundary: an answer without a known status is the market's failure, in words. */
export function claimResultOf(answer: Json, tick: string): ClaimResult {
  const row = answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Readonly<Record<string, Json>>) : {};
  const status = STATUSES.find((s) => s === row.status);
  if (!status) throw { message: 'The market answered the claim in a way this app cannot read. Reload the page to see where the claim stands.' };
  const sats = typeof row.sats === 'number' ? row.sats : Number(row.sats ?? 0);
  return { tick: typeof row.tick === 'string' ? row.tick : tick, sats: Number.isFinite(sats) ? sats : 0, status };
}

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
