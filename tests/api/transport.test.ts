import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CACHE_TTL_MS, TIMEOUTS_MS } from '../../src/domain/constants';
import { verifyRequestSignature } from '../../server/auth/request-signature';
import { HEADER } from '../../src/services/http/request-signing';
import { canonicalRequest } from '../../src/services/http/canonical-request';
import { WEB_VERSION_HEADER } from '../../src/services/http/reload-guard';
import { BASES, failure, makeApi } from './helpers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const ok = (data: unknown, headers?: Record<string, string>) => HttpResponse.json({ code: 0, msg: 'ok', data }, { headers });

/** The fee estimate as the server answers it. */
const ESTIMATE = { BlocksFeeRateEstimate: [{ timestamp: 1, feerate: 5 }], BlocksAvgFeeRate: [], BTCPrice: 27_000 };
/** An inscribe order as the open API answers one (its required fields). */
const ORDER = { orderId: '1', status: 'pending', payAddress: 'tb1pay', amount: 10_000 };

describe('time-outs per layer (spec 001 section 9), aborted for real', () => {
  const hang = async () => {
    await delay('infinite');
    return ok(null);
  };
  const cases = [
    ['basic', 30_000, (api: ReturnType<typeof makeApi>['api']) => api.basic.preload('a'), http.get(`${BASES.basic}/base/preload`, hang)],
    ['basic-v4 config', 10_000, (api: ReturnType<typeof makeApi>['api']) => api.basic.config(), http.get(`${BASES.basicConfig}/config`, hang)],
    ['swap', 300_000, (api: ReturnType<typeof makeApi>['api']) => api.swap.poolList(), http.get(`${BASES.swap}/pool_list`, hang)],
    [
      'market',
      30_000,
      (api: ReturnType<typeof makeApi>['api']) => api.market.forCategory('brc20').detail({ auctionId: 'a' }),
      http.post(`${BASES.market}/brc20/auction/detail`, hang),
    ],
    [
      'market short (config)',
      5_000,
      (api: ReturnType<typeof makeApi>['api']) => api.market.forCategory('brc20').config(),
      http.post(`${BASES.market}/brc20/auction/config`, hang),
    ],
    [
      'market long (confirm_bid)',
      60_000,
      (api: ReturnType<typeof makeApi>['api']) =>
        api.market.forCategory('brc20').confirmBid({ auctionId: 'a', bidId: 'b', psbtBid: '', psbtBid2: '', psbtSettle: '', fromBase64: false }),
      http.post(`${BASES.market}/brc20/auction/confirm_bid`, hang),
    ],
    ['query', 10_000, (api: ReturnType<typeof makeApi>['api']) => api.query.blockchainInfo(), http.get(`${BASES.query}/blockchain/info`, hang)],
    ['external', 30_000, (api: ReturnType<typeof makeApi>['api']) => api.external.moonpayCreate('a'), http.post(`${BASES.external}/moonpay/create`, hang)],
  ] as const;

  it.each(cases)('%s: %i ms', async (_name, timeoutMs, call, handler) => {
    server.use(handler);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api } = makeApi();
    let settled: Record<string, unknown> | null = null;
    const result = failure(call(api)).then((e) => (settled = e));
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await result;
    expect(settled).toMatchObject({ kind: 'timeout' });
  });

  it('the mempool fee source falls back to the default rates when it times out', async () => {
    server.use(
      http.get(`${BASES.mempool}/v1/fees/recommended`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api } = makeApi();
    const result = api.fees.feeRates();
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.mempool);
    await expect(result).resolves.toMatchObject({ error: 'get_fee_rate_failed', rates: { economy: 15, normal: 30 } });
  });
});

