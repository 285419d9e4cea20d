import { describe, expect, it } from 'vitest';
import { isDefaultListingQuery, listingQueryFrom, withListingQuery } from '../../src/domain/market/listing-query';
import { DEFAULT_LISTING_QUERY } from '../../src/domain/market/market-reads';

describe('a listings view in the address (issue 27, 8)', () => {
  it('reads what it is given, the default for what is missing or not valid, and writes only what differs', () => {
    // `sale` (fixed price or auction) is read no more: the open API's list has no such filter (issue 42).
    const q = listingQueryFrom(new URLSearchParams('view=activity&sort=price-desc&sale=auction&names=2_letters&min=1000&max=abc'));
    expect(q).toEqual({ sort: 'price-desc', domainFilter: '2_letters', minPrice: 1000, maxPrice: null, nameSearch: null });
    expect(withListingQuery(new URLSearchParams('view=activity'), q).toString()).toBe('view=activity&sort=price-desc&names=2_letters&min=1000');
    expect(withListingQuery(new URLSearchParams('sort=price-desc'), DEFAULT_LISTING_QUERY).toString()).toBe('');
    expect(listingQueryFrom(new URLSearchParams('sort=nope&sale=x&names=y'))).toEqual(expect.objectContaining({ sort: 'recent', domainFilter: 'All' }));
    expect(isDefaultListingQuery(listingQueryFrom(new URLSearchParams('')))).toBe(true);
    expect(isDefaultListingQuery(q)).toBe(false);
  });

  it("a name search (domains: the open API's domainFuzzy) is kept as q, trimmed and in lower case; blank is none", async () => {
    const { listingFilter } = await import('../../src/domain/market/market-reads');
    const q = listingQueryFrom(new URLSearchParams('q=%20Bo%20'));
    expect(q.nameSearch).toBe('bo');
    expect(withListingQuery(new URLSearchParams(''), q).toString()).toBe('q=bo');
    expect(listingFilter({ category: 'domain', kind: 'btc' }, q)).toEqual({ domainType: 'btc', domainFuzzy: 'bo' });
    // Not sent for other categories: the open API searches names only among domains.
    expect(listingFilter({ category: 'collection', collectionId: 'devnet-punks' }, q)).toEqual({ collectionId: 'devnet-punks' });
    expect(listingQueryFrom(new URLSearchParams('q=%20%20')).nameSearch).toBeNull();
    expect(isDefaultListingQuery(q)).toBe(false);
  });
});

describe("a market home's table in the address (issue 27, 8)", () => {
  it('window and order round-trip, defaults left out, nonsense ignored, other parameters kept', async () => {
    const { assetTableQueryFrom, withAssetTableQuery, DEFAULT_ASSET_TABLE_QUERY } = await import('../../src/domain/market/listing-query');
    const query = { window: '7d', sort: { key: 'change', direction: 'asc' } } as const;
    const params = withAssetTableQuery(new URLSearchParams('tab=domain'), query);
    expect(params.toString()).toBe('tab=domain&window=7d&order=change-asc');
    expect(assetTableQueryFrom(params)).toEqual(query);
    expect(withAssetTableQuery(params, DEFAULT_ASSET_TABLE_QUERY).toString()).toBe('tab=domain');
    expect(assetTableQueryFrom(new URLSearchParams('window=2y&order=price-up'))).toEqual(DEFAULT_ASSET_TABLE_QUERY);
  });
});
