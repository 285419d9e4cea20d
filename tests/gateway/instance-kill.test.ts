import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { startAlternatingProxy } from './alternating-proxy';
import { startFakeUpstream } from './fake-upstream';
import { startGatewayProcess, type GatewayProcess } from './gateway-process';
import { startRedis } from './redis-server';
import { newBrowser, percentile, send, signed, signIn, type Browser, type Seen, type SignedRequest } from './signed-client';
import { LISTED, STILL_HANDLED } from './expected-answers';

/**
 * One of two gateway processes on one Redis store killed (SIGKILL, as a crashed machine) in the middle of a run of
 * 1,000 requests from 50 users, behind a proxy that sends a request the dead instance cannot take to the other one
 * (as the nginx config the build writes does: proxy_next_upstream error timeout non_idempotent). Nothing is lost:
 * every session goes on, no request runs twice, every request is answered or refused in words.
 */
const USERS = 50;
const PER_USER = 20;
const KILL_AFTER = 400;
const ACCOUNTS = deriveAccounts(undefined, USERS);
const userAnswer = (address: string) => ({ code: 0, msg: 'ok', data: { address, inscribeCount: 0, ogPassCount: 0, access: { swapAccess: { access: true } } } });

let redis: Awaited<ReturnType<typeof startRedis>>;
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let instances: GatewayProcess[] = [];
let proxy: Awaited<ReturnType<typeof startAlternatingProxy>>;

beforeAll(async () => {
  [redis, upstream] = await Promise.all([startRedis(), startFakeUpstream()]);
  const args = ['--store', redis.url, '--trust-proxy', '--rate-ip', '100000/100000', '--rate-session', '100/100'];
  instances = await Promise.all([startGatewayProcess(upstream.origin, args), startGatewayProcess(upstream.origin, args)]);
  proxy = await startAlternatingProxy(instances.map((instance) => instance.origin));
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await upstream?.close();
  await redis?.stop();
});

type Kind = 'read' | 'user' | 'copy';
interface Outcome {
  readonly kind: Kind;
  readonly seen: Seen;
  readonly startedAt: number;
  /** What the user expects: the answer to its call (a copy: the first copy's, or its call's when that one was refused). */
  readonly expected: readonly string[];
  readonly mark: string | null;
}

