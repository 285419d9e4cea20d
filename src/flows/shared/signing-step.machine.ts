import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided';
import { failureOf, type StepFailure } from './step-failure';

/**
 * How the signing step ended, as the flow that invoked it routes on it:
 * - `sent`: the wallet signed what the check passed and the market (or the network) took it; `sent` is its answer;
 * - `rejected`: the user said no in the wallet (nothing is shown; the flow goes back to its review);
 * - `refused`: nothing reached the wallet or the wallet failed: the check refused the transaction (it does not do
 *   what the dialog showed) or the wallet could not sign; `failure` says why in the user's words;
 * - `failed`: it was signed, and the market refused it or did not answer; `failure.code` is the market's, `signed` what
 *   the wallet signed (a flow that may send the same signature again keeps it: it spends the same coins).
 */
export type SigningOutcome<TSent> =
  | { readonly outcome: 'sent'; readonly sent: TSent }
  | { readonly outcome: 'rejected' }
  | { readonly outcome: 'refused'; readonly failure: StepFailure }
  | { readonly outcome: 'failed'; readonly failure: StepFailure; readonly signed: unknown };

/** What the flow asks the step to sign: its own request (what the check holds the transaction to, where it goes). */
export interface SigningInput {
  readonly request: unknown;
}

/** What the send step reads: what was asked and what the wallet signed. */
export interface SendInput<TRequest, TSigned> {
  readonly request: TRequest;
  readonly signed: TSigned;
}

interface SigningContext {
  readonly request: unknown;
  readonly signed: unknown;
  readonly outcome: SigningOutcome<unknown> | null;
}

/**
 * The one signing step every flow that signs invokes, after its review: the app checks the transaction against
 * what the dialog showed (every sat, every token amount, every recipient, every fee) and only then does the wallet
 * ask the user to sign (`sign`, the flow's: its signer runs the check first); then the signed transaction goes to
 * the market or the network (`send`). Each way it can end is a typed outcome (above), the machine's output.
 *
 * One machine; a flow provides `sign` and `send` for its own request in its `<flow>.actors.ts` (`provideSigning`).
 */
export const signingStepMachine = setup({
  types: {
    input: {} as SigningInput,
    context: {} as SigningContext,
    output: {} as SigningOutcome<unknown>,
  },
  actors: {
    sign: notProvided<unknown, SigningInput>('sign'),
    send: notProvided<unknown, SendInput<unknown, unknown>>('send'),
  },
  guards: {
    rejected: ({ event }) => failureOf(event).rejected === true,
  },
  actions: {
    keepSigned: assign({ signed: (_, params: { readonly signed: unknown }) => params.signed }),
    end: assign({ outcome: (_, outcome: SigningOutcome<unknown>) => outcome }),
  },
}).createMachine({
  id: 'signingStep',
  description: 'The signing step: the app checks the transaction, the wallet signs it, the market takes it',
  context: ({ input }) => ({ request: input.request, signed: null, outcome: null }),
  initial: 'signing',
  output: ({ context }) => context.outcome ?? { outcome: 'refused', failure: { message: 'The signing step ended without an answer.' } },
  states: {
    signing: {
      description: 'The app checks the transaction against what the dialog showed; only one that passes reaches the wallet, which asks the user to sign',
      invoke: {
        id: 'sign',
        src: 'sign',
        input: ({ context }) => ({ request: context.request }),
        onDone: { target: 'sending', actions: { type: 'keepSigned', params: ({ event }) => ({ signed: event.output }) } },
        onError: [
          { guard: 'rejected', target: 'ended', actions: { type: 'end', params: { outcome: 'rejected' } } },
          { target: 'ended', actions: { type: 'end', params: ({ event }) => ({ outcome: 'refused', failure: failureOf(event) }) } },
        ],
      },
    },
    sending: {
      description: 'The signed transaction goes to the market, which checks it and sends it',
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ request: context.request, signed: context.signed }),
        onDone: { target: 'ended', actions: { type: 'end', params: ({ event }) => ({ outcome: 'sent', sent: event.output }) } },
        onError: {
          target: 'ended',
          actions: { type: 'end', params: ({ context, event }) => ({ outcome: 'failed', failure: failureOf(event), signed: context.signed }) },
        },
      },
    },
    ended: { type: 'final', description: 'The step is over: its outcome goes to the flow that invoked it' },
  },
});

export type SigningStepMachine = typeof signingStepMachine;

/**
 * The signing step for one flow's request: `sign` checks and signs it (through the wallet signer, which runs the
 * check first), `send` hands the signature to the market. The request is the one the flow's invoke gives.
 */
export function provideSigning<TRequest, TSigned, TSent>(steps: {
  readonly sign: (request: TRequest) => Promise<TSigned>;
  readonly send: (input: SendInput<TRequest, TSigned>) => Promise<TSent>;
}): SigningStepMachine {
  return signingStepMachine.provide({
    actors: {
      sign: fromPromise<unknown, SigningInput>(({ input }) => steps.sign(input.request as TRequest)),
      send: fromPromise<unknown, SendInput<unknown, unknown>>(({ input }) => steps.send(input as SendInput<TRequest, TSigned>)),
    },
  });
}

/** Reading an outcome in the invoking flow's guards and actions. */
export const isSent = <TSent>(outcome: SigningOutcome<TSent>): outcome is Extract<SigningOutcome<TSent>, { outcome: 'sent' }> => outcome.outcome === 'sent';
export const failureIn = (outcome: SigningOutcome<unknown>): StepFailure =>
  outcome.outcome === 'refused' || outcome.outcome === 'failed' ? outcome.failure : { message: '', rejected: outcome.outcome === 'rejected' };
