import { createFlowModel } from '../testing/flow-model';
import type { ActorOutcomes } from '../testing/flow-model-types';
import { signingStepMachine, type SigningOutcome } from './signing-step.machine';
import type { StepFailure } from './step-failure';

/** What the check, the wallet and the market may answer inside the signing step. */
export const signingFailures = {
  rejected: { message: 'You rejected the request in your wallet.', rejected: true },
  refused: { message: 'Not signed: the seller would get 0.00151 BTC, not the price of 0.0015 BTC.' },
  sold: { message: 'This inscription has been sold or unlisted.', code: -100 },
  network: { message: 'The market could not be reached. Check your connection and try again.', code: null },
} satisfies Record<string, StepFailure>;

/** The step on its own: every way it can end. */
export const signingStepModel = createFlowModel({
  name: 'signing-step',
  machine: signingStepMachine,
  input: { request: { psbt: '70736274ff' } },
  actors: {
    sign: {
      done: ['70736274ff01'],
      error: [signingFailures.rejected, signingFailures.refused],
      words: {
        done: 'The check passes and the user approves the signature in the wallet',
        error: (event) =>
          (event.error as StepFailure).rejected
            ? 'The user rejects the signature in the wallet'
            : `The app refuses to sign: ${(event.error as StepFailure).message}`,
      },
    },
    send: {
      done: [{ txid: 'ab'.repeat(32) }],
      error: [signingFailures.sold, signingFailures.network],
      words: { done: 'The market takes the signed transaction', error: (event) => `The market answers: ${(event.error as StepFailure).message}` },
    },
  },
  events: [],
  eventWords: {},
  preconditions: ['A flow has shown its review and the user pressed its Confirm (or Sign).'],
});

/**
 * How a flow's model settles the signing step it invokes: once it has sent (`sent`, in the flow's words), and once
 * for each way it can fail (the wallet's no, the check's refusal, each market answer the flow routes on).
 */
export function signingStepOutcomes(given: {
  readonly sent: unknown;
  readonly sentWords: string;
  readonly refused?: StepFailure;
  readonly failed: readonly StepFailure[];
  /** What the wallet signed, in a `failed` outcome. */
  readonly signed?: unknown;
}): ActorOutcomes {
  const done: SigningOutcome<unknown>[] = [
    { outcome: 'sent', sent: given.sent },
    { outcome: 'rejected' },
    { outcome: 'refused', failure: given.refused ?? signingFailures.refused },
    ...given.failed.map((failure) => ({ outcome: 'failed' as const, failure, signed: given.signed ?? '70736274ff01' })),
  ];
  return {
    done,
    words: {
      done: (event) => {
        const outcome = event.output as SigningOutcome<unknown>;
        if (outcome.outcome === 'sent') return given.sentWords;
        if (outcome.outcome === 'rejected') return 'The user rejects the signature in the wallet';
        if (outcome.outcome === 'refused') return `The app refuses to sign: ${outcome.failure.message}`;
        return `The user signs; the market answers: ${outcome.failure.message}`;
      },
    },
  };
}
