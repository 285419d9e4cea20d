import { describe, expect, it } from 'vitest';
import { createKeyValueStore, keepsAnything } from '../../src/services/storage/key-value-store';
import { resolveSinglePageMode } from '../../src/ui/hooks/single-page-mode';

describe('key-value store', () => {
  it('never throws when storage does, and remembers in memory', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createKeyValueStore(broken);
    expect(() => store.set('a', '1')).not.toThrow();
    expect(store.get('a')).toBe('1');
    store.remove('a');
    expect(store.get('a')).toBeNull();
  });

  it('tells whether the app keeps anything in a storage: only its own keys count, and a storage it cannot read keeps nothing', () => {
    const storage = (keys: string[]) => ({ length: keys.length, key: (i: number) => keys[i] ?? null });
    expect(keepsAnything(storage([]))).toBe(false);
    expect(keepsAnything(storage(['devnet-wallet:account', 'theme']))).toBe(false);
    expect(keepsAnything(storage(['devnet-wallet:account', 'ba:network']))).toBe(true);
    expect(keepsAnything(null)).toBe(false);
    const denied = {
      get length(): number {
        throw new Error('denied');
      },
      key: () => null,
    };
    expect(keepsAnything(denied)).toBe(false);
  });
});

describe('single-page mode (spec 001 section 2)', () => {
  it('only=1 is remembered for the session', () => {
    const store = createKeyValueStore(null);
    expect(resolveSinglePageMode('?tab=x', store)).toBe(false);
    expect(resolveSinglePageMode('?only=1', store)).toBe(true);
    expect(resolveSinglePageMode('', store)).toBe(true);
    // ?only=0 turns it off for the rest of the session (issue 27, 16).
    expect(resolveSinglePageMode('?only=0', store)).toBe(false);
    expect(resolveSinglePageMode('', store)).toBe(false);
  });
  it('only=0 or another value does not set it', () => {
    const store = createKeyValueStore(null);
    expect(resolveSinglePageMode('?only=0', store)).toBe(false);
    expect(resolveSinglePageMode('?only=true', store)).toBe(false);
  });
});