describe('reloads', () => {
  it('HTTP 403 reloads at most once per 30 minutes', async () => {
    server.use(http.get(`${BASES.query}/blockchain/info`, () => new HttpResponse('forbidden', { status: 403 })));
    const { api, events, advance } = makeApi();
    await failure(api.query.blockchainInfo());
    await failure(api.query.blockchainInfo());
    advance(29 * 60_000);
    await failure(api.query.blockchainInfo());
    expect(events).toEqual([{ type: 'reload', reason: '403' }]);
    advance(60_000);
    await failure(api.query.blockchainInfo());
    expect(events).toEqual([
      { type: 'reload', reason: '403' },
      { type: 'reload', reason: '403' },
    ]);
  });

  it('a changed web-version header reloads, once per new version', async () => {
    let version = '1.0.0';
    server.use(http.get(`${BASES.query}/blockchain/info`, () => ok({ chain: 'main', blocks: 1 }, { [WEB_VERSION_HEADER]: version })));
    const { api, events } = makeApi();
    await api.query.blockchainInfo();
    await api.query.blockchainInfo();
    expect(events).toEqual([]);
    version = '1.0.1';
    await api.query.blockchainInfo();
    await api.query.blockchainInfo();
    expect(events).toEqual([{ type: 'reload', reason: 'web-version' }]);
  });
});

describe('caching (spec 001 section 9) and in-flight dedup', () => {
  it.each([
    [
      'market config',
      CACHE_TTL_MS.marketConfig,
      http.post(`${BASES.market}/brc20/auction/config`, () =>
        ok({
          minPrice: 50_000,
          maxPrice: 10 ** 10,
          maxPriceVip: 10 ** 11,
          domainMaxPrice: 10 ** 10,
          domainMaxPriceVip: 10 ** 11,
          collectionMaxPrice: 10 ** 10,
          collectionMaxPriceVip: 10 ** 11,
          inscriptionVipNeed: 3,
          onSaleConfirmBlocks: 1,
          priceFreeServerFee: 0,
          BTCPrice: 60_000,
        }),
      ),
      (api: ReturnType<typeof makeApi>['api']) => api.marketConfig('brc20'),
    ],
    [
      'entry inspection',
      CACHE_TTL_MS.entryInspection,
      http.post(`${BASES.market}/common/entry_inspection`, () => ok({ flagged: false })),
      (api: ReturnType<typeof makeApi>['api']) => api.entryInspection('tb1q'),
    ],
    [
      'fee estimate',
      CACHE_TTL_MS.feeEstimate,
      http.get(`${BASES.query}/fee-estimate`, () => ok(ESTIMATE)),
      (api: ReturnType<typeof makeApi>['api']) => api.fees.feeEstimate(),
    ],
    [
      'fee rates',
      CACHE_TTL_MS.feeRates,
      http.get(`${BASES.mempool}/v1/fees/recommended`, () => HttpResponse.json({ fastestFee: 40, halfHourFee: 30, hourFee: 20, minimumFee: 2 })),
      (api: ReturnType<typeof makeApi>['api']) => api.fees.feeRates(),
    ],
  ] as const)('%s is kept %i ms', async (_name, ttl, handler, call) => {
    let hits = 0;
    server.events.on('request:start', () => hits++);
    server.use(handler);
    // The query client keeps answers by the system clock: the test moves it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
    const { api } = makeApi();
    await call(api);
    advance(ttl - 1);
    await call(api);
    expect(hits).toBe(1);
    advance(1);
    await call(api);
    expect(hits).toBe(2);
    server.events.removeAllListeners();
  });

  it('identical requests in flight are made once; a failure is not cached', async () => {
    let hits = 0;
    let fail = true;
    server.use(
      http.get(`${BASES.query}/fee-estimate`, async () => {
        hits++;
        await delay(20);
        return fail ? new HttpResponse('', { status: 500 }) : ok(ESTIMATE);
      }),
    );
    const { api } = makeApi();
    const results = await Promise.allSettled([api.fees.feeEstimate(), api.fees.feeEstimate(), api.fees.feeEstimate()]);
    expect(hits).toBe(1);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    fail = false;
    await expect(api.fees.feeEstimate()).resolves.toEqual(ESTIMATE);
    expect(hits).toBe(2);
  });

  it('fee rates map hourFee -> economy, halfHourFee -> normal, fastestFee -> custom, minimumFee -> minimum', async () => {
    server.use(
      http.get(`${BASES.mempool}/v1/fees/recommended`, () =>
        HttpResponse.json({ fastestFee: 41, halfHourFee: 31, hourFee: 21, economyFee: 11, minimumFee: 3 }),
      ),
    );
    const { api } = makeApi();
    await expect(api.fees.feeRates()).resolves.toEqual({ rates: { economy: 21, normal: 31, custom: 41, minimum: 3 }, error: null });
  });

  it('blocks listing becomes a blocks-time list: a full block its lowest rate, one with room the network minimum', async () => {
    server.use(
      http.get(`${BASES.mempool}/v1/fees/mempool-blocks`, () =>
        HttpResponse.json([
          { blockSize: 1_540_000, blockVSize: 997_900, nTx: 3_100, totalFees: 18_000_000, medianFee: 30.2, feeRange: [25.5, 40] },
          { blockSize: 12_000, blockVSize: 2_377, nTx: 11, totalFees: 30_000, medianFee: 12, feeRange: [10, 20] },
        ]),
      ),
    );
    const { api } = makeApi();
    await expect(api.fees.blocksTime(2)).resolves.toEqual([
      { feerate: 25.5, blocks: 1 },
      { feerate: 2, blocks: 2 },
    ]);
  });
});

