import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { PIN_HEADER, startAlternatingProxy } from './alternating-proxy';
import { startFakeUpstream } from './fake-upstream';
import { startGatewayProcess, type GatewayProcess } from './gateway-process';
import { startRedis } from './redis-server';
import { json, newBrowser, percentile, send, signed, signIn, type Browser, type Seen } from './signed-client';
import { LISTED, STILL_HANDLED } from './expected-answers';

/**
 * Two gateway processes on one Redis store (`--store redis://…`) behind a proxy that alternates between them
 * (issue 47): a session, a proof id and a client's allowance are the same on both.
 */
const ACCOUNTS = deriveAccounts(undefined, 50);
const pin = (instance: 0 | 1) => ({ [PIN_HEADER]: String(instance) });

let redis: Awaited<ReturnType<typeof startRedis>>;
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let instances: GatewayProcess[] = [];
let proxy: Awaited<ReturnType<typeof startAlternatingProxy>>;
let nonce = 0;
/** A market read through the proxy, its body marked so the upstream's calls for it can be counted. */
const listing = (browser: Browser, mark = `n${nonce++}`, proofId?: string) =>
  ({
    mark,
    request: signed(proxy.origin, browser, 'POST', '/api/market/brc20/auction/list', { filter: { nftType: 'brc20' }, start: 0, limit: 1, mark }, proofId),
  }) as const;
const upstreamCalls = (mark: string) => upstream.calls.filter((call) => call.body.includes(`"mark":"${mark}"`)).length;

beforeAll(async () => {
  [redis, upstream] = await Promise.all([startRedis(), startFakeUpstream()]);
  const args = ['--store', redis.url, '--trust-proxy', '--rate-ip', '100000/100000', '--rate-session', '10/0.001'];
  instances = await Promise.all([startGatewayProcess(upstream.origin, args), startGatewayProcess(upstream.origin, args)]);
  proxy = await startAlternatingProxy(instances.map((instance) => instance.origin));
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await upstream?.close();
  await redis?.stop();
});

