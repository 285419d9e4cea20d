import { feeChooserChild } from '../fee-chooser/fee-chooser.child';
import { failureWords } from '../shared/step-failure';
import { createFlowModel } from '../testing/flow-model';
import { depositMachine } from './deposit.machine';
import { swapSigningStep } from './swap-op.model';
import { saysAndNotes } from '../testing/context-words';

/** What the indexer, the swap and the wallet may answer along the way (a transfer of 100 ordi on the devnet). */
export const depositOutcomes = {
  /** What the user picks: one of their transfer inscriptions (the rate is the fee chooser's). */
  request: { inscriptionId: `${'ef'.repeat(32)}i0` },
  transfer: { inscriptionId: `${'ef'.repeat(32)}i0`, inscriptionNumber: 7, confirmations: 1, data: { op: 'transfer', tick: 'ordi', amt: '100' } },
  gone: { message: 'That transfer inscription is no longer yours to deposit. Pick another.', code: null },
  pre: { res: { psbt: '70736274ff01', type: 'direct', expiredTimestamp: 0, recommendDeposit: '0' } },
  result: { txid: 'cd'.repeat(32), pendingNum: 0 },
  burned: { message: 'That transfer inscription is no longer on any output (it was burned). Pick another.', code: null },
  network: { message: 'Network problem: check your connection and try again.', code: null },
  committing: { message: '', code: -2 },
  slipped: { message: 'The price moved more than your slippage tolerance. Try again or raise the tolerance.', code: -8 },
  signFailed: { message: 'Sign message failed. Refresh the page and try again.' },
} as const;

const said = (event: Record<string, unknown>) => failureWords(event, 'The swap answers');

export const depositModel = createFlowModel({
  name: 'deposit',
  machine: depositMachine,
  input: { operation: 'deposit' },
  actors: {
    quote: { done: [depositOutcomes.transfer], error: [depositOutcomes.gone], words: { done: 'The transfer inscription is still yours', error: said } },
    requote: { done: [depositOutcomes.transfer], error: [depositOutcomes.gone], words: { done: 'The transfer inscription is still yours', error: said } },
    refresh: { done: [depositOutcomes.transfer], error: [depositOutcomes.gone], words: { done: 'It is still yours', error: said } },
    prepare: {
      done: [depositOutcomes.pre],
      error: [depositOutcomes.committing, depositOutcomes.burned],
      words: { done: 'The swap builds the deposit transaction at the rate chosen', error: said },
    },
    signingStep: swapSigningStep({
      sent: depositOutcomes.result,
      sentWords: 'The user signs the deposit in the wallet; the swap takes it',
      refused: depositOutcomes.signFailed,
      refusedWords: 'The wallet fails to sign',
      failed: [depositOutcomes.committing, depositOutcomes.slipped, depositOutcomes.network],
    }),
    opCommit: { done: [undefined], words: { done: 'The commit ends (the swap says committing: false)' } },
  },
  // The fee chooser runs inside the deposit's flow: the panel shows it all along, fixed while the rate is in use.
  children: { feeChooser: feeChooserChild(() => true) },
  events: [{ type: 'EDIT', request: depositOutcomes.request }, { type: 'CLEAR' }, { type: 'SUBMIT' }, { type: 'DONE' }],
  eventWords: {
    EDIT: 'The user picks the transfer inscription of 100 ordi',
    CLEAR: 'The user picks another token (no transfer inscription picked)',
    SUBMIT: 'The user presses Deposit',
    REFRESH: '(a deposit is not quoted again by the user)',
    ACCEPT: '(a deposit has no price to accept)',
    DONE: 'The user presses "Deposit another"',
    CONFIRM: '(a deposit has no review: the wallet shows the transaction)',
    BACK: '(a deposit has no review: the wallet shows the transaction)',
    FEE_RATE: (event: Record<string, unknown>) => `The fee chooser tells the deposit ${String(event.rate)} sats/vB`,
  },
  delayWords: { typing: 'A moment passes', quoteAge: 'Ten seconds pass with the deposit on screen' },
  preconditions: [
    'Signed in with UniSat on /swap (on the devnet: Account 1 holds a transfer inscription of 100 ordi).',
    'The Deposit tab is open with ordi chosen.',
  ],
  contextWords: saysAndNotes('panel'),
  serializeContext: (context: { error: string | null; notice: string | null; quote: unknown; feeRate: number | null }) => ({
    error: context.error,
    notice: context.notice,
    picked: context.quote !== null,
    rate: context.feeRate !== null,
  }),
});
