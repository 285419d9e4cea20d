import type { MarketCategory, MarketStatistic, StatisticWindow, TimeRange, MarketActionType } from '../../domain/entities';
import {
  collectionAsset,
  domainAsset,
  listingFilter,
  tickAsset,
  LISTING_SORT_FIELDS,
  type ActivityPage,
  type AssetRow,
  type BidRow,
  type CurvePoint,
  type InscriptionView,
  type ListingPage,
  type ListingQuery,
  type ListingRow,
  type MarketAsset,
} from '../../domain/market/market-reads';
import type { MarketApi } from '../api/market-api';

/** Listings come 20 at a time (page size 20). */
export const LISTING_PAGE_SIZE = 20;
/** Asset lists: the first 100 of a category (the list call's limit is under 100 at most). */
const ASSET_LIMIT = 99;

/**
 * The market's read side for the pages: one shape for every category (an asset is a tick, a domain kind or
 * a collection), over the per-category calls.
 */
export function createMarketReads(deps: { market: MarketApi }) {
  const api = (category: MarketCategory) => deps.market.forCategory(category);
  const scope = (asset: MarketAsset) =>
    asset.category === 'domain' ? { domainType: asset.kind } : asset.category === 'collection' ? { collectionId: asset.collectionId } : { tick: asset.tick };

  return {
    /** A category's assets with their numbers over a window. */
    async assets(category: MarketCategory, window: StatisticWindow, signal?: AbortSignal): Promise<AssetRow[]> {
      const paging = { start: 0, limit: ASSET_LIMIT, timeType: window };
      switch (category) {
        case 'brc20':
          return (await api(category).brc20TypesMany(paging, signal)).list.map((r) => tickAsset(category, r));
        case 'runes':
          return (await api(category).runesTypesMany(paging, signal)).list.map((r) => tickAsset(category, r));
        case 'arc20':
          return (await api(category).arc20TypesMany(paging, signal)).list.map((r) => tickAsset(category, r));
        case 'domain':
          return (await api(category).domainTypes({ timeType: window }, signal)).map(domainAsset);
        case 'collection':
          return (await api(category).collectionStatisticList({ filter: { timeType: window }, start: 0, limit: ASSET_LIMIT }, signal)).list.map(
            collectionAsset,
          );
      }
    },

    /** One page of an asset's listings (20 from `start`). */
    listings(asset: MarketAsset, query: ListingQuery, start: number, signal?: AbortSignal): Promise<ListingPage> {
      return api(asset.category).list({ filter: listingFilter(asset, query), sort: LISTING_SORT_FIELDS[query.sort], start, limit: LISTING_PAGE_SIZE }, signal);
    },

    /** listLowPrice, curPrice, lowPrice, highPrice of an asset. */
    statistic(asset: MarketAsset, signal?: AbortSignal): Promise<MarketStatistic> {
      switch (asset.category) {
        case 'brc20':
          return api('brc20').brc20Statistic({ tick: asset.tick }, signal);
        case 'runes':
          return api('runes').runesStatistic({ tick: asset.tick }, signal);
        case 'arc20':
          return api('arc20').arc20Statistic({ tick: asset.tick }, signal);
        case 'domain':
          return api('domain').domainStatistic({ domainType: asset.kind }, signal);
        case 'collection':
          return api('collection').collectionStatistic({ collectionId: asset.collectionId }, signal);
      }
    },

    /** The sales of an asset over a time range, oldest first, for the price chart. */
    async curve(asset: MarketAsset, timeRange: TimeRange, signal?: AbortSignal): Promise<CurvePoint[]> {
      const points = await api(asset.category).curvePrice({ ...scope(asset), timeRange }, signal);
      return [...points].sort((a, b) => a.time - b.time);
    },

    /**
     * An asset's activity, newest first, 20 from `start`, of one event or all. The open API has no time filter: the
     * panel shows the rows of its range (they come newest first).
     */
    async activity(asset: MarketAsset, event: MarketActionType | null, start: number, signal?: AbortSignal): Promise<ActivityPage> {
      const page = await api(asset.category).actions({ filter: { ...scope(asset), ...(event ? { event } : {}) }, start, limit: LISTING_PAGE_SIZE }, signal);
      return { total: page.total, list: page.list.map((row) => ({ ...row, nftType: row.nftType ?? asset.category })) };
    },

    /** A listing by its auctionId. */
    listing: (category: MarketCategory, auctionId: string, signal?: AbortSignal): Promise<ListingRow> => api(category).detail({ auctionId }, signal),
    /** An auction's bids, highest first. */
    bids: (category: MarketCategory, auctionId: string, signal?: AbortSignal): Promise<BidRow[]> => api(category).bidHistory({ auctionId }, signal),
    /** An inscription as the market sees it (listed or not, what shares its UTXO). */
    inscription: (inscriptionId: string, signal?: AbortSignal): Promise<InscriptionView> => api('collection').inscriptionInfo({ inscriptionId }, signal),
    /** An address's listings in a category. */
    listingsOf: (category: MarketCategory, address: string, signal?: AbortSignal): Promise<ListingPage> =>
      api(category).list({ filter: { address }, sort: LISTING_SORT_FIELDS.recent, start: 0, limit: 99 }, signal),
  };
}

export type MarketReads = ReturnType<typeof createMarketReads>;
