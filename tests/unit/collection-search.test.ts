import { describe, expect, it } from 'vitest';
import { collectionSearchOf, matchesCollectionSearch, noCollectionMatch, searchCollectionListings } from '../../src/domain/market/collection-search';

const punks = [
  { name: 'Devnet Punk #2', inscriptionNumber: 41 },
  { name: 'Devnet Punk #3', inscriptionNumber: 123 },
  { name: 'Golden Ape', inscriptionNumber: 7 },
  { inscriptionNumber: 2 },
];

describe('search within a collection (issue 44)', () => {
  it('finds items whose name contains the text, in any case', () => {
    expect(searchCollectionListings(punks, 'punk #2').map((l) => l.name)).toEqual(['Devnet Punk #2']);
    expect(searchCollectionListings(punks, 'DEVNET').map((l) => l.name)).toEqual(['Devnet Punk #2', 'Devnet Punk #3']);
    expect(searchCollectionListings(punks, '  golden  ').map((l) => l.name)).toEqual(['Golden Ape']);
  });

  it('finds an item by its exact inscription number, with or without #', () => {
    expect(searchCollectionListings(punks, '123').map((l) => l.name)).toEqual(['Devnet Punk #3']);
    expect(searchCollectionListings(punks, '#123').map((l) => l.name)).toEqual(['Devnet Punk #3']);
    // 12 is no item's number and in no name: a number matches exactly, not as the start of one.
    expect(searchCollectionListings(punks, '12')).toEqual([]);
    // "2": item #2 (no name) by its number, and the name containing "2".
    expect(searchCollectionListings(punks, '2')).toEqual([{ name: 'Devnet Punk #2', inscriptionNumber: 41 }, { inscriptionNumber: 2 }]);
    expect(matchesCollectionSearch({ name: 'Golden Ape', inscriptionNumber: 7 }, '#7')).toBe(true);
    expect(matchesCollectionSearch({ name: 'Golden Ape', inscriptionNumber: 7 }, '#8')).toBe(false);
  });

  it('finds nothing for a text no item has, and says so with the text', () => {
    expect(searchCollectionListings(punks, 'zzz')).toEqual([]);
    expect(noCollectionMatch('zzz')).toBe('No listing in this collection matches “zzz”.');
  });

  it('a blank search is none; what is typed is trimmed and kept to 64 characters', () => {
    expect(collectionSearchOf('   ')).toBeNull();
    expect(collectionSearchOf(null)).toBeNull();
    expect(collectionSearchOf(' Punk ')).toBe('Punk');
    expect(collectionSearchOf('x'.repeat(70))).toBe('x'.repeat(64));
  });
});
