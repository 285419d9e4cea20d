import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, TEST_KEY } from './fake-upstream';
import { startGatewayProcess, type GatewayProcess } from './gateway-process';
import { startRedis } from './redis-server';
import { json, newBrowser, send, signed } from './signed-client';

/**
 * What an operator watches (docs/operators.md): GET /healthz and /readyz, the Prometheus metrics on their own port,
 * and the log, one JSON object a line with each request's id, never a key, a query or an address (issue 47).
 */
let redis: Awaited<ReturnType<typeof startRedis>>;
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let gateway: GatewayProcess;
beforeAll(async () => {
  [redis, upstream] = await Promise.all([startRedis(), startFakeUpstream()]);
  gateway = await startGatewayProcess(upstream.origin, ['--store', redis.url, '--metrics-port', '0', '--rate-ip', '4/0.001']);
}, 60_000);
afterAll(async () => {
  await gateway?.stop();
  await upstream?.close();
  await redis?.stop();
});

const get = async (url: string) => {
  const answer = await fetch(url);
  return { status: answer.status, body: (await answer.json()) as unknown, requestId: answer.headers.get('x-request-id') };
};
const metric = async (line: string) => {
  const text = await (await fetch(`http://127.0.0.1:${gateway.metricsPort!}/metrics`)).text();
  return text.split('\n').filter((l) => l.startsWith(line));
};

describe('the gateway as an operator runs it', () => {
  it('healthz and readyz answer while the process, its store and its upstream do', async () => {
    expect(await get(`${gateway.origin}/healthz`)).toEqual({ status: 200, body: { ok: true }, requestId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(await get(`${gateway.origin}/readyz`)).toEqual({ status: 200, body: { ready: true }, requestId: expect.stringMatching(/^[0-9a-f]{24}$/) });
  });

  it('counts requests by call and status, upstream times and rate-limit refusals, on the metrics port; logs each request as JSON with its id', async () => {
    const browser = newBrowser();
    const status = await send(signed(gateway.origin, browser, 'GET', '/api/query/brc20/status?start=0&limit=1'));
    expect([status.status, json(status).code]).toEqual([200, 0]);
    const address = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${gateway.origin}/api/query/address/${address}/no-such?key=${i}`)).status);
    // A burst of 4 by address: the status read and three more, then 429.
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await metric('gateway_requests_total{call="query GET /brc20/status"')).toEqual([
      'gateway_requests_total{call="query GET /brc20/status",status="200"} 1',
    ]);
    expect(await metric('gateway_requests_total{call="api (no such call)"')).toEqual([
      'gateway_requests_total{call="api (no such call)",status="200"} 3',
      'gateway_requests_total{call="api (no such call)",status="429"} 1',
    ]);
    expect(await metric('gateway_requests_total{call="healthz"')).toEqual(['gateway_requests_total{call="healthz",status="200"} 1']);
    expect(await metric('gateway_rate_limit_refusals_total')).toEqual(['gateway_rate_limit_refusals_total{limit="ip"} 1']);
    expect(await metric('gateway_upstream_duration_seconds_count')).toEqual(['gateway_upstream_duration_seconds_count{service="open-api",outcome="ok"} 1']);
    expect(await metric('gateway_requests_in_flight')).toEqual(['gateway_requests_in_flight 0']);
    expect((await fetch(`http://127.0.0.1:${gateway.metricsPort!}/other`)).status).toBe(404);

    // Every line is one JSON object; a request's has its id (as its answer's X-Request-Id), its call, its status.
    const lines = gateway.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.event === 'request');
    expect(requests.filter((line) => line.call === 'query GET /brc20/status')).toEqual([
      {
        time: expect.any(String),
        level: 'info',
        event: 'request',
        requestId: expect.stringMatching(/^[0-9a-f]{24}$/),
        method: 'GET',
        call: 'query GET /brc20/status',
        status: 200,
        ms: expect.any(Number),
      },
    ]);
    expect(new Set(requests.map((line) => line.requestId)).size).toBe(requests.length);
    for (const line of gateway.lines) for (const secret of [TEST_KEY, address, 'start=', 'key=', '?', '/api/']) expect(line).not.toContain(secret);
  });

  it('readyz says 503 and why when the upstream does not answer, then when the store does not; a call then gets 503 in words', async () => {
    await upstream.close();
    // The upstream's answer stands for 5 s (a balancer asks every few seconds).
    await new Promise((r) => setTimeout(r, 5_200));
    expect(await get(`${gateway.origin}/readyz`)).toMatchObject({
      status: 503,
      body: { ready: false, reason: "The upstream (UniSat's open API) does not answer." },
    });
    await redis.stop();
    expect(await get(`${gateway.origin}/readyz`)).toMatchObject({ status: 503, body: { ready: false, reason: 'The store (Redis) does not answer.' } });
    expect(await get(`${gateway.origin}/healthz`)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await get(`${gateway.origin}/api/v4/config`)).toMatchObject({
      status: 503,
      body: { code: -1, msg: 'The gateway cannot reach its store just now: try again in a moment.', data: null },
    });
    expect(await metric('gateway_store_failures_total')).toEqual(['gateway_store_failures_total 1']);
    expect(gateway.lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'store', msg: expect.stringMatching(/^the store \(Redis\) failed: /) }),
    );
  }, 30_000);
});
