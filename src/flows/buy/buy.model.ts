import type { BidPrepare, BidResponse } from '../../domain/entities';
import type { ItemCheck } from '../../domain/market/buy-rules';
import { createFlowModel } from '../testing/flow-model';
import { feeChooserChild } from '../fee-chooser/fee-chooser.child';
import { buyMachine } from './buy.machine';
import { signingStepOutcomes } from '../shared/signing-step.model';
import { bidProblem, type BuiltPurchase, type BuyContext, type BuyFailure } from './buy.types';

/** What the market, the item check and the wallet may answer along the way. */
export const buyOutcomes = {
  prepared: {
    feeRate: 10,
    txSize: 250,
    serverReal: 3_000,
    serverFee: 3_000,
    serverFeeRate: 0.02,
    discounts: [],
    availableBalance: 10_000_000,
  } satisfies BidPrepare,
  created: {
    bidId: 'bid-1',
    psbtBid: '70736274ff',
    psbtBid2: '',
    psbtSettle: '',
    serverFee: 3_000,
    networkFee: 2_500,
    feeRate: 10,
    nftValue: 546,
    bidSignIndexes: [0, 2],
  } satisfies BidResponse,
  /** A buyer without a small coin to pad with: a padding split first, its fee worked out from the look-ups. */
  padding: { feeSats: '1410', exact: true },
  sold: { message: 'This inscription has been sold or unlisted.', code: -100 },
  repriced: { message: 'The price has updated by the seller. Please try again.', code: -139 },
  reprepare: { message: 'The network fee changed. The purchase is prepared again.', code: -122 },
  sameParty: { message: 'Buyers and sellers cannot be the same person', code: -1, sameParty: true },
  network: { message: 'Network problem: check your connection and try again.', code: null },
  rejected: { message: '', rejected: true },
  refused: { message: 'Not signed: the seller would get 0.00151 BTC, not the price of 0.0015 BTC.' },
} satisfies Record<string, BidPrepare | BidResponse | BuyFailure | object>;

/** The listing's facts as the item page read them (the real-actor runs read them from the devnet instead). */
const LISTED = {
  item: { txid: 'aa'.repeat(32), vout: 0 },
  itemOffset: 0,
  inscriptionId: `${'aa'.repeat(32)}i0`,
  token: null,
  listed: { priceSats: 100_000, seller: null, tick: null },
} as const;

const said = (event: Record<string, unknown>) => `The market answers: ${(event.error as BuyFailure).message}`;

export const buyModel = createFlowModel({
  name: 'buy',
  machine: buyMachine,
  // An auction by default (its paths pass every state); a fixed price skips the bid step.
  input: { category: 'domain', auctionId: 'devnet-000063', marketType: 'auction', priceSats: '105000', ...LISTED },
  variants: [
    {
      name: 'fixed-price',
      input: { category: 'collection', auctionId: 'devnet-000065', marketType: 'fixedPrice', priceSats: '300000', ...LISTED },
      given: 'The item is for sale at a fixed price of 0.003 BTC.',
    },
  ],
  actors: {
    prepare: {
      done: [buyOutcomes.prepared],
      error: [buyOutcomes.sold, buyOutcomes.sameParty, buyOutcomes.network],
      words: { done: 'The market answers the prepare: service fee 3,000 sats, 250 vB', error: said },
    },
    verifyItem: {
      done: ['live', 'changed', 'moved'] satisfies ItemCheck[],
      error: [new Error('network_error')],
      words: {
        done: (event) =>
          event.output === 'live'
            ? 'The market states the listing as shown and the item is where the listing says: verified'
            : event.output === 'changed'
              ? 'The market states another price for the listing: verification failed'
              : 'The item is not where the listing says: verification failed',
        error: 'The item cannot be checked: verification failed',
      },
    },
    createBid: {
      done: [
        { bid: buyOutcomes.created, padding: null, feeTo: null, holds: [], voids: [] },
        { bid: { ...buyOutcomes.created, psbtBid2: '70736274ff02' }, padding: buyOutcomes.padding, feeTo: null, holds: [], voids: [] },
      ] satisfies BuiltPurchase[],
      error: [buyOutcomes.reprepare, buyOutcomes.repriced, buyOutcomes.sameParty, buyOutcomes.network],
      words: {
        done: (event) =>
          (event.output as BuiltPurchase).padding
            ? 'The market builds the purchase with a padding split first (the buyer has no small coin): 1,410 sats more'
            : 'The market builds the purchase transaction',
        error: said,
      },
    },
    signingStep: signingStepOutcomes({
      sent: { txid: 'ab'.repeat(32) },
      sentWords: 'The check passes, the user approves in the wallet, and the market sends the purchase',
      refused: buyOutcomes.refused,
      failed: [buyOutcomes.sold, buyOutcomes.reprepare, buyOutcomes.sameParty, buyOutcomes.network],
    }),
  },
  // The fee chooser runs inside the dialog's flow: its own states and gestures are walked with the purchase's.
  children: {
    // The dialog shows the chooser from the prepare on, until the purchase is done or gone.
    feeChooser: feeChooserChild((parent) => !parent.matches('bidding') && !parent.matches('success') && !parent.matches('gone')),
  },
  events: [
    { type: 'BID_CHANGED', sats: '99' },
    { type: 'BID_CHANGED', sats: '120000' },
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'CONFIRM' },
    { type: 'SIGN' },
    { type: 'RETRY' },
    { type: 'CLOSE' },
  ],
  eventWords: {
    BID_CHANGED: (event: Record<string, unknown>) => `The user enters a bid of ${String(event.sats)} sats`,
    NEXT: 'The user presses Next',
    BACK: 'The user presses Back',
    FEE_RATE: (event: Record<string, unknown>) => `The fee chooser tells the purchase ${String(event.rate)} sats/vB`,
    CONFIRM: 'The user presses Confirm',
    SIGN: 'The user presses Sign under the new total',
    RETRY: 'The user presses Try again',
    CLOSE: 'The user closes the dialog',
  },
  delayWords: { readPause: 'A moment passes (Sign comes on)' },
  // What matters to the user, not every keystroke: whether the bid is valid, a rate chosen, a message shown.
  serializeContext: (context: BuyContext) => ({
    bid: bidProblem(context.bidSats, context.priceSats) === null,
    rate: context.feeRate !== null,
    padding: context.padding !== null,
    error: context.error,
    notice: context.notice,
  }),
  preconditions: [
    'Signed in as a buyer (on the devnet: Account 2, Bob), not the seller.',
    "Open a listed item's page and press Buy (or Place a bid for an auction).",
  ],
  contextWords: (snapshot) => {
    const context = snapshot.context as BuyContext;
    if (context.error && !snapshot.matches('creating') && !snapshot.matches('signing') && !snapshot.matches('confirming'))
      return `The dialog says: ${context.error}`;
    if (context.notice) return `The dialog says: ${context.notice}`;
    return null;
  },
});
