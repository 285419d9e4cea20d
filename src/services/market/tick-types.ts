import type { StatisticWindow } from '../../domain/entities';
import { DEFAULT_LISTING_QUERY, LISTING_SORT_FIELDS, listingFilter, tickAsset, type AssetOverview, type AssetRow } from '../../domain/market/market-reads';
import type { MarketApi } from '../api/market-api';
import { percentText } from '../../domain/decimal-text';

/** The open API's windows (day1, day7, day30) for the table's: a shorter one is answered with a day's, `all` with 30 days'. */
const OPEN_WINDOW: Readonly<Record<StatisticWindow, { timeType: 'day1' | 'day7' | 'day30'; answered: StatisticWindow }>> = {
  '1h': { timeType: 'day1', answered: '24h' },
  '6h': { timeType: 'day1', answered: '24h' },
  '24h': { timeType: 'day1', answered: '24h' },
  '7d': { timeType: 'day7', answered: '7d' },
  '30d': { timeType: 'day30', answered: '30d' },
  all: { timeType: 'day30', answered: '30d' },
};

/**
 * A tick market's asset list and a tick's figures from the open API's own calls, where the spec's `*_types_many` and
 * `*_statistic` are not offered (issue 42; the gateway answers them -404, "built"): the list from `brc20_types` or
 * `runes_types` (each row says the window it holds: the open API has day1, day7 and day30 only); a tick's figures from
 * `*_types_specified` (the last price, the day's change and volume) and its listings (the floor is the cheapest
 * unit price listed, the count is how many are listed).
 */
export function createTickTypes(deps: { market: MarketApi }) {
  const api = (category: 'brc20' | 'runes') => deps.market.forCategory(category);
  return {
    async assets(category: 'brc20' | 'runes', window: StatisticWindow, limit: number, signal?: AbortSignal): Promise<AssetRow[]> {
      const { timeType, answered } = OPEN_WINDOW[window];
      const page = { timeType, start: 0, limit };
      const rows = category === 'brc20' ? await api(category).brc20Types(page, signal) : await api(category).runesTypes(page, signal);
      return rows.map((row) => tickAsset(category, { ...row, timeType: answered }));
    },
    async overview(category: 'brc20' | 'runes', tick: string, signal?: AbortSignal): Promise<AssetOverview> {
      const calls = api(category);
      const specified = category === 'brc20' ? calls.brc20TypesSpecified : calls.runesTypesSpecified;
      const [figures, cheapest] = await Promise.all([
        specified({ tick, timeType: 'day1' }, signal),
        calls.list({ filter: listingFilter({ category, tick }, DEFAULT_LISTING_QUERY), sort: LISTING_SORT_FIELDS['unit-asc'], start: 0, limit: 1 }, signal),
      ]);
      const floor = cheapest.list[0]?.unitPrice;
      return {
        figures: {
          floor: floor ?? 0,
          ...(figures.curPrice === undefined ? {} : { lastSale: figures.curPrice }),
          ...(figures.btcVolume === undefined ? {} : { volume24h: figures.btcVolume }),
          ...(figures.changePrice === undefined ? {} : { change: percentText(figures.changePrice) }),
          listed: cheapest.total,
        },
      };
    },
  };
}
