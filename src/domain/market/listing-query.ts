import type { DomainFilter } from '../entities';
import { isDomainFilter } from './domain-filters';
import { DEFAULT_LISTING_QUERY, LISTING_SORTS, type ListingQuery, type ListingSort } from './market-reads';
import type { AssetSortKey } from './asset-rows';
import type { StatisticWindow } from '../entities';
import { STATISTIC_WINDOWS } from './market-windows';

/**
 * A listings view in the page's address (issue 27, 8): `sort`, `names` (a domain filter), `q` (names containing it),
 * `min` and `max` (total price in sats), so a view can be shared and survives a reload. What is not given, or not
 * valid, is the default.
 */
const sats = (text: string | null): number | null => (text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null);

export function listingQueryFrom(params: URLSearchParams): ListingQuery {
  const sort = params.get('sort');
  const names = params.get('names');
  return {
    sort: LISTING_SORTS.includes(sort as ListingSort) ? (sort as ListingSort) : DEFAULT_LISTING_QUERY.sort,
    domainFilter: isDomainFilter(names) ? (names as DomainFilter) : DEFAULT_LISTING_QUERY.domainFilter,
    minPrice: sats(params.get('min')),
    maxPrice: sats(params.get('max')),
    nameSearch: nameSearchOf(params.get('q')),
  };
}

/** A name search as typed: trimmed, lower case (names are), at most 64 characters; empty is none. */
export function nameSearchOf(text: string | null): string | null {
  const q = (text ?? '').trim().toLowerCase().slice(0, 64);
  return q === '' ? null : q;
}

/** The page's address with `query` in it: the defaults left out, other parameters (the tab, the view) kept. */
export function withListingQuery(params: URLSearchParams, query: ListingQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null, fallback: string | null) =>
    value === null || value === fallback ? next.delete(name) : next.set(name, value);
  put('sort', query.sort, DEFAULT_LISTING_QUERY.sort);
  put('names', query.domainFilter, DEFAULT_LISTING_QUERY.domainFilter);
  put('min', query.minPrice === null ? null : String(query.minPrice), null);
  put('max', query.maxPrice === null ? null : String(query.maxPrice), null);
  put('q', query.nameSearch, null);
  return next;
}

/** Whether a listings view filters nothing (an empty list then means nothing is for sale, not nothing matched). */
export const isDefaultListingQuery = (q: ListingQuery): boolean =>
  (Object.keys(DEFAULT_LISTING_QUERY) as (keyof ListingQuery)[]).every((k) => q[k] === DEFAULT_LISTING_QUERY[k]);

/** A market home's table in the page's address: `window` (24h by default) and `order` (`volume-desc` by default). */
export interface AssetTableQuery {
  readonly window: StatisticWindow;
  readonly sort: { readonly key: AssetSortKey; readonly direction: 'asc' | 'desc' };
}
const ASSET_SORT_KEYS: readonly AssetSortKey[] = ['name', 'listLowPrice', 'curPrice', 'volume', 'change', 'sales', 'listed'];
export const DEFAULT_ASSET_TABLE_QUERY: AssetTableQuery = { window: '24h', sort: { key: 'volume', direction: 'desc' } };
const orderText = (sort: AssetTableQuery['sort']) => `${sort.key}-${sort.direction}`;

export function assetTableQueryFrom(params: URLSearchParams): AssetTableQuery {
  const window = params.get('window');
  const [key, direction] = (params.get('order') ?? '').split('-');
  return {
    window: (STATISTIC_WINDOWS as readonly (string | null)[]).includes(window) ? (window as StatisticWindow) : DEFAULT_ASSET_TABLE_QUERY.window,
    sort:
      ASSET_SORT_KEYS.includes(key as AssetSortKey) && (direction === 'asc' || direction === 'desc')
        ? { key: key as AssetSortKey, direction }
        : DEFAULT_ASSET_TABLE_QUERY.sort,
  };
}

export function withAssetTableQuery(params: URLSearchParams, query: AssetTableQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  if (query.window === DEFAULT_ASSET_TABLE_QUERY.window) next.delete('window');
  else next.set('window', query.window);
  if (orderText(query.sort) === orderText(DEFAULT_ASSET_TABLE_QUERY.sort)) next.delete('order');
  else next.set('order', orderText(query.sort));
  return next;
}
