import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { Api } from '../../services/api/create-api';
import { prefetchedKeys } from './prefetched-reads';
import { notOfferedWords } from '../../services/http/api-error';
import { failureMessage } from '../../services/http/error-routing';
import { useServices } from './services';

export type Remote<T> =
  | { readonly status: 'loading'; readonly data: T | null }
  | { readonly status: 'ready'; readonly data: T }
  /** `notOffered`: the network's upstream has no such call, so asking again can never succeed (the message says where it works). */
  | { readonly status: 'failed'; readonly data: T | null; readonly message: string; readonly notOffered?: boolean };

export interface RemoteOptions {
  /** Read again every this many ms while the tab is shown (a page that follows the chain). */
  readonly everyMs?: number;
}

/**
 * A read from the server for a view, through the mount's query client (TanStack Query): loading, ready or failed
 * with a message, and `retry`. `key` names the resource and everything the read depends on; views that show the
 * same key share one request and its answer. A new key's read aborts nothing shown: the last key's data stays
 * while the next loads, so lists do not flash empty, and an answer for an earlier key is never shown as the new one.
 */
export function useRemote<T>(key: string, load: (api: Api, signal: AbortSignal) => Promise<T>, options: RemoteOptions = {}): Remote<T> & { retry: () => void } {
  const services = useServices();
  const query = useQuery<T, Error, T, string[]>(
    {
      queryKey: ['remote', key],
      queryFn: ({ signal }) => services.api().then((api) => load(api, signal)),
      // The read asked for at start, beside the page's module (prefetchRemote), is the page's own: its first view shows
      // that answer (or waits for it) and asks again only when shown again later.
      refetchOnMount: () => !prefetchedKeys(services.queries).has(key),
      placeholderData: keepPreviousData,
      refetchInterval: options.everyMs ?? false,
      // A page that follows the chain reads at once when its tab is shown again (the client asks nothing while hidden).
      refetchOnWindowFocus: options.everyMs !== undefined,
    },
    services.queries,
  );
  const queries = services.queries;
  useEffect(() => void prefetchedKeys(queries).delete(key), [queries, key]);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { ...remoteOf<T>(query), retry };
}

/** Reads again now every read shown whose key starts with `prefix` (after an operation changed what they show). */
export function useReadAgain(): (prefix: string) => void {
  const { queries } = useServices();
  return useCallback(
    (prefix: string) => void queries.invalidateQueries({ queryKey: ['remote'], predicate: (query) => String(query.queryKey[1]).startsWith(prefix) }),
    [queries],
  );
}

function remoteOf<T>(query: {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  isPlaceholderData: boolean;
  data: T | undefined;
  error: unknown;
}): Remote<T> {
  const data = query.data ?? null;
  if (query.status === 'error' && query.fetchStatus !== 'fetching') {
    const notOffered = notOfferedWords(query.error);
    return notOffered ? { status: 'failed', data, message: notOffered, notOffered: true } : { status: 'failed', data, message: failureMessage(query.error) };
  }
  if (query.status === 'success' && !query.isPlaceholderData) return { status: 'ready', data: query.data as T };
  return { status: 'loading', data };
}
