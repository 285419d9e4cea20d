import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet } from './devnet-harness';

/**
 * The devnet as a local UniSat open API (issue 42): its open-API surface takes only what the swagger's request schema
 * allows for the call on the host it stands for, and writes its answers in the answer schema's shape. The schemas
 * are the swagger's (server/contract/open-api-schemas.ts, written by npm run open-api-calls).
 */
const KEY = 'contract-test-key';
let devnet: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  devnet = await startDevnet({ profile: 'testnet', apiKey: KEY });
});
afterAll(() => devnet.close());

const call = async (method: 'GET' | 'POST', path: string, body?: unknown, key: string | null = KEY) => {
  const res = await fetch(`${devnet.origin}${path}`, {
    method,
    headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as { code: number; msg: string; data: unknown } };
};

describe("the devnet's open-API surface", () => {
  it('refuses a confirm that carries walletType, naming the field; the log keeps it', async () => {
    const refused = await call('POST', '/v3/market/brc20/auction/confirm_put_on', {
      auctionId: 'a1',
      psbt: '70736274ff',
      fromBase64: false,
      walletType: 'unisat',
    });
    expect(refused).toEqual({
      status: 400,
      json: {
        code: -1,
        msg: 'POST /v3/market/brc20/auction/confirm_put_on: body.walletType: not a field of this request (the schema is closed)',
        data: null,
      },
    });
    const log = await (await fetch(`${devnet.origin}/devnet/api/contract`)).json();
    expect(log.data.requests).toContain('POST /v3/market/brc20/auction/confirm_put_on: body.walletType: not a field of this request (the schema is closed)');
  });

  it('refuses a missing required field and a value outside its enum', async () => {
    const list = await call('POST', '/v3/market/runes/auction/list', { filter: { nftType: 'brc20' }, start: 0, limit: 1 });
    expect(list.status).toBe(400);
    expect(list.json.msg).toBe('POST /v3/market/runes/auction/list: body.sort: required, missing; body.filter.nftType: "brc20" is not one of ["runes"]');
    const status = await call('GET', '/v1/indexer/brc20/status?start=0');
    expect(status.json.msg).toBe('GET /v1/indexer/brc20/status: query.limit: required, missing');
  });

  it('takes the key it was given, in Authorization: Bearer, only', async () => {
    expect((await call('GET', '/v1/indexer/brc20/status?start=0&limit=1', undefined, null)).status).toBe(401);
    expect((await call('GET', '/v1/indexer/brc20/status?start=0&limit=1', undefined, 'another-key')).status).toBe(401);
  });

  it('serves only what the testnet host serves: the swap and the collection market are 404 there, as on UniSat', async () => {
    expect(await call('GET', '/v1/brc20-swap/config')).toEqual({
      status: 404,
      json: { code: -1, msg: 'Route GET:/v1/brc20-swap/config not found', data: null },
    });
    expect((await call('POST', '/v3/market/collection/auction/inscription_info', { inscriptionId: `${'ab'.repeat(32)}i0` })).status).toBe(404);
  });

  it('stands for another host when the control page says so: Fractal serves the swap and the collection market, then testnet again does not', async () => {
    const profile = async (network: string) =>
      (
        await fetch(`${devnet.origin}/devnet/api/profile`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ network }),
        })
      ).json();
    expect(await profile('fractal')).toEqual({ code: 0, msg: 'ok', data: { profile: 'fractal' } });
    const config = await call('GET', '/v1/brc20-swap/config');
    expect(config.status).toBe(200);
    expect((config.json.data as { serviceGasTick: string }).serviceGasTick).toBe('sats');
    const page = await call('POST', '/v3/market/collection/auction/list', {
      filter: { nftType: 'collection', collectionId: 'devnet-punks' },
      sort: { unitPrice: 1 },
      start: 0,
      limit: 1,
    });
    const row = (page.json.data as { list: Record<string, unknown>[] }).list[0]!;
    // A row in the swagger's names: the item's name as collectionItemName, its number and content type.
    expect(row.collectionItemName).toBe('Devnet Punk #2');
    expect(row.contentType).toBe('image/svg+xml');
    expect(typeof row.inscriptionNumber).toBe('number');
    expect(await profile('moon')).toEqual({
      code: -1,
      msg: 'network must be one of mainnet, testnet, testnet4, signet, fractal, fractal-testnet.',
      data: null,
    });
    expect(await profile('testnet')).toEqual({ code: 0, msg: 'ok', data: { profile: 'testnet' } });
    expect((await call('GET', '/v1/brc20-swap/config')).status).toBe(404);
  });

  it("answers a brc-20 listing page in the answer schema's shape: the devnet's own fields left out, amounts as numbers", async () => {
    const page = await call('POST', '/v3/market/brc20/auction/list', {
      filter: { nftType: 'brc20', tick: 'ordi' },
      sort: { unitPrice: 1 },
      start: 0,
      limit: 1,
    });
    expect(page.status).toBe(200);
    const row = (page.json.data as { list: Record<string, unknown>[] }).list[0]!;
    expect(typeof row.amount).toBe('number');
    expect(Object.keys(row)).not.toContain('onSaleTime');
    expect(Object.keys(row)).not.toContain('status');
    const log = await (await fetch(`${devnet.origin}/devnet/api/contract`)).json();
    expect(log.data.answers).toEqual([]);
  });

  it("serves the tick markets' lists and the brc-20 price points in the swagger's shapes (the site builds its asset lists from them)", async () => {
    const ticks = await call('POST', '/v3/market/brc20/auction/brc20_types', { timeType: 'day7', start: 0, limit: 2 });
    expect(ticks.status).toBe(200);
    const data = ticks.json.data as { BTCPrice: number; list: Record<string, unknown>[] };
    expect(data.list.length).toBeGreaterThan(0);
    expect(Object.keys(data.list[0]!).sort()).toEqual(['amountVolume', 'btcVolume', 'cap', 'changePrice', 'curPrice', 'tick']);
    expect((await call('POST', '/v3/market/brc20/auction/brc20_types', { timeType: 'day2' })).json.msg).toBe(
      'POST /v3/market/brc20/auction/brc20_types: body.timeType: "day2" is not one of ["day1","day7","day30"]',
    );
    const runes = await call('POST', '/v3/market/runes/auction/runes_types', { timeType: 'day1', start: 0, limit: 5 });
    expect((runes.json.data as { list: { tick: string }[] }).list.map((r) => r.tick)).toContain('DEVNET•RUNE');
    const now = Date.now();
    const kline = await call('POST', '/v3/market/brc20/auction/brc20_kline', {
      tick: 'ordi',
      timeStart: now - 30 * 86_400_000,
      timeEnd: now,
      timeStep: 86_400_000,
    });
    expect(kline.status).toBe(200);
    expect(Array.isArray(kline.json.data)).toBe(true);
    const log = await (await fetch(`${devnet.origin}/devnet/api/contract`)).json();
    expect(log.data.answers).toEqual([]);
  });
});

