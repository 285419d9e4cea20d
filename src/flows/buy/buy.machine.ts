import { assign, sendTo, setup } from 'xstate';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';
import { feeChooserChild, feeRateGuards, feeRateTold } from '../shared/fee-rate-child';
import { failureIn, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';
import { notProvided } from '../shared/not-provided';
import type { ItemCheck } from '../../domain/market/buy-rules';
import { costsMoreThanShown } from './buy-shown';
import { failureOf, listChanged } from '../shared/step-failure';
import {
  bidProblem,
  type BuiltPurchase,
  type BuyConfirmed,
  type BuyContext,
  type BuyEvent,
  type BuyFailure,
  type BuyInput,
  type CreateBidInput,
  type PrepareInput,
  type PreparedBuy,
  type VerifyInput,
} from './buy.types';
import { withOutput } from '../shared/with-output';
import { dialogClosed, userCloses, userTriesAgain } from '../shared/dialog-transitions';
import { signingGuards } from '../shared/signing-outcome';
import { invokeOnContext } from '../shared/invoke-on-context';

/**
 * Buy, and bid for auctions: for an auction first 'Place a bid' (the bid input, Next),
 * then create_bid_prepare, the fee chooser and the item's verification (Confirm is off without the prepare's
 * answer, without a fee rate, and when the verification failed), then create_bid, the wallet's signature
 * (after the app checked the PSBT does what the dialog showed), confirm_bid and 'Success.'.
 * Errors: -122 shows its message and runs the prepare again; -100 and -139 (sold,
 * repriced) show their text, refresh the list and end the purchase; 'Buyers and sellers cannot be the same
 * person' closes the dialog; a wallet rejection goes back to Confirm with no error. Confirm is taken once: a
 * second click while it runs does nothing, and the dialog cannot be closed until the market has answered.
 */
const ASK_FOR_FEE_RATE = 'Choose a fee rate first.';

/** How long Sign stays off once a purchase came back at a higher cost (longer than a double click). */
export const REBUILT_READ_PAUSE_MS = 1_000;

const WORKING = { description: 'Working: the dialog cannot be closed and Confirm is taken' } as const;

export const buyMachine = setup({
  types: { context: {} as BuyContext, events: {} as BuyEvent, input: {} as BuyInput },
  actors: {
    prepare: notProvided<PreparedBuy, PrepareInput>('prepare'),
    verifyItem: notProvided<ItemCheck, VerifyInput>('verifyItem'),
    createBid: notProvided<BuiltPurchase, CreateBidInput>('createBid'),
    feeChooser: invokedFeeChooser,
    /** The check and the wallet's signature of the purchase (and its padding split), then confirm_bid. */
    signingStep: signingStepMachine,
  },
  guards: {
    isAuction: ({ context }) => context.marketType === 'auction',
    isFixedPrice: ({ context }) => context.marketType !== 'auction',
    bidValid: ({ context }) => bidProblem(context.bidSats, context.priceSats, context.openingBid) === null,
    ...feeRateGuards,
    hasFeeRate: ({ context }) => context.feeRate !== null && context.feeRate > 0 && context.prepared !== null,
    verified: (_, checked: ItemCheck) => checked === 'live',
    /** What the market built costs more than the dialog showed at Confirm (buy-shown.ts), or voids a bid of the user's. */
    costsMore: ({ context }, built: BuiltPurchase) => costsMoreThanShown(context, built),
    ...signingGuards,
    sentButSameParty: (_, outcome: SigningOutcome<unknown>) => (failureIn(outcome) as BuyFailure).sameParty === true,
    sentButReprepare: (_, outcome: SigningOutcome<unknown>) => failureIn(outcome).code === -122,
    sentButGone: (_, outcome: SigningOutcome<unknown>) => listChanged(failureIn(outcome)),
    sameParty: ({ event }) => (failureOf(event) as BuyFailure).sameParty === true,
    reprepare: ({ event }) => failureOf(event).code === -122,
    gone: ({ event }) => listChanged(failureOf(event)),
  },
  actions: {
    keepBid: assign({ bidSats: ({ event }) => (event.type === 'BID_CHANGED' ? event.sats : ''), error: null }),
    keepBidProblem: assign({ error: ({ context }) => bidProblem(context.bidSats, context.priceSats, context.openingBid) }),
    askForFeeRate: assign({ error: ASK_FOR_FEE_RATE }),
    keepFeeRate: assign({
      feeRate: ({ event }) => (event.type === 'FEE_RATE' ? event.rate : null),
      // A built purchase was for the old rate: the summary goes back to the estimate at the new one.
      bid: null,
      padding: null,
      withItemSats: null,
      feeTo: null,
      holds: [],
      voids: [],
      // The request for a rate is answered; any other message stays until the next try.
      error: ({ context }) => (context.error === ASK_FOR_FEE_RATE ? null : context.error),
    }),
    keepPrepared: assign((_, prepared: PreparedBuy) => ({ prepared })),
    forgetPrepared: assign({ prepared: null, bid: null, padding: null, withItemSats: null, feeTo: null, holds: [], voids: [] }),
    /** Back to review: what the market built is forgotten, so the summary shows what the next Confirm builds. */
    forgetBuilt: assign({ bid: null, padding: null, withItemSats: null, feeTo: null, holds: [], voids: [] }),
    keepCreated: assign((_, built: BuiltPurchase) => ({ ...built, withItemSats: built.withItemSats ?? null })),
    keepConfirmed: assign((_, outcome: SigningOutcome<unknown>) => ({ confirmed: outcome.outcome === 'sent' ? (outcome.sent as BuyConfirmed) : null })),
    keepOutcomeError: assign((_, outcome: SigningOutcome<unknown>) => ({ error: failureIn(outcome).message || null })),
    keepOutcomeNotice: assign((_, outcome: SigningOutcome<unknown>) => ({ notice: failureIn(outcome).message, error: null })),
    /** The rate is fixed while the market builds, the wallet signs and the market sends; open again at the review. */
    fixRate: sendTo('feeChooser', { type: 'FIX' }),
    reopenRate: sendTo('feeChooser', { type: 'REOPEN' }),
    clearError: assign({ error: null }),
    clearNotice: assign({ notice: null }),
    keepError: assign({ error: ({ event }) => failureOf(event).message }),
    keepNotice: assign({ notice: ({ event }) => failureOf(event).message, error: null }),
    /** Tells the page the listing changed (the inscription-list refresh event). */
    refreshList: () => {},
    /** Shows 'Success.' */
    announceSuccess: () => {},
    /** Shows 'Buyers and sellers cannot be the same person' as the dialog closes. */
    announceSameParty: () => {},
  },
  delays: { readPause: REBUILT_READ_PAUSE_MS },
}).createMachine({
  id: 'buy',
  description: 'A buyer buys a listed item, or places a bid on an auction.',
  context: ({ input }) => ({
    ...input,
    bidSats: input.priceSats,
    prepared: null,
    feeRate: null,
    bid: null,
    padding: null,
    withItemSats: null,
    feeTo: null,
    holds: [],
    voids: [],
    confirmed: null,
    error: null,
    checked: null,
    notice: null,
  }),
  invoke: feeChooserChild,
  // The rate the chooser tells; it is fixed (tells nothing) while the purchase is built, signed and sent.
  on: { FEE_RATE: feeRateTold('keepFeeRate') },
  initial: 'bidding',
  states: {
    bidding: {
      description: "'Place a bid': the bid input starts at the least next bid (the highest plus 5%)",
      // A fixed price has no bid to place: the purchase is prepared at once.
      always: { guard: 'isFixedPrice', target: 'preparing' },
      on: {
        BID_CHANGED: { actions: 'keepBid', description: 'The user types a bid or steps it by 5%' },
        NEXT: [
          { guard: 'bidValid', target: 'preparing', actions: 'clearError', description: 'The user presses Next with a valid bid' },
          { actions: 'keepBidProblem', description: 'The user presses Next with a bid that is too low, too high or not a number: the input says why' },
        ],
        CLOSE: userCloses('closed'),
      },
    },
    preparing: {
      description: 'The market works out the service fee and the size of the purchase',
      entry: ['forgetPrepared', 'reopenRate'],
      invoke: {
        ...invokeOnContext('prepare'),
        onDone: { target: 'review', actions: withOutput('keepPrepared') },
        onError: [
          { guard: 'sameParty', target: 'closed', actions: 'announceSameParty' },
          { guard: 'gone', target: 'gone', actions: ['keepError', 'refreshList'] },
          // -122 from the prepare itself is not run again (it would loop): the user may try again.
          { target: 'prepareFailed', actions: 'keepError' },
        ],
      },
    },
    prepareFailed: {
      description: 'The purchase could not be prepared: the dialog says why and offers to try again',
      on: {
        RETRY: userTriesAgain('preparing', 'clearError'),
        BACK: { guard: 'isAuction', target: 'bidding', actions: 'clearError', description: 'The user goes back to change the bid' },
        CLOSE: userCloses('closed'),
      },
    },
    review: {
      description: 'The dialog shows the price, the service fee, the fee chooser and the total; the item is verified',
      initial: 'checking',
      entry: 'reopenRate',
      on: {
        CLOSE: userCloses('closed'),
        BACK: { guard: 'isAuction', target: 'bidding', actions: ['clearError', 'clearNotice'], description: 'The user goes back to change the bid' },
      },
      states: {
        checking: {
          description: 'Verification: the app checks the item is still where the listing says (Confirm is off)',
          invoke: {
            id: 'verifyItem',
            src: 'verifyItem',
            input: ({ context }) => context,
            onDone: [
              { guard: withOutput('verified'), target: 'verified', actions: assign({ checked: 'live' }) },
              { target: 'failed', actions: assign({ checked: ({ event }) => event.output }) },
            ],
            // Nothing was read: no earlier answer's words stay (the view says the listing could not be checked).
            onError: { target: 'failed', actions: assign({ checked: null }) },
          },
        },
        verified: {
          description: 'Verified: Confirm is on once a fee rate is chosen',
          on: {
            CONFIRM: [
              { guard: 'hasFeeRate', target: '#buy.creating', actions: ['clearError', 'clearNotice'], description: 'The user presses Confirm' },
              { actions: 'askForFeeRate', description: 'The user presses Confirm with no fee rate chosen: the dialog asks for one' },
            ],
          },
        },
        failed: {
          description: 'Verification failed: the item is not where the listing says, so Confirm stays off',
        },
      },
    },
    creating: {
      ...WORKING,
      description: 'The market builds the purchase transaction',
      entry: 'fixRate',
      invoke: {
        ...invokeOnContext('createBid'),
        onDone: [
          {
            guard: withOutput('costsMore'),
            target: 'rebuilt',
            actions: withOutput('keepCreated'),
            description:
              "The market built it at a higher cost than shown (a padding split first, or a higher network fee), or it spends coins a bid of the user's holds",
          },
          { target: 'signing', actions: withOutput('keepCreated'), description: 'The market built it as shown' },
        ],
        onError: [
          { guard: 'sameParty', target: 'closed', actions: 'announceSameParty' },
          { guard: 'reprepare', target: 'preparing', actions: 'keepNotice' },
          { guard: 'gone', target: 'gone', actions: ['keepError', 'refreshList'] },
          { target: 'review.verified', actions: ['keepError', 'forgetBuilt'] },
        ],
      },
    },
    rebuilt: {
      description:
        "The purchase costs more than the dialog showed (the padding split and its fee, or the higher network fee, with the new total) or would void a bid of the user's (named): nothing is signed until the user presses Sign",
      initial: 'reading',
      on: { CLOSE: { target: 'closed', description: 'The user closes the dialog: nothing is signed' } },
      states: {
        reading: {
          description: 'Sign is off for a moment: a click meant for Confirm (a double click) never signs a total the user has not read',
          after: { readPause: { target: 'ready', description: 'A moment passes' } },
        },
        ready: {
          description: 'Sign is on',
          on: { SIGN: { target: '#buy.signing', description: 'The user presses Sign, having read the new total' } },
        },
      },
    },
    signing: {
      ...WORKING,
      description: 'The signing step: the app checks the transaction against what the dialog shows, the wallet asks the user to sign, the market sends it',
      invoke: {
        id: 'signingStep',
        src: 'signingStep',
        input: ({ context }) => ({ request: context }),
        onDone: [
          {
            guard: withOutput('sent'),
            target: 'success',
            actions: [withOutput('keepConfirmed'), 'announceSuccess', 'refreshList'],
          },
          // Not signed (the user said no, or the check refused it): back to Confirm, the refusal said.
          {
            guard: withOutput('notSigned'),
            target: 'review.verified',
            actions: [withOutput('keepOutcomeError'), 'forgetBuilt'],
          },
          { guard: withOutput('sentButSameParty'), target: 'closed', actions: 'announceSameParty' },
          {
            guard: withOutput('sentButReprepare'),
            target: 'preparing',
            actions: withOutput('keepOutcomeNotice'),
          },
          {
            guard: withOutput('sentButGone'),
            target: 'gone',
            actions: [withOutput('keepOutcomeError'), 'refreshList'],
          },
          { target: 'review.verified', actions: [withOutput('keepOutcomeError'), 'forgetBuilt'] },
        ],
      },
    },
    success: {
      description: "The dialog says 'Success.': the purchase (or the bid) is on its way",
      on: { CLOSE: userCloses('closed') },
    },
    gone: {
      description: 'The item was sold, unlisted or repriced meanwhile: the dialog says so and the list is refreshed',
      on: { CLOSE: userCloses('closed') },
    },
    closed: dialogClosed,
  },
});

export type BuyMachine = typeof buyMachine;
