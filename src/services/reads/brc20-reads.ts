import type { Brc20HistoryType } from '../../domain/brc20-history';
import type { Api } from '../api/create-api';

/**
 * A page of a tick's history: the open API's history takes one kind of event and a height, so the indexer's latest
 * height is read first, and the page holds everything so far.
 */
export const brc20History = (tick: string, type: Brc20HistoryType, start: number, limit: number) => async (api: Api) => {
  const { blocks } = await api.query.blockchainInfo();
  return api.query.tickHistory(tick, { type, height: blocks }, start, limit);
};
