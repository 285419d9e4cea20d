import type { SigningOutcome } from '../shared/signing-step.machine';
import { signingStepOutcomes } from '../shared/signing-step.model';
import { createFlowModel } from '../testing/flow-model';
import { deployerClaimMachine, type ClaimResult } from './deployer-claim.machine';

export const deployerClaimOutcomes = {
  review: { tick: 'ordi', sats: 2_365, status: 'review' } satisfies ClaimResult,
  reject: { tick: 'ordi', sats: 120, status: 'reject' } satisfies ClaimResult,
  /** Nothing reached a wallet: none is connected, so nothing was signed or sent. */
  noWallet: { message: 'Connect your wallet to claim.' },
  refused: { message: 'The signature does not match the claim message and address.', code: -1 },
} as const;

const step = signingStepOutcomes({
  sent: deployerClaimOutcomes.review,
  sentWords: 'The deployer signs the claim message and the market takes the claim',
  refused: deployerClaimOutcomes.noWallet,
  failed: [deployerClaimOutcomes.refused],
});

export const deployerClaimModel = createFlowModel({
  name: 'deployer-claim',
  machine: deployerClaimMachine,
  input: {},
  actors: {
    signingStep: {
      ...step,
      // The market takes a claim in review, or rejects it (too little to pay out yet).
      done: [...(step.done ?? []), { outcome: 'sent', sent: deployerClaimOutcomes.reject } satisfies SigningOutcome<ClaimResult>],
    },
  },
  events: [{ type: 'CLAIM', tick: 'ordi' }],
  eventWords: { CLAIM: 'The deployer presses Claim for ordi' },
  preconditions: ['Signed in on /deployer as the deployer of ordi (on the devnet: Account 3), with royalty to claim.'],
  contextWords: (snapshot) => {
    const { error, notice, result } = snapshot.context as { error: string | null; notice: string | null; result: ClaimResult | null };
    return (
      [error ? `The page says: ${error}` : null, notice ? `The page notes: ${notice}` : null, result ? `The claim: ${result.status}` : null]
        .filter(Boolean)
        .join(' ') || null
    );
  },
  serializeContext: (context: { error: string | null; notice: string | null; result: ClaimResult | null }) => ({
    error: context.error,
    notice: context.notice,
    result: context.result?.status ?? null,
  }),
});
