import type { DomainKind, MarketCategory, StatisticWindow, TimeRange, MarketActionType } from '../../domain/entities';
import {
  collectionAsset,
  domainAsset,
  listingFilter,
  tickAsset,
  LISTING_SORT_FIELDS,
  type ActivityPage,
  type AssetOverview,
  type AssetRow,
  type BidRow,
  type CollectionHolding,
  type PriceHistory,
  type DomainCategoryRow,
  type InscriptionView,
  type ListingPage,
  type ListingQuery,
  type ListingRow,
  type MarketAsset,
} from '../../domain/market/market-reads';
import { PRICE_POINT_STEP_MS, TIME_RANGE_MS } from '../../domain/market/time-ranges';
import type { MarketApi } from '../api/market-api';
import type { QueryApi } from '../api/query-api';
import { notOfferedWords } from '../http/api-error';
import { createItemRead } from './item-read';
import { createTickTypes } from './tick-types';

/** An asset's activity comes 20 at a time (page size 20). */
export const LISTING_PAGE_SIZE = 20;
/** An asset's listings come as many at a time as the open API's list call gives: its limit is under 100. */
export const LISTING_LIST_PAGE_SIZE = 99;
/** Asset lists: the first 100 of a category (the list call's limit is under 100 at most). */
const ASSET_LIMIT = 99;
/** collection_statistic_list's limit (the open API's: under 21). */
const COLLECTION_PAGE = 20;

/**
 * The market's read side for the pages: one shape for every category (an asset is a tick, a domain kind or
 * a collection), over the per-category calls.
 */
