import { SigHash } from '@scure/btc-signer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { SEED_COLLECTIONS, SEED_RUNE, SEED_TICKS } from '../../devnet/indexer/seed';
import type { Api } from '../../src/services/api/create-api';
import { FEE_ADDRESS } from '../../devnet/market/market-config';
import { paddingSplitFeeCeiling } from '../../src/domain/market/buy-rules';
import type { BuyIntent } from '../../src/domain/tx-effect/intents';
import { purchaseIntent } from '../../src/flows/buy/buy.actors';
import { effectCheck } from '../helpers/effect-check';
import { networkFeeFromFacts } from '../../src/services/psbt/psbt-fee';
import { failureMessage } from '../../src/services/http/error-routing';
import { clientDeps, failure, signInputs, startDevnet } from './devnet-harness';
import { createApi } from '../../src/services/api/create-api';
import { memoryKeyVault } from '../../src/services/http/request-key-vault';
import type { MarketCall } from '../../src/services/api/market-api';
import type { MarketCategory } from '../../src/domain/entities';
import { DEVNET_TEST_EPOCH } from './devnet-clock';

const CALL_NAMES: Partial<Record<MarketCall, string>> = {
  list: 'list',
  inscription_info: 'inscriptionInfo',
  domain_types: 'domainTypes',
  collection_statistic_list: 'collectionStatisticList',
  actions: 'actions',
};

/**
 * The devnet's real answers decode through the market's schemas (issue 25): every market call the app reads, on the
 * seeded devnet, through the site's own API client (which decodes each answer); the trades on a devnet of their own.
 */
describe("the seeded devnet's market reads decode", () => {
  let h: Awaited<ReturnType<typeof startDevnet>>;
  beforeAll(async () => {
    h = await startDevnet();
  });
  afterAll(() => h.close());

  it('lists, details, bids, curves, statistics, activity, collections, inscriptions, the config', async () => {
    const m = h.api().market;
    const brc20 = m.forCategory('brc20');
    expect((await brc20.brc20TypesMany({ start: 0, limit: 99, timeType: '24h' })).list.length).toBeGreaterThan(0);
    expect((await m.forCategory('runes').runesTypesMany({ start: 0, limit: 99 })).list.map((r) => r.tick)).toContain(SEED_RUNE);
    await m.forCategory('arc20').arc20TypesMany({ start: 0, limit: 99 });
    expect((await m.forCategory('domain').domainTypes({})).length).toBeGreaterThan(0);
    const collections = await m.forCategory('collection').collectionStatisticList({ filter: { timeType: '24h' }, start: 0, limit: 20 });
    expect(collections.list.map((c) => c.collectionId)).toContain(SEED_COLLECTIONS.punks);
    await m.forCategory('collection').collectionSummary({ address: deriveAccounts()[1]!.ordinalsAddress });
    await m.forCategory('collection').collectionStatistic({ collectionId: SEED_COLLECTIONS.punks });
    await brc20.brc20Statistic({ tick: SEED_TICKS.ordi });
    expect((await m.forCategory('domain').domainStatistic({ domainType: 'sats' })).length).toBeGreaterThan(0);
    await brc20.curvePrice({ tick: SEED_TICKS.ordi, timeRange: 'day30' });
    expect((await brc20.actions({ filter: { tick: SEED_TICKS.ordi }, start: 0, limit: 20 })).total).toBeGreaterThan(0);
    await m.forCategory('brc20').config({});
    // The open API's *_types_specified (one tick, day1/day7/day30) and inscription_info_list ({list}).
    expect(await brc20.brc20TypesSpecified({ tick: SEED_TICKS.ordi, timeType: 'day7' })).toMatchObject({ tick: SEED_TICKS.ordi });
    expect(await m.forCategory('runes').runesTypesSpecified({ tick: SEED_RUNE, timeType: 'day1' })).toMatchObject({ tick: SEED_RUNE });
    let listed = 0;
    for (const category of ['brc20', 'domain', 'collection', 'runes'] as const) {
      const page = await m.forCategory(category).list({ filter: {} });
      for (const row of page.list) {
        listed++;
        expect(await m.forCategory(category).detail({ auctionId: row.auctionId })).toMatchObject({ auctionId: row.auctionId });
        await m.forCategory(category).bidHistory({ auctionId: row.auctionId });
        if (row.inscriptionId) expect(await m.forCategory('collection').inscriptionInfo({ inscriptionId: row.inscriptionId })).toMatchObject({ listed: true });
      }
    }
    expect(listed).toBeGreaterThan(0);
  });
});

