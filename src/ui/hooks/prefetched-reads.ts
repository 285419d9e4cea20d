import type { QueryClient } from '@tanstack/query-core';
import type { Api } from '../../services/api/create-api';
import type { AppServices } from '../../services/app-services';

/**
 * Reads asked for before their view exists (app/route-reads.ts, at start): use-remote.ts's first view of such a key
 * shows that answer, or waits for that request, and makes none of its own. Apart from use-remote.ts, so the site's
 * entry can ask without carrying the views' query library. The keys are kept per query client (a mount: the site, each
 * widget, a test).
 */
const prefetched = new WeakMap<QueryClient, Map<string, Promise<void>>>();
/** The keys asked for before their view exists and not yet shown by one, each with its request. */
export function prefetchedKeys(queries: QueryClient): Map<string, Promise<void>> {
  let keys = prefetched.get(queries);
  if (!keys) prefetched.set(queries, (keys = new Map()));
  return keys;
}

/**
 * Asks for the read a page will show under `key`, before its view exists (app/route-reads.ts): the first view that
 * then mounts with the same key shows this answer, or waits for this request, and makes none of its own. Asked again
 * before such a view has shown it (an item's page asks from its own script, then from the entry), it is the same
 * request. Settles (never rejects) once the answer or its error is in.
 */
export function prefetchRemote<T>(
  services: Pick<AppServices, 'api' | 'queries'>,
  key: string,
  load: (api: Api, signal: AbortSignal) => Promise<T>,
): Promise<void> {
  const keys = prefetchedKeys(services.queries);
  let read = keys.get(key);
  if (!read) {
    read = services.queries.prefetchQuery({ queryKey: ['remote', key], queryFn: ({ signal }) => services.api().then((api) => load(api, signal)) });
    keys.set(key, read);
  }
  return read;
}
