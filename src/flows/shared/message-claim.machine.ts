import { assign, setup } from 'xstate';
import { failureIn, isSent, signingStepMachine, type SigningOutcome } from './signing-step.machine';
import { signingGuards } from './signing-outcome';
import { withOutput } from './with-output';

/**
 * A claim the wallet signs as a message (the deployer's royalty, the pizza): Claim -> one signing step (the wallet signs
 * the claim message, then the claim is sent with the signature) -> back on the page, with what the claim came to, the
 * notice that the user said no in the wallet (nothing was sent), or why it failed. Either way the page stays and a claim
 * can be made again. Each flow gives its words and how it reads the market's answer.
 */
export interface MessageClaimContext<TRequest, TResult> {
  /** What Claim was pressed for (the tick, the amount shown): the message signs exactly it. */
  readonly claim: TRequest | null;
  readonly result: TResult | null;
  readonly error: string | null;
  readonly notice: string | null;
}

export interface MessageClaimFlow<TRequest, TResult> {
  readonly id: string;
  readonly description: string;
  /** What Claim's event asks to claim: the signing step's request. */
  readonly claimOf: (event: ClaimEvent) => TRequest;
  /** What the market's answer (the signing step's `sent`) came to; null when it is not one. */
  readonly resultOf: (sent: unknown) => TResult | null;
  /** Whether Claim forgets the last claim's result (the pizza's page shows only the claim on its way). */
  readonly forgetsResult: boolean;
  /** The flow's words for its states and transitions (what QA reads). */
  readonly words: {
    readonly ready: string;
    readonly claim: string;
    readonly signing: string;
    readonly sent: string;
    readonly rejected: string;
  };
}

/**
 * Claim, pressed for what the page shows: the event carries the request's fields as text (`{ type: 'CLAIM', tick }`,
 * `{ type: 'CLAIM', amount }`), which the flow's `claimOf` reads.
 */
export type ClaimEvent = { readonly type: 'CLAIM' } & Readonly<Record<string, string>>;

export const CLAIM_CANCELLED = 'Claim cancelled in your wallet. Nothing was sent.';

export function createMessageClaimMachine<TRequest, TResult>(flow: MessageClaimFlow<TRequest, TResult>) {
  const resultIn = (outcome: SigningOutcome<unknown>): TResult | null => (isSent(outcome) ? flow.resultOf(outcome.sent) : null);
  return setup({
    types: {
      context: {} as MessageClaimContext<TRequest, TResult>,
      events: {} as ClaimEvent,
    },
    actors: {
      /** The wallet signs the claim message, then the claim is sent with the signature (the flow's actors provide it). */
      signingStep: signingStepMachine,
    },
    guards: signingGuards,
    actions: {
      keepClaim: assign(({ event, context }) => ({
        claim: flow.claimOf(event),
        error: null,
        notice: null,
        result: flow.forgetsResult ? null : context.result,
      })),
      keepResult: assign({ result: (_, outcome: SigningOutcome<unknown>) => resultIn(outcome) }),
      sayCancelled: assign({ notice: CLAIM_CANCELLED }),
      keepOutcomeError: assign({ error: (_, outcome: SigningOutcome<unknown>) => failureIn(outcome).message }),
    },
  }).createMachine({
    id: flow.id,
    description: flow.description,
    context: { claim: null, result: null, error: null, notice: null },
    initial: 'ready',
    states: {
      ready: {
        description: flow.words.ready,
        on: { CLAIM: { target: 'signing', actions: 'keepClaim', description: flow.words.claim } },
      },
      signing: {
        description: flow.words.signing,
        invoke: {
          id: 'signingStep',
          src: 'signingStep',
          input: ({ context }) => ({ request: context.claim }),
          onDone: [
            { guard: withOutput('sent'), target: 'ready', actions: withOutput('keepResult'), description: flow.words.sent },
            { guard: withOutput('rejected'), target: 'ready', actions: 'sayCancelled', description: flow.words.rejected },
            { target: 'ready', actions: withOutput('keepOutcomeError'), description: 'Signing failed, or the claim is refused' },
          ],
        },
      },
    },
  });
}
