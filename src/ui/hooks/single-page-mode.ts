import { SINGLE_PAGE_QUERY, SINGLE_PAGE_VALUE } from '../../domain/constants';
import type { KeyValueStore } from '../../services/storage/key-value-store';

const STORE_KEY = 'singlePage';

/**
 * Single-page mode: `?only=1` marks it, and it is remembered for the session
 * (sessionStorage), so later pages without the query stay in it.
 */
export function resolveSinglePageMode(search: string, sessionStore: KeyValueStore): boolean {
  if (new URLSearchParams(search).get(SINGLE_PAGE_QUERY) === SINGLE_PAGE_VALUE) {
    sessionStore.set(STORE_KEY, SINGLE_PAGE_VALUE);
    return true;
  }
  return sessionStore.get(STORE_KEY) === SINGLE_PAGE_VALUE;
}
