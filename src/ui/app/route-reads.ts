import type { AppServices } from '../../services/app-services';
import { prefetchRemote } from '../hooks/prefetched-reads';
import { itemReadKey, itemTargetOf } from '../market/item-target';

/**
 * The item pages' routes (routes.tsx: `listing/:category/:auctionId`, `inscription/:inscriptionId`), matched here as the
 * router matches them (any case, a trailing slash, each part decoded) without the router: an item's page asks for its
 * read from a script of its own that carries no framework (item-read-first.ts).
 */
const ITEM_ROUTES: readonly (readonly string[])[] = [
  ['listing', ':category', ':auctionId'],
  ['inscription', ':inscriptionId'],
];

/**
 * The read whose answer a page's largest part shows, asked for at start beside the page's module rather than once the
 * page has rendered (issue 46): an item's listing, inscription and bids. The page's view mounts with the same key and
 * shows this answer (use-remote.ts). Other pages read as they render.
 */
export function prefetchRouteReads(location: Location, services: Pick<AppServices, 'api' | 'queries'>): Promise<void> | null {
  const target = routeTarget(location);
  // item-read-first.ts asks before the entry, which asks again as it starts: one request (prefetchRemote).
  return target ? prefetchRemote(services, itemReadKey(target), (api, signal) => api.reads.item(target, signal)) : null;
}

/** Does the page at `location` show a read as its largest part (an item's page)? */
export const routeWaitsForARead = (location: Location): boolean => routeTarget(location) !== null;

type Location = { readonly pathname: string; readonly search: string };

function routeTarget(location: Location) {
  const parts = location.pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const pattern of ITEM_ROUTES) {
    const params = matchParts(pattern, parts);
    if (params) return itemTargetOf(params, new URLSearchParams(location.search));
  }
  return null;
}

/** The route's params when `parts` (the path's, split at '/') are its pattern's; else null. */
function matchParts(pattern: readonly string[], parts: readonly string[]): Record<string, string> | null {
  if (parts.length !== pattern.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const value = parts[i]!;
    if (part.startsWith(':')) {
      if (value === '') return null;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        params[part.slice(1)] = value;
      }
    } else if (value.toLowerCase() !== part) return null;
  }
  return params;
}
