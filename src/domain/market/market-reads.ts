/**
 * What the market's read calls answer, with the real APIs' field
 * names where `reference/real-apis.md` gives them and ours where the specs say "not shown": the assets of a
 * category with their numbers per window, listings, activity, the price curve, an item's market view.
 */
import type { Decoded } from '../decoded';
import type { DomainFilter, DomainKind, MarketCategory, Page, StatisticWindow, TimeRange } from '../entities';
import type * as S from './market-schemas';
import type * as L from './market-list-schemas';
import { groupedAmount } from '../tx-effect/token-lot';

/**
 * The numbers of an asset over a window: the floor (sats, a unit's for tokens), volume (sats), sales and listings (null:
 * the market does not say), change (percent, text).
 */
export interface AssetStats {
  /** The floor; null where the market says none (the open API's tick lists: the table shows the last price instead). */
  readonly listLowPrice: number | null;
  readonly curPrice?: number;
  readonly listed: number | null;
  readonly volume: number;
  readonly sales: number | null;
  readonly change: string | null;
  readonly timeType?: StatisticWindow;
}
/**
 * A tick's numbers, whichever call sent them (brc20_types_many, runes_types_many, arc20_types_many, or the open API's
 * brc20_types and runes_types, which say nothing of the floor, sales or listings): the view tickAsset makes a row of,
 * not one answer (each call's answer is its schema's).
 */
export interface TickRow extends AssetStats {
  readonly tick: string;
}
/** domain_types. */
export type DomainKindRow = Decoded<typeof L.DomainKindRows>[number];
/** collection_statistic_list. */
export type CollectionRow = Decoded<typeof L.CollectionRows>['list'][number];

/**
 * The figures an asset's page shows, whichever its category's calls send: the floor (a unit's for tokens), the last
 * sale and the day's range (the tick statistics), the volume and sales of the last 24 hours (a domain kind), the total
 * volume, the price change (percent, text), listings, items made and the supply (a collection).
 */
export interface AssetFigures {
  readonly floor: number;
  readonly lastSale?: number;
  readonly low24h?: number;
  readonly high24h?: number;
  readonly volume24h?: number;
  readonly sales24h?: number | null;
  readonly volumeTotal?: number;
  readonly change?: string | null;
  readonly listed?: number | null;
  readonly minted?: number;
  readonly supply?: number;
}
/** An asset's header and figures: a collection's name, description and review come with its statistic. */
export interface AssetOverview {
  readonly figures: AssetFigures;
  readonly name?: string;
  readonly description?: string;
  /** A collection's review: false (warned) unless the market says it was reviewed. */
  readonly verified?: boolean;
}
/** domain_statistic: how many names of a kind fall in each category ("3D", "4L"…), with an example. */
export type DomainCategoryRow = Decoded<typeof L.DomainCategories>[number];
/** collection_summary: a collection an address holds items of, and how many. */
export type CollectionHolding = Decoded<typeof L.CollectionHoldings>[number];

/** What one category trades: ticks (brc-20, runes, ARC-20), domain kinds or collections. */
export type MarketAsset =
  | { readonly category: 'brc20' | 'runes' | 'arc20'; readonly tick: string }
  | { readonly category: 'domain'; readonly kind: DomainKind }
  | { readonly category: 'collection'; readonly collectionId: string };

/** One row of a category's asset list, whatever the category. */
export interface AssetRow extends AssetStats {
  readonly asset: MarketAsset;
  /** The tick, the domain kind ('.sats') or the collection's name. */
  readonly name: string;
  /** False for a collection nobody has reviewed. */
  readonly verified: boolean;
  readonly preview?: string | null;
}

/** What each market category is called on screen. */
export const MARKET_CATEGORY_LABELS: Readonly<Record<MarketCategory, string>> = {
  brc20: 'brc-20',
  domain: 'Domains',
  collection: 'Collections',
  runes: 'Runes',
  arc20: 'ARC-20',
};

/** brc-20, runes and ARC-20 are priced a unit at a time (their floor and chart are unit prices); names and collection items whole. */
export const isPricedPerUnit = (category: MarketCategory): boolean => category === 'brc20' || category === 'runes' || category === 'arc20';

export const assetKey = (asset: MarketAsset): string =>
  asset.category === 'domain' ? asset.kind : asset.category === 'collection' ? asset.collectionId : asset.tick;

