import type { PreparedWithdraw, WithdrawProcessRes, WithdrawStatus } from '../../domain/swap/withdraw-entities';
import { failureWords } from '../shared/step-failure';
import { createFlowModel } from '../testing/flow-model';
import { swapSigningStep } from '../swap-op/swap-op.model';
import { feeChooserChild } from '../fee-chooser/fee-chooser.child';
import { withdrawMachine } from './withdraw.machine';
import { saysAndNotes } from '../testing/context-words';

const process = (status: WithdrawStatus, more: Partial<WithdrawProcessRes> = {}): WithdrawProcessRes => ({
  id: 'ab'.repeat(32),
  tick: 'ordi',
  amount: '100',
  ts: 1_790_000_000,
  status,
  totalConfirmedNum: status === 'completed' ? 3 : status === 'order' ? 2 : 1,
  totalNum: 3,
  rollUpConfirmNum: 1,
  rollUpTotalNum: 1,
  approveConfirmNum: 1,
  approveTotalNum: 1,
  cancelConfirmedNum: status === 'cancel' ? 1 : 0,
  cancelTotalNum: 1,
  rollUpTxid: '',
  paymentTxid: 'cd'.repeat(32),
  inscribeTxid: '',
  approveTxid: 'ef'.repeat(32),
  completedAmount: status === 'completed' ? '100' : '0',
  matchHistory:
    status === 'completed'
      ? [
          {
            approveInscriptionId: '',
            transferInscriptionId: '',
            tick: 'ordi',
            consumeAmount: '100',
            remainAmount: '0',
            approveAddress: 'tb1p-me',
            transferAddress: 'tb1p-depositor',
            txid: '12'.repeat(32),
            ts: 1_790_000_100,
          },
        ]
      : [],
  ...more,
});

/** What the swap and the wallet may answer along the way (100 ordi out of the swap on the devnet). */
export const withdrawOutcomes = {
  /** What the user asks at Withdraw (the rate is the fee chooser's). */
  order: { tick: 'ordi', amount: '100' },
  created: {
    id: 'ab'.repeat(32),
    paymentPsbt: '70736274ff01',
    approvePsbt: '70736274ff02',
    approvePsbtSignIndexes: [0],
    networkFee: 600,
    ids: ['ab'.repeat(32)],
    signMsgs: ['id: …\naddr: tb1p…\nfunc: withdraw\nparams: ordi 100\nts: 1\n'],
    feeAmount: '0',
    feeTick: 'sats',
    feeTickPrice: '0',
    feeBalance: '0',
    totalFreeQuota: '1000',
    remainingFreeQuota: '999',
    totalUsedFreeQuota: '1',
    usageFreeQuota: '1',
    usdPrice: '0',
    payType: 'tick',
  } satisfies PreparedWithdraw,
  processing: process('pendingOrder'),
  queued: process('order'),
  completed: process('completed'),
  failed: process('error'),
  cancelPending: process('pendingCancel'),
  cancelled: process('cancel'),
  committing: { message: '', code: -2 },
  dailyLimit: { message: 'Over the daily limit (5000 ordi). Try again tomorrow.', code: -1 },
  network: { message: 'Network problem: check your connection and try again.', code: null },
  rejected: { message: '', rejected: true },
  refused: { message: 'Not signed: it pays the module 0.00003001 BTC, not the 0.00003 BTC shown.' },
} as const;

const said = (event: Record<string, unknown>) => failureWords(event);
const STAGE: Readonly<Record<WithdrawStatus, string>> = {
  pendingOrder: 'processing (confirmations 1 of 3)',
  order: 'in the waiting queue',
  completed: 'completed, matched by a deposit',
  error: 'failed',
  pendingCancel: 'being cancelled',
  cancel: 'cancelled, the balance back',
};

export const withdrawModel = createFlowModel({
  name: 'withdraw',
  machine: withdrawMachine,
  actors: {
    findActive: {
      done: [null, withdrawOutcomes.processing],
      error: [withdrawOutcomes.network],
      words: { done: (event) => (event.output ? 'A withdrawal of the user’s is under way (found after a reload)' : 'No withdrawal is under way'), error: said },
    },
    createWithdraw: {
      done: [withdrawOutcomes.created],
      error: [withdrawOutcomes.committing, withdrawOutcomes.dailyLimit],
      words: { done: 'The swap prepares the withdrawal: a message and two transactions, 600 sats to the module', error: said },
    },
    signingStep: swapSigningStep({
      sent: {},
      sentWords: 'Both transactions pass the check; the user signs them and the message; the swap takes the withdrawal',
      refused: withdrawOutcomes.refused,
      failed: [withdrawOutcomes.committing, withdrawOutcomes.network],
    }),
    readProcess: {
      done: [
        withdrawOutcomes.processing,
        withdrawOutcomes.queued,
        withdrawOutcomes.completed,
        withdrawOutcomes.failed,
        withdrawOutcomes.cancelPending,
        withdrawOutcomes.cancelled,
      ],
      error: [withdrawOutcomes.network],
      words: { done: (event) => `The withdrawal is ${STAGE[(event.output as WithdrawProcessRes).status]}`, error: said },
    },
    cancelWithdraw: {
      done: [{}],
      error: [withdrawOutcomes.rejected, withdrawOutcomes.network],
      words: { done: 'The cancel passes the check, is signed and sent', error: said },
    },
    retryWithdraw: {
      done: [{}],
      error: [withdrawOutcomes.rejected, withdrawOutcomes.network],
      words: { done: 'The retry passes the check, is signed and sent', error: said },
    },
    opCommit: { done: [undefined], words: { done: 'The commit ends (the swap says committing: false)' } },
  },
  // The fee chooser runs inside the withdrawal's flow: its own states and gestures are walked with the withdrawal's.
  children: {
    // The panel shows the chooser with the form (also while it works), and with a failed withdrawal to retry.
    feeChooser: feeChooserChild(
      (parent) => (['form', 'creating', 'signing', 'committing', 'retrying'] as const).some((s) => parent.matches(s)) || parent.matches({ tracking: 'failed' }),
    ),
  },
  events: [
    { type: 'SUBMIT', order: withdrawOutcomes.order },
    { type: 'CANCEL' },
    { type: 'CONFIRM_CANCEL' },
    { type: 'KEEP' },
    { type: 'RETRY' },
    { type: 'DONE' },
  ],
  eventWords: {
    SUBMIT: 'The user withdraws 100 ordi at the fee rate chosen',
    FEE_RATE: (event: Record<string, unknown>) => `The fee chooser tells the withdrawal ${String(event.rate)} sats/vB`,
    CANCEL: 'The user presses Cancel withdrawal',
    CONFIRM_CANCEL: 'The user confirms the cancel, knowing the fees paid stay spent',
    KEEP: 'The user keeps the withdrawal in the queue',
    RETRY: 'The user presses Retry',
    DONE: 'The user presses New withdrawal',
  },
  delayWords: { poll: 'Five seconds pass' },
  preconditions: [
    'Signed in with UniSat on /swap, Withdraw tab, with ordi in the swap (on the devnet: Account 1 holds 500).',
    'On the devnet the module holds no ordi on chain at first, so a withdrawal waits in the queue until someone deposits ordi.',
  ],
  contextWords: saysAndNotes('panel'),
  serializeContext: (context: { error: string | null; notice: string | null; withdrawalId: string | null; feeRate: number | null }) => ({
    error: context.error,
    notice: context.notice,
    tracking: context.withdrawalId !== null,
    rate: context.feeRate !== null,
  }),
});
