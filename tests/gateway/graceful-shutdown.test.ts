import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream } from './fake-upstream';
import { startGatewayProcess } from './gateway-process';
import { json, newBrowser, send, signed } from './signed-client';

/**
 * SIGTERM (a deploy, a scale-down): the gateway stops taking connections, answers what is in flight within
 * --drain-seconds, then exits 0 (issue 47). The fake open API answers slowly (1.5 s) here.
 */
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.setFault('slow');
});
afterAll(() => upstream?.close());

/** Resolves once the upstream has been asked `count` calls. */
async function upstreamAsked(count: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (upstream.calls.length < count) {
    if (Date.now() > deadline) throw new Error('the gateway did not call its upstream within 20 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a graceful stop on SIGTERM', () => {
  it('a call waiting on a slow upstream is answered, no new connection is taken, then the process exits 0', async () => {
    const gateway = await startGatewayProcess(upstream.origin, ['--drain-seconds', '10']);
    try {
      const before = upstream.calls.length;
      const call = send(signed(gateway.origin, newBrowser(), 'GET', '/api/query/brc20/status?start=0&limit=1'));
      await upstreamAsked(before + 1);
      gateway.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      // Stopped taking connections: a new one is refused while the call is still in flight.
      await expect(fetch(`${gateway.origin}/healthz`)).rejects.toThrow('fetch failed');
      const answer = await call;
      expect(answer.status).toBe(200);
      expect(json(answer)).toMatchObject({ code: 0, msg: 'OK', data: { height: 870000, total: 1, start: 0, detail: [{ ticker: 'ordi' }] } });
      expect(await gateway.exited).toEqual({ code: 0, signal: null });
      const said = gateway.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(said).toContainEqual(expect.objectContaining({ level: 'info', event: 'shutting-down', signal: 'SIGTERM', drainSeconds: 10 }));
      expect(said.at(-1)).toEqual(expect.objectContaining({ level: 'info', event: 'stopped', cut: 0 }));
    } finally {
      await gateway.stop();
    }
  }, 60_000);

  it('past the bound (--drain-seconds 0.5) the call still in flight is cut, and the process exits 0 all the same', async () => {
    const gateway = await startGatewayProcess(upstream.origin, ['--drain-seconds', '0.5']);
    try {
      const before = upstream.calls.length;
      const call = send(signed(gateway.origin, newBrowser(), 'GET', '/api/query/brc20/status?start=0&limit=1')).then(
        () => 'answered',
        () => 'cut',
      );
      await upstreamAsked(before + 1);
      gateway.kill('SIGTERM');
      expect(await call).toBe('cut');
      expect(await gateway.exited).toEqual({ code: 0, signal: null });
      expect(JSON.parse(gateway.lines.at(-1)!)).toEqual(expect.objectContaining({ event: 'stopped', cut: 1 }));
    } finally {
      await gateway.stop();
    }
  }, 60_000);
});