export function tickAsset(category: 'brc20' | 'runes' | 'arc20', row: TickRow): AssetRow {
  return { ...row, asset: { category, tick: row.tick }, name: row.tick, verified: true };
}
export function domainAsset(row: DomainKindRow): AssetRow {
  return { ...row, asset: { category: 'domain', kind: row.kind }, name: `.${row.kind}`, verified: true };
}
export function collectionAsset(row: CollectionRow): AssetRow {
  return { ...row, asset: { category: 'collection', collectionId: row.collectionId }, name: row.name, verified: row.verified, preview: row.preview ?? null };
}

/** A listing as /auction/list and detail answer it. */
export type ListingRow = Decoded<typeof S.Listing>;
/** What a listing is called in a list: the amount and tick, the domain, the item's name. */
export function listingTitle(l: ListingRow): string {
  if (l.nftType === 'domain') return l.domain ?? l.name ?? l.auctionId;
  if (l.nftType === 'collection') return l.name ?? (l.inscriptionNumber !== undefined ? `#${l.inscriptionNumber}` : l.auctionId);
  return `${l.amount ? groupedAmount(l.amount) : ''} ${l.tick ?? ''}`.trim() || l.auctionId;
}

export type ListingPage = Decoded<typeof L.ListingRows>;

/** An entry of the activity (actions): the category is the row's, or the one the caller asked about. */
export type ActivityRow = Omit<Decoded<typeof L.Activity>['list'][number], 'nftType'> & { readonly nftType: MarketCategory };
export type ActivityPage = Page<ActivityRow>;

/** A unit price in sats at a time (ms): a sale's, or a point of the open API's price line (brc20_kline). */
export type PricePoint = Decoded<typeof L.Kline>[number];
/** A point of curve_price: a sale, with what it sold for in all. */
export type CurvePoint = Decoded<typeof L.Curve>[number];
/** An asset's price history for the chart: its sales (curve_price), or, where the market has no such call, its price points. */
export type PriceHistory =
  | { readonly kind: 'sales'; readonly points: readonly CurvePoint[] }
  | { readonly kind: 'prices'; readonly points: readonly PricePoint[] };

/** A bid of bid_history. */
export type BidRow = Decoded<typeof L.Bids>[number];

/** inscription_info: an inscription as the market sees it. */
export type InscriptionView = Decoded<typeof S.Inscription>;

/** The market an inscription trades in: a brc-20 transfer, a name, or (anything else) a collection item. */
export const inscriptionCategory = (i: Pick<InscriptionView, 'tick' | 'inscriptionName'>): MarketCategory =>
  i.tick ? 'brc20' : i.inscriptionName ? 'domain' : 'collection';

/**
 * The filters and sort of a listing list, as the open API's list call takes them: its filter has no sale type (a
 * row says whether it is an auction), and a domain filter is its `domainCategory` (domain_statistic's categories).
 */
export interface ListingQuery {
  readonly sort: ListingSort;
  /** Total price bounds in sats, or null. */
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly domainFilter: DomainFilter;
  /** Names that contain this text (domains only: the open API's domainFuzzy), or null. */
  readonly nameSearch: string | null;
}
export type ListingSort = 'recent' | 'price-asc' | 'price-desc' | 'unit-asc';
export const LISTING_SORTS: readonly ListingSort[] = ['recent', 'price-asc', 'price-desc', 'unit-asc'];
export const LISTING_SORT_LABELS: Readonly<Record<ListingSort, string>> = {
  recent: 'Recently listed',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'unit-asc': 'Unit price: low to high',
};
/** The sort each choice sends (the list call's fields: onSaleTime, initPrice, unitPrice). */
export const LISTING_SORT_FIELDS: Readonly<Record<ListingSort, Readonly<Record<string, 1 | -1>>>> = {
  recent: { onSaleTime: -1 },
  'price-asc': { initPrice: 1 },
  'price-desc': { initPrice: -1 },
  'unit-asc': { unitPrice: 1 },
};
export const DEFAULT_LISTING_QUERY: ListingQuery = { sort: 'recent', minPrice: null, maxPrice: null, domainFilter: 'All', nameSearch: null };

/** The list call's filter for an asset and a query. */
export function listingFilter(asset: MarketAsset, query: ListingQuery): Record<string, string | number | boolean> {
  return {
    ...(asset.category === 'domain'
      ? { domainType: asset.kind }
      : asset.category === 'collection'
        ? { collectionId: asset.collectionId }
        : { tick: asset.tick }),
    ...(query.minPrice === null ? {} : { minPrice: query.minPrice }),
    ...(query.maxPrice === null ? {} : { maxPrice: query.maxPrice }),
    ...(asset.category === 'domain' && query.domainFilter !== 'All' ? { domainCategory: query.domainFilter } : {}),
    ...(asset.category === 'domain' && query.nameSearch ? { domainFuzzy: query.nameSearch } : {}),
  };
}

export type { TimeRange };
