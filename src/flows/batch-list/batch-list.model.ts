import { batchItem, type BatchItem, type BatchOutcome } from '../../domain/market/batch-list';
import type { StepFailure } from '../shared/step-failure';
import { signingStepOutcomes } from '../shared/signing-step.model';
import { isSent, type SigningOutcome } from '../shared/signing-step.machine';
import type { EventObject } from 'xstate';
import { createFlowModel } from '../testing/flow-model';
import { batchListMachine } from './batch-list.machine';

/** The items on the paths: Account 1's three Devnet Punks, on the collection's floor of 0.0025 BTC. */
export const batchItems: readonly BatchItem[] = [4, 5, 6].map((n) =>
  batchItem({
    id: `${String(n).repeat(64).slice(0, 64)}i0`,
    category: 'collection',
    title: `Devnet Punk #${n}`,
    nameKind: 'name',
    asset: { category: 'collection', collectionId: 'devnet-punks' },
    floorSats: '250000',
  }),
);
const [a, b, c] = batchItems.map((i) => i.id) as [string, string, string];
const created = (id: string, n: number): BatchOutcome => ({
  id,
  change: {
    stage: 'created',
    reason: null,
    created: { auctionId: `devnet-00010${n}`, psbt: '70736274ff', signIndexes: [0], item: { txid: 'aa'.repeat(32), vout: n } },
  },
});
const refused = (id: string, reason: string): BatchOutcome => ({ id, change: { stage: 'failed', reason } });

/** What the market and the wallet may answer, for every item or some. */
export const batchOutcomes = {
  allCreated: [created(a, 1), created(b, 2), created(c, 3)],
  oneRefused: [created(a, 1), refused(b, 'The inscription has been listed'), created(c, 3)],
  noneCreated: [refused(a, 'Please wait for the confirmation'), refused(b, 'The inscription has been listed'), refused(c, 'Please wait for the confirmation')],
  /** Signed, then each confirmed: the signing step sends back each item's outcome with its signature. */
  allListed: [a, b, c].map((id) => ({ id, change: { stage: 'listed', signedPsbt: '70736274ff01', reason: null } })) satisfies BatchOutcome[],
  oneUnconfirmed: [
    { id: a, change: { stage: 'listed', signedPsbt: '70736274ff01', reason: null } },
    { id: b, change: { stage: 'failed', signedPsbt: '70736274ff01', reason: 'This inscription has been sold or unlisted.' } },
    { id: c, change: { stage: 'listed', signedPsbt: '70736274ff01', reason: null } },
  ],
  network: { message: 'The market could not be reached. Check your connection and try again.', code: null },
  checkRefused: { message: 'Not signed: the payout is 0.001 BTC, not the 0.003 BTC you set.' },
} satisfies Record<string, readonly BatchOutcome[] | StepFailure>;

/** What the market answered for the items: each listed or prepared, or some refused (why, on each). */
const marketAnswer = (out: readonly BatchOutcome[]): string => {
  const failed = out.filter((o) => o.change.stage === 'failed');
  return failed.length === 0 ? 'answers for every item' : `refuses ${failed.length} of ${out.length}: ${failed.map((f) => f.change.reason).join('; ')}`;
};
const listedWords = (event: Record<string, unknown>) => `The market ${marketAnswer(event.output as readonly BatchOutcome[])}`;

/**
 * The signing step: sent (every item listed, or one the market refuses after it was signed), or not signed (the
 * wallet's no, the check's refusal), or signed and the market not reached for the rest.
 */
const signingStep = signingStepOutcomes({
  sent: batchOutcomes.allListed,
  sentWords: 'The app checks every PSBT, the user approves them all in the wallet, and the market answers for every item',
  refused: batchOutcomes.checkRefused,
  failed: [batchOutcomes.network],
});
const stepWords = (event: EventObject & Record<string, unknown>): string => {
  const outcome = event.output as SigningOutcome<readonly BatchOutcome[]>;
  if (isSent(outcome)) return `The app checks every PSBT, the user approves them all in the wallet, and the market ${marketAnswer(outcome.sent)}`;
  return typeof signingStep.words.done === 'function' ? signingStep.words.done(event) : '';
};

export const batchListModel = createFlowModel({
  name: 'batch-list',
  machine: batchListMachine,
  input: { items: batchItems, minSats: '50000', maxSats: '100000000' },
  actors: {
    createAll: {
      done: [batchOutcomes.allCreated, batchOutcomes.oneRefused, batchOutcomes.noneCreated],
      error: [batchOutcomes.network],
      words: { done: listedWords, error: 'The market cannot be reached' },
    },
    signingStep: {
      done: [...(signingStep.done ?? []), { outcome: 'sent', sent: batchOutcomes.oneUnconfirmed }],
      words: { done: stepWords },
    },
  },
  events: [
    { type: 'SET_PRICE', id: a, sats: '300000' },
    { type: 'SET_PRICE', id: b, sats: '10' },
    // Under 90% of the 250,000-sat floor, within the bounds: the price-too-low confirm (issue 44, 1).
    { type: 'SET_PRICE', id: c, sats: '200000' },
    { type: 'SAME_PRICE', same: false },
    { type: 'NEXT' },
    { type: 'CONTINUE' },
    { type: 'BACK' },
    { type: 'SIGN' },
    { type: 'RETRY' },
    { type: 'CLOSE' },
  ],
  eventWords: {
    SET_PRICE: (event: Record<string, unknown>) => `The user types ${event.sats as string} sats as a price`,
    SAME_PRICE: (event: Record<string, unknown>) => (event.same ? 'The user chooses one price for all' : 'The user chooses a price for each'),
    NEXT: 'The user presses Next',
    CONTINUE: 'The user presses Continue',
    BACK: 'The user presses Back',
    SIGN: 'The user presses Sign',
    RETRY: 'The user presses Try again',
    CLOSE: 'The user closes the dialog',
  },
  delayWords: { second: 'A second passes' },
  serializeContext: (context) => ({
    priced: context.items.map((i) => i.priceSats),
    same: context.samePrice,
    stages: context.items.map((i) => i.stage),
    seconds: context.secondsLeft,
  }),
  contextWords: (snapshot) => (snapshot.matches({ tooLow: 'counting' }) ? `Continue ${(snapshot.context as { secondsLeft: number }).secondsLeft}s` : null),
  preconditions: [
    'Signed in as Account 1 holding Devnet Punks #4, #5 and #6 (on the devnet: the control page gives them).',
    'My Bitcoin Assets, Inscriptions: Select to list, tick the three, List selected.',
  ],
});
