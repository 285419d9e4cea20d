/**
 * The Pending tab of My Bitcoin Assets (issue 44, "confirmation counts and a pending-transactions view"): the
 * connected address's transactions still in the mempool, and its last few confirmed ones, from the open API's
 * address history (newest first; a transaction in the mempool has the height MEMPOOL_HEIGHT).
 */
import { MEMPOOL_HEIGHT } from './constants';
import { confirmationsText } from './explorer';
import { formatAmount } from './amount-text';

/** One transaction of the address's history, the fields the tab reads (the open API's TxHistoryItem). */
export interface HistoryTx {
  readonly txid: string;
  /** What the address's own outputs paid into the transaction, sats. */
  readonly inSatoshi: number;
  /** What the transaction paid to the address, sats. */
  readonly outSatoshi: number;
  readonly height: number;
  readonly confirmations?: number | undefined;
}

/** How many of the newest transactions the tab reads: the pending ones come first. */
export const HISTORY_READ_SIZE = 20;
/** How many confirmed transactions it shows under the pending ones. */
export const RECENT_CONFIRMED = 5;
/** How often it reads again while a transaction is pending (a block comes about every 10 minutes). */
export const PENDING_REFRESH_MS = 15_000;

export const isPendingTx = (tx: Pick<HistoryTx, 'height'>): boolean => tx.height <= 0 || tx.height >= MEMPOOL_HEIGHT;

/** The pending transactions, and the last RECENT_CONFIRMED confirmed ones, in the history's order. */
export function pendingAndRecent<T extends HistoryTx>(history: readonly T[]): { readonly pending: readonly T[]; readonly recent: readonly T[] } {
  return { pending: history.filter(isPendingTx), recent: history.filter((tx) => !isPendingTx(tx)).slice(0, RECENT_CONFIRMED) };
}

/**
 * 'Pending (in the mempool)', '1 confirmation', '3 confirmations'; 'In block 850,000' when the answer has no count.
 * The tip is the block's height plus its confirmations, less one: the answer carries no tip of its own.
 */
export function historyConfirmationsText(tx: HistoryTx): string {
  const tip = isPendingTx(tx) || tx.confirmations === undefined ? null : tx.height + tx.confirmations - 1;
  return confirmationsText(tx.height, tip) ?? `In block ${formatAmount(tx.height)}`;
}
