import { and, assign, sendTo, setup, stateIn } from 'xstate';
import { formatMessage } from '../../domain/messages';
import { sweepChoiceProblem, sweepsByUnit } from '../../domain/market/sweep';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';
import { feeChooserChild, feeRateGuards } from '../shared/fee-rate-child';
import { notProvided } from '../shared/not-provided';
import { failureOf, type StepFailure } from '../shared/step-failure';
import { failureIn, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';
import { sentTxid, signingGuards } from '../shared/signing-outcome';
import { withOutput } from '../shared/with-output';
import { dialogClosed, lastStep, userCloses, userGoesBack } from '../shared/dialog-transitions';
import type { BuildInput, GatherInput, SignInput, SweepBuilt, SweepContext, SweepEvent, SweepInput, SweepPrepared } from './sweep.types';

export type {
  BuildInput,
  GatherInput,
  SignInput,
  SweepBuilt,
  SweepCategory,
  SweepContext,
  SweepEvent,
  SweepInput,
  SweepPrepared,
  SweepSent,
  SweepSigned,
} from './sweep.types';

/**
 * Sweeping the floor of a market page: the cheapest N (or as many as a budget buys) -> every item located by the
 * indexer and prepared at once (create_batch_bid_prepare) -> one review with every item and one total -> the market
 * builds one transaction (create_batch_bid) -> it is checked, then signed, and confirm_batch_bid sends it (one signing
 * step). Items sold meanwhile give multi_buy_items_sold_out: the review is rebuilt without them and the buyer confirms
 * again. The fee chooser runs inside the sweep (an invoked child): its rate is the one the sweep is built at.
 */

/** -100: an item was sold or unlisted meanwhile (the market's code for it). */
const soldOut = (failure: StepFailure) => failure.code === -100;

/** What the market's reading of the cheapest listings leads to, the first time and once some were sold meanwhile. */
const GATHER_WORDS = {
  first: { review: 'The review shows every item', nothing: 'Nothing is for sale that the choice takes' },
  again: { review: 'The review is rebuilt without the items sold: confirm again', nothing: 'Every item was sold meanwhile' },
} as const;

/**
 * The cheapest listings read and prepared (again: the rest, after some were sold): to `review` when some are left,
 * to `nothing` when none is, to `failed` when the market cannot be read.
 */
const gathers = <const R extends string, const N extends string, const F extends string>(
  to: { readonly again: boolean; readonly review: R; readonly nothing: N; readonly failed: F },
  words: { readonly review: string; readonly nothing: string },
) =>
  ({
    id: 'gather',
    src: 'gather',
    input: ({ context }: { readonly context: SweepContext }): GatherInput => ({
      asset: context.asset,
      choice: context.choice,
      lots: context.lots,
      again: to.again,
    }),
    onDone: [
      { guard: withOutput('someLeft'), target: to.review, actions: withOutput('keepPrepared'), description: words.review },
      { target: to.nothing, description: words.nothing },
    ],
    onError: { target: to.failed, actions: 'keepError', description: 'The market could not be read' },
  }) as const;

export const sweepMachine = setup({
  types: { input: {} as SweepInput, context: {} as SweepContext, events: {} as SweepEvent },
  actors: {
    gather: notProvided<SweepPrepared, GatherInput>('gather'),
    build: notProvided<SweepBuilt, BuildInput>('build'),
    /** Economy, Normal or a custom rate: the rate the sweep is built at. */
    feeChooser: invokedFeeChooser,
    /** Every PSBT checked against the review and signed at once, then confirm_batch_bid. */
    signingStep: signingStepMachine,
  },
  guards: {
    choiceValid: ({ context }) => sweepChoiceProblem(context.choice, sweepsByUnit(context.asset.category)) === null,
    someLeft: (_, out: SweepPrepared) => out.lots.length > 0,
    ...feeRateGuards,
    feeChosen: ({ context }) => context.feeRate !== null && context.feeRate > 0,
    soldMeanwhile: ({ event }) => soldOut(failureOf(event)),
    ...signingGuards,
    soldBeforeSent: (_, outcome: SigningOutcome<unknown>) => soldOut(failureIn(outcome)),
  },
  actions: {
    chooseBy: assign({
      choice: ({ context, event }) => ({
        ...(event.type === 'CHOOSE_BY' && event.by === 'budget' ? { by: 'budget' as const, budgetSats: '' } : { by: 'count' as const, count: '' }),
        maxPriceSats: context.choice.maxPriceSats ?? '',
      }),
      checked: false,
    }),
    setAmount: assign({
      choice: ({ context, event }) => {
        if (event.type !== 'SET_AMOUNT') return context.choice;
        return context.choice.by === 'count' ? { ...context.choice, count: event.value } : { ...context.choice, budgetSats: event.value };
      },
    }),
    setMaxPrice: assign({
      choice: ({ context, event }) => (event.type === 'SET_MAX_PRICE' ? { ...context.choice, maxPriceSats: event.value } : context.choice),
    }),
    markChecked: assign({ checked: true }),
    // The rate is the chooser's only (never the market's default): none until the chooser has its rates.
    keepPrepared: assign((_, out: SweepPrepared) => ({
      lots: out.lots,
      prepared: out.prepared,
      built: null,
      notice: out.dropped > 0 ? formatMessage('multi_buy_items_sold_out') : null,
      skipped: out.skipped ?? 0,
      error: null,
    })),
    keepFeeRate: assign({ feeRate: ({ context, event }) => (event.type === 'FEE_RATE' ? event.rate : context.feeRate) }),
    /** At the review a new rate also clears what the last try said (a refusal of the check). */
    setFeeRate: assign({ feeRate: ({ context, event }) => (event.type === 'FEE_RATE' ? event.rate : context.feeRate), error: null }),
    /** The rate is fixed while the market builds, the wallet signs and the market sends; open again once they are left. */
    fixRate: sendTo('feeChooser', { type: 'FIX' }),
    reopenRate: sendTo('feeChooser', { type: 'REOPEN' }),
    keepBuilt: assign({ built: (_, built: SweepBuilt) => built, error: null }),
    keepTxid: assign({ txid: (_, outcome: SigningOutcome<unknown>) => sentTxid(outcome), error: null }),
    keepError: assign({ error: ({ event }) => failureOf(event).message || null }),
    keepOutcomeError: assign({ error: (_, outcome: SigningOutcome<unknown>) => failureIn(outcome).message || null }),
    sayRejected: assign({ error: (_, outcome: SigningOutcome<unknown>) => (failureIn(outcome).rejected ? null : failureIn(outcome).message) }),
    forgetBuilt: assign({ built: null }),
    forgetLots: assign({ lots: [], prepared: null, built: null, notice: null, error: null }),
  },
}).createMachine({
  id: 'sweep',
  description: 'A buyer sweeps the cheapest listings of a market page in one purchase',
  context: ({ input }) => ({
    ...input,
    choice: { by: 'count', count: '' },
    checked: false,
    lots: [],
    prepared: null,
    feeRate: null,
    built: null,
    txid: null,
    notice: null,
    skipped: 0,
    error: null,
  }),
  invoke: feeChooserChild,
  // The rate the chooser tells, wherever the sweep is (it loads while the user chooses); fixed, it tells nothing.
  on: {
    FEE_RATE: [
      { guard: and(['aRate', stateIn('review')]), actions: 'setFeeRate', description: 'The user picks a fee rate in the chooser at the review' },
      { guard: 'aRate', actions: 'keepFeeRate', description: 'The fee chooser tells the rate it has' },
    ],
  },
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The dialog asks how many of the cheapest to buy, or a budget',
      on: {
        CHOOSE_BY: { actions: 'chooseBy', description: 'The user picks by count or by budget' },
        SET_AMOUNT: { actions: 'setAmount', description: 'The user types how many, or the budget' },
        SET_MAX_PRICE: { actions: 'setMaxPrice', description: 'The user types the highest price to pay, or empties it' },
        NEXT: [
          {
            guard: 'choiceValid',
            target: 'gathering',
            actions: ['markChecked', 'forgetLots'],
            description: 'The choice is valid: the cheapest listings are read',
          },
          { actions: 'markChecked', description: 'The choice is missing or too many: it is said' },
        ],
        CLOSE: userCloses('closed'),
      },
    },
    gathering: {
      description: 'The cheapest listings are read, each item located by the indexer, and the market prepares them all',
      invoke: gathers({ again: false, review: 'review', nothing: 'nothing', failed: 'failed' }, GATHER_WORDS.first),
    },
    regathering: {
      description: 'Some items were sold meanwhile: the market prepares the rest again and the review is rebuilt without them',
      entry: 'reopenRate',
      invoke: gathers({ again: true, review: 'review', nothing: 'nothing', failed: 'failed' }, GATHER_WORDS.again),
    },
    review: {
      description: 'One review: every item and its price, the service fee, the network fee, one total',
      entry: 'reopenRate',
      on: {
        CONFIRM: { guard: 'feeChosen', target: 'building', description: 'The user presses Buy' },
        BACK: userGoesBack('choosing', 'to the choice'),
        CLOSE: userCloses('closed'),
      },
    },
    building: {
      description: 'The market builds the one transaction (and a padding split when the wallet has too few small coins)',
      entry: 'fixRate',
      invoke: {
        id: 'build',
        src: 'build',
        input: ({ context }) => ({ asset: context.asset, lots: context.lots, feeRate: context.feeRate, prepared: context.prepared }),
        onDone: { target: 'signing', actions: withOutput('keepBuilt'), description: 'It is built' },
        onError: [
          { guard: 'soldMeanwhile', target: 'regathering', description: 'The market answers that an item was sold meanwhile' },
          { target: 'failed', actions: 'keepError', description: 'The market refuses to build it' },
        ],
      },
    },
    signing: {
      description: 'The signing step: each PSBT is checked against the review, the wallet signs, and the market sends the purchase (confirm_batch_bid)',
      invoke: {
        id: 'signingStep',
        src: 'signingStep',
        input: ({ context }) => ({
          request: {
            asset: context.asset,
            lots: context.lots,
            built: context.built,
            feeRate: context.feeRate,
            prepared: context.prepared,
          } satisfies SignInput,
        }),
        onDone: [
          {
            guard: withOutput('sent'),
            target: 'done',
            actions: withOutput('keepTxid'),
            description: 'The wallet signed and the purchase is sent',
          },
          {
            guard: withOutput('notSigned'),
            target: 'review',
            actions: [withOutput('sayRejected'), 'forgetBuilt'],
            description: 'The check refused it or the user said no: nothing is signed',
          },
          {
            guard: withOutput('soldBeforeSent'),
            target: 'regathering',
            actions: 'forgetBuilt',
            description: 'An item was sold before it went out',
          },
          {
            target: 'failed',
            actions: withOutput('keepOutcomeError'),
            description: 'The market refuses it',
          },
        ],
      },
    },
    nothing: {
      description: 'Nothing the choice takes is for sale: change it or close',
      on: {
        BACK: userGoesBack('choosing', 'to the choice'),
        CLOSE: userCloses('closed'),
      },
    },
    failed: {
      description: 'The error in words; Try again reads and prepares again',
      entry: 'reopenRate',
      on: {
        RETRY: { target: 'gathering', actions: 'forgetLots', description: 'The user presses Try again: the listings are read again' },
        BACK: userGoesBack('choosing', 'to the choice'),
        CLOSE: userCloses('closed'),
      },
    },
    done: lastStep('The items are bought: the transaction and where they go', 'closed'),
    closed: dialogClosed,
  },
});
export type SweepMachine = typeof sweepMachine;
