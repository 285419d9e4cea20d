import type { ClaimStatus } from '../../domain/deployer';
import type { ClaimResult } from '../../domain/deployer-reads';
import { createMessageClaimMachine, type ClaimEvent, type MessageClaimContext } from '../shared/message-claim.machine';

/**
 * A deployer claims a tick's royalty (/deployer): Claim -> the wallet signs the claim message, then the claim is sent
 * with the signature (one signing step) -> it is in review (then claiming and claimed as blocks are mined), or
 * rejected. A rejection in the wallet sends nothing and says so; a failure says why; either way the deployer
 * can claim again. The message claim's machine (shared with the pizza claim), in the deployer's words.
 */
export type { ClaimResult };

/** The claim for the signing step: the tick whose claim message the wallet signs and the claim is sent for. */
export interface DeployerClaimRequest {
  readonly tick: string;
}
export type DeployerClaimContext = MessageClaimContext<DeployerClaimRequest, ClaimResult>;

const STATUSES: readonly ClaimStatus[] = ['claiming', 'claimed', 'unclaimed', 'review', 'reject'];

/** What the claim came to: the market's answer, decoded by the send. */
const resultOf = (sent: unknown): ClaimResult | null => {
  if (typeof sent !== 'object' || sent === null || !('tick' in sent) || !('sats' in sent) || !('status' in sent)) return null;
  const status = STATUSES.find((s) => s === sent.status);
  return typeof sent.tick === 'string' && typeof sent.sats === 'number' && status ? { tick: sent.tick, sats: sent.sats, status } : null;
};

/** The wallet signs the claim message for the tick, then POST /deployer/claim with the signature. */
export const deployerClaimMachine = createMessageClaimMachine<DeployerClaimRequest, ClaimResult>({
  id: 'deployerClaim',
  description: 'A deployer claims the royalty of a tick',
  claimOf: (event: ClaimEvent) => ({ tick: event.tick ?? '' }),
  resultOf,
  forgetsResult: false,
  words: {
    ready: 'The claimable list shows a Claim button for each tick with royalty to claim',
    claim: 'The deployer presses Claim',
    signing: 'The wallet asks the deployer to sign the claim message; then the signed claim is sent',
    sent: 'The deployer signs and the claim is taken: in review, or rejected',
    rejected: 'The deployer rejects in the wallet',
  },
});
export type DeployerClaimMachine = typeof deployerClaimMachine;
