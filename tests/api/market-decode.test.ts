import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decodeAnswer } from '../../src/services/http/decode';
import { failureMessage } from '../../src/services/http/error-routing';
import * as S from '../../src/domain/market/market-schemas';
import * as L from '../../src/domain/market/market-list-schemas';

/**
 * Conformance of the market's schemas with the open API (issue 25): for each call the swagger has, an answer built
 * from its schema (the required fields only, amounts in the swagger's types) decodes, and what the views read comes
 * out in the app's types. The devnet's real answers go through the same schemas in tests/devnet/market-decode.test.ts.
 */
const decode = <Schema extends v.GenericSchema>(schema: Schema, data: unknown, call: string) => decodeAnswer(schema, data, { layer: 'market', call });
const PSBT = '70736274ff01';

describe("the market's answers against the swagger (required fields, optional ones absent)", () => {
  it('create_bid_prepare: every field optional in the swagger, no `discounts` in the real API (none applied)', () => {
    // The swagger marks nothing required; these are the fields the dialog cannot show a purchase without.
    const real = { serverFee: 3000, serverReal: 3000, serverFeeRate: 0.02, txSize: 250, feeRate: 10, availableBalance: 2_000_000 };
    expect(decode(S.BidPrepare, real, 'create_bid_prepare')).toEqual({ ...real, discounts: [] });
    expect(decode(S.BidPrepare, { ...real, nftValue: 546, allBalance: 2_100_000 }, 'create_bid_prepare')).toMatchObject({ nftValue: 546, discounts: [] });
  });

  it('create_bid: the fees the market built with come out (networkFee among them); psbtBid2, psbtSettle, bidSignIndexes may be absent', () => {
    const real = { bidId: 'b1', psbtBid: PSBT, serverFee: 3000, networkFee: 2710, feeRate: 10, nftValue: 546 };
    expect(decode(S.Bid, real, 'create_bid')).toEqual({ ...real, psbtBid2: '', psbtSettle: '', bidSignIndexes: undefined });
    expect(() => decode(S.Bid, { ...real, networkFee: undefined }, 'create_bid')).toThrow("The market's answer to create_bid is missing `networkFee`.");
  });

  it("a rune lot's row: the outpoint in its required inscriptionId is the lot's output, and no inscription; a brc-20 row's is its inscription", () => {
    const row = {
      auctionId: 'r1',
      nftType: 'runes',
      marketType: 'fixedPrice',
      price: 260000,
      tick: 'DEVNET•RUNE',
      amount: 10000,
      inscriptionId: `${'ab'.repeat(32)}:2`,
    };
    const [rune] = decode(L.ListingRows, { list: [row], total: 1 }, 'list').list;
    expect(rune).toMatchObject({ auctionId: 'r1', amount: '10000', output: { txid: 'ab'.repeat(32), vout: 2 } });
    expect(rune).not.toHaveProperty('inscriptionId');
    const [other] = decode(L.ListingRows, { list: [{ ...row, inscriptionId: 'not an outpoint' }], total: 1 }, 'list').list;
    expect(other).not.toHaveProperty('inscriptionId');
    expect(other).not.toHaveProperty('output');
    const [brc20] = decode(L.ListingRows, { list: [{ ...row, nftType: 'brc20', tick: 'ordi', inscriptionId: `${'cd'.repeat(32)}i0` }], total: 1 }, 'list').list;
    expect(brc20).toMatchObject({ inscriptionId: `${'cd'.repeat(32)}i0` });
    expect(brc20).not.toHaveProperty('output');
  });

  it('confirm_bid: the txid', () => {
    expect(decode(S.ConfirmBid, { txid: 'ab'.repeat(32) }, 'confirm_bid')).toEqual({ txid: 'ab'.repeat(32), bidId: undefined });
  });

  it('create_put_on: auctionId, psbt, signIndexes; confirm_put_on and confirm_modify_price: nothing', () => {
    expect(decode(L.PutOn, { auctionId: 'a1', psbt: PSBT, signIndexes: [0] }, 'create_put_on')).toEqual({ auctionId: 'a1', psbt: PSBT, signIndexes: [0] });
    expect(decode(S.Confirmed, {}, 'confirm_put_on')).toEqual({});
    expect(decode(S.Confirmed, {}, 'confirm_modify_price')).toEqual({});
  });

  it('create_modify_price: {psbt, signIndexes} and no auctionId', () => {
    expect(decode(L.ModifyPrice, { psbt: PSBT, signIndexes: [0] }, 'create_modify_price')).toEqual({ psbt: PSBT, signIndexes: [0] });
  });

  it('create_put_off: psbt only required; txSize and no networkFee; confirm_put_off: the txid', () => {
    expect(decode(L.PutOff, { psbt: PSBT }, 'create_put_off')).toEqual({ psbt: PSBT, txSize: undefined, btcSignIndexes: [], nftSignIndexes: [] });
    expect(decode(L.PutOff, { psbt: PSBT, txSize: 180, btcSignIndexes: [1], nftSignIndexes: [0] }, 'create_put_off')).toMatchObject({ txSize: 180 });
    expect(decode(L.ConfirmPutOff, { txid: 'cd'.repeat(32) }, 'confirm_put_off')).toEqual({ txid: 'cd'.repeat(32) });
  });

  it("list: a row's nullable fields as null, its amount a number (the swagger's type) becomes exact text", () => {
    // The swagger requires only inscriptionId of a row; the list cannot show a listing without its auctionId, price
    // and kinds, so the app requires them too. No onSaleTime, outpoint or payee: the real rows have none.
    const row = { auctionId: 'a1', inscriptionId: `${'ab'.repeat(32)}i0`, nftType: 'brc20', marketType: 'fixedPrice', price: 150000 };
    const page = decode(L.ListingRows, { list: [{ ...row, tick: null, amount: 400, unitPrice: 375, inscriptionNumber: null }], total: 1 }, 'list');
    expect(page.list[0]).toMatchObject({ ...row, amount: '400', unitPrice: 375 });
    expect(page.list[0]!.tick).toBeUndefined();
  });

  it('list: a row with neither onSaleTime nor btcAddress, txid, index decodes; the app reads none of them', () => {
    const page = decode(
      L.ListingRows,
      { list: [{ auctionId: 'a1', inscriptionId: 'x', nftType: 'collection', marketType: 'fixedPrice', price: 1 }], total: 1 },
      'list',
    );
    expect(page.list[0]).not.toHaveProperty('onSaleTime', expect.anything());
    expect(() => decode(L.ListingRows, { list: [{ inscriptionId: 'x' }], total: 1 }, 'list')).toThrow(
      "The market's answer to list is missing `list.0.auctionId`.",
    );
  });

  it('inscription_info_list: `{list}` of inscription_info items; brc20/runes_types_specified: one tick, every figure optional', () => {
    const id = `${'ab'.repeat(32)}i0`;
    expect(decode(L.InscriptionList, { list: [{ inscriptionId: id, auctionId: null }] }, 'inscription_info_list').list[0]).toMatchObject({
      inscriptionId: id,
      listed: false,
    });
    expect(() => decode(L.InscriptionList, [{ inscriptionId: id }], 'inscription_info_list')).toThrow("The market's answer to inscription_info_list");
    expect(decode(L.TypesSpecified, { tick: 'ordi' }, 'brc20_types_specified')).toEqual({ tick: 'ordi' });
    expect(
      decode(L.TypesSpecified, { tick: 'ordi', curPrice: 1200, changePrice: -2.5, btcVolume: 9e6, amountVolume: 7500 }, 'brc20_types_specified'),
    ).toMatchObject({
      curPrice: 1200,
      changePrice: -2.5,
    });
    expect(() => decode(L.TypesSpecified, { curPrice: 1 }, 'runes_types_specified')).toThrow("The market's answer to runes_types_specified is missing `tick`.");
  });

  it('inscription_info: only inscriptionId required; where its sat is comes from `utxo`, not `output`', () => {
    const id = `${'ab'.repeat(32)}i0`;
    expect(decode(S.Inscription, { inscriptionId: id }, 'inscription_info')).toEqual({ inscriptionId: id, listed: false });
    const real = {
      inscriptionId: id,
      auctionId: null,
      price: null,
      domain: 'alice.sats',
      domainType: 'sats',
      verification: true,
      utxo: {
        txid: 'cd'.repeat(32),
        vout: 2,
        satoshi: 546,
        inscriptions: [
          { inscriptionId: id, offset: 0 },
          { inscriptionId: 'other', offset: 300 },
        ],
      },
    };
    expect(decode(S.Inscription, real, 'inscription_info')).toMatchObject({
      output: `${'cd'.repeat(32)}:2`,
      offset: 0,
      satoshi: 546,
      sharedWith: ['other'],
      inscriptionName: 'alice.sats',
      domainKind: 'sats',
      verified: true,
      listed: false,
    });
    expect(decode(S.Inscription, { ...real, auctionId: 'a1', price: 9 }, 'inscription_info')).toMatchObject({ listed: true, auctionId: 'a1', price: 9 });
    // The swagger's `utxo` is `{}`: without both its txid and vout nothing says where the item is, and none is made up.
    const nowhere = decode(S.Inscription, { ...real, utxo: {} }, 'inscription_info');
    expect(nowhere).toMatchObject({ inscriptionId: id, inscriptionName: 'alice.sats', domainKind: 'sats', verified: true, listed: false });
    expect([nowhere.output, nowhere.offset, nowhere.satoshi, nowhere.sharedWith]).toEqual([undefined, undefined, undefined, undefined]);
    expect(decode(S.Inscription, { ...real, utxo: { vout: 2 } }, 'inscription_info').output).toBeUndefined();
  });

  it('domain_types: {list:[{domainType, curPrice, btcVolume, …}]}, every row field optional; kinds the app does not trade left out', () => {
    expect(decode(L.DomainKindRows, { list: [{}] }, 'domain_types')).toEqual([]);
    const rows = decode(
      L.DomainKindRows,
      {
        list: [
          { domainType: 'sats', curPrice: 12_000, btcVolume: 720_000, btcVolumePercent: 61.5, amountVolume: 2 },
          { domainType: 'x', curPrice: 1 },
        ],
      },
      'domain_types',
    );
    expect(rows).toEqual([{ kind: 'sats', listLowPrice: 12_000, curPrice: 12_000, volume: 720_000, sales: 2, listed: null, change: null }]);
    // The app's old shape (an array of {kind}) and an answer without `list` (optional in the swagger; the app cannot show
    // the kinds without it) are one named error.
    expect(() => decode(L.DomainKindRows, [{ kind: 'sats' }], 'domain_types')).toThrow("The market's answer to domain_types is missing `list`.");
    expect(() => decode(L.DomainKindRows, {}, 'domain_types')).toThrow("The market's answer to domain_types is missing `list`.");
    expect(() => decode(L.DomainKindRows, { list: [{ domainType: 'sats', curPrice: '12000' }] }, 'domain_types')).toThrow(
      "The market's answer to domain_types has `list.0.curPrice`",
    );
  });

  it('collection_statistic_list: rows {floorPrice, btcValue, pricePercent, verification}; a row without its collectionId is left out', () => {
    expect(decode(L.CollectionRows, { list: [{}] }, 'collection_statistic_list')).toEqual({ total: 0, list: [] });
    const page = decode(
      L.CollectionRows,
      {
        list: [{ collectionId: 'punks', name: 'Punks', floorPrice: 250_000, btcValue: 500_000, pricePercent: 44.44, listed: 2, verification: true }],
        total: 1,
      },
      'collection_statistic_list',
    );
    expect(page.list).toEqual([
      { collectionId: 'punks', name: 'Punks', verified: true, preview: null, listLowPrice: 250_000, volume: 500_000, change: '44.44', sales: null, listed: 2 },
    ]);
    expect(() => decode(L.CollectionRows, { list: [{ collectionId: 'punks', floorPrice: '250000' }] }, 'collection_statistic_list')).toThrow(
      "The market's answer to collection_statistic_list has `list.0.floorPrice`",
    );
  });

  it('collection_statistic: the header (name, desc) and figures (floorPrice, btcValue, pricePercent, listed, total, supply), every field optional', () => {
    expect(decode(L.CollectionStatistic, {}, 'collection_statistic')).toEqual({ figures: { floor: 0, change: null, listed: null } });
    const real = {
      collectionId: 'punks',
      name: 'Punks',
      desc: 'Pixel faces',
      icon: 'x',
      floorPrice: 250_000,
      btcValue: 680_000,
      pricePercent: -3.5,
      listed: 2,
      total: 8,
      supply: 10,
    };
    expect(decode(L.CollectionStatistic, real, 'collection_statistic')).toEqual({
      name: 'Punks',
      description: 'Pixel faces',
      figures: { floor: 250_000, volumeTotal: 680_000, change: '-3.5', listed: 2, minted: 8, supply: 10 },
    });
    expect(() => decode(L.CollectionStatistic, { floorPrice: '250000' }, 'collection_statistic')).toThrow(
      "The market's answer to collection_statistic has `floorPrice`",
    );
  });

  it("collection_summary: an address's collections {list:[{collectionId, icon, name, total}]}; a row without its collectionId left out", () => {
    expect(decode(L.CollectionHoldings, {}, 'collection_summary')).toEqual([]);
    expect(
      decode(L.CollectionHoldings, { list: [{ collectionId: 'punks', name: 'Punks', icon: 'x', total: 3 }, { name: 'no id' }] }, 'collection_summary'),
    ).toEqual([{ collectionId: 'punks', name: 'Punks', count: 3 }]);
    expect(() => decode(L.CollectionHoldings, { list: [{ collectionId: 'punks', total: '3' }] }, 'collection_summary')).toThrow(
      "The market's answer to collection_summary has `list.0.total`",
    );
  });

  it("domain_statistic: a kind's names per category {list:[{domainCategory, total, demo}]}", () => {
    expect(decode(L.DomainCategories, {}, 'domain_statistic')).toEqual([]);
    expect(decode(L.DomainCategories, { list: [{ domainCategory: '3D', total: 999, demo: '123.sats' }, { total: 4 }] }, 'domain_statistic')).toEqual([
      { category: '3D', total: 999, example: '123.sats' },
    ]);
    expect(() => decode(L.DomainCategories, { list: [{ domainCategory: '3D', total: '999' }] }, 'domain_statistic')).toThrow(
      "The market's answer to domain_statistic has `list.0.total`",
    );
  });

  it('actions: `event` and `timestamp` (the views read type and time); Claim rows left out; list absent is nothing', () => {
    expect(decode(L.Activity, { total: 0 }, 'actions')).toEqual({ total: 0, list: [] });
    const row = { auctionId: 'a1', inscriptionId: 'x', inscriptionNumber: 7, price: 1000, from: 'tb1qa', to: null, timestamp: 5 };
    const page = decode(
      L.Activity,
      {
        list: [
          { ...row, event: 'Sold' },
          { ...row, event: 'Claim' },
        ],
        total: 2,
      },
      'actions',
    );
    expect(page.list).toEqual([{ auctionId: 'a1', inscriptionId: 'x', inscriptionNumber: 7, price: 1000, from: 'tb1qa', to: null, type: 'Sold', time: 5 }]);
    expect(() => decode(L.Activity, { list: [{ ...row, type: 'Sold' }], total: 1 }, 'actions')).toThrow(
      "The market's answer to actions is missing `list.0.event`.",
    );
  });

  it("actions for an address's history (issue 44): Claim rows kept; a txid read where the answer has one", () => {
    const row = { auctionId: 'a1', inscriptionId: 'x', inscriptionNumber: 7, price: 1000, from: 'tb1qa', to: 'tb1qb', timestamp: 5 };
    const page = decode(
      L.AddressActivity,
      {
        list: [
          { ...row, event: 'Claim' },
          { ...row, event: 'Sold', txid: 'ab'.repeat(32) },
        ],
        total: 2,
      },
      'actions',
    );
    expect(page.list.map((r) => [r.type, r.txid])).toEqual([
      ['Claim', undefined],
      ['Sold', 'ab'.repeat(32)],
    ]);
  });

  it('a missing required field is one named error, shown in plain words', () => {
    let caught: unknown = null;
    try {
      decode(L.TickRows, { total: 3 }, 'brc20_types_many');
    } catch (error) {
      caught = error;
    }
    expect(failureMessage(caught)).toBe("The market's answer to brc20_types_many is missing `list`. Try again later.");
  });
});
