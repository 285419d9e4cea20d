import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING_QUERY } from '../../src/domain/market/market-reads';
import { createSweepActors } from '../../src/flows/sweep/sweep.actors';
import { makeApi } from './helpers';
import { flowServices, run, shapeServer } from './shape-harness';

/**
 * The market's reads as the pages and the sweep ask them, through the site's API client (issue 42): the open API's
 * list filter has no `marketType` and no `domainFilter` (a domain filter is its `domainCategory`), and its
 * domain_types takes no fields (no `timeType`); each request passes the swagger's request check.
 */
const net = shapeServer();
const page = { list: [], total: 0 };

describe('list: the swagger filter', () => {
  it('a domain kind under a domain filter and a price bound: domainCategory, no domainFilter', async () => {
    net.answer({ '/market/domain/auction/list': page });
    const { api } = makeApi();
    await api.reads.listings(
      { category: 'domain', kind: 'btc' },
      { ...DEFAULT_LISTING_QUERY, domainFilter: '3_letters', maxPrice: 900_000, sort: 'price-asc' },
      99,
    );
    expect(net.only('/market/domain/auction/list').body).toEqual({
      filter: { nftType: 'domain', domainType: 'btc', domainCategory: '3_letters', maxPrice: 900_000 },
      sort: { initPrice: 1 },
      // The open API's most a page (its limit is under 100, issue 44, 15 a).
      start: 99,
      limit: 99,
    });
  });

  it('a tick with nothing chosen: its tick only', async () => {
    net.answer({ '/market/brc20/auction/list': page });
    const { api } = makeApi();
    await api.reads.listings({ category: 'brc20', tick: 'ordi' }, DEFAULT_LISTING_QUERY, 0);
    expect(net.only('/market/brc20/auction/list').body).toEqual({ filter: { nftType: 'brc20', tick: 'ordi' }, sort: { onSaleTime: -1 }, start: 0, limit: 99 });
  });

  it('the sweep asks for the cheapest listings without a marketType (it keeps the fixed-price rows itself)', async () => {
    net.answer({ '/market/collection/auction/list': page });
    const sweep = createSweepActors({ ...flowServices(), config: { marketFeeAddress: null } });
    const out = await run(sweep.gather, {
      asset: { category: 'collection', collectionId: 'devnet-punks' },
      choice: { by: 'count', count: '3' },
      lots: [],
      again: false,
    });
    expect(out).toEqual({ lots: [], prepared: null, dropped: 0, skipped: 0 });
    expect(net.only('/market/collection/auction/list').body).toEqual({
      filter: { nftType: 'collection', collectionId: 'devnet-punks' },
      sort: { initPrice: 1 },
      start: 0,
      limit: 99,
    });
  });
});

describe('domain_types: no fields', () => {
  it('the domains table asks with an empty body, whatever window is in the address', async () => {
    net.answer({ '/market/domain/auction/domain_types': { list: [{ domainType: 'sats', curPrice: 1000, btcVolume: 5000, amountVolume: 2 }] } });
    const { api } = makeApi();
    const rows = await api.reads.assets('domain', '7d');
    expect(net.only('/market/domain/auction/domain_types').body).toEqual({});
    expect(rows.map((r) => [r.name, r.listLowPrice, r.volume, r.sales])).toEqual([['.sats', 1000, 5000, 2]]);
  });
});
