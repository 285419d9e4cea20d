import { assign, sendTo, setup, type ActorLogicFrom } from 'xstate';
import { WITHDRAW_POLL_MS } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import type { PreparedWithdraw, WithdrawProcessRes } from '../../domain/swap/withdraw-entities';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';
import { opCommitMachine } from '../op-commit/op-commit.machine';
import { notProvided } from '../shared/not-provided';
import { failureOf } from '../shared/step-failure';
import { failureIn, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';
import type { RetryWithdrawInput, SignWithdrawInput, WithdrawContext, WithdrawEvent, WithdrawRequest } from './withdraw.types';

/**
 * A withdrawal from the swap: submit (create_withdraw; both PSBTs checked and
 * signed with the messages; confirm_withdraw), then processing with its confirmation counts, then the
 * waiting queue where others' deposits match it, then completed. In the queue it can be cancelled, once the user
 * confirms it knowing the fees paid stay spent (a signed cancel; the balance comes back after its confirmation); a
 * failed one can be retried. A rejection in the wallet says so. Progress is read
 * every 5 s, and survives a reload: the panel starts by finding an unfinished withdrawal again
 * (withdraw_history, then withdraw_process). Code -2 waits for the op commit; a wallet rejection goes back
 * with no error. The fee rate is the fee chooser's (the flow runs it: it tells the withdrawal each rate chosen), fixed
 * while the withdrawal or its retry is prepared and signed at it, open again at the form and once it is under way.
 */
const output = <T>(event: unknown) => (event as { output: T }).output;
const statusOf = (event: unknown) => output<WithdrawProcessRes>(event).status;
const FRESH = { request: null, created: null, withdrawalId: null, process: null, error: null, notice: null } as const;

export const withdrawMachine = setup({
  types: { context: {} as WithdrawContext, events: {} as WithdrawEvent },
  actors: {
    /** The unfinished withdrawal of this address, if any (after a reload). */
    findActive: notProvided<WithdrawProcessRes | null, void>('findActive'),
    createWithdraw: notProvided<PreparedWithdraw, { request: WithdrawRequest }>('createWithdraw'),
    /** Checks both PSBTs against what the panel showed, then the wallet signs them and the messages; then confirm_withdraw. */
    signingStep: signingStepMachine,
    readProcess: notProvided<WithdrawProcessRes, { id: string }>('readProcess'),
    /** create_cancel_withdraw, the check and the signature, confirm_cancel_withdraw. */
    cancelWithdraw: notProvided<unknown, { id: string }>('cancelWithdraw'),
    /** create_retry_withdraw, the checks and the signatures, confirm_retry_withdraw. */
    retryWithdraw: notProvided<unknown, RetryWithdrawInput>('retryWithdraw'),
    /** The panel's fee chooser: it tells the withdrawal each rate chosen. */
    feeChooser: invokedFeeChooser,
    opCommit: opCommitMachine as ActorLogicFrom<typeof opCommitMachine>,
  },
  actions: {
    /** The balances shown change when a withdrawal leaves or comes back: the creator refreshes them. */
    refreshBalances: () => {},
    keepOutcomeError: assign({ error: (_, outcome: SigningOutcome<unknown>) => failureIn(outcome).message }),
    keepFeeRate: assign({ feeRate: ({ context, event }) => (event.type === 'FEE_RATE' ? event.rate : context.feeRate) }),
    /** The rate is fixed while the withdrawal (or its retry) is prepared and signed at it; open at the form and once it is under way (a failed one is retried at the rate then chosen). */
    fixRate: sendTo('feeChooser', { type: 'FIX' }),
    reopenRate: sendTo('feeChooser', { type: 'REOPEN' }),
  },
  guards: {
    /** A rate told (an emptied custom rate is none: the last one stays). */
    aRate: ({ event }) => event.type === 'FEE_RATE' && event.rate !== null,
    hasFeeRate: ({ context }) => context.feeRate !== null && context.feeRate > 0,
    found: ({ event }) => output<WithdrawProcessRes | null>(event) !== null,
    committing: ({ event }) => failureOf(event).code === -2,
    rejected: ({ event }) => failureOf(event).rejected === true,
    sent: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'sent',
    signingRejected: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'rejected',
    signingRefused: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'refused',
    /** Signed, and the swap answers -2: a rollup is being committed (nothing was sent). */
    committingAfterSigning: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'failed' && failureIn(outcome).code === -2,
    completed: ({ event }) => statusOf(event) === 'completed',
    failed: ({ event }) => statusOf(event) === 'error',
    queued: ({ event }) => statusOf(event) === 'order',
    cancelPending: ({ event }) => statusOf(event) === 'pendingCancel',
    cancelled: ({ event }) => statusOf(event) === 'cancel',
  },
  delays: { poll: WITHDRAW_POLL_MS },
}).createMachine({
  id: 'withdraw',
  description: 'Withdraw brc-20 from the swap to your wallet',
  context: { ...FRESH, feeRate: null },
  invoke: { id: 'feeChooser', src: 'feeChooser', input: {} },
  // The rate the chooser tells; it is fixed (tells nothing) while the withdrawal or its retry is prepared and signed.
  on: { FEE_RATE: { guard: 'aRate', actions: 'keepFeeRate', description: 'The fee chooser tells the rate the user chose' } },
  initial: 'finding',
  states: {
    finding: {
      description: 'Looking for a withdrawal of yours still under way',
      invoke: {
        id: 'findActive',
        src: 'findActive',
        onDone: [
          {
            guard: 'found',
            target: 'tracking',
            actions: assign({ process: ({ event }) => event.output, withdrawalId: ({ event }) => event.output!.id }),
            description: 'A withdrawal is under way: its progress shows',
          },
          { target: 'form', description: 'None under way: the withdraw form shows' },
        ],
        onError: { target: 'form', description: 'The history cannot be read: the withdraw form shows' },
      },
    },
    form: {
      description: 'The user picks the token, the amount and the fee rate',
      entry: 'reopenRate',
      on: {
        SUBMIT: {
          guard: 'hasFeeRate',
          target: 'creating',
          actions: assign(({ context, event }) => ({ ...FRESH, request: { ...event.order, feeRate: context.feeRate! } })),
          description: 'The user presses Withdraw',
        },
      },
    },
    creating: {
      description: 'Working: the swap prepares the withdrawal (its messages and transactions)',
      entry: 'fixRate',
      invoke: {
        id: 'createWithdraw',
        src: 'createWithdraw',
        input: ({ context }) => ({ request: context.request! }),
        onDone: {
          target: 'signing',
          actions: assign({ created: ({ event }) => event.output }),
          description: 'The withdrawal is prepared: the app checks its transactions',
        },
        onError: [
          { guard: 'committing', target: 'committing', description: 'The swap is committing a rollup (code -2)' },
          {
            target: 'form',
            actions: assign({ error: ({ event }) => failureOf(event).message }),
            description: 'The swap refuses (daily limit, unavailable, balance): its message shows',
          },
        ],
      },
    },
    signing: {
      description: 'Working: both transactions are checked, then the wallet asks the user to sign them and the message; then the signed withdrawal is sent',
      invoke: {
        id: 'signingStep',
        src: 'signingStep',
        input: ({ context }): { request: SignWithdrawInput } => ({ request: { request: context.request!, created: context.created! } }),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => event.output },
            target: 'tracking',
            actions: [assign({ withdrawalId: ({ context }) => context.created!.id }), 'refreshBalances'],
            description: 'The user signs in the wallet and the swap takes it: the balance leaves the swap',
          },
          {
            guard: { type: 'signingRejected', params: ({ event }) => event.output },
            target: 'form',
            actions: assign({ notice: MESSAGES.wallet_rejected }),
            description: 'The user rejects in the wallet: back to the form, which says so (no error)',
          },
          {
            guard: { type: 'signingRefused', params: ({ event }) => event.output },
            target: 'form',
            actions: { type: 'keepOutcomeError', params: ({ event }) => event.output },
            description: 'The check refuses a transaction, or the wallet fails: nothing was signed',
          },
          {
            guard: { type: 'committingAfterSigning', params: ({ event }) => event.output },
            target: 'committing',
            description: 'The swap is committing a rollup (code -2): nothing was sent',
          },
          {
            target: 'form',
            actions: { type: 'keepOutcomeError', params: ({ event }) => event.output },
            description: 'The swap refuses (its message shows)',
          },
        ],
      },
    },
    committing: {
      description: 'The Please Wait overlay shows while the rollup commits',
      invoke: {
        id: 'opCommit',
        src: 'opCommit',
        onDone: { target: 'form', actions: assign({ notice: MESSAGES.op_commit_over }), description: 'The commit ends: the form is offered again, not sent' },
      },
    },
    tracking: {
      description: 'The withdrawal is under way: its stage and confirmations show',
      entry: 'reopenRate',
      initial: 'reading',
      states: {
        reading: {
          description: 'The app reads the withdrawal’s progress',
          invoke: {
            id: 'readProcess',
            src: 'readProcess',
            input: ({ context }) => ({ id: context.withdrawalId! }),
            onDone: [
              {
                guard: 'completed',
                target: '#withdraw.completed',
                actions: [assign({ process: ({ event }) => event.output }), 'refreshBalances'],
                description: 'It is completed: the brc-20 is in the wallet',
              },
              { guard: 'failed', target: 'failed', actions: assign({ process: ({ event }) => event.output }), description: 'It failed: it can be retried' },
              {
                guard: 'queued',
                target: 'queue',
                actions: assign({ process: ({ event }) => event.output }),
                description: 'It waits in the queue for others’ deposits',
              },
              {
                guard: 'cancelPending',
                target: 'cancelPending',
                actions: assign({ process: ({ event }) => event.output }),
                description: 'It is being cancelled',
              },
              {
                guard: 'cancelled',
                target: '#withdraw.cancelled',
                actions: [assign({ process: ({ event }) => event.output }), 'refreshBalances'],
                description: 'It is cancelled: the balance is back in the swap',
              },
              {
                target: 'processing',
                actions: assign({ process: ({ event }) => event.output }),
                description: 'It is being processed (waiting for confirmations)',
              },
            ],
            onError: { target: 'processing', description: 'The progress cannot be read now: it is tried again shortly' },
          },
        },
        processing: { description: 'Processing: waiting for confirmations', after: { poll: { target: 'reading', description: 'Five seconds pass' } } },
        queue: {
          description: 'In the waiting queue: others’ deposits match it; it can be cancelled',
          after: { poll: { target: 'reading', description: 'Five seconds pass' } },
          on: { CANCEL: { target: 'confirmCancel', actions: assign({ error: null, notice: null }), description: 'The user presses Cancel withdrawal' } },
        },
        // Cancelling gives back the brc-20, not the fees the withdrawal paid: the user is told what stays spent, and asked.
        confirmCancel: {
          description: 'The user is asked to confirm the cancel: the fees already paid stay spent, and they show',
          on: {
            CONFIRM_CANCEL: { target: '#withdraw.cancelling', description: 'The user confirms the cancel, its fees kept' },
            KEEP: { target: 'queue', description: 'The user keeps the withdrawal in the queue' },
          },
        },
        cancelPending: {
          description: 'Cancelling: the balance comes back after the cancel’s confirmation',
          after: { poll: { target: 'reading', description: 'Five seconds pass' } },
        },
        failed: {
          description: 'It failed: the reason shows, and it can be retried',
          on: {
            RETRY: { guard: 'hasFeeRate', target: '#withdraw.retrying', actions: assign({ error: null, notice: null }), description: 'The user presses Retry' },
          },
        },
      },
    },
    cancelling: {
      description: 'Working: the cancel is prepared, checked and signed',
      invoke: {
        id: 'cancelWithdraw',
        src: 'cancelWithdraw',
        input: ({ context }) => ({ id: context.withdrawalId! }),
        onDone: { target: 'tracking', description: 'The cancel is sent' },
        onError: [
          {
            guard: 'rejected',
            target: 'tracking',
            actions: assign({ notice: MESSAGES.wallet_rejected }),
            description: 'The user rejects in the wallet: the withdrawal stays in the queue, and the panel says so',
          },
          { target: 'tracking', actions: assign({ error: ({ event }) => failureOf(event).message }), description: 'The cancel is refused (its message shows)' },
        ],
      },
    },
    retrying: {
      description: 'Working: the retry is prepared, checked and signed',
      entry: 'fixRate',
      invoke: {
        id: 'retryWithdraw',
        src: 'retryWithdraw',
        input: ({ context }): RetryWithdrawInput => ({ id: context.withdrawalId!, feeRate: context.feeRate! }),
        onDone: { target: 'tracking', description: 'The retry is sent' },
        onError: [
          {
            guard: 'rejected',
            target: 'tracking',
            actions: assign({ notice: MESSAGES.wallet_rejected }),
            description: 'The user rejects in the wallet: it stays failed, and the panel says so',
          },
          { target: 'tracking', actions: assign({ error: ({ event }) => failureOf(event).message }), description: 'The retry is refused (its message shows)' },
        ],
      },
    },
    completed: {
      description: 'Completed: the brc-20 is in the wallet; how it was matched shows',
      on: { DONE: { target: 'form', actions: assign(FRESH), description: 'The user starts a new withdrawal' } },
    },
    cancelled: {
      description: 'Cancelled: the balance is back in the swap',
      on: { DONE: { target: 'form', actions: assign(FRESH), description: 'The user starts a new withdrawal' } },
    },
  },
});
export type WithdrawMachine = typeof withdrawMachine;