describe("the seeded devnet answers the open API's shapes, not the app's old ones", () => {
  let h: Awaited<ReturnType<typeof startDevnet>>;
  beforeAll(async () => {
    h = await startDevnet();
  });
  afterAll(() => h.close());
  /** The devnet's raw answer to a market call, as the site's own client sends it (a recording fetch). */
  const raw = async (path: string, body: unknown): Promise<Record<string, unknown> & { list?: Record<string, unknown>[] }> => {
    let seen: unknown = null;
    const api = createApi({
      ...clientDeps(h.origin, () => DEVNET_TEST_EPOCH),
      keyVault: memoryKeyVault(),
      getSession: () => null,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (String(input).endsWith(path)) seen = ((await response.clone().json()) as { data: unknown }).data;
        return response;
      },
    });
    const [category, , name] = path.slice(1).split('/') as [MarketCategory, string, MarketCall];
    await (api.market as unknown as { forCategory: (c: MarketCategory) => Record<string, (b: unknown) => Promise<unknown>> }).forCategory(category)[
      CALL_NAMES[name]!
    ]!(body);
    return seen as Record<string, unknown>;
  };

  it('list rows carry no payee or outpoint; inscription_info a utxo; domain_types a list; collection rows and actions the real names', async () => {
    const rows = (await raw('/collection/auction/list', { filter: { nftType: 'collection' }, sort: { onSaleTime: -1 }, start: 0, limit: 20 })).list!;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) for (const field of ['btcAddress', 'txid', 'index']) expect(row).not.toHaveProperty(field);
    const info = await raw('/collection/auction/inscription_info', { inscriptionId: rows[0]!.inscriptionId });
    expect(info).not.toHaveProperty('output');
    expect(info.utxo).toMatchObject({ txid: expect.any(String), vout: expect.any(Number), inscriptions: expect.any(Array) });
    expect((await raw('/domain/auction/domain_types', {})).list![0]).toMatchObject({
      domainType: 'sats',
      curPrice: expect.any(Number),
      btcVolume: expect.any(Number),
    });
    const collections = (await raw('/collection/auction/collection_statistic_list', { filter: { timeType: '7d' }, start: 0, limit: 20 })).list!;
    expect(collections[0]).toMatchObject({ floorPrice: expect.any(Number), btcValue: expect.any(Number), verification: expect.any(Boolean) });
    const sold = (await raw('/brc20/auction/actions', { filter: { event: 'Sold', tick: SEED_TICKS.ordi }, start: 0, limit: 20 })).list!;
    expect(sold.length).toBeGreaterThan(0);
    for (const a of sold) expect(a).toMatchObject({ event: 'Sold', timestamp: expect.any(Number) });
  });
});

