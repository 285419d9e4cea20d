import { QueryClient } from '@tanstack/query-core';
import { ApiError } from '../http/api-error';

/** How long a read waits before its one more try, when the first failed on the way (no network, a time-out, a gateway's 502/503/504). */
export const READ_RETRY_DELAY_MS = 1_000;

/** A failure on the way to the server, which a second try may get past; a server's own answer (an error code, a 4xx) is not. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'status' && (error.status === 502 || error.status === 503 || error.status === 504);
}

/**
 * The server data of one mount (the site, a widget, a test) in TanStack Query's client: the views' reads
 * (ui/hooks/use-remote.ts), keyed per resource, and the API's answers kept for a time (market config, fee rates),
 * with identical requests in flight made once. A read that failed on the way is tried once more; one the server
 * refused is not. Nothing is read again on focus: a page that follows the chain says how often.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && isTransient(error),
        retryDelay: READ_RETRY_DELAY_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

/**
 * An answer kept `ttlMs` under `key` (a failure is not kept), identical requests in flight made once: the API's
 * reads of config and fees through the mount's query client.
 */
export function cachedRead(queries: QueryClient) {
  return {
    cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      // Kept whether or not a view is reading it (a handful of small answers; no timer keeps a script's process alive).
      return queries.fetchQuery({ queryKey: ['api', key], queryFn: load, staleTime: ttlMs, gcTime: Infinity, retry: false });
    },
  };
}

export type CachedRead = ReturnType<typeof cachedRead>;
