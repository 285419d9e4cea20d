import type { WithdrawStatus } from './withdraw-entities';
import { isWithdrawalUnderWay } from './pools';

/** A withdrawal's status in the words History and the list of withdrawals under way both use. */
export const WITHDRAW_STATUS_WORDS: Readonly<Record<WithdrawStatus, string>> = {
  pendingOrder: 'Processing',
  pendingCancel: 'Cancelling',
  order: 'Waiting in the queue',
  error: 'Failed',
  completed: 'Completed',
  cancel: 'Cancelled',
};

/** Confirmations as the module counts them in withdraw_history ('1 of 3 confirmations'), never counted again here. */
export const withdrawConfirmationWords = (w: { readonly totalConfirmedNum: number; readonly totalNum: number }): string =>
  `${w.totalConfirmedNum} of ${w.totalNum} confirmations`;

/**
 * The withdrawals of a history not yet completed (processing, in the queue, being cancelled, or failed and to be
 * retried), newest first as the swap lists them; completed and cancelled ones are over.
 */
export const notYetCompleted = <T extends { readonly status: WithdrawStatus }>(list: readonly T[]): T[] => list.filter((w) => isWithdrawalUnderWay(w.status));