describe('an instance killed in the middle of a run', () => {
  it('1,000 requests from 50 users, one instance killed with SIGKILL after 400: no session lost, no request run twice, each answered or refused in words', async () => {
    const users = await Promise.all(
      ACCOUNTS.map(async (account) => {
        const browser: Browser = newBrowser();
        await signIn(proxy.origin, browser, account);
        return { account, browser };
      }),
    );
    const outcomes: Outcome[] = [];
    let killedAt: number | null = null;
    const runStarted = performance.now();
    await Promise.all(
      users.map(async ({ account, browser }, u) => {
        let previous: { request: SignedRequest; seen: Seen; kind: Kind; mark: string | null } | null = null;
        for (let i = 0; i < PER_USER; i++) {
          if (killedAt === null && outcomes.length >= KILL_AFTER) {
            killedAt = performance.now();
            instances[0]!.kill('SIGKILL');
          }
          // Every fifth request is a resend of the one before (a browser whose connection dropped); else a market read
          // (forwarded upstream, its body marked to count the upstream's calls) or the signed-in user (the session).
          const copy: boolean = i % 5 === 4 && previous !== null;
          const mark: string | null = copy ? previous!.mark : i % 2 === 0 ? `u${u}-r${i}` : null;
          const request: SignedRequest = copy
            ? previous!.request
            : mark
              ? signed(proxy.origin, browser, 'POST', '/api/market/brc20/auction/list', { filter: { nftType: 'brc20' }, start: 0, limit: 1, mark })
              : signed(proxy.origin, browser, 'GET', `/api/base/user?address=${account.ordinalsAddress}`);
          const kind: Kind = copy ? 'copy' : mark ? 'read' : 'user';
          const answer = JSON.stringify((copy ? previous!.kind : kind) === 'read' ? LISTED : userAnswer(account.ordinalsAddress));
          const startedAt = performance.now();
          const seen = await send(request);
          const expected = copy
            ? [previous!.seen.text, ...(previous!.seen.text === JSON.stringify(STILL_HANDLED) ? [answer] : [])]
            : [answer, JSON.stringify(STILL_HANDLED)];
          outcomes.push({ kind, seen, startedAt, expected, mark });
          if (!copy) previous = { request, seen, kind, mark };
        }
      }),
    );
    const runSeconds = (performance.now() - runStarted) / 1000;
    const killed = await instances[0]!.exited;
    expect(killed).toEqual({ code: null, signal: 'SIGKILL' });
    expect(outcomes.length).toBe(USERS * PER_USER);

    // Every request answered (HTTP 200) with what its user expects, or refused in the words above; none got a 502.
    const unexpected = outcomes.filter((o) => o.seen.status !== 200 || !o.expected.includes(o.seen.text));
    expect(unexpected.map((o) => `${o.kind} ${o.seen.status} ${o.seen.text}`)).toEqual([]);
    expect(proxy.counts.refused502).toBe(0);
    // No session lost: none refused as unknown (-501) or expired (-502), and each one still works on the survivor.
    expect(outcomes.filter((o) => o.seen.text.includes('"code":-50')).length).toBe(0);
    const after = await Promise.all(
      users.map(({ account, browser }) => send(signed(proxy.origin, browser, 'GET', `/api/base/user?address=${account.ordinalsAddress}`))),
    );
    expect(after.map((s) => [s.status, s.servedBy, s.text])).toEqual(
      users.map(({ account }) => [200, '1', JSON.stringify(userAnswer(account.ordinalsAddress))]),
    );
    // No request run twice: each market read reached the upstream at most once, resends included.
    const marks = [...new Set(outcomes.flatMap((o) => (o.mark ? [o.mark] : [])))];
    const calls = marks.map((mark) => upstream.calls.filter((call) => call.body.includes(`"mark":"${mark}"`)).length);
    expect(calls.filter((n) => n > 1)).toEqual([]);
    // A read answered with the listing was run (once) upstream.
    const listed = outcomes.filter((o) => o.kind === 'read' && o.seen.text === JSON.stringify(LISTED));
    expect(listed.every((o) => calls[marks.indexOf(o.mark!)] === 1)).toBe(true);

    const refused = outcomes.filter((o) => o.seen.text === JSON.stringify(STILL_HANDLED));
    const survivors = outcomes.filter((o) => killedAt !== null && o.startedAt >= killedAt);
    const survivorSeconds = (Math.max(...survivors.map((o) => o.startedAt + o.seen.ms)) - killedAt!) / 1000;
    const ms = survivors.map((o) => o.seen.ms);
    console.log(
      `kill test: ${outcomes.length} requests from ${USERS} users in ${runSeconds.toFixed(1)} s (${(outcomes.length / runSeconds).toFixed(0)} requests/s); ` +
        `instance 0 killed after ${KILL_AFTER}; answered ${outcomes.length - refused.length}, refused as still being handled ${refused.length} ` +
        `(reads ${refused.filter((o) => o.kind === 'read').length}, user ${refused.filter((o) => o.kind === 'user').length}, copies ${refused.filter((o) => o.kind === 'copy').length}), ` +
        `HTTP 502 ${proxy.counts.refused502}, sent again by the proxy to the survivor ${proxy.counts.retried}; upstream calls ${calls.reduce((a, b) => a + b, 0)} for ${marks.length} reads; ` +
        `survivor after the kill: ${survivors.length} requests in ${survivorSeconds.toFixed(1)} s = ${(survivors.length / survivorSeconds).toFixed(0)} requests/s, ` +
        `p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms`,
    );
  }, 240_000);
});
