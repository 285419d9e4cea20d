import type { DomainFilter } from '../entities';
import { isDomainFilter } from './domain-filters';
import { DEFAULT_LISTING_QUERY, LISTING_SORTS, type ListingQuery, type ListingSort } from './market-reads';

/**
 * A listings view in the page's address (issue 27, 8): `sort`, `sale` (fixed or auction), `names` (a domain filter),
 * `min` and `max` (total price in sats), so a view can be shared and survives a reload. What is not given, or not
 * valid, is the default.
 */
const MARKET_TYPES = ['all', 'fixedPrice', 'auction'] as const;
const sats = (text: string | null): number | null => (text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null);

export function listingQueryFrom(params: URLSearchParams): ListingQuery {
  const sort = params.get('sort');
  const sale = params.get('sale');
  const names = params.get('names');
  return {
    sort: LISTING_SORTS.includes(sort as ListingSort) ? (sort as ListingSort) : DEFAULT_LISTING_QUERY.sort,
    marketType: (MARKET_TYPES as readonly (string | null)[]).includes(sale) ? (sale as ListingQuery['marketType']) : DEFAULT_LISTING_QUERY.marketType,
    domainFilter: isDomainFilter(names) ? (names as DomainFilter) : DEFAULT_LISTING_QUERY.domainFilter,
    minPrice: sats(params.get('min')),
    maxPrice: sats(params.get('max')),
  };
}

/** The page's address with `query` in it: the defaults left out, other parameters (the tab, the view) kept. */
export function withListingQuery(params: URLSearchParams, query: ListingQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null, fallback: string | null) =>
    value === null || value === fallback ? next.delete(name) : next.set(name, value);
  put('sort', query.sort, DEFAULT_LISTING_QUERY.sort);
  put('sale', query.marketType, DEFAULT_LISTING_QUERY.marketType);
  put('names', query.domainFilter, DEFAULT_LISTING_QUERY.domainFilter);
  put('min', query.minPrice === null ? null : String(query.minPrice), null);
  put('max', query.maxPrice === null ? null : String(query.maxPrice), null);
  return next;
}

/** Whether a listings view filters nothing (an empty list then means nothing is for sale, not nothing matched). */
export const isDefaultListingQuery = (q: ListingQuery): boolean =>
  (Object.keys(DEFAULT_LISTING_QUERY) as (keyof ListingQuery)[]).every((k) => q[k] === DEFAULT_LISTING_QUERY[k]);