export function createMarketReads(deps: { market: MarketApi; query: Pick<QueryApi, 'inscriptionInfo'>; now: () => number }) {
  const api = (category: MarketCategory) => deps.market.forCategory(category);
  const ticks = createTickTypes({ market: deps.market });
  /** The spec's call, or where it is not offered (a real host: the gateway answers -404), what the site builds from the open API's (tick-types.ts). */
  const orBuilt = async <T>(spec: () => Promise<T>, built: () => Promise<T>): Promise<T> => {
    try {
      return await spec();
    } catch (error) {
      if (!notOfferedWords(error)) throw error;
      return built();
    }
  };
  const scope = (asset: MarketAsset) =>
    asset.category === 'domain' ? { domainType: asset.kind } : asset.category === 'collection' ? { collectionId: asset.collectionId } : { tick: asset.tick };

  /** collection_statistic_list answers 20 rows at most (the open API's limit): the first page, then the rest up to ASSET_LIMIT at once. */
  async function collectionPages(window: StatisticWindow, signal?: AbortSignal) {
    const read = (start: number) =>
      api('collection').collectionStatisticList({ filter: { timeType: window }, start, limit: Math.min(COLLECTION_PAGE, ASSET_LIMIT - start) }, signal);
    const first = await read(0);
    const starts: number[] = [];
    for (let start = COLLECTION_PAGE; start < Math.min(first.total, ASSET_LIMIT); start += COLLECTION_PAGE) starts.push(start);
    const rest = await Promise.all(starts.map(read));
    return [first, ...rest].flatMap((p) => p.list);
  }

  return {
    /** A category's assets with their numbers over a window. */
    async assets(category: MarketCategory, window: StatisticWindow, signal?: AbortSignal): Promise<AssetRow[]> {
      const paging = { start: 0, limit: ASSET_LIMIT, timeType: window };
      switch (category) {
        case 'brc20':
          return orBuilt(
            async () => (await api(category).brc20TypesMany(paging, signal)).list.map((r) => tickAsset(category, r)),
            () => ticks.assets(category, window, ASSET_LIMIT, signal),
          );
        case 'runes':
          return orBuilt(
            async () => (await api(category).runesTypesMany(paging, signal)).list.map((r) => tickAsset(category, r)),
            () => ticks.assets(category, window, ASSET_LIMIT, signal),
          );
        case 'arc20':
          return (await api(category).arc20TypesMany(paging, signal)).list.map((r) => tickAsset(category, r));
        case 'domain':
          // The open API's domain_types has one window (no timeType): the table offers no other (windowsOf).
          return (await api(category).domainTypes({}, signal)).map(domainAsset);
        case 'collection':
          return (await collectionPages(window, signal)).map(collectionAsset);
      }
    },

    /** One page of an asset's listings (20 from `start`). */
    listings(asset: MarketAsset, query: ListingQuery, start: number, signal?: AbortSignal): Promise<ListingPage> {
      return api(asset.category).list(
        { filter: listingFilter(asset, query), sort: LISTING_SORT_FIELDS[query.sort], start, limit: LISTING_LIST_PAGE_SIZE },
        signal,
      );
    },

    /**
     * All of a collection's listings under a query at once (the open API's `all`: start and limit ignored), for a search
     * within the collection: the list has no item-name filter (collection-search.ts filters them).
     */
    collectionListings(collectionId: string, query: ListingQuery, signal?: AbortSignal): Promise<ListingPage> {
      const filter = { ...listingFilter({ category: 'collection', collectionId }, query), all: true };
      return api('collection').list({ filter, sort: LISTING_SORT_FIELDS[query.sort], start: 0, limit: LISTING_LIST_PAGE_SIZE }, signal);
    },

    /**
     * An asset's header and figures: a tick's statistic; a domain kind's row of domain_types (the last 24 hours); a
     * collection's collection_statistic, with its review from its collection_statistic_list row (unknown: not reviewed).
     */
    async overview(asset: MarketAsset, signal?: AbortSignal): Promise<AssetOverview> {
      switch (asset.category) {
        case 'brc20':
        case 'runes':
        case 'arc20': {
          const { category, tick } = asset;
          const calls = api(category);
          const read = { brc20: calls.brc20Statistic, runes: calls.runesStatistic, arc20: calls.arc20Statistic }[category];
          const statistic = async (): Promise<AssetOverview> => {
            const s = await read({ tick }, signal);
            return { figures: { floor: s.listLowPrice, lastSale: s.curPrice, low24h: s.lowPrice, high24h: s.highPrice } };
          };
          return category === 'arc20' ? statistic() : orBuilt(statistic, () => ticks.overview(category, tick, signal));
        }
        case 'domain': {
          const row = (await api('domain').domainTypes({}, signal)).find((r) => r.kind === asset.kind);
          return { figures: { floor: row?.listLowPrice ?? 0, volume24h: row?.volume ?? 0, sales24h: row?.sales ?? null } };
        }
        case 'collection': {
          const calls = api('collection');
          // Both at once; when both fail, the statistic's reason is told, whichever answered first (the same words each time).
          const [stat, rows] = await Promise.allSettled([
            calls.collectionStatistic({ collectionId: asset.collectionId }, signal),
            calls.collectionStatisticList({ filter: { timeType: '24h', collections: [asset.collectionId] }, start: 0, limit: 1 }, signal),
          ]);
          if (stat.status === 'rejected') throw stat.reason;
          if (rows.status === 'rejected') throw rows.reason;
          return { ...stat.value, verified: rows.value.list.some((r) => r.collectionId === asset.collectionId && r.verified) };
        }
      }
    },
    /** A domain kind's names per category ("3D", "4L"…) with an example of each. */
    domainCategories: (kind: DomainKind, signal?: AbortSignal): Promise<DomainCategoryRow[]> => api('domain').domainStatistic({ domainType: kind }, signal),
    /** The collections an address holds items of, and how many. */
    holdings: (address: string, signal?: AbortSignal): Promise<CollectionHolding[]> => api('collection').collectionSummary({ address }, signal),

    /**
     * The sales of an asset over a time range, oldest first, for the price chart. Where the market has no curve_price
     * (UniSat's open API), a tick's price points (brc20_kline) over the same range; other assets have none there.
     */
    async curve(asset: MarketAsset, timeRange: TimeRange, signal?: AbortSignal): Promise<PriceHistory> {
      try {
        const points = await api(asset.category).curvePrice({ ...scope(asset), timeRange }, signal);
        return { kind: 'sales', points: [...points].sort((a, b) => a.time - b.time) };
      } catch (error) {
        if (asset.category !== 'brc20' || !notOfferedWords(error)) throw error;
        const timeEnd = deps.now();
        const points = await api('brc20').brc20Kline(
          { tick: asset.tick, timeStart: timeEnd - TIME_RANGE_MS[timeRange], timeEnd, timeStep: PRICE_POINT_STEP_MS[timeRange] },
          signal,
        );
        return { kind: 'prices', points: [...points].sort((a, b) => a.time - b.time) };
      }
    },

    /**
     * An asset's activity, newest first, 20 from `start`, of one event or all. The open API has no time filter: the
     * panel shows the rows of its range (they come newest first).
     */
    async activity(asset: MarketAsset, event: MarketActionType | null, start: number, signal?: AbortSignal): Promise<ActivityPage> {
      const page = await api(asset.category).actions({ filter: { ...scope(asset), ...(event ? { event } : {}) }, start, limit: LISTING_PAGE_SIZE }, signal);
      return { total: page.total, list: page.list.map((row) => ({ ...row, nftType: row.nftType ?? asset.category })) };
    },

    /**
     * The listing the buy dialog was opened on, as the market states it now, from the open API's calls (it has no read
     * by auctionId): an inscription's by inscription_info in its category (which also says where the item is now); a
     * lot without an inscription (runes, ARC-20) by the row of the seller's listings of its tick. `now` null: the
     * market states no listing there.
     */
    async listingNow(
      category: MarketCategory,
      shown: { readonly auctionId: string; readonly inscriptionId: string | null; readonly seller: string | null; readonly tick: string | null },
      signal?: AbortSignal,
    ): Promise<{ now: { auctionId: string | null; price: number | null; status?: string } | null; inscription: InscriptionView | null }> {
      if (shown.inscriptionId) {
        const inscription = await api(category).inscriptionInfo({ inscriptionId: shown.inscriptionId }, signal);
        return { now: inscription.auctionId ? { auctionId: inscription.auctionId, price: inscription.price ?? null } : null, inscription };
      }
      const filter = { ...(shown.seller ? { address: shown.seller } : {}), ...(shown.tick ? { tick: shown.tick } : {}) };
      const page = await api(category).list({ filter, sort: LISTING_SORT_FIELDS.recent, start: 0, limit: 99 }, signal);
      const row = page.list.find((l) => l.auctionId === shown.auctionId);
      return { now: row ? { auctionId: row.auctionId, price: row.price, ...(row.status ? { status: row.status } : {}) } : null, inscription: null };
    },
    /** An item's page: its listing, inscription and bids (item-read.ts: built from inscription_info where there is no detail). */
    item: createItemRead({ market: deps.market, query: deps.query }),
    /** A listing by its auctionId (the devnet's `detail`, an extension the open API has not: auctions, claims). */
    listing: (category: MarketCategory, auctionId: string, signal?: AbortSignal): Promise<ListingRow> => api(category).detail({ auctionId }, signal),
    /** An auction's bids, highest first. */
    bids: (category: MarketCategory, auctionId: string, signal?: AbortSignal): Promise<BidRow[]> => api(category).bidHistory({ auctionId }, signal),
    /**
     * An inscription as the market sees it (listed or not, what shares its UTXO), from the market of `category` where
     * the item's is known; else the brc-20 market's, which UniSat serves on the most hosts (the collection market's is
     * on Bitcoin and Fractal mainnet only).
     */
    inscription: (inscriptionId: string, signal?: AbortSignal, category: MarketCategory = 'brc20'): Promise<InscriptionView> =>
      api(category).inscriptionInfo({ inscriptionId }, signal),
    /** A page of a category's open listings, the most recent first (the address's bids look for auctions in them). */
    openListings: (category: MarketCategory, start: number, limit: number, signal?: AbortSignal): Promise<ListingPage> =>
      api(category).list({ filter: {}, sort: LISTING_SORT_FIELDS.recent, start, limit }, signal),
    /** An address's listings in a category. */
    listingsOf: (category: MarketCategory, address: string, signal?: AbortSignal): Promise<ListingPage> =>
      api(category).list({ filter: { address }, sort: LISTING_SORT_FIELDS.recent, start: 0, limit: 99 }, signal),
  };
}

export type MarketReads = ReturnType<typeof createMarketReads>;
