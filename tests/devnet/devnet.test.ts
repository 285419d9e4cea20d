import { request } from 'node:http';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDevnet, type Devnet } from '../../devnet/server/devnet-app';
import { keepIdleSocketsAMinute } from '../../devnet/server/keep-alive';
import { createApi, type Api } from '../../src/services/api/create-api';
import { createServerTimeService } from '../../src/services/time/server-time';
import { isDrifted } from '../../src/domain/clock-drift';
import { p2wpkh, TEST_NETWORK } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { signMessageBip322Simple, signMessageEcdsa } from '../../server/auth/message-signing';
import { bindMessage } from '../../src/domain/wallet-rules';
import { clientDeps } from './devnet-harness';
import { HEADER } from '../../src/services/http/request-signing';
import { memoryKeyVault } from '../../src/services/http/request-key-vault';

let server: Server;
let devnet: Devnet;
let origin = '';
let now = Date.UTC(2026, 10, 21, 12);

beforeAll(async () => {
  devnet = createDevnet({ dataFile: null, seed: false, now: () => now, autoMine: false });
  server = keepIdleSocketsAMinute(createServer((req, res) => void devnet.handle(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  devnet.reset();
  now = Date.UTC(2026, 10, 21, 12);
});

/** The site's own API layer, pointed at the devnet, with a clock of its own. */
function clientApi(clockNow = () => now): Api {
  return createApi({ ...baseDeps(), clock: { now: clockNow }, fetch: (input, init) => fetch(input, init) });
}

async function control(path: string, body?: unknown): Promise<{ code: number; msg: string; data: Record<string, unknown> }> {
  const res = await fetch(
    `${origin}/devnet/api${path}`,
    body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) },
  );
  return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as Record<string, unknown>,
  );

describe('devnet: signed request headers (README, API)', () => {
  it('accepts the site’s signed requests', async () => {
    await expect(clientApi().basic.serverTime()).resolves.toEqual({ ts: Math.floor(now / 1000) });
  });

  it('refuses an unsigned or tampered request with a clear message', async () => {
    const unsigned = (await (await fetch(`${origin}/api/v4/config`)).json()) as { code: number; msg: string };
    expect(unsigned).toMatchObject({ code: -1, msg: 'Missing request proof: send X-Client-Key, X-Ts, X-Proof-Id and X-Sign.' });
    let captured: Headers | null = null;
    const api = createApi({
      ...baseDeps(),
      fetch: (input, init) => {
        captured = new Headers(init?.headers);
        return fetch(input, init);
      },
    });
    await api.basic.config();
    const headers = Object.fromEntries((captured as unknown as Headers).entries());
    const other = (await (await fetch(`${origin}/api/v4/config?extra=1`, { headers })).json()) as { code: number; msg: string };
    expect(other).toMatchObject({ code: -1, msg: 'Invalid request signature: the proof was not made for this request.' });
  });

  it('refuses a request more than 3 minutes from server time, but answers /ts2 so the client can learn the time', async () => {
    const fast = clientApi(() => now + 3 * 60_000 + 1_000);
    expect(await failure(fast.basic.config())).toMatchObject({
      kind: 'server',
      code: -1,
      serverMessage: 'The request time is more than 3 minutes from server time. Check your device clock.',
    });
    await expect(fast.basic.serverTime()).resolves.toEqual({ ts: Math.floor(now / 1000) });
    await expect(clientApi(() => now + 2 * 60_000).basic.config()).resolves.toBeTruthy();
  });
});

/** One browser's request key, kept as the site keeps it between loads (its vault). */
const browserKeys = memoryKeyVault();
/** The site's API client settings for this devnet, on the test's clock, as one browser. */
const baseDeps = () => ({ ...clientDeps(origin, () => now), keyVault: browserKeys });

describe('devnet: basic calls', () => {
  it('skewing the server clock shows as drift to the site', async () => {
    const api = clientApi();
    const time = createServerTimeService({ fetchServerTime: () => api.basic.serverTime(), clock: { now: () => now } });
    expect(isDrifted(await time.read())).toBe(false);
    await control('/clock', { skewMs: -60 * 60_000 });
    const reading = await time.read();
    expect(reading.localTimeMs - reading.serverTimeMs).toBe(60 * 60_000);
    expect(isDrifted(reading)).toBe(true);
  });

  it('the basic-v4 config follows the flags', async () => {
    const readOnly = { brc20ReadOnly: false, domainReadOnly: false, arc20ReadOnly: false, runesReadOnly: false };
    await expect(clientApi().basic.config()).resolves.toEqual({
      market: { access: true, maintenance: false, ...readOnly },
      swap: { access: true, maintenance: false },
    });
    await control('/flags', { marketMaintenance: true, swapAccess: false, runesReadOnly: true });
    await expect(clientApi().basic.config()).resolves.toEqual({
      market: { access: true, maintenance: true, ...readOnly, runesReadOnly: true },
      swap: { access: false, maintenance: false },
    });
  });

  it('fee rates follow the control surface, mapped as the spec says', async () => {
    await control('/fees', { fastestFee: 60, halfHourFee: 40, hourFee: 20, minimumFee: 3 });
    await expect(clientApi().fees.feeRates()).resolves.toEqual({ rates: { economy: 20, normal: 40, custom: 60, minimum: 3 }, error: null });
    const blocks = await clientApi().fees.blocksTime(3);
    expect(blocks).toHaveLength(8);
    expect(blocks[0]!.feerate).toBeGreaterThanOrEqual(blocks[7]!.feerate);
  });

  it('a call the devnet does not serve is a 404 the client reports', async () => {
    expect(
      await failure(clientApi().query.addressTickHistory('tb1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzsgnnjhk', 'ordi', 'transfer')),
    ).toMatchObject({
      kind: 'status',
      status: 404,
    });
  });
});

describe('devnet: every failure the control surface can inject is observable by a client', () => {
  it.each([
    [{ kind: 'network' }, { kind: 'network' }],
    [
      { kind: 'status', status: 500 },
      { kind: 'status', status: 500 },
    ],
    [{ kind: 'empty' }, { kind: 'no-data' }],
    [{ kind: 'not-json' }, { kind: 'bad-response' }],
    [
      { kind: 'code', code: -501, msg: 'Session expired' },
      { kind: 'server', code: -501, serverMessage: 'Session expired' },
    ],
  ])('%j', async (injected, seen) => {
    await control('/fail', { path: '/v4/config', failure: injected, times: 2 });
    const api = clientApi();
    expect(await failure(api.basic.config())).toMatchObject(seen);
    expect(await failure(api.basic.config())).toMatchObject(seen);
    await expect(api.basic.config()).resolves.toBeTruthy();
  });

  it('a failure without a count lasts until cleared; latency delays answers', async () => {
    await control('/fail', { path: '/ts2', failure: { kind: 'status', status: 503 } });
    for (let i = 0; i < 3; i++) expect(await failure(clientApi().basic.serverTime())).toMatchObject({ status: 503 });
    await control('/fail/clear', { path: '/ts2' });
    await control('/latency', { ms: 150 });
    const started = performance.now();
    await clientApi().basic.serverTime();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('devnet: bad input never changes state and gets a clear message', () => {
  it.each([
    ['/clock', '{not json', 'The request body is not JSON.'],
    ['/clock', { skewMs: 'soon' }, 'skewMs must be a number from'],
    ['/flags', { marketMaintenance: 'yes' }, "Flag 'marketMaintenance' must be true or false."],
    ['/flags', { everything: true }, "Unknown flag 'everything'"],
    ['/fail', { path: 'ts2', failure: { kind: 'network' } }, 'path must be'],
    ['/fail', { path: '/ts2', failure: { kind: 'explode' } }, 'failure.kind must be'],
    ['/fail', { path: '/ts2', failure: { kind: 'code', code: 0 } }, 'code must not be 0'],
    ['/fees', { fastestFee: 1, hourFee: 50 }, 'Fees must not rise'],
    ['/latency', { ms: -5 }, 'ms must be a number from 0'],
  ])('%s %j', async (path, body, message) => {
    const before = (await control('/state')).data;
    const answer = await control(path, body);
    expect(answer.code).toBe(-1);
    expect(answer.msg).toContain(message);
    const after = (await control('/state')).data;
    expect({ ...after, serverTime: 0, realTime: 0 }).toEqual({ ...before, serverTime: 0, realTime: 0 });
  });

  it('a call with the wrong method gets a clear message, not a 500', async () => {
    const res = await fetch(`${origin}/api/mempool/v1/fees/recommended`, { method: 'POST', body: '{' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: -1, msg: 'Use GET for /v1/fees/recommended.' });
  });
});

describe('devnet: the control API answers its own pages only (issue 24)', () => {
  it('a request a browser sends from another origin is refused before it changes anything; its own origin and tools are served', async () => {
    const skewOf = async () => ((await control('/state')).data as { clockSkewMs: number }).clockSkewMs;
    const before = await skewOf();
    const hostile = await fetch(`${origin}/devnet/api/clock`, {
      method: 'POST',
      headers: { Origin: 'http://evil.example', 'Content-Type': 'text/plain' },
      body: JSON.stringify({ skewMs: 999_000 }),
    });
    expect(hostile.status).toBe(403);
    expect(hostile.headers.get('access-control-allow-origin')).toBeNull();
    expect(await hostile.json()).toMatchObject({ code: -1, msg: "The devnet's control API answers only the devnet's own pages." });
    expect(await skewOf()).toBe(before);
    const own = await fetch(`${origin}/devnet/api/state`, { headers: { Origin: origin } });
    expect(own.status).toBe(200);
  });
});

describe('devnet: the control API answers only at its own names (issue 41, DNS rebinding)', () => {
  /** A request as a browser sends it, with the Host and Origin it names (fetch cannot set Host). */
  const send = (path: string, headers: Record<string, string>, body?: unknown) =>
    new Promise<{ status: number; json: { code: number; msg: string; data: unknown } }>((resolve, reject) => {
      const req = request(`${origin}${path}`, { method: body === undefined ? 'GET' : 'POST', headers: { 'Content-Type': 'text/plain', ...headers } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as { code: number; msg: string; data: unknown } }));
      });
      req.on('error', reject);
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });
  const ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
  const fundedSats = async () =>
    ((await control(`/utxos?address=${ADDRESS}`)).data as unknown as { value: string }[]).reduce((sum, u) => sum + BigInt(u.value), 0n);

  it('a page of another name resolving to 127.0.0.1 (its Origin equal to its Host) is refused with 403 and funds nothing', async () => {
    const port = new URL(origin).port;
    const before = devnet.state();
    const rebound = await send(
      '/devnet/api/fund',
      { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` },
      { address: ADDRESS, sats: 100_000 },
    );
    expect(rebound.status).toBe(403);
    expect(rebound.json).toEqual({
      code: -1,
      msg: "The devnet's control API answers only at localhost, 127.0.0.1 or [::1] on its own port: open the control page there.",
      data: null,
    });
    // Nor with no Origin, nor a local name on another port, nor a read.
    expect((await send('/devnet/api/fund', { Host: `evil.example:${port}` }, { address: ADDRESS, sats: 100_000 })).status).toBe(403);
    expect((await send('/devnet/api/fund', { Host: 'localhost:1' }, { address: ADDRESS, sats: 100_000 })).status).toBe(403);
    expect((await send('/devnet/api/state', { Host: `evil.example:${port}` })).status).toBe(403);
    expect(devnet.state()).toEqual(before);
    expect(await fundedSats()).toBe(0n);
  });

  it('localhost, 127.0.0.1 and [::1] on its port are served, from their own pages and from tools', async () => {
    const port = new URL(origin).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      const own = await send('/devnet/api/fund', { Host: host, Origin: `http://${host}` }, { address: ADDRESS, sats: 1_000 });
      expect(own, host).toMatchObject({ status: 200, json: { code: 0 } });
    }
    expect((await send('/devnet/api/fund', { Host: `127.0.0.1:${port}` }, { address: ADDRESS, sats: 1_000 })).json.code).toBe(0);
    expect(await fundedSats()).toBe(5_000n);
  });
});

describe('devnet: state survives a restart', () => {
  it('keeps its state in a file, and reset starts over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'devnet-'));
    try {
      const file = join(dir, 'state.json');
      const first = createDevnet({ dataFile: file, seed: false, autoMine: false });
      const srv = createServer((req, res) => void first.handle(req, res));
      await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
      const port = (srv.address() as { port: number }).port;
      await fetch(`http://127.0.0.1:${port}/devnet/api/clock`, { method: 'POST', body: JSON.stringify({ skewMs: 123_000 }) });
      await new Promise<void>((resolve) => srv.close(() => resolve()));
      const second = createDevnet({ dataFile: file, seed: false, autoMine: false });
      expect(second.state().clockSkewMs).toBe(123_000);
      second.reset();
      expect(createDevnet({ dataFile: file, seed: false, autoMine: false }).state().clockSkewMs).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('devnet: chain over HTTP', () => {
  const address = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(7), true), TEST_NETWORK).address!;

  it('fund and mine through the control surface; the balance reaches the site’s client', async () => {
    expect(await control('/fund', { address, sats: '250000' })).toMatchObject({ code: 0 });
    await expect(clientApi().query.addressBalance(address)).resolves.toMatchObject({ btcSatoshi: 0, btcPendingSatoshi: 250_000 });
    await control('/mine', { blocks: 2 });
    await expect(clientApi().query.addressBalance(address)).resolves.toMatchObject({ btcSatoshi: 250_000, btcPendingSatoshi: 0 });
    await expect(clientApi().query.blockchainInfo()).resolves.toMatchObject({ chain: 'devnet', blocks: 2 });
    const utxos = (await (await fetch(`${origin}/devnet/api/utxos?address=${address}`)).json()) as { data: { value: string; confirmations: number }[] };
    expect(utxos.data).toMatchObject([{ value: '250000', confirmations: 2 }]);
  });

  it('bad chain input gets a clear message and changes nothing', async () => {
    expect(await control('/fund', { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', sats: 1000 })).toMatchObject({
      code: -1,
      msg: "'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' is not a testnet address.",
    });
    expect(await control('/fund', { address, sats: 1.5 })).toMatchObject({ code: -1, msg: 'sats must be a whole number of sats.' });
    expect(await control('/tx', { hex: 'beef' })).toMatchObject({ code: -1 });
    expect(await control('/mine', { blocks: 0 })).toMatchObject({ code: -1 });
    expect((await control('/state')).data).toMatchObject({ chain: { height: 0, mempoolTxs: 0, utxoCount: 0 } });
    expect(await failure(clientApi().query.addressBalance('not-an-address'))).toMatchObject({
      kind: 'server',
      code: -1,
      serverMessage: "'not-an-address' is not a testnet address.",
    });
  });
});

describe('devnet: sign-in and sessions (spec 001 sections 7 and 8)', () => {
  const key = new Uint8Array(32).fill(11);
  const pubkey = Buffer.from(secp256k1.getPublicKey(key, true)).toString('hex');
  const address = p2wpkh(secp256k1.getPublicKey(key, true), TEST_NETWORK).address!;

  async function signIn(type: 'ecdsa' | 'bip322-simple') {
    const { signMsg } = await clientApi().basic.preload(address);
    const sign = type === 'ecdsa' ? signMessageEcdsa(signMsg, key) : signMessageBip322Simple(signMsg, key, address, TEST_NETWORK);
    return clientApi().basic.login({ address, pubkey, sign, walletType: 'unisat' });
  }

  it.each(['ecdsa', 'bip322-simple'] as const)('a %s signature of the preload message opens a session', async (type) => {
    await control('/user', { address, inscribeCount: 12, ogPassCount: 1 });
    const user = await signIn(type);
    expect(user).toMatchObject({ inscribeCount: 12, ogPassCount: 1, access: { swapAccess: { access: true } } });
    expect(user.session).toMatch(/^[0-9a-f]{48}$/);
    const api = createApi({ ...baseDeps(), getSession: () => user.session, fetch: (input, init) => fetch(input, init) });
    await expect(api.basic.user(address)).resolves.toMatchObject({ inscribeCount: 12 });
  });

  it('refuses a signature by another key, a reused message, and a login without preload', async () => {
    const { signMsg } = await clientApi().basic.preload(address);
    const wrong = signMessageEcdsa(signMsg, new Uint8Array(32).fill(12));
    expect(await failure(clientApi().basic.login({ address, pubkey, sign: wrong, walletType: 'unisat' }))).toMatchObject({
      code: -1,
      serverMessage: 'The signature does not match this address and public key.',
    });
    const sign = signMessageEcdsa(signMsg, key);
    await clientApi().basic.login({ address, pubkey, sign, walletType: 'unisat' });
    expect(await failure(clientApi().basic.login({ address, pubkey, sign, walletType: 'unisat' }))).toMatchObject({
      code: -1,
      serverMessage: 'The sign-in message has expired. Connect again to get a new one.',
    });
    expect(await failure(clientApi().basic.login({ address, pubkey: '02', sign, walletType: 'unisat' }))).toMatchObject({ code: -1 });
  });

  it('an expired session answers -502 and an unknown one -501; the client raises session-invalid', async () => {
    const { session } = await signIn('ecdsa');
    const events: string[] = [];
    const api = createApi({ ...baseDeps(), getSession: () => session, fetch: (input, init) => fetch(input, init) });
    api.events.onAny((e) => events.push(`${e.type}:${'code' in e ? e.code : ''}`));
    await control('/sessions/expire', { address });
    expect(await failure(api.basic.user(address))).toMatchObject({ code: -502 });
    const stranger = createApi({ ...baseDeps(), getSession: () => 'f'.repeat(48), fetch: (input, init) => fetch(input, init) });
    stranger.events.onAny((e) => events.push(`${e.type}:${'code' in e ? e.code : ''}`));
    expect(await failure(stranger.basic.user(address))).toMatchObject({ code: -501 });
    expect(events).toEqual(['session-invalid:-502', 'session-invalid:-501']);
  });

  it("a resent copy of a request (the same proof) gets the first copy's answer; one whose first copy was dropped is handled then", async () => {
    const { session } = await signIn('ecdsa');
    let captured: Record<string, string> | null = null;
    const api = createApi({
      ...baseDeps(),
      getSession: () => session,
      fetch: (input, init) => {
        captured = Object.fromEntries(new Headers(init?.headers).entries());
        return fetch(input, init);
      },
    });
    await expect(api.basic.user(address)).resolves.toMatchObject({ address });
    const first = (await (await fetch(`${origin}/api/base/user?address=${address}`, { headers: captured! })).json()) as { code: number; data: unknown };
    expect(first).toMatchObject({ code: 0, data: { address } });
    // The first copy's connection drops before it is handled (as a browser sees it), then the browser resends it.
    await control('/fail', { path: '/base/user', failure: { kind: 'network' }, times: 1 });
    await expect(api.basic.user(address)).rejects.toMatchObject({ kind: 'network' });
    const resent = (await (await fetch(`${origin}/api/base/user?address=${address}`, { headers: captured! })).json()) as { code: number; data: unknown };
    expect(resent).toMatchObject({ code: 0, data: { address } });
  });

  it('a proof made for one request is refused on another (another path, no session, another host)', async () => {
    const { session } = await signIn('ecdsa');
    let captured: Record<string, string> | null = null;
    const api = createApi({
      ...baseDeps(),
      getSession: () => session,
      fetch: (input, init) => {
        captured = Object.fromEntries(new Headers(init?.headers).entries());
        return fetch(input, init);
      },
    });
    await api.basic.deployerCheck(address);
    // The same headers (session, key, time, id, signature) on another path, and on the same path with a body.
    const otherPath = (await (await fetch(`${origin}/api/base/user?address=${address}`, { headers: captured! })).json()) as { code: number; msg: string };
    expect(otherPath).toMatchObject({ code: -1, msg: 'Invalid request signature: the proof was not made for this request.' });
    const { [HEADER.session.toLowerCase()]: _dropped, ...withoutSession } = captured!;
    const noSession = (await (await fetch(`${origin}/api/deployer/check?address=${address}`, { headers: withoutSession })).json()) as {
      code: number;
      msg: string;
    };
    expect(noSession).toMatchObject({ code: -1, msg: 'Invalid request signature: the proof was not made for this request.' });
    // The same path and query, sent to the same server under another name: the proof binds the full URL (DPoP htu).
    const otherHost = await new Promise<string>((resolve, reject) => {
      const url = new URL(`${origin}/api/deployer/check?address=${address}`);
      const req = request(
        { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: { ...captured!, host: `localhost:${url.port}` } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(JSON.parse(otherHost)).toMatchObject({ code: -1, msg: 'Invalid request signature: the proof was not made for this request.' });
  });

  it('a session used with another key (a stolen session) is refused as session-invalid', async () => {
    const { session } = await signIn('ecdsa');
    const events: string[] = [];
    const otherBrowser = createApi({ ...clientDeps(origin, () => now), getSession: () => session, fetch: (input, init) => fetch(input, init) });
    otherBrowser.events.onAny((e) => events.push(`${e.type}:${'code' in e ? e.code : ''}`));
    expect(await failure(otherBrowser.basic.user(address))).toMatchObject({
      code: -501,
      serverMessage: 'This session belongs to another device. Please connect your wallet again.',
    });
    expect(await failure(otherBrowser.market.xverseBind({ btcAddress: address, nftAddress: address, sign: 'x' }))).toMatchObject({ code: -163 });
    expect(events).toEqual(['session-invalid:-501', 'session-invalid:-163']);
    // The key that logged in still works.
    const mine = createApi({ ...baseDeps(), getSession: () => session, fetch: (input, init) => fetch(input, init) });
    await expect(mine.basic.user(address)).resolves.toMatchObject({ address });
  });

  it('after logout (Disconnect) the old session is refused', async () => {
    const { session } = await signIn('bip322-simple');
    const api = createApi({ ...baseDeps(), getSession: () => session, fetch: (input, init) => fetch(input, init) });
    await expect(api.basic.logout()).resolves.toMatchObject({ loggedOut: true });
    expect(await failure(api.basic.user(address))).toMatchObject({ code: -501 });
  });

  it('signs in with the device clock 10 minutes off once proofs carry server time', async () => {
    const deviceNow = () => now - 10 * 60_000;
    const wrong = createApi({ ...baseDeps(), clock: { now: deviceNow }, fetch: (input, init) => fetch(input, init) });
    expect(await failure(wrong.basic.preload(address))).toMatchObject({
      code: -1,
      serverMessage: 'The request time is more than 3 minutes from server time. Check your device clock.',
    });
    // The clock check reads /ts2 (not time-checked) and proofs then carry server time.
    const reading = await createServerTimeService({ fetchServerTime: () => wrong.basic.serverTime(), clock: { now: deviceNow } }).read();
    const offset = reading.serverTimeMs - reading.localTimeMs;
    const right = createApi({
      ...baseDeps(),
      clock: { now: deviceNow },
      proofClock: { now: () => deviceNow() + offset },
      fetch: (input, init) => fetch(input, init),
    });
    const { signMsg } = await right.basic.preload(address);
    await expect(right.basic.login({ address, pubkey, sign: signMessageEcdsa(signMsg, key), walletType: 'unisat' })).resolves.toMatchObject({
      session: expect.any(String),
    });
  });

  it('a session lasts 24 hours of server time', async () => {
    const { session } = await signIn('bip322-simple');
    const api = () => createApi({ ...baseDeps(), getSession: () => session, fetch: (input, init) => fetch(input, init) });
    now += 24 * 3_600_000 - 1_000;
    await expect(api().basic.user(address)).resolves.toBeTruthy();
    now += 1_000;
    expect(await failure(api().basic.user(address))).toMatchObject({ code: -502 });
  });
});

describe('devnet: deployer check and xverse_bind (spec 000 section 7, spec 001 section 7)', () => {
  const ordinalsKey = new Uint8Array(32).fill(21);
  const paymentKey = new Uint8Array(32).fill(22);
  const pubkey = Buffer.from(secp256k1.getPublicKey(ordinalsKey, true)).toString('hex');
  const nftAddress = p2wpkh(secp256k1.getPublicKey(ordinalsKey, true), TEST_NETWORK).address!;
  const btcAddress = p2wpkh(secp256k1.getPublicKey(paymentKey, true), TEST_NETWORK).address!;

  async function sessionApi() {
    const { signMsg } = await clientApi().basic.preload(nftAddress);
    const { session } = await clientApi().basic.login({ address: nftAddress, pubkey, sign: signMessageEcdsa(signMsg, ordinalsKey), walletType: 'xverse' });
    return createApi({ ...baseDeps(), getSession: () => session, fetch: (input, init) => fetch(input, init) });
  }

  it('the deployer check follows the user data the control surface sets', async () => {
    await expect(clientApi().basic.deployerCheck(nftAddress)).resolves.toMatchObject({ isDeployer: false });
    await control('/user', { address: nftAddress, isDeployer: true });
    await expect(clientApi().basic.deployerCheck(nftAddress)).resolves.toMatchObject({ isDeployer: true });
    expect(await control('/user', { address: nftAddress, isDeployer: 'yes' })).toMatchObject({ code: -1, msg: 'isDeployer must be true or false.' });
  });

  it('binds the payment address with its own BIP-322 signature; a wrong signer or another address is refused', async () => {
    const api = await sessionApi();
    const message = bindMessage(btcAddress, nftAddress);
    expect(
      await failure(api.market.xverseBind({ btcAddress, nftAddress, sign: signMessageBip322Simple(message, ordinalsKey, nftAddress, TEST_NETWORK) })),
    ).toMatchObject({
      code: -1,
      serverMessage: 'The bind signature does not match btcAddress.',
    });
    expect(await failure(api.market.xverseBind({ btcAddress, nftAddress: btcAddress, sign: 'x' }))).toMatchObject({
      code: -1,
      serverMessage: 'nftAddress must be the address signed in.',
    });
    await expect(
      api.market.xverseBind({ btcAddress, nftAddress, sign: signMessageBip322Simple(message, paymentKey, btcAddress, TEST_NETWORK) }),
    ).resolves.toEqual({ bound: true });
  });

  it('xverse_bind without a session is the market’s session-invalid code (-163)', async () => {
    expect(await failure(clientApi().market.xverseBind({ btcAddress, nftAddress, sign: 'x' }))).toMatchObject({ code: -163 });
  });
});
