import { createFlowModel } from '../testing/flow-model';
import type { ActorOutcomes } from '../testing/flow-model-types';
import { failureOf, failureWords } from '../shared/step-failure';
import type { SigningOutcome } from '../shared/signing-step.machine';
import { signingStepOutcomes } from '../shared/signing-step.model';
import { swapOpMachine } from './swap-op.machine';
import { saysAndNotes } from '../testing/context-words';

/** What the swap and the wallet may answer along the way (the swap: 10 ordi for pizza on the devnet's pool). */
export const swapOpOutcomes = {
  request: { tickIn: 'ordi', tickOut: 'pizza', exactType: 'exactIn', amount: '10', slippage: '0.005' },
  quote: {
    res: { amountUSD: '0', expectUSD: '0', expect: '4.9254' },
    pool: {
      existed: true,
      addLiq: true,
      marketCap: 0,
      tick0: 'ordi',
      tick1: 'pizza',
      amount0: '10000',
      amount1: '5000',
      lp: '7071',
      tvl: '0',
      volume24h: '0',
      volume7d: '0',
      volume30d: '0',
      reward0: '0',
      reward1: '0',
    },
  },
  newQuote: {
    res: { amountUSD: '0', expectUSD: '0', expect: '4.9001' },
    pool: {
      existed: true,
      addLiq: true,
      marketCap: 0,
      tick0: 'ordi',
      tick1: 'pizza',
      amount0: '10050',
      amount1: '4975',
      lp: '7071',
      tvl: '0',
      volume24h: '0',
      volume7d: '0',
      volume30d: '0',
      reward0: '0',
      reward1: '0',
    },
  },
  pre: {
    ids: ['ab'.repeat(32)],
    signMsgs: ['id: …\naddr: tb1p…\nfunc: swap\nparams: ordi pizza 10 4.9254 0.005 exactIn\nts: 1\n'],
    feeAmount: '0',
    feeTick: 'sats',
    feeTickPrice: '0',
    feeBalance: '0',
    totalFreeQuota: '1000',
    remainingFreeQuota: '998',
    totalUsedFreeQuota: '2',
    usageFreeQuota: '1',
    usdPrice: '0',
  },
  result: {
    id: 'cd'.repeat(32),
    rollupInscriptionId: '',
    address: 'tb1p…',
    tickIn: 'ordi',
    tickOut: 'pizza',
    amountIn: '10',
    amountOut: '4.9254',
    exactType: 'exactIn',
    ts: 1,
  },
  noPool: { message: 'There is no ordi/frog pool.', code: -1 },
  network: { message: 'Network problem: check your connection and try again.', code: null },
  committing: { message: '', code: -2 },
  slipped: { message: 'The price moved more than your slippage tolerance. Try again or raise the tolerance.', code: -8 },
  slippedOut: { message: 'The price moved more than your slippage tolerance. Try again or raise the tolerance.', code: -10 },
  insufficient: { message: 'Insufficient ordi balance in the swap.', code: -1 },
  signFailed: { message: 'Sign message failed. Refresh the page and try again.' },
} as const;

const said = (event: Record<string, unknown>) => {
  const failure = failureOf(event);
  if (failure.code === -8 || failure.code === -10) return `The swap answers code ${failure.code}: the price moved past the slippage tolerance`;
  return failureWords(event, 'The swap answers');
};

/**
 * The signing step of a swap-module operation (or a withdrawal): the step's endings, with what the swap answers
 * after the user signed in its words (code -2 the op commit, -8 and -10 the slippage), as QA reads them.
 */
export function swapSigningStep(given: Parameters<typeof signingStepOutcomes>[0] & { readonly refusedWords?: string }): ActorOutcomes {
  const { refusedWords, ...step } = given;
  const outcomes = signingStepOutcomes(step);
  const words = outcomes.words.done;
  return {
    ...outcomes,
    words: {
      done: (event) => {
        const ended = event.output as SigningOutcome<unknown>;
        if (ended.outcome === 'failed') return `The user signs; ${said({ error: ended.failure }).replace(/^The swap/, 'the swap')}`;
        if (ended.outcome === 'refused' && refusedWords) return refusedWords;
        return typeof words === 'function' ? words(event) : (words ?? '');
      },
    },
  };
}

/** Typed, quoted, Swap pressed. */
const toSwap = [
  { type: 'EDIT', request: swapOpOutcomes.request },
  { type: 'xstate.after.typing.swapOp.typing' },
  { type: 'xstate.done.actor.quote', output: swapOpOutcomes.quote },
  { type: 'SUBMIT' },
];
const prepared = { type: 'xstate.done.actor.prepare', output: swapOpOutcomes.pre };
/** The commit ends and the quote is the same (4.9254 pizza): prepared again. */
const commitOver = [{ type: 'xstate.done.actor.opCommit', output: undefined }, { type: 'xstate.done.actor.requote', output: swapOpOutcomes.quote }, prepared];
/** Confirm swap, and the price asked once more is the same (4.9254 pizza): the wallet is asked. */
const confirmed = [{ type: 'CONFIRM' }, { type: 'xstate.done.actor.refresh', output: swapOpOutcomes.quote }];
/** The user signs again and the swap takes it. */
const taken = { type: 'xstate.done.actor.signingStep', output: { outcome: 'sent', sent: swapOpOutcomes.result } };