describe('request headers (spec 001 section 7)', () => {
  it('carry app id, front version, session, and an ES256-signed (P-256) timestamp', async () => {
    let seen: Headers | null = null;
    let body = '';
    server.use(
      http.post(`${BASES.basic}/inscribe/order`, async ({ request }) => {
        seen = request.headers;
        body = await request.text();
        return ok(ORDER);
      }),
    );
    const { api, now } = makeApi({ session: 'session-123' });
    await api.basic.createInscribeOrder(
      { receiveAddress: 'tb1p', feeRate: 10, outputValue: 546, files: [] },
      { userAddress: 'tb1puser', userPubkey: '02' + 'ab'.repeat(32), refundAddress: 'tb1puser' },
    );
    const headers = seen as unknown as Headers;
    expect(headers.get(HEADER.appId)).toBe('test-app');
    expect(headers.get(HEADER.frontVersion)).toBe('9.9.9');
    expect(headers.get(HEADER.session)).toBe('session-123');
    expect(headers.get(HEADER.timestamp)).toBe(String(now()));
    const key = headers.get(HEADER.clientKey)!;
    expect(key).toMatch(/^0[23][0-9a-f]{64}$/);
    const signature = headers.get(HEADER.signature)!;
    const proofId = headers.get(HEADER.proofId)!;
    expect(proofId).toMatch(/^[0-9a-f]{32}$/);
    const proof = { ts: now(), proofId, method: 'POST', url: `${BASES.basic}/inscribe/order`, body, session: 'session-123' };
    expect(verifyRequestSignature(signature, key, canonicalRequest(proof))).toBe(true);
    // A changed body, time, proof id or session does not verify: the proof is for this request of this session.
    expect(verifyRequestSignature(signature, key, canonicalRequest({ ...proof, body: `${body} ` }))).toBe(false);
    expect(verifyRequestSignature(signature, key, canonicalRequest({ ...proof, ts: now() + 1 }))).toBe(false);
    expect(verifyRequestSignature(signature, key, canonicalRequest({ ...proof, proofId: '0'.repeat(32) }))).toBe(false);
    expect(verifyRequestSignature(signature, key, canonicalRequest({ ...proof, session: 'another' }))).toBe(false);
  });

  it('no session header when logged out; GET signs the full URL with its query (DPoP htu)', async () => {
    let seen: Headers | null = null;
    server.use(
      http.get(`${BASES.basic}/base/preload`, ({ request }) => {
        seen = request.headers;
        return ok({ signMsg: 'm' });
      }),
    );
    const { api, now } = makeApi();
    await api.basic.preload('tb1q x');
    const headers = seen as unknown as Headers;
    expect(headers.get(HEADER.session)).toBeNull();
    const proof = {
      ts: now(),
      proofId: headers.get(HEADER.proofId)!,
      method: 'GET',
      url: `${BASES.basic}/base/preload?address=tb1q+x`,
      body: undefined,
      session: null,
    };
    expect(verifyRequestSignature(headers.get(HEADER.signature)!, headers.get(HEADER.clientKey)!, canonicalRequest(proof))).toBe(true);
  });

  it('each request has its own proof id; one key until it is rotated; the external layer gets nothing of the user', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get(`${BASES.basic}/ts2`, ({ request }) => {
        seen.push(request.headers);
        return ok({ ts: 1 });
      }),
      http.get(`${BASES.query}/blockchain/info`, ({ request }) => {
        seen.push(request.headers);
        return ok({ chain: 'main', blocks: 1 });
      }),
      http.get(`${BASES.external}/preview/simple-summary`, ({ request }) => {
        seen.push(request.headers);
        return ok({ title: 'tb1q', description: 'An address', image: null });
      }),
    );
    const { api, localStore } = makeApi({ session: 'session-123' });
    await api.basic.serverTime();
    await api.basic.serverTime();
    await api.query.blockchainInfo();
    await api.external.previewSimpleSummary({ address: 'tb1q' });
    const [first, second, query, external] = seen;
    expect(first!.get(HEADER.proofId)).not.toBe(second!.get(HEADER.proofId));
    expect(first!.get(HEADER.clientKey)).toBe(second!.get(HEADER.clientKey));
    // Nothing of the key is kept raw in long-lived storage.
    expect(localStore.get('requestKey')).toBeNull();
    // The query layer gets a proof but not the session.
    expect(query!.get(HEADER.signature)).toBeTruthy();
    expect(query!.get(HEADER.session)).toBeNull();
    // A third party's API gets neither the session nor the request key.
    for (const name of [HEADER.session, HEADER.clientKey, HEADER.signature, HEADER.proofId]) expect(external!.get(name)).toBeNull();
  });

  it('proofs carry server time when the clock check has a reading', async () => {
    let seen: Headers | null = null;
    server.use(
      http.get(`${BASES.basic}/base/preload`, ({ request }) => {
        seen = request.headers;
        return ok({ signMsg: 'm' });
      }),
    );
    const { api } = makeApi({ proofClock: { now: () => 5_000 } });
    await api.basic.preload('tb1q');
    expect((seen as unknown as Headers).get(HEADER.timestamp)).toBe('5000');
  });
});

