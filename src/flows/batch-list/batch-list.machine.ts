import { and, assign, setup } from 'xstate';
import { LIST_CONFIRM_DELAY_S } from '../../domain/constants';
import { batchPriceProblem, belowFloor, type BatchItem, type BatchOutcome } from '../../domain/market/batch-list';
import { notProvided } from '../shared/not-provided';
import { failureOf } from '../shared/step-failure';
import { failureIn, isSent, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';
import { withOutput } from '../shared/with-output';
import { dialogClosed, lastStep, userCloses, userGoesBack, userTriesAgain } from '../shared/dialog-transitions';
import { signingGuards } from '../shared/signing-outcome';
import { countdownStates } from '../shared/countdown';

/**
 * Listing many items at once from My Bitcoin Assets: a price for each (or one for all) -> the price-too-low confirm when
 * an item's price is more than 10% under its floor (every such item named, Continue off for 10 s, as the List dialog
 * does for one) -> one review with every item -> the market prepares each listing (create_put_on, one PSBT each) -> the signing step: every PSBT is checked, then
 * the wallet signs them one after another (a refusal signs none), then each is confirmed (confirm_put_on). An item the
 * market refuses is said on that item, and the others go on.
 */
export interface BatchListInput {
  readonly items: readonly BatchItem[];
  /** The market's bounds on a listing's total for these items' category, whole sats as text. */
  readonly minSats: string;
  readonly maxSats: string;
}
export interface BatchListContext extends BatchListInput {
  /** One price for every item (the first item's input sets all), or a price each. */
  readonly samePrice: boolean;
  /** Next was pressed: the prices' problems show. */
  readonly checked: boolean;
  /** The price-too-low confirm's seconds left before Continue can be pressed. */
  readonly secondsLeft: number;
  readonly error: string | null;
}
export type BatchListEvent =
  | { type: 'SET_PRICE'; id: string; sats: string }
  | { type: 'SAME_PRICE'; same: boolean }
  | { type: 'NEXT' }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'SIGN' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

/** What each step reads and gives. */
export type CreateAllInput = Pick<BatchListContext, 'items'>;
/** The signing step's request: every item, of which those the market prepared are checked, signed and confirmed. */
export type SignAllInput = Pick<BatchListContext, 'items'>;
export type ConfirmAllInput = Pick<BatchListContext, 'items'>;

/** The items with what a step did to them. */
export const withOutcomes = (items: readonly BatchItem[], outcomes: readonly BatchOutcome[]): BatchItem[] =>
  items.map((item) => {
    const outcome = outcomes.find((o) => o.id === item.id);
    return outcome ? { ...item, ...outcome.change } : item;
  });

const isBatchOutcome = (value: unknown): value is BatchOutcome =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string' && 'change' in value;
/** What the signing step sent: each item's outcome (signed, then listed or refused on it); none for another ending. */
const sentOutcomes = (outcome: SigningOutcome<unknown>): readonly BatchOutcome[] =>
  isSent(outcome) && Array.isArray(outcome.sent) ? outcome.sent.filter(isBatchOutcome) : [];

export const batchListMachine = setup({
  types: { input: {} as BatchListInput, context: {} as BatchListContext, events: {} as BatchListEvent },
  actors: {
    createAll: notProvided<readonly BatchOutcome[], CreateAllInput>('createAll'),
    /** Every prepared PSBT checked, then signed; then each confirmed. It is sent with each item's outcome. */
    signingStep: signingStepMachine,
  },
  delays: { second: 1000 },
  guards: {
    allPriced: ({ context }) => context.items.every((i) => batchPriceProblem(i.priceSats, context) === null),
    someBelowFloor: ({ context }) => belowFloor(context.items).length > 0,
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    someCreated: ({ context }, outcomes: readonly BatchOutcome[]) => withOutcomes(context.items, outcomes).some((i) => i.stage === 'created'),
    ...signingGuards,
  },
  actions: {
    setPrice: assign({
      items: ({ context, event }) => {
        if (event.type !== 'SET_PRICE') return context.items;
        // A new price is a new listing: one the market prepared at the old price is prepared again (its PSBT pays the old).
        return context.items.map((i) =>
          context.samePrice || i.id === event.id
            ? { ...i, priceSats: event.sats.trim(), ...(i.stage === 'created' ? { stage: 'pending' as const, created: null } : {}) }
            : i,
        );
      },
    }),
    setSame: assign(({ context, event }) => {
      if (event.type !== 'SAME_PRICE') return {};
      const first = context.items[0]?.priceSats ?? '';
      return {
        samePrice: event.same,
        items: event.same
          ? context.items.map((i) =>
              i.priceSats === first ? i : { ...i, priceSats: first, ...(i.stage === 'created' ? { stage: 'pending' as const, created: null } : {}) },
            )
          : context.items,
      };
    }),
    markChecked: assign({ checked: true }),
    startCountdown: assign({ secondsLeft: LIST_CONFIRM_DELAY_S }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    keepOutcomes: assign({
      items: ({ context }, outcomes: readonly BatchOutcome[]) => withOutcomes(context.items, outcomes),
      error: null,
    }),
    keepError: assign({ error: ({ event }) => failureOf(event).message }),
    keepOutcomeError: assign({ error: (_, outcome: SigningOutcome<unknown>) => failureIn(outcome).message }),
    /** Signed, then the market could not be reached: every prepared item was signed (a refusal signs none), none is confirmed. */
    markSigned: assign({
      items: ({ context }) => context.items.map((i) => (i.stage === 'created' ? { ...i, stage: 'signed' as const } : i)),
    }),
  },
}).createMachine({
  id: 'batchList',
  description: 'The owner lists several items at once',
  context: ({ input }) => ({ ...input, samePrice: true, checked: false, secondsLeft: 0, error: null }),
  initial: 'pricing',
  states: {
    pricing: {
      description: 'The dialog lists the chosen items with one price for all (or a price each) and the market’s bounds',
      on: {
        SET_PRICE: { actions: 'setPrice', description: 'The user types a price' },
        SAME_PRICE: { actions: 'setSame', description: 'The user chooses one price for all, or a price each' },
        NEXT: [
          {
            guard: and(['allPriced', 'someBelowFloor']),
            target: 'tooLow',
            actions: 'markChecked',
            description: 'Every price is within the bounds, and one or more is more than 10% under its floor',
          },
          { guard: 'allPriced', target: 'review', actions: 'markChecked', description: 'Every price is within the bounds: the review' },
          { actions: 'markChecked', description: 'A price is missing or out of bounds: it is said on its item' },
        ],
        CLOSE: userCloses('closed'),
      },
    },
    tooLow: {
      description: `The price-too-low confirm: each item priced more than 10% under its floor is named with its price and floor; Continue is off for ${LIST_CONFIRM_DELAY_S} s`,
      ...countdownStates('#batchList.review', 'the low prices are meant'),
      on: {
        BACK: userGoesBack('pricing', 'to change the prices'),
        CLOSE: userCloses('closed'),
      },
    },
    review: {
      description: 'One review with every item, its price and where the money goes; Sign lists them all',
      on: {
        BACK: userGoesBack('pricing', 'to the prices'),
        SIGN: { target: 'creating', description: 'The user presses Sign' },
        CLOSE: userCloses('closed'),
      },
    },
    creating: {
      description: 'The market prepares each listing (one PSBT each); an item it refuses says why',
      invoke: {
        id: 'createAll',
        src: 'createAll',
        input: ({ context }) => ({ items: context.items }),
        onDone: [
          {
            guard: withOutput('someCreated'),
            target: 'signing',
            actions: withOutput('keepOutcomes'),
            description: 'At least one listing is prepared',
          },
          { target: 'refused', actions: withOutput('keepOutcomes'), description: 'The market refused every item' },
        ],
        onError: { target: 'refused', actions: 'keepError', description: 'The market could not be reached' },
      },
    },
    signing: {
      description:
        'The signing step: every PSBT is checked, then the wallet signs them one after another (a refusal before any signature signs none), then the market puts each signed listing on sale; one it refuses says why on its item',
      invoke: {
        id: 'signingStep',
        src: 'signingStep',
        input: ({ context }) => ({ request: { items: context.items } satisfies SignAllInput }),
        onDone: [
          {
            guard: withOutput('sent'),
            target: 'done',
            actions: { type: 'keepOutcomes', params: ({ event }) => sentOutcomes(event.output) },
            description: 'The wallet signed every listing and the market answered for each',
          },
          {
            guard: withOutput('notSigned'),
            target: 'review',
            actions: withOutput('keepOutcomeError'),
            description: 'The check refused a PSBT or the wallet said no: nothing is listed',
          },
          {
            target: 'done',
            actions: ['markSigned', withOutput('keepOutcomeError')],
            description: 'The wallet signed, and the market could not be reached for the rest',
          },
        ],
      },
    },
    refused: {
      description: 'Nothing could be prepared: each item says why; Try again or go back',
      on: {
        RETRY: userTriesAgain('creating'),
        BACK: userGoesBack('pricing', 'to the prices'),
        CLOSE: userCloses('closed'),
      },
    },
    done: lastStep('The dialog says how many are for sale and, on each item that is not, why', 'closed'),
    closed: dialogClosed,
  },
});
export type BatchListMachine = typeof batchListMachine;
