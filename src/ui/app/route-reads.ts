import { matchPath } from 'react-router';
import type { AppServices } from '../../services/app-services';
import { prefetchRemote } from '../hooks/prefetched-reads';
import { itemReadKey, itemTargetOf } from '../market/item-target';

/** The item pages' routes (routes.tsx). */
const ITEM_ROUTES = ['/listing/:category/:auctionId', '/inscription/:inscriptionId'] as const;

/**
 * The read whose answer a page's largest part shows, asked for at start beside the page's module rather than once the
 * page has rendered (issue 46): an item's listing, inscription and bids. The page's view mounts with the same key and
 * shows this answer (use-remote.ts). Other pages read as they render.
 */
export function prefetchRouteReads(location: Location, services: Pick<AppServices, 'api' | 'queries'>): Promise<void> | null {
  const target = routeTarget(location);
  return target ? prefetchRemote(services, itemReadKey(target), (api, signal) => api.reads.item(target, signal)) : null;
}

/** Does the page at `location` show a read as its largest part (an item's page)? */
export const routeWaitsForARead = (location: Location): boolean => routeTarget(location) !== null;

type Location = { readonly pathname: string; readonly search: string };

function routeTarget(location: Location) {
  for (const pattern of ITEM_ROUTES) {
    const match = matchPath(pattern, location.pathname);
    if (match) return itemTargetOf(match.params, new URLSearchParams(location.search));
  }
  return null;
}
