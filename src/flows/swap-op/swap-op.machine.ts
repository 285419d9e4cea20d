import { assign, setup, type ActorLogicFrom } from 'xstate';
import { MESSAGES } from '../../domain/messages';
import { opCommitMachine } from '../op-commit/op-commit.machine';
import { notProvided } from '../shared/not-provided';
import { failureOf } from '../shared/step-failure';
import { failureIn, isSent, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';
import { priceMovedAgainst } from '../../domain/swap/swap-quote';

/**
 * One signed swap-module operation: the swap, and
 * send, liquidity and pool creation the same way. The form's values come in checked (EDIT; CLEAR when they
 * are not usable, with no call); after a pause in typing the server quotes them; Swap takes the quote to
 * pre_* (the messages to sign and the fee), the wallet signs each message (bip322-simple), and the operation
 * is submitted with the signatures. Code -8 or -10 (slippage) shows the slippage error with a new quote;
 * code -2 (op committing) hands over to the op-commit machine, and after the commit the operation is
 * offered again with a fresh quote: never submitted twice on its own. A wallet rejection goes back with no
 * error. While it works the form is locked and Swap is taken once.
 */
export type OpRequest = Readonly<Record<string, string>>;

export interface SwapOpInput {
  /** The operation in the user's words ('swap', 'send'). */
  readonly operation: string;
}
export interface SwapOpContext extends SwapOpInput {
  readonly request: OpRequest | null;
  readonly quote: unknown;
  /** What pre_* (or create_deposit) answered: the messages or the PSBT to sign. */
  readonly pre: unknown;
  readonly result: unknown;
  /** What went wrong, shown as an alert (the slippage error, the server's message). */
  readonly error: string | null;
  /** What the user should know (the commit is over: check the new quote). */
  readonly notice: string | null;
  /** The quote the user last looked at and took: a refreshed quote worse than it waits for ACCEPT. */
  readonly shown: unknown;
}
/** The operation for the signing step: what pre_* answered (what the wallet signs) and what the submit sends with it. */
export interface SignOpInput {
  readonly request: OpRequest;
  readonly quote: unknown;
  readonly pre: unknown;
}

export type SwapOpEvent =
  { type: 'EDIT'; request: OpRequest } | { type: 'CLEAR' } | { type: 'SUBMIT' } | { type: 'REFRESH' } | { type: 'ACCEPT' } | { type: 'DONE' };

/** The pause after the last keystroke before a quote is asked (one call per pause, not per key). */
export const TYPING_PAUSE_MS = 400;
/** A quote shown this long is asked again, so the price on screen follows the pool (issue 28). */
export const QUOTE_REFRESH_MS = 10_000;

/** What an invoked actor answered (a quote: opaque here, read by the form and the guard). */
const outputOf = ({ event }: { event: { output: unknown } }) => event.output;

const EDITING = {
  EDIT: { target: '#swapOp.typing', actions: 'takeRequest', description: 'The user changes the amount or the ticks (a usable value)' },
  CLEAR: {
    target: '#swapOp.idle',
    actions: 'clearRequest',
    description: 'The user clears the amount, or types something that cannot be used (the form says why; nothing is asked)',
  },
} as const;

export const swapOpMachine = setup({
  types: { context: {} as SwapOpContext, events: {} as SwapOpEvent, input: {} as SwapOpInput },
  actors: {
    quote: notProvided<unknown, { request: OpRequest }>('quote'),
    /** The same quote, asked again after a commit or a slippage failure (its own id so a path can settle it). */
    requote: notProvided<unknown, { request: OpRequest }>('requote'),
    /** The quote on screen asked again after a while (its own id so a path can settle it). */
    refresh: notProvided<unknown, { request: OpRequest }>('refresh'),
    prepare: notProvided<unknown, { request: OpRequest; quote: unknown }>('prepare'),
    /** What pre_* answered signed in the wallet (each message, or the deposit's PSBT after its check), then submitted. */
    signingStep: signingStepMachine,
    opCommit: opCommitMachine as ActorLogicFrom<typeof opCommitMachine>,
  },
  actions: {
    takeRequest: assign(({ event }) =>
      event.type === 'EDIT' ? { request: event.request, quote: null, shown: null, error: null, notice: null, result: null } : {},
    ),
    clearRequest: assign({ request: null, quote: null, shown: null, error: null, notice: null, result: null }),
    /** The quote is on screen and taken: the price the user looked at. */
    keepQuote: assign((_, quote: unknown) => ({ quote, shown: quote })),
    /** What the swap answered the submit: what was done. */
    keepResult: assign({ result: (_, outcome: SigningOutcome<unknown>) => (isSent(outcome) ? outcome.sent : null) }),
    keepOutcomeError: assign({ error: (_, outcome: SigningOutcome<unknown>) => failureIn(outcome).message }),
    /** The balances shown change after a done operation: the creator refreshes them. */
    refreshBalances: () => {},
  },
  guards: {
    committing: ({ event }) => failureOf(event).code === -2,
    sent: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'sent',
    signingRejected: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'rejected',
    signingRefused: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'refused',
    /** Signed, and the swap answers -2: a rollup is being committed (nothing was done). */
    committingAfterSigning: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'failed' && failureIn(outcome).code === -2,
    /** Signed, and the swap answers -8 or -10: the price moved past the slippage tolerance (nothing was done). */
    slippedAfterSigning: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'failed' && [-8, -10].includes(failureIn(outcome).code ?? 0),
    /** The quote on screen is the one the user took (not a moved price waiting to be accepted). */
    quoteTaken: ({ context }) => context.quote === context.shown,
    quoteMoved: ({ context }) => context.quote !== context.shown,
    /** A refreshed quote worse for the user than the one they looked at (beyond a hair). */
    movedAgainst: ({ context }, next: unknown) => priceMovedAgainst(context.request, context.shown, next),
  },
  delays: { typing: TYPING_PAUSE_MS, quoteAge: QUOTE_REFRESH_MS },
}).createMachine({
  id: 'swapOp',
  description: 'A swap-module operation: quote, sign the messages, submit',
  context: ({ input }) => ({ ...input, request: null, quote: null, shown: null, pre: null, result: null, error: null, notice: null }),
  initial: 'idle',
  states: {
    idle: { description: 'Nothing to quote yet: the user enters an amount', on: EDITING },
    typing: {
      description: 'The user is typing; the quote is asked after a short pause',
      on: EDITING,
      after: { typing: { target: 'quoting', description: 'The user pauses typing' } },
    },
    quoting: {
      description: 'The swap quotes the amounts',
      on: EDITING,
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => ({ request: context.request! }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepQuote', params: outputOf },
          description: 'The quote shows: the amounts, the rate, the price impact and the slippage bound',
        },
        onError: {
          target: 'quoteFailed',
          actions: assign({ error: ({ event }) => failureOf(event).message }),
          description: 'The quote cannot be had (the server says why)',
        },
      },
    },
    quoteFailed: {
      description: 'No quote: the reason shows; the user changes the amount or asks again',
      on: { ...EDITING, REFRESH: { target: 'quoting', actions: assign({ error: null }), description: 'The user asks for the quote again' } },
    },
    ready: {
      description: 'The quote shows and the operation can be submitted',
      after: { quoteAge: { target: 'refreshing', description: 'Ten seconds pass: the quote is asked again, so the price shown follows the pool' } },
      on: {
        ...EDITING,
        REFRESH: { target: 'quoting', actions: assign({ error: null, notice: null }), description: 'The user asks for a new quote' },
        SUBMIT: { target: 'preparing', actions: assign({ error: null, notice: null }), description: 'The user presses the action button (Swap, Send)' },
      },
    },
    refreshing: {
      description: 'The quote on screen is asked again (it stays shown, and can still be submitted, meanwhile)',
      on: {
        ...EDITING,
        ACCEPT: {
          guard: 'quoteMoved',
          actions: assign({ shown: ({ context }) => context.quote }),
          description: 'The user accepts the moved price while it is asked again',
        },
        SUBMIT: {
          guard: 'quoteTaken',
          target: 'preparing',
          actions: assign({ error: null, notice: null }),
          description: 'The user presses the action button on the quote shown (one they took, never a moved price not accepted)',
        },
      },
      invoke: {
        id: 'refresh',
        src: 'refresh',
        input: ({ context }) => ({ request: context.request! }),
        onDone: [
          {
            guard: { type: 'movedAgainst', params: outputOf },
            target: 'priceMoved',
            actions: assign({ quote: ({ event }) => event.output }),
            description: 'The price moved against the user: the new quote shows, and waits to be accepted',
          },
          {
            target: 'ready',
            actions: { type: 'keepQuote', params: outputOf },
            description: 'The price held (or got better): the new quote shows',
          },
        ],
        onError: [
          {
            guard: 'quoteTaken',
            target: 'ready',
            description: 'The refresh failed: the quote shown stays, and the swap checks it at Swap (slippage)',
          },
          { target: 'priceMoved', description: 'The refresh failed while a moved price waits: it still waits to be accepted' },
        ],
      },
    },
    priceMoved: {
      description: 'The price moved since the user looked: the new amounts show with the old ones, and Swap is off until the user accepts',
      after: { quoteAge: { target: 'refreshing', description: 'Ten seconds pass: the quote is asked again' } },
      on: {
        ...EDITING,
        ACCEPT: { target: 'ready', actions: assign({ shown: ({ context }) => context.quote }), description: 'The user accepts the new price' },
        REFRESH: { target: 'quoting', actions: assign({ error: null, notice: null }), description: 'The user asks for a new quote' },
      },
    },
    preparing: {
      description: 'Working: the swap prepares the messages to sign and the fee',
      invoke: {
        id: 'prepare',
        src: 'prepare',
        input: ({ context }) => ({ request: context.request!, quote: context.quote }),
        onDone: {
          target: 'signing',
          actions: assign({ pre: ({ event }) => event.output }),
          description: 'The messages to sign are ready; the wallet is asked',
        },
        onError: [
          { guard: 'committing', target: 'committing', description: 'The swap is committing a rollup (code -2)' },
          { target: 'ready', actions: assign({ error: ({ event }) => failureOf(event).message }), description: 'The swap refuses (its message shows)' },
        ],
      },
    },
    signing: {
      description: 'Working: the wallet asks the user to sign each message; then the signed operation is submitted',
      invoke: {
        id: 'signingStep',
        src: 'signingStep',
        input: ({ context }): { request: SignOpInput } => ({ request: { request: context.request!, quote: context.quote, pre: context.pre } }),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => event.output },
            target: 'success',
            actions: [{ type: 'keepResult', params: ({ event }) => event.output }, 'refreshBalances'],
            description: 'The user signs in the wallet and the swap takes the operation',
          },
          {
            guard: { type: 'signingRejected', params: ({ event }) => event.output },
            target: 'ready',
            description: 'The user rejects in the wallet: back to the quote, no error',
          },
          {
            guard: { type: 'signingRefused', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'keepOutcomeError', params: ({ event }) => event.output },
            description: 'The wallet could not sign (its message shows)',
          },
          {
            guard: { type: 'committingAfterSigning', params: ({ event }) => event.output },
            target: 'committing',
            description: 'The swap is committing a rollup (code -2): nothing was done',
          },
          {
            guard: { type: 'slippedAfterSigning', params: ({ event }) => event.output },
            target: 'requoting',
            actions: assign({ error: MESSAGES.slippage_error }),
            description: 'The price moved past the slippage tolerance (code -8 or -10): nothing was done',
          },
          {
            target: 'ready',
            actions: { type: 'keepOutcomeError', params: ({ event }) => event.output },
            description: 'The swap refuses (its message shows)',
          },
        ],
      },
    },
    committing: {
      description: 'The Please Wait overlay shows while the rollup commits; the operation waits',
      invoke: {
        id: 'opCommit',
        src: 'opCommit',
        onDone: { target: 'requoting', actions: assign({ notice: MESSAGES.op_commit_over }), description: 'The commit is over' },
      },
    },
    requoting: {
      description: 'A fresh quote is asked before the operation is offered again',
      invoke: {
        id: 'requote',
        src: 'requote',
        input: ({ context }) => ({ request: context.request! }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepQuote', params: outputOf },
          description: 'The new quote shows; the user decides again',
        },
        onError: {
          target: 'quoteFailed',
          actions: assign({ error: ({ event }) => failureOf(event).message, notice: null }),
          description: 'The new quote cannot be had',
        },
      },
    },
    success: {
      description: 'Done: what was done shows, and the balances are refreshed',
      // The result stays until the user types or starts again: balances refreshed after it may make the old
      // values unusable, and that must not wipe what was done off the screen.
      on: { EDIT: EDITING.EDIT, DONE: { target: 'idle', actions: 'clearRequest', description: 'The user starts a new operation' } },
    },
  },
});
export type SwapOpMachine = typeof swapOpMachine;
