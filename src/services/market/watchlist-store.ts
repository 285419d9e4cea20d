import { decodeWatchlist, encodeWatchlist, toggleWatched, watchlistKey, type WatchEntry } from '../../domain/market/watchlist';
import type { KeyValueStore } from '../storage/key-value-store';

/** The watchlist kept in the device's storage, with a listener per view (the asset page's button and the market's list). */
export interface WatchlistStore {
  list(): WatchEntry[];
  toggle(entry: WatchEntry): void;
  subscribe(listener: () => void): () => void;
}

const listeners = new Set<() => void>();

export function watchlistStore(store: KeyValueStore, network: string): WatchlistStore {
  const key = watchlistKey(network);
  return {
    list: () => decodeWatchlist(store.get(key)),
    toggle(entry) {
      store.set(key, encodeWatchlist(toggleWatched(decodeWatchlist(store.get(key)), entry)));
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
