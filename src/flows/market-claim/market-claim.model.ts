import type { StepFailure } from '../shared/step-failure';
import { createFlowModel } from '../testing/flow-model';
import { feeChooserChild } from '../fee-chooser/fee-chooser.child';
import { signingStepOutcomes } from '../shared/signing-step.model';
import { type FeeChooserEvent } from '../fee-chooser/fee-chooser.machine';
import { loadedFees } from '../fee-chooser/fee-chooser.model';
import { marketClaimMachine, type ClaimBuilt, type MarketClaimInput } from './market-claim.machine';

/** The claim followed on the paths: Account 2's bid of 120,000 sats on 777.bitmap, which no bid could complete. */
export const claimInput: MarketClaimInput = {
  category: 'domain',
  auctionId: 'devnet-000063',
  title: '777.bitmap',
  inscriptionId: `${'77'.repeat(32)}i0`,
  priceSats: '120000',
};

/** What the market and the wallet may answer along the way. */
export const claimOutcomes = {
  built: {
    claimId: 'bid-000070',
    psbtClaim: '70736274ff',
    psbtClaim2: '',
    signIndexes: [0, 2],
    serviceFeeSats: '2400',
    networkFeeSats: '2980',
    inscriptionId: `${'77'.repeat(32)}i0`,
    item: { txid: '77'.repeat(32), vout: 0 },
    itemOffset: 0,
    paddingFeeSats: '0',
    until: 86_400_000,
  } satisfies ClaimBuilt,
  /** A wallet with no small coin: the padding split first, its fee shown. */
  builtWithSplit: {
    claimId: 'bid-000071',
    inscriptionId: `${'77'.repeat(32)}i0`,
    psbtClaim: '70736274ff',
    psbtClaim2: '70736274ff02',
    signIndexes: [0, 2],
    serviceFeeSats: '2400',
    networkFeeSats: '2980',
    item: { txid: '77'.repeat(32), vout: 0 },
    itemOffset: 0,
    paddingFeeSats: '1700',
    until: 86_400_000,
  } satisfies ClaimBuilt,
  sent: { txid: 'cd'.repeat(32) },
  over: { message: 'The time to claim this item has passed.', code: -1 },
  network: { message: 'The market could not be reached. Check your connection and try again.', code: null },
  refused: { message: 'Not signed: the seller would get 0.0013 BTC, not the 0.0012 BTC shown.' },
} satisfies Record<string, ClaimBuilt | StepFailure | object>;

/**
 * What the bidder does in the fee chooser: picks Economy or Custom, or empties the custom rate (no rate: the last one
 * stays; on the screen the custom rate's input shows only with Custom picked).
 */
const CHOOSER_GESTURES: readonly FeeChooserEvent[] = [
  { type: 'SELECT', option: 'Economy' },
  { type: 'SELECT', option: 'Custom' },
  { type: 'TYPE_CUSTOM_RATE', text: '' },
];

/** The fee source's answer, the market's build and the claim sent, as the named journeys take them. */
const served = { type: 'feeChooser.xstate.done.actor.loadFees', output: loadedFees.served };
const built = (output: ClaimBuilt) => ({ type: 'xstate.done.actor.build', output });
const sent = { type: 'xstate.done.actor.signingStep', output: { outcome: 'sent', sent: claimOutcomes.sent } };

const said = (event: Record<string, unknown>) => {
  const failure = event.error as StepFailure;
  return failure.rejected ? 'The user rejects in the wallet' : `The answer is: ${failure.message}`;
};

export const marketClaimModel = createFlowModel({
  name: 'market-claim',
  machine: marketClaimMachine,
  input: claimInput,
  actors: {
    build: {
      done: [claimOutcomes.built, claimOutcomes.builtWithSplit],
      error: [claimOutcomes.over, claimOutcomes.network],
      words: { done: 'The market builds the purchase at the bid', error: said },
    },
    signingStep: signingStepOutcomes({
      sent: claimOutcomes.sent,
      sentWords: 'The app checks the PSBT, the user approves it in the wallet, and the market sends the claim',
      refused: claimOutcomes.refused,
      failed: [claimOutcomes.over, claimOutcomes.network],
    }),
  },
  // The fee chooser runs inside the claim: its own states and gestures are walked with the claim's.
  children: {
    // The dialog shows the chooser while the bidder chooses the rate, until Next.
    feeChooser: feeChooserChild((parent) => parent.matches('choosing'), CHOOSER_GESTURES),
  },
  events: [{ type: 'NEXT' }, { type: 'CONFIRM' }, { type: 'BACK' }, { type: 'RETRY' }, { type: 'CLOSE' }],
  eventWords: {
    FEE_RATE: (event: Record<string, unknown>) => `The fee chooser tells the claim ${String(event.rate)} sats/vB`,
    NEXT: 'The user presses Next',
    CONFIRM: 'The user presses Claim',
    BACK: 'The user presses Back',
    RETRY: 'The user presses Try again',
    CLOSE: 'The user closes the dialog',
  },
  // The rate built and signed is the chooser's: Economy picked, then Custom after Back (kept when the custom rate is
  // emptied), or the default Normal when the fee source fails.
  sequences: {
    'rate-changed': [
      served,
      { type: 'feeChooser.SELECT', option: 'Economy' },
      { type: 'NEXT' },
      built(claimOutcomes.built),
      { type: 'BACK' },
      { type: 'feeChooser.SELECT', option: 'Custom' },
      { type: 'feeChooser.TYPE_CUSTOM_RATE', text: '' },
      { type: 'NEXT' },
      built(claimOutcomes.builtWithSplit),
      { type: 'CONFIRM' },
      sent,
    ],
    'fee-source-failed': [
      { type: 'feeChooser.xstate.error.actor.loadFees', error: new Error('network_error') },
      { type: 'NEXT' },
      built(claimOutcomes.built),
      { type: 'CONFIRM' },
      sent,
    ],
  },
  sequenceTitles: {
    'rate-changed':
      'The bidder picks Economy and goes back from the review, then picks Custom and empties it: the claim is built again and sent at the custom rate',
    'fee-source-failed': 'The fee source fails: the claim is built and sent at the default Normal rate',
  },
  serializeContext: (context) => ({ rate: context.feeRate, built: context.built !== null, error: context.error !== null }),
  preconditions: [
    'Account 2 bid on an auction from this browser, then spent a coin the bid held; the auction ended with no bid that could be completed (on the devnet: the control page moves the clock past its end and mines a block).',
    'My Bitcoin Assets, Bids: the bid says Yours to claim; press Claim (or Claim on the item page).',
  ],
});
