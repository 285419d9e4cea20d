import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from '../../src/services/http/error-routing';
import { MESSAGES } from '../../src/domain/messages';
import { TEST_KEY } from './fake-upstream';
import { ACCOUNTS, startGateway } from './gateway-harness';

const caught = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => expect.fail('expected the call to fail'),
    (error: unknown) => error,
  );

describe('the gateway (npm run gateway) in front of a fake open API', () => {
  let g: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    // Short enough that the slow upstream (1.5 s) times out, long enough that a prompt fault answers in time on a busy
    // machine (at 400 ms a 'not-json' answer once arrived after the gateway had given up: 504, not 502).
    g = await startGateway({ timeouts: { query: 1_000 } });
  });
  afterAll(() => g.close());

  it('forwards an open-API call with the Bearer key, and nothing of the browser: the site decodes the answer', async () => {
    const status = await g.api().query.brc20Status({ start: 0, limit: 20 });
    expect(status.detail[0]?.ticker).toBe('ordi');
    const call = g.upstream.calls.at(-1)!;
    expect(call.url).toBe('/v1/indexer/brc20/status?start=0&limit=20');
    expect(call.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    // The request proof, the session and the browser's cookies stay at the gateway.
    for (const header of ['x-sign', 'x-client-key', 'x-session', 'cookie', 'x-app-id']) expect(call.headers[header]).toBeUndefined();
    // The upstream's own headers (its cookie) do not reach the browser.
    const raw = await g.fetch(`${g.origin}/api/query/brc20/status?start=0&limit=1`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('set-cookie')).toBeNull();
  });

  it("translates the spec's calls the open API names differently (the inscribe order)", async () => {
    const { api } = await g.signIn(ACCOUNTS[0]!);
    // The open API's V5 order, decoded: its minerFee is the app's network fee, its createTimestamp the order's time.
    expect(await api.basic.getInscribeOrder('abc123')).toMatchObject({
      orderId: 'abc123',
      status: 'pending',
      amount: 10_000,
      networkFee: 2_000,
      createTime: 1_700_000_000_000,
    });
    // V5's read names the order in its path and its query (both required).
    expect(g.upstream.calls.at(-1)!.url).toBe('/v5/inscribe/order/abc123?orderId=abc123');
  });

  it("places an inscribe order as V5's create for the signed-in wallet only: one naming another wallet is refused, never sent", async () => {
    const [me, other] = [ACCOUNTS[0]!, ACCOUNTS[1]!];
    const { api } = await g.signIn(me);
    const request = {
      receiveAddress: me.ordinalsAddress,
      feeRate: 10,
      outputValue: 546,
      files: [{ filename: 'a.txt', dataURL: 'data:text/plain;base64,Z20=' }],
    };
    const payer = (a: typeof me) => ({ userAddress: a.ordinalsAddress, userPubkey: a.ordinalsPubKey, refundAddress: a.paymentAddress });
    const calls = g.upstream.calls.length;
    const error = await caught(api.basic.createInscribeOrder(request, payer(other)));
    expect((error as Error).message).toBe('This order names another wallet than the one signed in. Connect that wallet to place it.');
    expect(g.upstream.calls.length).toBe(calls);
    await expect(api.basic.createInscribeOrder(request, payer(me))).resolves.toMatchObject({ orderId: 'new-order', outputValue: 546 });
    const sent = g.upstream.calls.at(-1)!;
    expect(sent.url).toBe('/v5/inscribe/order/create');
    expect(JSON.parse(sent.body)).toEqual({
      clientId: me.ordinalsAddress,
      receiver: me.ordinalsAddress,
      feeRate: 10,
      outputValue: 546,
      files: [{ filename: 'a.txt', dataURL: 'data:text/plain;base64,Z20=' }],
      refundAddress: me.paymentAddress,
      userAddress: me.ordinalsAddress,
      userPubkey: me.ordinalsPubKey,
    });
  });

  it('signs in with a wallet signature (the same checks as the devnet); a resent copy answered once and a session with another key refused', async () => {
    const account = ACCOUNTS[1]!;
    const { session, api } = await g.signIn(account);
    expect(session).toMatch(/^[0-9a-f]{48}$/);
    expect((await api.basic.user(account.ordinalsAddress)).address).toBe(account.ordinalsAddress);
    // The same session from another browser (another request key): refused as session-invalid.
    const stolen = await caught(g.api(session).basic.user(account.ordinalsAddress));
    expect(String((stolen as Error).message)).toMatch(/belongs to another device/);
    // A request sent twice with the same proof: the second is refused.
    const sent: { url: string; init: RequestInit }[] = [];
    const { createApi } = await import('../../src/services/api/create-api');
    const { clientDeps } = await import('../devnet/devnet-harness');
    const keys = (await g.signIn(ACCOUNTS[2]!)).keys;
    const recorder = createApi({
      ...clientDeps(g.origin, Date.now),
      keyVault: keys,
      getSession: () => null,
      fetch: (input, init) => {
        sent.push({ url: String(input), init: init! });
        return fetch(input, init);
      },
    });
    await recorder.query.brc20Status({ start: 0, limit: 1 });
    const upstreamCalls = g.upstream.calls.length;
    // A resent copy (the same proof): the first copy's answer again, and nothing sent upstream twice.
    const replay = await (await fetch(sent[0]!.url, sent[0]!.init)).json();
    expect(replay).toMatchObject({ code: 0 });
    expect(g.upstream.calls.length).toBe(upstreamCalls);
    // A wrong signature on login.
    const { memoryKeyVault } = await import('../../src/services/http/request-key-vault');
    const browser = memoryKeyVault();
    const preload = await g.api(null, browser).basic.preload(account.ordinalsAddress);
    expect(preload.signMsg).toContain(account.ordinalsAddress);
    const wrong = await caught(
      g.api(null, browser).basic.login({ address: account.ordinalsAddress, pubkey: account.ordinalsPubKey, sign: 'AAAA', walletType: 'unisat' }),
    );
    expect(String((wrong as Error).message)).toMatch(/signature does not match/);
  });

  it('answers a call with no open-API counterpart with code -404 and words, and refuses paths that are no call', async () => {
    const error = await caught(g.api().basic.badgeLimit());
    expect(failureMessage(error)).toMatch(/not available on this network/);
    const unknown = await (await g.fetch(`${g.origin}/api/query/no/such/call`)).json();
    expect(unknown).toMatchObject({ code: -404 });
    expect((await g.fetch(`${g.origin}/api/query/brc20%2F..%2Fstatus`)).status).toBe(400);
    expect((await g.fetch(`${g.origin}/api/query/brc20/status`, { method: 'PUT' })).status).toBe(405);
  });

  it("serves the market's config (the open API has none) from the operator's flags, the spec's bounds by default", async () => {
    const config = await g.api().market.forCategory('brc20').config({});
    expect(config).toMatchObject({ minPrice: 50_000, maxPrice: 5_000_000, BTCPrice: 27_000 });
  });

  it('forwards only the calls the site makes: the rest of the open API is not reachable on the key', async () => {
    for (const [method, path] of [
      ['POST', '/api/query/local_pushtxs'],
      ['POST', '/api/market/brc20/auction/bind'],
      ['GET', '/api/query/collection-indexer/not/in/swagger'],
    ] as const) {
      const answer = await (await g.fetch(`${g.origin}${path}`, { method, ...(method === 'POST' ? { body: '{}' } : {}) })).json();
      expect(answer, path).toMatchObject({ code: -404 });
    }
    const calls = g.upstream.calls.length;
    // A call that acts for a user needs a live session, and is refused before its body is read.
    // (The inscribe order: testnet's host serves it. The swap's calls are not offered on testnet at all: hosts.test.ts.)
    const error = await caught(
      g.api().basic.createInscribeOrder(
        {
          receiveAddress: ACCOUNTS[0]!.ordinalsAddress,
          feeRate: 10,
          outputValue: 546,
          files: [{ filename: 'a.txt', dataURL: 'data:text/plain;base64,Z20=' }],
        },
        { userAddress: ACCOUNTS[0]!.ordinalsAddress, userPubkey: ACCOUNTS[0]!.ordinalsPubKey, refundAddress: ACCOUNTS[0]!.paymentAddress },
      ),
    );
    expect(String((error as Error).message)).toMatch(/connect your wallet/i);
    expect(g.upstream.calls.length).toBe(calls);
  });

  it('keeps the sign-in in progress when someone else asks for messages for the same address', async () => {
    const { TEST_NETWORK } = await import('@scure/btc-signer');
    const { signMessageBip322Simple } = await import('../../server/auth/message-signing');
    const { memoryKeyVault } = await import('../../src/services/http/request-key-vault');
    const account = ACCOUNTS[3]!;
    const keys = memoryKeyVault();
    const { signMsg } = await g.api(null, keys).basic.preload(account.ordinalsAddress);
    for (let i = 0; i < 12; i++) await g.api().basic.preload(account.ordinalsAddress);
    const sign = signMessageBip322Simple(signMsg, account.taprootKey, account.ordinalsAddress, TEST_NETWORK);
    const login = await g.api(null, keys).basic.login({ address: account.ordinalsAddress, pubkey: account.ordinalsPubKey, sign, walletType: 'unisat' });
    expect(login.session).toMatch(/^[0-9a-f]{48}$/);
  });

  it('refuses an upstream answer larger than it passes on', async () => {
    // A gateway of its own with the default time-out: writing 17 MiB on a busy machine can take longer than 400 ms.
    const own = await startGateway();
    own.upstream.setFault('huge');
    try {
      const error = await caught(own.api().query.brc20Status({ start: 0, limit: 1 }));
      expect(failureMessage(error)).toMatch(/error 502/);
    } finally {
      await own.close();
    }
  });

  it('survives a request line its content origin cannot parse, and goes on serving', async () => {
    const { connect } = await import('node:net');
    const port = Number(new URL(g.contentOrigin).port);
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET // HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 404/);
    expect((await g.fetch(`${g.contentOrigin}/content/${'ab'.repeat(32)}i0`)).status).toBe(200);
  });

  it('caps request bodies', async () => {
    const big = JSON.stringify({ filler: 'x'.repeat(100 * 1024) });
    const answer = await g.fetch(`${g.origin}/api/market/brc20/auction/list`, { method: 'POST', body: big, headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(413);
  });

  it.each([
    ['slow', /error 504/],
    ['status-500', /error 502/],
    ['not-json', /error 502/],
    ['close', /error 502/],
  ] as const)('an upstream fault (%s) reaches the user in the catalogue words, and the gateway stays up', async (fault, words) => {
    g.upstream.setFault(fault);
    try {
      const error = await caught(g.api().query.brc20Status({ start: 0, limit: 1 }));
      const shown = failureMessage(error);
      expect(shown).toMatch(words);
      expect(shown.startsWith(MESSAGES.response_status_error.split(' (')[0]!)).toBe(true);
    } finally {
      g.upstream.setFault('none');
    }
    // A bounded loop of calls afterwards: every one served.
    const answers = await Promise.all(Array.from({ length: 40 }, () => g.fetch(`${g.origin}/api/v4/config`).then((r) => r.status)));
    expect(new Set(answers)).toEqual(new Set([200]));
  });

  it('serves the built site with its security headers and its network and content origin in meta tags', async () => {
    const page = await g.fetch(`${g.origin}/market/brc20`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).toContain('http://127.0.0.1:1');
    const html = await page.text();
    expect(html).toContain('<meta name="ba-network" content="testnet">');
    expect(html).toContain('<meta name="ba-content-base" content="http://127.0.0.1:1">');
  });

  it('never lets the key out: not in any answer, page or log line', () => {
    expect(g.seen.length).toBeGreaterThan(20);
    for (const text of [...g.seen, ...g.log]) expect(text).not.toContain(TEST_KEY);
    // One JSON object a line: the request's id, its call as the specs name it, its status, its time; never a path or a query.
    const lines = g.log.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      event: 'request',
      requestId: expect.stringMatching(/^[0-9a-f]{24}$/),
      method: 'GET',
      call: 'query GET /brc20/status',
      status: 200,
      ms: expect.any(Number),
    });
    for (const line of g.log) expect(line).not.toMatch(/limit=|start=|\/api\/|tb1/);
  });
});

describe('the gateway rate-limits', () => {
  it("behind the operator's proxy, by the address the proxy saw (the last X-Forwarded-For entry), not what the client wrote", async () => {
    const g = await startGateway({ trustProxy: true, rate: { ip: { burst: 3, perSecond: 0.001 }, session: { burst: 100, perSecond: 100 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await g.fetch(`${g.origin}/api/query/no/such`, { headers: { 'X-Forwarded-For': `10.0.0.${i}, 203.0.113.9` } })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await g.close();
    }
  });

  it('per IP: past the burst, 429 with words, then served again', async () => {
    const g = await startGateway({ rate: { ip: { burst: 5, perSecond: 0.001 }, session: { burst: 100, perSecond: 100 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push((await g.fetch(`${g.origin}/api/query/no/such`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const body = await (await g.fetch(`${g.origin}/api/query/no/such`)).json();
      expect(body).toMatchObject({ code: -429, msg: 'Too many requests from your address: wait a few seconds and try again.' });
    } finally {
      await g.close();
    }
  });
});
