import { describe, expect, it } from 'vitest';
import { searchTargets } from '../../src/domain/search';
import { searchResults } from '../../src/services/reads/search-reads';
import { makeApi } from './helpers';
import { shapeServer } from './shape-harness';

/** Issue 44, 15 (e): Search finds a collection by its name (any part of it, any case), through the market's collection list. */
const net = shapeServer();
const collections = {
  total: 3,
  list: [
    { collectionId: 'devnet-punks', name: 'Devnet Punks', listed: 12, floorPrice: 250_000, verification: true },
    { collectionId: 'pixel-frogs', name: 'Pixel Frogs', listed: 3, floorPrice: 90_000, verification: true },
    { collectionId: 'punkish-apes', name: 'Apes', floorPrice: 10_000 },
  ],
};

describe('search by collection name', () => {
  it('part of a name, any case, finds the collection, linked to its market page', async () => {
    net.answer({ '/market/collection/auction/collection_statistic_list': collections });
    const { api } = makeApi();
    const found = await searchResults(searchTargets('NET pun', 'testnet'))(api);
    expect(found.filter((f) => f.kind === 'Collection')).toEqual([
      { kind: 'Collection', title: 'Devnet Punks', nameKind: 'name', detail: 'Collection · 12 listed', to: '/market/collection/devnet-punks' },
    ]);
  });

  it('part of its id finds a collection too', async () => {
    net.answer({ '/market/collection/auction/collection_statistic_list': collections });
    const { api } = makeApi();
    const found = await searchResults(searchTargets('kish-ap', 'testnet'))(api);
    expect(found.filter((f) => f.kind === 'Collection')).toEqual([
      { kind: 'Collection', title: 'Apes', nameKind: 'name', detail: 'Collection', to: '/market/collection/punkish-apes' },
    ]);
  });

  it('words with a space find a collection by its full name', async () => {
    net.answer({ '/market/collection/auction/collection_statistic_list': collections });
    const { api } = makeApi();
    const found = await searchResults(searchTargets('pixel frogs', 'testnet'))(api);
    expect(found.filter((f) => f.kind === 'Collection').map((f) => f.title)).toEqual(['Pixel Frogs']);
  });

  it('a network whose market has no collections (the gateway: not offered) finds the tick and no collection, and no error', async () => {
    net.refuse(
      '/market/collection/auction/collection_statistic_list',
      -404,
      "This is not offered on Bitcoin testnet: UniSat's open API has it only on Bitcoin mainnet and Fractal mainnet.",
    );
    net.answer({ '/query/runes/info-list': { start: 0, total: 0, detail: [] } });
    net.answer({ '/query/brc20/6f726469/info': { ticker: 'ordi', max: '21000000', limit: '1000', totalMinted: '2000' } });
    const { api } = makeApi();
    const found = await searchResults(searchTargets('ordi', 'testnet'))(api);
    expect(found.map((f) => [f.kind, f.title])).toEqual([['brc-20', 'ordi']]);
  });
});
