import { describe, expect, it } from 'vitest';
import { requestProblems } from '../helpers/swagger-request';

/**
 * The request check the shape tests use (tests/helpers/swagger-request.ts), on fixtures: a field the swagger's closed
 * request schema does not have fails by name, as do a missing required field, a value outside an enum, a number where
 * it has a string, and a query without its required parameters.
 */
describe("the swagger's request check", () => {
  const confirm = { auctionId: 'a1', psbt: '70736274ff', fromBase64: false };

  it('a confirm_put_on with walletType fails, naming walletType; without it, it passes', () => {
    const path = '/v3/market/brc20/auction/confirm_put_on';
    expect(requestProblems({ method: 'POST', path, body: { ...confirm, walletType: 'unisat' } })).toEqual([
      'body.walletType: not a field of this request (the schema is closed)',
    ]);
    expect(requestProblems({ method: 'POST', path, body: confirm })).toEqual([]);
  });

  it('a confirm_bid with walletType fails by name too; its required psbtBid missing is named', () => {
    const path = '/v3/market/collection/auction/confirm_bid';
    expect(requestProblems({ method: 'POST', path, body: { auctionId: 'a', bidId: 'b', fromBase64: false, walletType: 'xverse' } })).toEqual([
      'body.psbtBid: required, missing',
      'body.walletType: not a field of this request (the schema is closed)',
    ]);
  });

  it("runes create_put_on: index a number, Auction and auctionTime are each named; the swagger's shape passes", () => {
    const path = '/v3/market/runes/auction/create_put_on';
    const good = { nftType: 'runes', txid: 'ab'.repeat(32), index: '1', initPrice: '120000', unitPrice: '120', pubkey: '02aa', marketType: 'fixedPrice' };
    expect(requestProblems({ method: 'POST', path, body: good })).toEqual([]);
    expect(requestProblems({ method: 'POST', path, body: { ...good, index: 1, marketType: 'auction', auctionTime: 3_600_000 } })).toEqual([
      'body.index: 1 (integer) where the swagger has string',
      'body.marketType: "auction" is not one of ["fixedPrice"]',
      'body.auctionTime: not a field of this request (the schema is closed)',
    ]);
  });

  it('nested closed objects: filter.marketType on list is named', () => {
    const body = { filter: { nftType: 'brc20', tick: 'ordi', marketType: 'fixedPrice' }, sort: { onSaleTime: -1 }, start: 0, limit: 20 };
    expect(requestProblems({ method: 'POST', path: '/v3/market/brc20/auction/list', body })).toEqual([
      'body.filter.marketType: not a field of this request (the schema is closed)',
    ]);
  });

  it('a call without a request body takes no fields (domain_types and timeType)', () => {
    const path = '/v3/market/domain/auction/domain_types';
    expect(requestProblems({ method: 'POST', path, body: { timeType: '24h' } })).toEqual([
      'body.timeType: not a field of this request (the call takes no body)',
    ]);
    expect(requestProblems({ method: 'POST', path, body: {} })).toEqual([]);
  });

  it('a query: required parameters missing, an undeclared one, a value outside the enum, each named; an unknown path is no call', () => {
    const path = '/v1/indexer/brc20/ordi/history';
    expect(requestProblems({ method: 'GET', path, query: new URLSearchParams('start=0&limit=20&sort=asc') })).toEqual([
      'query.type: required, missing',
      'query.height: required, missing',
      'query.sort: not a parameter of this call',
    ]);
    expect(requestProblems({ method: 'GET', path, query: new URLSearchParams('type=all&height=100&start=0&limit=20') })).toEqual([
      'query.type: "all" is not one of ["inscribe-deploy","inscribe-mint","inscribe-transfer","transfer","send","receive"]',
    ]);
    expect(requestProblems({ method: 'GET', path: '/v3/market/brc20/auction/detail' })).toEqual([
      'GET /v3/market/brc20/auction/detail: no such call in the swagger',
    ]);
  });
});
