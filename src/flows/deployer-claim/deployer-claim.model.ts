import { failureWords } from '../shared/step-failure';
import { createFlowModel } from '../testing/flow-model';
import { deployerClaimMachine, type ClaimResult } from './deployer-claim.machine';

export const deployerClaimOutcomes = {
  review: { tick: 'ordi', sats: 2_365, status: 'review' } satisfies ClaimResult,
  reject: { tick: 'ordi', sats: 120, status: 'reject' } satisfies ClaimResult,
  rejected: { message: '', rejected: true },
  refused: { message: 'The signature does not match the claim message and address.', code: -1 },
} as const;

export const deployerClaimModel = createFlowModel({
  name: 'deployer-claim',
  machine: deployerClaimMachine,
  input: {},
  actors: {
    sign: {
      done: ['signature'],
      error: [deployerClaimOutcomes.rejected, deployerClaimOutcomes.refused],
      words: { done: 'The deployer signs the claim message', error: (e) => failureWords(e) },
    },
    submit: {
      done: [deployerClaimOutcomes.review, deployerClaimOutcomes.reject],
      error: [deployerClaimOutcomes.refused],
      words: { done: (e) => `The claim is ${(e.output as ClaimResult).status === 'review' ? 'in review' : 'rejected'}`, error: (e) => failureWords(e) },
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
