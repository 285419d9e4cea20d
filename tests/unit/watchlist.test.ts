import { describe, expect, it } from 'vitest';
import { WATCHLIST_MAX, decodeWatchlist, encodeWatchlist, isWatched, toggleWatched } from '../../src/domain/market/watchlist';

describe('the watchlist kept on this device', () => {
  it('adds newest first, takes an asset off when it is there, and reads back what it wrote', () => {
    const ordi = { asset: { category: 'brc20' as const, tick: 'ordi' }, name: 'ordi' };
    const punks = { asset: { category: 'collection' as const, collectionId: 'devnet-punks' }, name: 'Devnet Punks' };
    const both = toggleWatched(toggleWatched([], ordi), punks);
    expect(both.map((e) => e.name)).toEqual(['Devnet Punks', 'ordi']);
    expect(encodeWatchlist(both)).toBe(
      '[{"category":"collection","key":"devnet-punks","name":"Devnet Punks"},{"category":"brc20","key":"ordi","name":"ordi"}]',
    );
    expect(decodeWatchlist(encodeWatchlist(both))).toEqual(both);
    const left = toggleWatched(both, { asset: { category: 'brc20', tick: 'ordi' }, name: 'ordi' });
    expect(left.map((e) => e.name)).toEqual(['Devnet Punks']);
    expect(isWatched(left, { category: 'brc20', tick: 'ordi' })).toBe(false);
    // The same tick in another category is another asset.
    expect(isWatched(both, { category: 'runes', tick: 'ordi' })).toBe(false);
  });

  it('keeps the newest 50', () => {
    let list = toggleWatched([], { asset: { category: 'brc20', tick: 't0' }, name: 't0' });
    for (let n = 1; n <= 50; n++) list = toggleWatched(list, { asset: { category: 'brc20', tick: `t${n}` }, name: `t${n}` });
    expect(WATCHLIST_MAX).toBe(50);
    expect(list).toHaveLength(50);
    expect(list[0]!.name).toBe('t50');
    expect(list.at(-1)!.name).toBe('t1');
  });

  it('reads damaged storage as an empty list, and drops an entry that names no asset', () => {
    expect(decodeWatchlist(null)).toEqual([]);
    expect(decodeWatchlist('{not json')).toEqual([]);
    expect(decodeWatchlist('[{"category":"stocks","key":"x","name":"x"}]')).toEqual([]);
    expect(decodeWatchlist('[{"category":"domain","key":"nope","name":".nope"},{"category":"domain","key":"sats","name":".sats"}]')).toEqual([
      { asset: { category: 'domain', kind: 'sats' }, name: '.sats' },
    ]);
  });
});
