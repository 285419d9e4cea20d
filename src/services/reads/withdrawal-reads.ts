import type { WithdrawHistoryItem } from '../../domain/swap/history-entities';
import { notYetCompleted } from '../../domain/swap/withdraw-words';
import type { Api } from '../api/create-api';

/** Rows asked for at a time, and the most pages read (10,000 withdrawals): the history is read to its end. */
const PAGE = 100;
const MOST_PAGES = 100;

/**
 * Every withdrawal of `address` not yet completed: its whole withdraw_history read page by page (each answer
 * decoded by the swap API's schema), the completed and cancelled ones left out.
 */
export const pendingWithdrawals = (address: string) => async (api: Api) => {
  const all: WithdrawHistoryItem[] = [];
  for (let page = 0; page < MOST_PAGES; page++) {
    const { list, total } = await api.swap.withdrawHistory({ address, start: page * PAGE, limit: PAGE });
    all.push(...list);
    if (list.length === 0 || all.length >= total) break;
  }
  return notYetCompleted(all);
};
