import * as v from 'valibot';
import { MARKET_CATEGORIES } from '../entities';
import { assetFromPath } from './market-paths';
import { assetKey, type MarketAsset } from './market-reads';

/**
 * A watchlist: the assets a trader follows, kept on this device per network (no account needed), newest first.
 * What is stored is decoded like a server's answer: an entry that no longer names an asset is dropped.
 */
export const WATCHLIST_MAX = 50;

export interface WatchEntry {
  readonly asset: MarketAsset;
  /** The name the asset's page showed when it was added (a collection's own name, a tick, a domain kind). */
  readonly name: string;
}

const Stored = v.array(v.object({ category: v.picklist(MARKET_CATEGORIES), key: v.pipe(v.string(), v.minLength(1)), name: v.string() }));

export const watchlistKey = (network: string) => `watchlist:${network}`;

const same = (a: MarketAsset, b: MarketAsset) => a.category === b.category && assetKey(a) === assetKey(b);

/** The stored list, decoded; anything damaged reads as an empty list, an entry naming no asset is left out. */
export function decodeWatchlist(text: string | null): WatchEntry[] {
  if (!text) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  const parsed = v.safeParse(Stored, json);
  if (!parsed.success) return [];
  return parsed.output.flatMap(({ category, key, name }) => {
    const asset = assetFromPath(category, key);
    return asset ? [{ asset, name }] : [];
  });
}

export const encodeWatchlist = (list: readonly WatchEntry[]): string =>
  JSON.stringify(list.map(({ asset, name }) => ({ category: asset.category, key: assetKey(asset), name })));

export const isWatched = (list: readonly WatchEntry[], asset: MarketAsset): boolean => list.some((e) => same(e.asset, asset));

/** Adds the asset first, or takes it off when it is there; the oldest go past WATCHLIST_MAX. */
export function toggleWatched(list: readonly WatchEntry[], entry: WatchEntry): WatchEntry[] {
  if (isWatched(list, entry.asset)) return list.filter((e) => !same(e.asset, entry.asset));
  return [entry, ...list].slice(0, WATCHLIST_MAX);
}
