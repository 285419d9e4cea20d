import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { collectionSearchOf, searchCollectionListings } from '../../domain/market/collection-search';
import type { ListingQuery, ListingRow, MarketAsset } from '../../domain/market/market-reads';
import { failureMessage } from '../../services/http/error-routing';
import { useServices } from '../hooks/services';
import { useSettled } from '../hooks/use-settled';

/** How long typing must stop before a collection's search reads its listings and filters them. */
export const COLLECTION_SEARCH_DELAY_MS = 300;

export type CollectionSearch =
  | { readonly status: 'none' }
  | { readonly status: 'loading'; readonly search: string }
  | { readonly status: 'failed'; readonly search: string; readonly message: string; readonly retry: () => void }
  | { readonly status: 'ready'; readonly search: string; readonly rows: readonly ListingRow[] };

/**
 * Search within a collection's listings (issue 44): the open API's list has no item-name filter, so once the user has
 * typed a search (and stopped for COLLECTION_SEARCH_DELAY_MS) the collection's listings under the page's sort and price
 * bounds are read once, all at once (its `all`), and filtered by the rule of collection-search.ts as the text changes.
 * No read for any other category, nor before a search is typed.
 */
export function useCollectionSearch(asset: MarketAsset, query: ListingQuery, text: string): CollectionSearch {
  const services = useServices();
  const collectionId = asset.category === 'collection' ? asset.collectionId : null;
  const search = collectionId === null ? null : collectionSearchOf(text);
  const settled = useSettled(search, COLLECTION_SEARCH_DELAY_MS);
  const all = useQuery(
    {
      queryKey: ['remote', `collection-listings:${collectionId ?? ''}:${JSON.stringify(query)}`],
      queryFn: ({ signal }) => services.api().then((api) => api.reads.collectionListings(collectionId ?? '', query, signal)),
      enabled: collectionId !== null && settled !== null,
      // Read once while the page shows it: more typing filters what was read (a new sort or price bound reads again).
      staleTime: Infinity,
      gcTime: 0,
    },
    services.queries,
  );
  const rows = useMemo(() => (all.data && settled !== null ? searchCollectionListings(all.data.list, settled) : null), [all.data, settled]);
  if (search === null || settled === null) return { status: 'none' };
  if (all.status === 'error' && all.fetchStatus !== 'fetching')
    return { status: 'failed', search: settled, message: failureMessage(all.error), retry: () => void all.refetch() };
  if (rows === null || all.fetchStatus === 'fetching') return { status: 'loading', search: settled };
  return { status: 'ready', search: settled, rows };
}