describe("the devnet's 'drop' failure: the real answer with one field removed", () => {
  let h: Awaited<ReturnType<typeof startDevnet>>;
  beforeAll(async () => {
    h = await startDevnet();
  });
  afterAll(() => h.close());

  it('is one named bad-response error in plain words, a nested field too; a bad field is refused; cleared, the answer is whole', async () => {
    const brc20 = h.api().market.forCategory('brc20');
    const paging = { start: 0, limit: 99 };
    await h.control('/fail', { path: '/market/brc20/auction/brc20_types_many', failure: { kind: 'drop', field: 'list' } });
    expect(failureMessage(await failure(brc20.brc20TypesMany(paging)))).toBe("The market's answer to brc20_types_many is missing `list`. Try again later.");
    await h.control('/fail', { path: '/market/brc20/auction/brc20_types_many', failure: { kind: 'drop', field: 'list.0.tick' } });
    expect(failureMessage(await failure(brc20.brc20TypesMany(paging)))).toBe(
      "The market's answer to brc20_types_many is missing `list.0.tick`. Try again later.",
    );
    expect((await h.control('/fail', { path: '/x', failure: { kind: 'drop', field: '' } })).code).toBe(-1);
    await h.control('/fail/clear', {});
    expect((await brc20.brc20TypesMany(paging)).list.length).toBeGreaterThan(0);
  });
});

