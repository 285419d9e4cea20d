import { assign, setup } from 'xstate';
import { PRICE_UPDATE_CONFIRM_DELAY_S } from '../../domain/constants';
import type { PutOnResponse } from '../../domain/entities';
import { batchPriceProblem, belowFloor } from '../../domain/market/batch-list';
import { formatMessage } from '../../domain/messages';
import type { Outpoint } from '../../domain/tx-effect/intents';
import type { PricedItem } from '../list/pricing.actors';
import type { PutOff } from '../unlist/unlist.machine';
import { countdownStates } from '../shared/countdown';
import { dialogClosed, lastStep, userCloses, userGoesBack, userTriesAgain } from '../shared/dialog-transitions';
import { notProvided } from '../shared/not-provided';
import { signingGuards } from '../shared/signing-outcome';
import { failureIn, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';
import { failureOf } from '../shared/step-failure';
import { withOutput } from '../shared/with-output';

/**
 * Unlisting several listings, or giving them one new price, from My listings (issue 44). The market has no batch
 * call: the items go one after another, each through the single flow's calls and the shared signing step, and the
 * first failure stops the run (what was done stays done, the rest stay listed as they were; Try again goes on from
 * the item that failed). Unlisting is on-chain by default, as the Unlist dialog's (an off-chain unlisting leaves the
 * signed listing valid), each on-chain unlisting's fee shown before it is signed. A new price is held to the market's
 * bounds, and more than 10% under an item's floor asks the new-price dialog's confirm first.
 */
export type BulkAction = 'unlist' | 'reprice';
export type BulkStage = 'pending' | 'done' | 'failed';
export interface BulkItem {
  /** The listing as the new-price dialog takes it (its auctionId, price, title, asset, where it is when known). */
  readonly listing: PricedItem;
  /** Its asset's floor for one item, sats (null: none); its category's bounds on a total, sats. */
  readonly floorSats: string | null;
  readonly minSats: string;
  readonly maxSats: string;
  readonly stage: BulkStage;
  /** Why it stopped at this item, in the user's words. */
  readonly reason: string | null;
}
export interface BulkListingInput {
  readonly action: BulkAction;
  readonly items: readonly BulkItem[];
}
/** What the market prepared for the item in hand, and where the item is (the check holds the PSBT to it). */
export type Prepared =
  | { readonly kind: 'unlist'; readonly putOff: PutOff; readonly item: Outpoint; readonly itemOffset: number }
  | { readonly kind: 'reprice'; readonly created: PutOnResponse; readonly item: Outpoint };
export interface BulkListingContext extends BulkListingInput {
  /** The new price for every item, whole sats as typed. */
  readonly priceSats: string;
  /** Void each signed listing on-chain (the default), or only stop the market showing them. */
  readonly onChain: boolean;
  readonly checked: boolean;
  readonly secondsLeft: number;
  readonly prepared: Prepared | null;
}
export type BulkListingEvent =
  | { type: 'SET_ACTION'; action: BulkAction }
  | { type: 'SET_PRICE'; sats: string }
  | { type: 'SET_ON_CHAIN'; onChain: boolean }
  | { type: 'START' }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'SIGN' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

/** What a step reads: the item in hand, and the choice made for all. */
export interface BulkStepInput {
  readonly item: BulkItem;
  readonly onChain: boolean;
  readonly priceSats: string;
}
/** The signing step's request: the item in hand and what the market prepared for it. */
export interface BulkSignInput extends BulkStepInput {
  readonly prepared: Prepared | null;
}

/** The item in hand: the first not done. */
export const currentItem = (context: Pick<BulkListingContext, 'items'>): BulkItem | undefined => context.items.find((i) => i.stage !== 'done');
const stepInput = ({ context }: { context: BulkListingContext }): BulkStepInput => ({
  item: currentItem(context)!,
  onChain: context.onChain,
  priceSats: context.priceSats.trim(),
});
const changeCurrent = (context: BulkListingContext, change: Partial<BulkItem>): BulkItem[] => {
  const at = context.items.indexOf(currentItem(context)!);
  return context.items.map((item, n) => (n === at ? { ...item, ...change } : item));
};

const isLast = (context: Pick<BulkListingContext, 'items'>) => context.items.filter((i) => i.stage !== 'done').length <= 1;

export const bulkListingMachine = setup({
  types: { input: {} as BulkListingInput, context: {} as BulkListingContext, events: {} as BulkListingEvent },
  actors: {
    createPutOff: notProvided<Extract<Prepared, { kind: 'unlist' }>, BulkStepInput>('createPutOff'),
    createPrice: notProvided<Extract<Prepared, { kind: 'reprice' }>, BulkStepInput>('createPrice'),
    /** The item's PSBT checked and signed, then confirm_put_off or confirm_modify_price. */
    signingStep: signingStepMachine,
    confirmPutOff: notProvided<unknown, BulkStepInput>('confirmPutOff'),
  },
  delays: { second: 1000 },
  guards: {
    unlisting: ({ context }) => context.action === 'unlist',
    repricing: ({ context }) => context.action === 'reprice',
    priceProblem: ({ context }) => context.items.some((i) => batchPriceProblem(context.priceSats, i) !== null),
    someBelowFloor: ({ context }) => belowFloor(context.items.map((i) => ({ priceSats: context.priceSats, floorSats: i.floorSats }))).length > 0,
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    nothingToSign: (_, prepared: Prepared) => prepared.kind === 'unlist' && !prepared.putOff.psbt,
    lastItem: ({ context }) => isLast(context),
    sentLast: ({ context }, outcome: SigningOutcome<unknown>) => outcome.outcome === 'sent' && isLast(context),
    sentUnlisting: ({ context }, outcome: SigningOutcome<unknown>) => outcome.outcome === 'sent' && context.action === 'unlist',
    ...signingGuards,
  },
  actions: {
    keepAction: assign({ action: ({ context, event }) => (event.type === 'SET_ACTION' ? event.action : context.action), checked: false }),
    keepPrice: assign({ priceSats: ({ event }) => (event.type === 'SET_PRICE' ? event.sats : '') }),
    keepOnChain: assign({ onChain: ({ event }) => (event.type === 'SET_ON_CHAIN' ? event.onChain : true) }),
    markChecked: assign({ checked: true }),
    startCountdown: assign({ secondsLeft: PRICE_UPDATE_CONFIRM_DELAY_S }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    keepPrepared: assign((_, prepared: Prepared) => ({ prepared })),
    markDone: assign(({ context }) => ({ items: changeCurrent(context, { stage: 'done', reason: null }), prepared: null })),
    markFailed: assign(({ context, event }) => ({ items: changeCurrent(context, { stage: 'failed', reason: failureOf(event).message }), prepared: null })),
    markNotDone: assign(({ context }, outcome: SigningOutcome<unknown>) => {
      const failure = failureIn(outcome);
      const reason = failure.rejected ? formatMessage('wallet_rejected') : failure.message;
      return { items: changeCurrent(context, { stage: 'failed', reason }), prepared: null };
    }),
  },
}).createMachine({
  id: 'bulkListing',
  description: 'The owner unlists several listings, or gives them a new price, one after another',
  context: ({ input }) => ({ ...input, priceSats: '', onChain: true, checked: false, secondsLeft: 0, prepared: null }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The dialog lists the chosen listings: the new price for all of them, or whether to void the signed listings on-chain (ticked at first)',
      on: {
        SET_ACTION: { actions: 'keepAction', description: 'The user switches between unlisting them and a new price' },
        SET_PRICE: { guard: 'repricing', actions: 'keepPrice', description: 'The user types the new price' },
        SET_ON_CHAIN: { guard: 'unlisting', actions: 'keepOnChain', description: 'The user chooses whether to void the signed listings on-chain' },
        START: [
          { guard: 'unlisting', target: 'preparingUnlist', description: 'The user presses Unlist' },
          { guard: 'priceProblem', actions: 'markChecked', description: 'The price is missing or out of bounds: the dialog says why' },
          { guard: 'someBelowFloor', target: 'tooLow', actions: 'markChecked', description: 'The price is more than 10% under a floor' },
          { target: 'preparingPrice', actions: 'markChecked', description: 'The price is within the bounds: the first item goes' },
        ],
        CLOSE: userCloses('closed'),
      },
    },
    tooLow: {
      description: `The price-too-low confirm: each item whose floor the price is more than 10% under is named; Continue is off for ${PRICE_UPDATE_CONFIRM_DELAY_S} s`,
      ...countdownStates('#bulkListing.preparingPrice', 'the low price is meant'),
      on: { BACK: userGoesBack('choosing', 'to change the price'), CLOSE: userCloses('closed') },
    },
    preparingUnlist: {
      description: 'The market prepares the unlisting of the item in hand; the dialog says how many are unlisted so far',
      invoke: {
        id: 'createPutOff',
        src: 'createPutOff',
        input: stepInput,
        onDone: [
          { guard: withOutput('nothingToSign'), target: 'confirming', actions: withOutput('keepPrepared') },
          { target: 'feeReview', actions: withOutput('keepPrepared') },
        ],
        onError: { target: 'stopped', actions: 'markFailed' },
      },
    },
    feeReview: {
      description: "An on-chain unlisting: the dialog shows the item's network fee and where it goes, with Sign",
      on: {
        SIGN: { target: 'signing', description: 'The user presses Sign' },
        CLOSE: { target: 'closed', description: 'The user closes the dialog (this item was not signed; the rest stay listed)' },
      },
    },
    preparingPrice: {
      description: 'The market prepares the new price of the item in hand; the dialog says how many have it so far',
      invoke: {
        id: 'createPrice',
        src: 'createPrice',
        input: stepInput,
        onDone: { target: 'signing', actions: withOutput('keepPrepared') },
        onError: { target: 'stopped', actions: 'markFailed' },
      },
    },
    signing: {
      description: 'The signing step for the item in hand: the app checks its PSBT, the wallet signs it, the market takes it',
      invoke: {
        id: 'signingStep',
        src: 'signingStep',
        input: ({ context }) => ({ request: { ...stepInput({ context }), prepared: context.prepared } satisfies BulkSignInput }),
        onDone: [
          { guard: withOutput('sentLast'), target: 'done', actions: 'markDone', description: 'Signed and taken: that was the last item' },
          {
            guard: withOutput('sentUnlisting'),
            target: 'preparingUnlist',
            actions: 'markDone',
            description: 'Signed and taken: on to the next item',
          },
          { guard: withOutput('sent'), target: 'preparingPrice', actions: 'markDone', description: 'Signed and taken: on to the next item' },
          { target: 'stopped', actions: withOutput('markNotDone'), description: 'Not signed, or not taken: the run stops at this item' },
        ],
      },
    },
    confirming: {
      description: 'An off-chain unlisting: the market takes the item in hand off sale',
      invoke: {
        id: 'confirmPutOff',
        src: 'confirmPutOff',
        input: stepInput,
        onDone: [
          { guard: 'lastItem', target: 'done', actions: 'markDone', description: 'Taken off sale: that was the last item' },
          { target: 'preparingUnlist', actions: 'markDone', description: 'Taken off sale: on to the next item' },
        ],
        onError: { target: 'stopped', actions: 'markFailed' },
      },
    },
    stopped: {
      description: 'Stopped: the dialog says how many were done, which item failed and why, and that the rest are still listed as they were',
      on: {
        RETRY: [{ guard: 'unlisting', ...userTriesAgain('preparingUnlist') }, { ...userTriesAgain('preparingPrice') }],
        CLOSE: userCloses('closed'),
      },
    },
    done: lastStep('The dialog says every item is done', 'closed'),
    closed: dialogClosed,
  },
});
export type BulkListingMachine = typeof bulkListingMachine;
