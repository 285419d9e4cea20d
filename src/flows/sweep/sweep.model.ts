import type { BidPrepare } from '../../domain/entities';
import type { SweepLot } from '../../domain/market/sweep';
import type { StepFailure } from '../shared/step-failure';
import { createFlowModel } from '../testing/flow-model';
import { feeChooserChild } from '../fee-chooser/fee-chooser.child';
import { signingStepOutcomes } from '../shared/signing-step.model';
import { sweepMachine } from './sweep.machine';
import type { SweepBuilt, SweepPrepared } from './sweep.types';

/** Three of the Bench Pixels, cheapest first, located by the indexer. */
const lot = (n: number, price: number): SweepLot => ({
  auctionId: `devnet-00020${n}`,
  title: `Bench Pixel #${n}`,
  priceSats: String(price),
  inscriptionId: `${String(n).repeat(64).slice(0, 64)}i0`,
  seller: 'tb1p-seller',
  item: { txid: String(n).repeat(64).slice(0, 64), vout: 0 },
  itemOffset: 0,
});
export const sweepLots: readonly SweepLot[] = [lot(1, 50_000), lot(2, 57_919), lot(3, 65_838)];
const prepared: BidPrepare = { feeRate: 10, txSize: 400, serverFee: 0, serverReal: 0, serverFeeRate: 0, discounts: [], availableBalance: 10_000_000 };

/** What the market and the wallet may answer along the way. */
export const sweepOutcomes = {
  all: { lots: sweepLots, prepared, dropped: 0 } satisfies SweepPrepared,
  oneSold: { lots: sweepLots.slice(0, 2), prepared, dropped: 1 } satisfies SweepPrepared,
  none: { lots: [], prepared: null, dropped: 0 } satisfies SweepPrepared,
  built: {
    bidId: 'batch-000001',
    psbtBid: '70736274ff',
    psbtBid2: '',
    serverFee: 0,
    networkFee: 4_000,
    signIndexes: [0, 1, 2, 6],
    paddingFeeSats: '0',
  } satisfies SweepBuilt,
  sent: { txid: 'cd'.repeat(32) },
  sold: { message: 'This inscription has been sold or unlisted.', code: -100 },
  network: { message: 'The market could not be reached. Check your connection and try again.', code: null },
  refused: { message: 'Not signed: the seller of item 2 (Bench Pixel #2) would get 0.0006 BTC, not the 0.00057919 BTC shown.' },
} satisfies Record<string, SweepPrepared | SweepBuilt | StepFailure | object>;

const gathered = (event: Record<string, unknown>) => {
  const out = event.output as SweepPrepared;
  if (out.lots.length === 0) return 'Nothing the choice takes is for sale';
  return out.dropped > 0 ? `${out.dropped} was sold meanwhile: ${out.lots.length} remain` : `${out.lots.length} items are read and prepared`;
};
const said = (event: Record<string, unknown>) => {
  const failure = event.error as StepFailure;
  return failure.rejected ? 'The user rejects in the wallet' : `The answer is: ${failure.message}`;
};

export const sweepModel = createFlowModel({
  name: 'sweep',
  machine: sweepMachine,
  input: { asset: { category: 'collection', collectionId: 'bench-pixels' }, title: 'Bench Pixels' },
  actors: {
    gather: { done: [sweepOutcomes.all, sweepOutcomes.oneSold, sweepOutcomes.none], error: [sweepOutcomes.network], words: { done: gathered, error: said } },
    build: {
      done: [sweepOutcomes.built],
      error: [sweepOutcomes.sold, sweepOutcomes.network],
      words: { done: 'The market builds one transaction', error: said },
    },
    signingStep: signingStepOutcomes({
      sent: sweepOutcomes.sent,
      sentWords: 'The app checks the PSBT, the user approves it in the wallet, and the market sends the purchase',
      refused: sweepOutcomes.refused,
      failed: [sweepOutcomes.sold, sweepOutcomes.network],
    }),
  },
  // The fee chooser runs inside the sweep: its own states and gestures are walked with the sweep's.
  children: {
    // The dialog shows the chooser at the review, and off while the market builds and the wallet signs.
    feeChooser: feeChooserChild((parent) => parent.matches('review') || parent.matches('building') || parent.matches('signing')),
  },
  events: [
    { type: 'CHOOSE_BY', by: 'budget' },
    { type: 'SET_AMOUNT', value: '3' },
    // High enough that every seeded listing is under it (the cap itself: tests/unit/sweep-pick.test.ts and the browser).
    { type: 'SET_MAX_PRICE', value: '90000000' },
    { type: 'NEXT' },
    { type: 'CONFIRM' },
    { type: 'BACK' },
    { type: 'RETRY' },
    { type: 'CLOSE' },
  ],
  eventWords: {
    CHOOSE_BY: (event: Record<string, unknown>) => `The user picks by ${event.by as string}`,
    SET_AMOUNT: (event: Record<string, unknown>) => `The user types ${event.value as string}`,
    SET_MAX_PRICE: (event: Record<string, unknown>) => `The user types ${event.value as string} sats as the highest price`,
    NEXT: 'The user presses Next',
    FEE_RATE: (event: Record<string, unknown>) => `The fee chooser tells the sweep ${String(event.rate)} sats/vB`,
    CONFIRM: 'The user presses Buy',
    BACK: 'The user presses Back',
    RETRY: 'The user presses Try again',
    CLOSE: 'The user closes the dialog',
  },
  serializeContext: (context) => ({ choice: context.choice, lots: context.lots.length, notice: context.notice !== null, rate: context.feeRate }),
  preconditions: [
    'Signed in as Account 2 with coins; the Bench Pixels collection has listings (the devnet seeds twelve).',
    'Market, Collections, Bench Pixels: Sweep.',
  ],
});
