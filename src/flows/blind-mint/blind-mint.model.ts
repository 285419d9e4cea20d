import { signingStepOutcomes } from '../shared/signing-step.model';
import type { StepFailure } from '../shared/step-failure';
import { createFlowModel } from '../testing/flow-model';
import { feeChooserChild } from '../fee-chooser/fee-chooser.child';
import { blindMintMachine, type BlindMintInput, type BlindMintStatus, type BlindPaymentBuilt } from './blind-mint.machine';

/** The badges' blind mint on the paths: premium badges at 1,000,000 sats, 25 left for the address, 1,000 in all. */
export const blindInput: BlindMintInput = {
  collectionId: 'unisat-badges',
  name: 'Badges',
  priceSats: 1_000_000,
  virtualSats: 1_500_000,
  left: { forAddress: 25, remaining: 1_000 },
};

/** What the collection and the wallet may answer along the way. */
export const blindOutcomes = {
  built: {
    orderId: 'blind-000001',
    psbt: '70736274ff',
    signIndexes: [0],
    payAddress: 'tb1qblindpayee',
    amountSats: '3000000',
    networkFeeSats: '2260',
    count: 3,
  } satisfies BlindPaymentBuilt,
  sent: { txid: 'ab'.repeat(32) },
  /** Not sent: the collection has the mint built but unpaid (after a send whose answer was an error). */
  unpaid: { status: 'created', items: [], txid: null } satisfies BlindMintStatus,
  paid: { status: 'paid', items: [], txid: 'ab'.repeat(32) } satisfies BlindMintStatus,
  minted: {
    status: 'minted',
    txid: 'ab'.repeat(32),
    items: [
      { inscriptionId: `${'a1'.repeat(32)}i0`, name: 'Premium Badge · Crown · Common', type: 'Crown', rarity: 'Common' },
      { inscriptionId: `${'a1'.repeat(32)}i1`, name: 'Premium Badge · Star · Rare', type: 'Star', rarity: 'Rare' },
      { inscriptionId: `${'a1'.repeat(32)}i2`, name: 'Premium Badge · Rocket · Common', type: 'Rocket', rarity: 'Common' },
    ],
  } satisfies BlindMintStatus,
  soldOut: { message: 'Only 2 premium badges remain.', code: -1 },
  network: { message: 'The network could not be reached. Check your connection and try again.', code: null },
  /** The send of the signed payment got no answer: the failure carries the signed payment (Try again sends it). */
  sendLost: { message: 'The network could not be reached. Check your connection and try again.', code: null },
  refused: { message: 'Not signed: Badges would get 0.04 BTC, not the 0.03 BTC shown.' },
} satisfies Record<string, BlindPaymentBuilt | BlindMintStatus | StepFailure | object | string>;

const said = (event: Record<string, unknown>) => {
  const failure = event.error as StepFailure;
  return failure.rejected ? 'The user rejects in the wallet' : `The answer is: ${failure.message}`;
};

export const blindMintModel = createFlowModel({
  name: 'blind-mint',
  machine: blindMintMachine,
  input: blindInput,
  actors: {
    create: {
      done: [blindOutcomes.built],
      error: [blindOutcomes.soldOut, blindOutcomes.network],
      words: { done: 'The collection builds the payment', error: said },
    },
    signingStep: signingStepOutcomes({
      sent: blindOutcomes.sent,
      sentWords: 'The app checks the PSBT, the user approves it in the wallet, and the payment is sent',
      refused: blindOutcomes.refused,
      failed: [blindOutcomes.sendLost],
    }),
    confirm: { done: [blindOutcomes.sent], error: [blindOutcomes.network], words: { done: 'The same signed payment is sent', error: said } },
    readStatus: {
      done: [blindOutcomes.paid, blindOutcomes.minted, blindOutcomes.unpaid],
      error: [blindOutcomes.network],
      words: {
        done: (event) =>
          ({ minted: 'A block confirmed it: 3 badges minted', paid: 'Paid, waiting for a block', created: 'The collection says it is not paid' })[
            (event.output as BlindMintStatus).status
          ],
        error: 'The status cannot be read: network problem',
      },
    },
  },
  // The fee chooser runs inside the mint's flow: its own states and gestures are walked with the mint's.
  children: {
    // The dialog shows the chooser with the count, and nowhere else.
    feeChooser: feeChooserChild((parent) => parent.matches('choosing')),
  },
  events: [{ type: 'SET_COUNT', value: '3' }, { type: 'NEXT' }, { type: 'CONFIRM' }, { type: 'BACK' }, { type: 'RETRY' }, { type: 'CLOSE' }],
  eventWords: {
    SET_COUNT: (event: Record<string, unknown>) => `The user types ${event.value as string}`,
    FEE_RATE: (event: Record<string, unknown>) => `The fee chooser tells the mint ${String(event.rate)} sats/vB`,
    NEXT: 'The user presses Next',
    CONFIRM: 'The user presses Pay',
    BACK: 'The user presses Back',
    RETRY: 'The user presses Try again',
    CLOSE: 'The user closes the dialog',
  },
  delayWords: { poll: 'Three seconds pass' },
  serializeContext: (context) => ({ count: context.countText, rate: context.feeRate, paid: context.txid !== null, status: context.status?.status ?? null }),
  preconditions: [
    'Signed in with coins (on the devnet: Account 2); the badge collection has premium badges left.',
    'Inscribe, Collections, Badges: Mint blind.',
  ],
});
