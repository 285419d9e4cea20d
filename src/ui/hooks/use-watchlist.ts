import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { decodeWatchlist, watchlistKey, type WatchEntry } from '../../domain/market/watchlist';
import { watchlistStore } from '../../services/market/watchlist-store';
import { useNetwork } from './network-context';
import { useServices } from './services';

/** The watchlist of this network on this device, kept in step across the page's views and the browser's other tabs. */
export function useWatchlist(): { list: WatchEntry[]; toggle: (entry: WatchEntry) => void } {
  const { localStore } = useServices();
  const { network } = useNetwork();
  const store = useMemo(() => watchlistStore(localStore, network), [localStore, network]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const off = store.subscribe(listener);
      window.addEventListener('storage', listener);
      return () => (off(), window.removeEventListener('storage', listener));
    },
    [store],
  );
  // The stored text is the snapshot: the same text is the same list, so nothing renders again for nothing.
  const text = useSyncExternalStore(subscribe, () => localStore.get(watchlistKey(network)));
  const list = useMemo(() => decodeWatchlist(text), [text]);
  return { list, toggle: store.toggle };
}
