import { SINGLE_PAGE_QUERY, SINGLE_PAGE_VALUE } from '../../domain/constants';
import type { KeyValueStore } from '../../services/storage/key-value-store';

const STORE_KEY = 'singlePage';

/**
 * Single-page mode: `?only=1` marks it, and it is remembered for the session
 * (sessionStorage), so later pages without the query stay in it; `?only=0` (any other value) turns it off.
 */
export function resolveSinglePageMode(search: string, sessionStore: KeyValueStore): boolean {
  const asked = new URLSearchParams(search).get(SINGLE_PAGE_QUERY);
  if (asked === SINGLE_PAGE_VALUE) {
    sessionStore.set(STORE_KEY, SINGLE_PAGE_VALUE);
    return true;
  }
  if (asked !== null) {
    sessionStore.remove(STORE_KEY);
    return false;
  }
  return sessionStore.get(STORE_KEY) === SINGLE_PAGE_VALUE;
}