describe('referrer (spec 001 section 7 and 9)', () => {
  it('is sent with /inscribe/order (as its channel) and /badge/order for 7 days, then dropped', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(`${BASES.basic}/inscribe/order`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return ok(ORDER);
      }),
      http.post(`${BASES.basic}/badge/order`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return ok(ORDER);
      }),
    );
    const { api, advance } = makeApi();
    api.referrer.captureFromUrl('?ref=alice&id=42');
    const order = { receiveAddress: 'tb1p', feeRate: 10, outputValue: 546, files: [] };
    const payer = { userAddress: 'tb1puser', userPubkey: '02' + 'ab'.repeat(32), refundAddress: 'tb1puser' };
    await api.basic.createInscribeOrder(order, payer);
    advance(7 * 24 * 3_600_000);
    await api.basic.createBadgeOrder({ ...order, collectionId: 'c', type: 'free', count: 1 });
    advance(1);
    await api.basic.createInscribeOrder(order, payer);
    // The open API's V5 order carries the referrer as its channel, and has no field for the referrer's id.
    expect(bodies[0]).toMatchObject({ channel: 'alice' });
    expect(bodies[0]).not.toHaveProperty('id');
    expect(bodies[1]).toMatchObject({ referrer: 'alice', id: '42' });
    expect(bodies[2]).not.toHaveProperty('channel');
    expect(api.referrer.current()).toBeNull();
  });

  it('a damaged stored record is dropped, not thrown', () => {
    const { api, localStore } = makeApi();
    localStore.set('referrer', '{not json');
    expect(api.referrer.current()).toBeNull();
  });
});
