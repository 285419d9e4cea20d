import { assign, sendTo, setup, type ActorLogicFrom } from 'xstate';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';
import { opCommitMachine } from '../op-commit/op-commit.machine';
import { feeRateGuards } from '../shared/fee-rate-child';
import { notProvided } from '../shared/not-provided';
import { failureOf } from '../shared/step-failure';
import { failureIn, isSent, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';
import { MESSAGES } from '../../domain/messages';
import { priceMovedAgainst, sameQuoteFigures } from '../../domain/swap/swap-quote';
import type { OpRequest, SwapOpContext, SwapOpEvent, SwapOpInput } from './swap-op.types';

/** The pause after the last keystroke before a quote is asked (one call per pause, not per key). */
export const TYPING_PAUSE_MS = 400;
/** A quote shown this long is asked again, so the price on screen follows the pool (issue 28). */
export const QUOTE_REFRESH_MS = 10_000;

/**
 * What every swap-module operation's machine is made of (swap-op.machine.ts: the swap, send, liquidity, pool creation;
 * deposit.machine.ts: the deposit): its actors, actions, guards and delays, with the fee chooser's rate and its fix and
 * reopen actions for the operation that runs one (the deposit).
 */
export const opSetup = setup({
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
    /** The deposit's fee chooser: it tells the deposit each rate chosen. */
    feeChooser: invokedFeeChooser,
  },
  actions: {
    takeRequest: assign(({ event }) =>
      event.type === 'EDIT' ? { request: event.request, quote: null, shown: null, error: null, notice: null, result: null } : {},
    ),
    clearRequest: assign({ request: null, quote: null, shown: null, error: null, notice: null, result: null }),
    /** The quote is on screen and taken: the price the user looked at. */
    keepQuote: assign((_, quote: unknown) => ({ quote, shown: quote })),
    /** The moved price is taken: it is the one the user looked at. */
    acceptQuote: assign({ shown: ({ context }) => context.quote }),
    clearMessages: assign({ error: null, notice: null }),
    /** What pre_* answered: the messages to sign and the fee. */
    keepPre: assign({ pre: ({ event }) => ('output' in event ? event.output : null) }),
    /** The review is confirmed at its price: prepared again after a commit, the operation goes to the wallet. */
    confirmReview: assign({ reviewed: true }),
    /** Back from the review to the form: what pre_* answered is dropped (a new Swap asks it again). */
    leaveReview: assign({ pre: null }),
    /** After a commit, a quote with other figures: the user checks it and presses again (a slippage failure says its own). */
    noticeCommitOver: assign({ notice: ({ context }) => (context.error === null ? MESSAGES.op_commit_over : context.notice) }),
    /** A moved price on screen, not yet taken: the price the user looked at stays beside it. */
    keepMovedQuote: assign((_, quote: unknown) => ({ quote })),
    /** What the swap answered the submit: what was done. */
    keepResult: assign({ result: (_, outcome: SigningOutcome<unknown>) => (isSent(outcome) ? outcome.sent : null) }),
    keepOutcomeError: assign({ error: (_, outcome: SigningOutcome<unknown>) => failureIn(outcome).message }),
    /** The balances shown change after a done operation: the creator refreshes them. */
    refreshBalances: () => {},
    keepFeeRate: assign({ feeRate: ({ context, event }) => (event.type === 'FEE_RATE' ? event.rate : context.feeRate) }),
    /** The rate is fixed while the operation is prepared, signed and submitted at it (and while a commit holds it). */
    fixRate: sendTo('feeChooser', { type: 'FIX' }),
    reopenRate: sendTo('feeChooser', { type: 'REOPEN' }),
  },
  guards: {
    ...feeRateGuards,
    /** The chooser has told a rate: the operation can be prepared at it. */
    hasFeeRate: ({ context }) => context.feeRate !== null && context.feeRate > 0,
    /** The user confirmed the review of this operation (it is prepared again after a commit). */
    reviewed: ({ context }) => context.reviewed,
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
    /**
     * Asked again after an op commit (not after a slippage failure, which shows its error), and the figures are the
     * ones the user pressed on: the operation goes ahead.
     */
    goesAhead: ({ context }, next: unknown) => context.error === null && sameQuoteFigures(context.shown, next),
  },
  delays: { typing: TYPING_PAUSE_MS, quoteAge: QUOTE_REFRESH_MS },
});

/** The request as it is prepared and submitted: with the chooser's rate (feeRate, in sat/vB) when the operation has one. */
export const requestWithRate = (context: SwapOpContext): OpRequest =>
  context.feeRate === null ? context.request! : { ...context.request!, feeRate: String(context.feeRate) };
