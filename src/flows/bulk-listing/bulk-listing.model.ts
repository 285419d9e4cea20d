import type { StepFailure } from '../shared/step-failure';
import { signingStepOutcomes } from '../shared/signing-step.model';
import { createFlowModel } from '../testing/flow-model';
import { currentItem, bulkListingMachine, type BulkItem, type BulkListingContext, type Prepared } from './bulk-listing.machine';

/** The listings on the paths: two Devnet Punks listed at 0.0025 BTC, on the collection's floor of 0.0025 BTC. */
export const bulkItems: readonly BulkItem[] = [2, 3].map((n) => ({
  listing: {
    category: 'collection',
    title: `Devnet Punk #${n}`,
    nameKind: 'name',
    auctionId: `devnet-00006${n + 2}`,
    item: { txid: '', vout: 0 },
    inscriptionId: `${String(n).repeat(64)}i0`,
    units: '1',
    currentSats: 250_000,
    payAddress: null,
    asset: { category: 'collection', collectionId: 'devnet-punks' },
  },
  floorSats: '250000',
  minSats: '50000',
  maxSats: '100000000',
  stage: 'pending',
  reason: null,
}));

const where = { item: { txid: 'aa'.repeat(32), vout: 0 }, itemOffset: 0 };
/** What the market and the wallet may answer for the item in hand. */
export const bulkOutcomes = {
  offChain: { kind: 'unlist', putOff: { psbt: '', nftSignIndexes: [], btcSignIndexes: [] }, ...where },
  onChain: {
    kind: 'unlist',
    putOff: { psbt: '70736274ff', nftSignIndexes: [0], btcSignIndexes: [1], networkFee: 420, feeRate: 25, vsize: 141, maxNetworkFee: 3878 },
    ...where,
  },
  repriced: { kind: 'reprice', created: { auctionId: 'devnet-000064', psbt: '70736274ff', signIndexes: [0] }, item: where.item },
  sold: { message: 'This inscription has been sold or unlisted.', code: -100 },
  network: { message: 'The market could not be reached. Check your connection and try again.', code: null },
  refused: { message: 'Not signed: the seller would get 0.00151 BTC, not the price of 0.0015 BTC.' },
} satisfies Record<string, Prepared | StepFailure>;

const marketSays = (event: Record<string, unknown>) => `The market answers: ${(event.error as StepFailure).message}`;

export const bulkListingModel = createFlowModel({
  name: 'bulk-listing',
  machine: bulkListingMachine,
  input: { action: 'reprice', items: bulkItems },
  actors: {
    createPutOff: {
      done: [bulkOutcomes.offChain, bulkOutcomes.onChain],
      error: [bulkOutcomes.sold],
      words: {
        done: (event) =>
          (event.output as Prepared & { kind: 'unlist' }).putOff.psbt
            ? 'The market asks for a signature for this item (an on-chain unlisting)'
            : 'The market unlists this item off-chain: nothing to sign',
        error: marketSays,
      },
    },
    createPrice: {
      done: [bulkOutcomes.repriced],
      error: [bulkOutcomes.sold],
      words: { done: 'The market prepares the new price of this item', error: marketSays },
    },
    signingStep: signingStepOutcomes({
      sent: { auctionId: 'devnet-000064' },
      sentWords: 'The check passes, the user approves in the wallet, and the market takes this item',
      refused: bulkOutcomes.refused,
      failed: [bulkOutcomes.network],
    }),
    confirmPutOff: {
      done: [{ auctionId: 'devnet-000064' }],
      error: [bulkOutcomes.sold],
      words: { done: 'The market takes this item off sale', error: marketSays },
    },
  },
  events: [
    { type: 'SET_ACTION', action: 'unlist' },
    { type: 'SET_ACTION', action: 'reprice' },
    { type: 'SET_PRICE', sats: '300000' },
    { type: 'SET_PRICE', sats: '10' },
    // Under 90% of the 250,000-sat floor, within the bounds: the price-too-low confirm.
    { type: 'SET_PRICE', sats: '200000' },
    { type: 'SET_ON_CHAIN', onChain: false },
    { type: 'START' },
    { type: 'CONTINUE' },
    { type: 'BACK' },
    { type: 'SIGN' },
    { type: 'RETRY' },
    { type: 'CLOSE' },
  ],
  eventWords: {
    SET_ACTION: (event: Record<string, unknown>) => (event.action === 'unlist' ? 'The user chooses Unlist' : 'The user chooses New price'),
    SET_PRICE: (event: Record<string, unknown>) => `The user types ${event.sats as string} sats as the new price`,
    SET_ON_CHAIN: (event: Record<string, unknown>) =>
      event.onChain ? 'The user ticks "Void the signed listings on-chain"' : 'The user unticks "Void the signed listings on-chain" (ticked at first)',
    START: 'The user presses Unlist, or Change prices',
    CONTINUE: 'The user presses Continue',
    BACK: 'The user presses Back',
    SIGN: 'The user presses Sign',
    RETRY: 'The user presses Try again',
    CLOSE: 'The user closes the dialog',
  },
  delayWords: { second: 'A second passes' },
  serializeContext: (context: BulkListingContext) => ({
    action: context.action,
    stages: context.items.map((i) => i.stage),
    reasons: context.items.map((i) => i.reason),
    price: context.priceSats,
    onChain: context.onChain,
    checked: context.checked,
    seconds: context.secondsLeft,
    prepared: context.prepared?.kind ?? null,
  }),
  contextWords: (snapshot) => {
    const context = snapshot.context as BulkListingContext;
    if (snapshot.matches({ tooLow: 'counting' })) return `Continue ${context.secondsLeft}s`;
    if (snapshot.matches('stopped')) return `It says at ${currentItem(context)?.listing.title ?? ''}: ${currentItem(context)?.reason ?? ''}`;
    return null;
  },
  preconditions: [
    'Signed in as the seller of Devnet Punks #2 and #3, both listed at 0.0025 BTC (on the devnet: list them from My Bitcoin Assets first).',
    'My Bitcoin Assets, My listings: tick both listings, then press New price for selected.',
  ],
});