describe('two gateways on one Redis store', () => {
  it('a user signs in through one instance and browses through the other; logged out on one, out on both', async () => {
    const account = ACCOUNTS[0]!;
    const browser = newBrowser();
    const [preload, login] = await signIn(proxy.origin, browser, account, [pin(0), pin(1)]);
    expect([preload.servedBy, preload.status, login.servedBy, login.status]).toEqual(['0', 200, '1', 200]);
    expect(json(login)).toMatchObject({ code: 0, msg: 'ok', data: { address: account.ordinalsAddress } });
    const user = await send(signed(proxy.origin, browser, 'GET', `/api/base/user?address=${account.ordinalsAddress}`), pin(0));
    expect([user.servedBy, user.status]).toEqual(['0', 200]);
    expect(json(user)).toEqual({
      code: 0,
      msg: 'ok',
      data: { address: account.ordinalsAddress, inscribeCount: 0, ogPassCount: 0, access: { swapAccess: { access: true } } },
    });
    // The session is Redis's, forgotten by it a day after it ends (48 hours from now).
    const client = new Redis(redis.url);
    const ttl = await client.pttl(`gateway:testnet:session:${browser.session!}`);
    await client.quit();
    expect(ttl).toBeGreaterThan(47.9 * 3_600_000);
    expect(ttl).toBeLessThanOrEqual(48 * 3_600_000);
    const logout = await send(signed(proxy.origin, browser, 'POST', '/api/base/logout', {}), pin(1));
    expect(json(logout)).toEqual({ code: 0, msg: 'ok', data: { address: account.ordinalsAddress, loggedOut: true } });
    const after = await send(signed(proxy.origin, browser, 'GET', `/api/base/user?address=${account.ordinalsAddress}`), pin(0));
    expect([after.status, json(after)]).toEqual([200, { code: -501, msg: 'Your session is not valid. Please connect your wallet again.', data: null }]);
  });

  it('a proof replayed to the other instance is refused as on the first: a copy gets the first answer and runs once, the id on another request is refused', async () => {
    const browser = newBrowser();
    await signIn(proxy.origin, browser, ACCOUNTS[1]!);
    const { mark, request } = listing(browser);
    const first = await send(request, pin(0));
    expect([first.servedBy, first.status, json(first)]).toEqual(['0', 200, LISTED]);
    const copy = await send(request, pin(1));
    expect([copy.servedBy, copy.status, copy.text]).toEqual(['1', 200, first.text]);
    expect(upstreamCalls(mark)).toBe(1);
    // The same key and proof id on another request, sent to the other instance.
    const proofId = request.headers['X-Proof-Id']!;
    const other = await send(listing(browser, `${mark}-other`, proofId).request, pin(1));
    expect([other.status, json(other)]).toEqual([
      200,
      { code: -1, msg: 'This request proof was made for another request: each request needs a proof of its own.', data: null },
    ]);
    expect(upstreamCalls(`${mark}-other`)).toBe(0);
  });

  it('a copy sent to the other instance while the first is still being handled is refused, then gets the answer', async () => {
    const browser = newBrowser();
    await signIn(proxy.origin, browser, ACCOUNTS[2]!);
    const { mark, request } = listing(browser);
    upstream.setFault('slow');
    try {
      const first = send(request, pin(0));
      await new Promise((r) => setTimeout(r, 500));
      const early = await send(request, pin(1));
      expect([early.servedBy, early.status, json(early)]).toEqual(['1', 200, STILL_HANDLED]);
      expect([(await first).status, json(await first)]).toEqual([200, LISTED]);
    } finally {
      upstream.setFault('none');
    }
    const late = await send(request, pin(1));
    expect([late.status, json(late)]).toEqual([200, LISTED]);
    expect(upstreamCalls(mark)).toBe(1);
  });

  it('replays at volume: 50 users, 200 reads each sent to one instance and its copy to the other; every copy answered as the first, none run twice', async () => {
    const originals: Seen[] = [];
    const copies: Seen[] = [];
    const marks: string[] = [];
    const started = performance.now();
    await Promise.all(
      ACCOUNTS.slice(0, 50).map(async (account, u) => {
        const browser = newBrowser();
        await signIn(proxy.origin, browser, account);
        for (let i = 0; i < 4; i++) {
          const { mark, request } = listing(browser);
          marks.push(mark);
          const first = await send(request, pin(((u + i) % 2) as 0 | 1));
          const copy = await send(request, pin(((u + i + 1) % 2) as 0 | 1));
          originals.push(first);
          copies.push(copy);
          expect([first.status, json(first)]).toEqual([200, LISTED]);
          expect([copy.status, copy.text]).toEqual([200, first.text]);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    expect(originals.length).toBe(200);
    expect(marks.map(upstreamCalls)).toEqual(Array(200).fill(1));
    const all = [...originals, ...copies];
    console.log(
      `replay test: ${originals.length} reads answered, ${copies.length} copies sent to the other instance, all answered with the first answer, ` +
        `upstream calls ${marks.map(upstreamCalls).reduce((a, b) => a + b, 0)} (none twice); ${(all.length / seconds).toFixed(0)} requests/s over ${all.length} ` +
        `(with 50 sign-ins), p50 ${percentile(
          all.map((s) => s.ms),
          50,
        ).toFixed(1)} ms, p99 ${percentile(
          all.map((s) => s.ms),
          99,
        ).toFixed(1)} ms; ` +
        `copies alone p50 ${percentile(
          copies.map((s) => s.ms),
          50,
        ).toFixed(1)} ms, p99 ${percentile(
          copies.map((s) => s.ms),
          99,
        ).toFixed(1)} ms`,
    );
  }, 120_000);

  it("a session's allowance is one allowance: 10 at once on both instances together, not 10 on each", async () => {
    const account = ACCOUNTS[3]!;
    const browser = newBrowser();
    await signIn(proxy.origin, browser, account);
    const seen: Seen[] = [];
    for (let i = 0; i < 20; i++) seen.push(await send(signed(proxy.origin, browser, 'GET', `/api/base/user?address=${account.ordinalsAddress}`)));
    expect(seen.map((s) => s.status)).toEqual([...Array<number>(10).fill(200), ...Array<number>(10).fill(429)]);
    // Both instances served and both refused: the proxy alternated.
    expect(new Set(seen.slice(0, 10).map((s) => s.servedBy))).toEqual(new Set(['0', '1']));
    expect(new Set(seen.slice(10).map((s) => s.servedBy))).toEqual(new Set(['0', '1']));
    expect(json(seen[10]!)).toEqual({ code: -429, msg: 'Too many requests in this session: wait a few seconds and try again.', data: null });
  });
});