describe("the devnet's trade answers decode: list, new price, buy, unlist", () => {
  const [seller, buyer] = deriveAccounts();
  let h: Awaited<ReturnType<typeof startDevnet>>;
  let sellerApi: Api;
  let buyerApi: Api;
  let itemId = '';
  beforeAll(async () => {
    h = await startDevnet({ seed: false });
    const { chain, indexer } = h.devnet;
    for (const a of [seller!, buyer!]) chain.fund(a.paymentAddress, 2_000_000n);
    const brc20 = (op: object) => ({ contentType: 'text/plain', content: JSON.stringify({ p: 'brc-20', tick: 'ordi', ...op }) });
    indexer.inscribe(seller!.ordinalsAddress, brc20({ op: 'deploy', max: '21000000', lim: '1000' }));
    indexer.inscribe(seller!.ordinalsAddress, brc20({ op: 'mint', amt: '1000' }));
    itemId = indexer.inscribe(seller!.ordinalsAddress, brc20({ op: 'transfer', amt: '400' })).id;
    h.devnet.mine(1);
    sellerApi = await h.signIn(seller!);
    buyerApi = await h.signIn(buyer!);
  });
  afterAll(() => h.close());

  it('each call answers what its schema says, and bidPrice is taken as a number only', async () => {
    const sell = sellerApi.market.forCategory('brc20');
    const put = await sell.createPutOn({
      nftType: 'brc20',
      inscriptionId: itemId,
      initPrice: '150000',
      unitPrice: '375',
      pubkey: seller!.ordinalsPubKey,
      marketType: 'fixedPrice',
      btcAddress: seller!.paymentAddress,
    });
    const signed = (psbt: string) => signInputs(psbt, seller!, [0], SigHash.SINGLE_ANYONECANPAY);
    await sell.confirmPutOn({ auctionId: put.auctionId, psbt: signed(put.psbt), fromBase64: false });

    // create_modify_price answers {psbt, signIndexes}; the app keeps the auctionId it asked about.
    const modified = await sell.createModifyPrice({ auctionId: put.auctionId, initPrice: '160000', unitPrice: '400' });
    expect(modified).toMatchObject({ auctionId: put.auctionId, signIndexes: [0] });
    await sell.confirmModifyPrice({ auctionId: modified.auctionId, psbt: signed(modified.psbt), fromBase64: false });

    const buy = buyerApi.market.forCategory('brc20');
    const order = { auctionId: put.auctionId, bidPrice: 160_000, address: buyer!.paymentAddress, pubkey: buyer!.paymentPubKey };
    const prepared = await buy.createBidPrepare(order);
    expect(prepared).toMatchObject({ discounts: [], serverFeeRate: 0.02 });
    expect(prepared.nftValue).toBeGreaterThan(0);
    const bid = await buy.createBid({ ...order, feeRate: 10, nftAddress: buyer!.ordinalsAddress });
    expect(bid).toMatchObject({ serverFee: prepared.serverReal, feeRate: 10 });
    expect(bid.networkFee).toBeGreaterThan(0);

    // The dialog shows create_bid's networkFee once it has answered, and the check holds the PSBT's real fee (its
    // inputs' amounts looked up by the app) to it: a prepare that estimated the size too low no longer refuses an
    // honest purchase; a PSBT that leaves miners more than that figure is refused.
    const location = h.devnet.indexer.inscription(itemId)!.location!;
    const shown = (made: typeof bid, estimate = prepared) =>
      purchaseIntent(
        {
          marketType: 'fixedPrice',
          bidSats: '160000',
          prepared: estimate,
          feeRate: 10,
          bid: made,
          padding: null,
          feeTo: null,
          token: { kind: 'brc20', tick: 'ordi', amount: '400' },
          item: { txid: location.txid, vout: location.vout },
          itemOffset: 0,
          inscriptionId: itemId,
        },
        'testnet',
        FEE_ADDRESS,
      );
    const parts = (made: typeof bid, intent: BuyIntent) => [
      ...(made.psbtBid2
        ? [{ psbt: made.psbtBid2, intent: { ...intent, padding: true, paddingFeeSats: paddingSplitFeeCeiling(10) }, toSignInputs: [{ index: 0 }] }]
        : []),
      { psbt: made.psbtBid, intent, toSignInputs: (made.bidSignIndexes ?? []).map((index) => ({ index })) },
    ];
    const underestimated = { ...prepared, txSize: prepared.txSize - 30 };
    expect(shown(bid, underestimated).networkFeeSats).toBe(BigInt(bid.networkFee));
    expect(await effectCheck(buyerApi, buyer!, parts(bid, shown(bid, underestimated)))).toBe('passed');
    expect(await effectCheck(buyerApi, buyer!, parts(bid, shown({ ...bid, networkFee: bid.networkFee - 1 })))).toMatch(
      /network fee would be .*, more than the .* shown\.$/,
    );
    await h.control('/market/tamper', { kind: 'buy-network-fee' });
    const tampered = await buy.createBid({ ...order, feeRate: 10, nftAddress: buyer!.ordinalsAddress });
    expect(await effectCheck(buyerApi, buyer!, parts(tampered, shown(tampered)))).toMatch(/^the network fee would be .*, more than the .* shown\.$/);

    // The padding split the market built first (this buyer pays from an address with no small coin): its fee from
    // the app's own look-ups is the figure the dialog shows, and the check holds the split to it, to the sat.
    expect(bid.psbtBid2).not.toBe('');
    const paddingFee = await networkFeeFromFacts(buyerApi.query, bid.psbtBid2);
    expect(paddingFee).not.toBeNull();
    expect(paddingFee! > 0n && paddingFee! <= paddingSplitFeeCeiling(10)).toBe(true);
    const padded = (feeSats: bigint) => [
      { psbt: bid.psbtBid2, intent: { ...shown(bid, underestimated), padding: true, paddingFeeSats: feeSats }, toSignInputs: [{ index: 0 }] },
      { psbt: bid.psbtBid, intent: shown(bid, underestimated), toSignInputs: (bid.bidSignIndexes ?? []).map((index) => ({ index })) },
    ];
    expect(await effectCheck(buyerApi, buyer!, padded(paddingFee!))).toBe('passed');
    expect(await effectCheck(buyerApi, buyer!, padded(paddingFee! - 1n))).toMatch(/^the network fee would be .*, more than the .* shown\.$/);

    // On-chain unlisting: create_put_off answers the size and no fee.
    const off = await sell.createPutOff({ auctionId: put.auctionId, offChain: false, nftAddress: seller!.ordinalsAddress, btcPubkey: seller!.paymentPubKey });
    expect(off.txSize).toBeGreaterThan(0);
    expect(off).not.toHaveProperty('networkFee');
    // The real API takes bidPrice as a number: text (what the app used to send) is refused, as a real server may.
    const asText: { bidPrice: number } = JSON.parse(JSON.stringify({ bidPrice: '160000' }));
    expect(await failure(buy.createBidPrepare({ ...order, ...asText }))).toMatchObject({ code: -1, serverMessage: 'bidPrice must be a number of sats.' });
  });
});