describe("the devnet's inscribe orders, V5's (the swagger marks V2 deprecated)", () => {
  const receiver = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';
  const order = {
    clientId: receiver,
    receiver,
    feeRate: 10,
    outputValue: 546,
    files: [{ filename: 'a.txt', dataURL: 'data:text/plain;base64,Z20=' }],
    refundAddress: receiver,
    userAddress: receiver,
    userPubkey: `02${'ab'.repeat(32)}`,
  };

  it("creates an order and reads it in V5's shapes; V2's create is no call; V2's receiveAddress is refused by name", async () => {
    const created = await call('POST', '/v5/inscribe/order/create', order);
    expect(created.json.data).toEqual({
      orderId: 'order-000001',
      status: 'pending',
      payAddress: expect.stringMatching(/^tb1q/),
      receiveAddress: receiver,
      amount: 6_106,
      balance: 0,
      feeRate: 10,
      minerFee: 3_560,
      serviceFee: 2_000,
      devFee: 0,
      files: [{ filename: 'a.txt', size: 2, status: 'pending' }],
      count: 1,
      pendingCount: 1,
      unconfirmedCount: 0,
      confirmedCount: 0,
      createTimestamp: expect.any(Number),
    });
    const read = await call('GET', '/v5/inscribe/order/order-000001?orderId=order-000001');
    expect(read.json.data).toMatchObject({ orderId: 'order-000001', amount: 6_106, outputValueFee: 546 });
    expect((await call('POST', '/v2/inscribe/order/create', order)).status).toBe(404);
    const v2Body = await call('POST', '/v5/inscribe/order/create', { ...order, receiveAddress: receiver });
    expect(v2Body.json.msg).toBe('POST /v5/inscribe/order/create: body.receiveAddress: not a field of this request (the schema is closed)');
    const log = await (await fetch(`${devnet.origin}/devnet/api/contract`)).json();
    expect(log.data.answers.filter((line: string) => line.includes('inscribe'))).toEqual([]);
  });
});