export const swapOpModel = createFlowModel({
  name: 'swap-op',
  machine: swapOpMachine,
  input: { operation: 'swap' },
  actors: {
    quote: { done: [swapOpOutcomes.quote], error: [swapOpOutcomes.noPool], words: { done: 'The swap quotes the amounts', error: said } },
    // Asked again after a commit (or a slippage failure): the same figures (4.9254 pizza: a swap across a commit goes
    // ahead), or fewer (4.9001 pizza: the user checks the new quote and presses Swap again).
    requote: {
      done: [swapOpOutcomes.quote, swapOpOutcomes.newQuote],
      error: [swapOpOutcomes.network],
      words: {
        done: (event) =>
          (event.output as typeof swapOpOutcomes.quote).res.expect === swapOpOutcomes.quote.res.expect
            ? 'The swap quotes again: the same 4.9254 pizza'
            : 'The swap gives a fresh quote: 4.9001 pizza, not 4.9254',
        error: said,
      },
    },
    // The quote on screen asked again: the same price, or one that moved against the user (4.9254 to 4.9001 pizza).
    refresh: {
      done: [swapOpOutcomes.quote, swapOpOutcomes.newQuote],
      error: [swapOpOutcomes.network],
      words: {
        done: (event) =>
          (event.output as typeof swapOpOutcomes.newQuote).res.expect === swapOpOutcomes.newQuote.res.expect
            ? 'The refreshed quote gives less: 4.9001 pizza, not 4.9254'
            : 'The refreshed quote gives the same',
        error: said,
      },
    },
    prepare: {
      done: [swapOpOutcomes.pre],
      error: [swapOpOutcomes.committing, swapOpOutcomes.insufficient],
      words: { done: 'The swap returns the message to sign and the fee (free quota)', error: said },
    },
    signingStep: swapSigningStep({
      sent: swapOpOutcomes.result,
      sentWords: 'The user signs the message in the wallet; the swap takes the operation',
      refused: swapOpOutcomes.signFailed,
      refusedWords: 'The wallet fails to sign',
      failed: [swapOpOutcomes.committing, swapOpOutcomes.slipped, swapOpOutcomes.slippedOut, swapOpOutcomes.network],
    }),
    opCommit: { done: [undefined], words: { done: 'The commit ends (the swap says committing: false)' } },
  },
  events: [
    { type: 'EDIT', request: swapOpOutcomes.request },
    { type: 'CLEAR' },
    { type: 'SUBMIT' },
    { type: 'REFRESH' },
    { type: 'ACCEPT' },
    { type: 'DONE' },
    { type: 'CONFIRM' },
    { type: 'BACK' },
  ],
  eventWords: {
    EDIT: 'The user types 10 in "You pay" (ordi to pizza)',
    CLEAR: 'The user clears the amount',
    SUBMIT: 'The user presses Swap',
    REFRESH: 'The user presses "Refresh quote"',
    ACCEPT: 'The user presses "Accept the new price"',
    DONE: 'The user presses "New swap"',
    CONFIRM: 'The user presses "Confirm swap" on the review',
    BACK: 'The user presses "Back" on the review',
    // Only the deposit runs a fee chooser (deposit.model.ts): a swap is never told a rate.
    FEE_RATE: (event: Record<string, unknown>) => `The fee chooser tells the operation ${String(event.rate)} sats/vB`,
  },
  delayWords: { typing: 'The user stops typing for a moment', quoteAge: 'Ten seconds pass with the quote on screen' },
  // An operation that meets a commit waits it out and goes on (issue 45, 6): at pre_swap, and after the user signed.
  sequences: {
    // Nothing was reviewed before the commit: the review shows once it is over, then the wallet.
    'commit-at-prepare': [...toSwap, { type: 'xstate.error.actor.prepare', error: swapOpOutcomes.committing }, ...commitOver, ...confirmed, taken],
    'commit-after-signing': [
      ...toSwap,
      prepared,
      ...confirmed,
      { type: 'xstate.done.actor.signingStep', output: { outcome: 'failed', failure: swapOpOutcomes.committing, signed: '70736274ff01' } },
      // Reviewed and confirmed before the commit: the wallet is asked again with no second review.
      ...commitOver,
      taken,
    ],
  },
  sequenceTitles: {
    'commit-at-prepare': 'The swap meets a rollup commit at Swap: the Please Wait overlay shows, and once the commit is over the swap goes ahead to its review',
    'commit-after-signing':
      'The user signs and the swap answers that a rollup is committing: once the commit is over the quote is the same, and the swap goes ahead',
  },
  preconditions: [
    'Signed in with UniSat on /swap with swap balance (on the devnet: Account 1 holds 500 ordi in the swap).',
    'The Swap tab is open with ordi to pizza chosen.',
  ],
  contextWords: saysAndNotes('page'),
  serializeContext: (context: { error: string | null; notice: string | null; quote: unknown; shown: unknown; reviewed: boolean }) => ({
    error: context.error,
    notice: context.notice,
    quoted: context.quote !== null,
    // A moved price waiting to be accepted is another situation than a quote the user took.
    waiting: context.quote !== context.shown,
    // A swap the user confirmed goes to the wallet when it is prepared again after a commit; one not reviewed shows its review.
    reviewed: context.reviewed,
    // Which price the user looked at (4.9254 or 4.9001 pizza): a refreshed quote is judged against it.
    looked: (context.shown as { res?: { expect?: string } } | null)?.res?.expect ?? null,
  }),
});
