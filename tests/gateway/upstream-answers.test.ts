import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_REMOVED } from '../../server/gateway/upstream';
import { TEST_KEY } from './fake-upstream';
import { startGateway } from './gateway-harness';

describe('what the gateway passes between the browser and the open API (issue 41)', () => {
  let g: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    // On fractal: its host serves the swap (a swap call's own parameters are checked below) and the indexer.
    g = await startGateway({ network: 'fractal' });
  });
  afterAll(() => g.close());

  it('an upstream answer that echoes the key reaches the browser without it: not in its body (escaped or not), nor a header', async () => {
    g.upstream.setFault('echo-key');
    try {
      const status = await g.api().query.brc20Status({ start: 0, limit: 1 });
      expect(status.detail[0]?.ticker).toBe('ordi');
    } finally {
      g.upstream.setFault('none');
    }
    // The upstream was sent the key and echoed it…
    expect(g.upstream.calls.at(-1)!.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    // …and the browser got the answer with the key taken out.
    const seen = g.seen.at(-1)!;
    expect(seen).not.toContain(TEST_KEY);
    expect(seen).not.toMatch(/x-echoed-authorization/i);
    const body = JSON.parse(seen.slice(seen.indexOf(' {"code"') + 1)) as { msg: string; data: Record<string, unknown> };
    expect(body.msg).toBe(`OK for Bearer ${KEY_REMOVED}`);
    expect(body.data).toMatchObject({ requestedWith: `Bearer ${KEY_REMOVED}`, escapedAuth: `Bearer ${KEY_REMOVED}` });
    expect(g.log.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual({
      time: expect.any(String),
      level: 'warn',
      event: 'key-removed',
      requestId: expect.stringMatching(/^[0-9a-f]{24}$/),
      method: 'GET',
      call: 'query GET /brc20/status',
      msg: "the upstream's answer held the API key; it was taken out",
    });
    for (const line of g.log) expect(line).not.toContain(TEST_KEY);
  });

  it("forwards only the query parameters the call declares in the open API's swagger, never the client's query as it came", async () => {
    // The site's own client, signing the query as sent (a page adding parameters of its own).
    const query = { start: 0, limit: 1, sort: 'holders', apikey: 'x', evil: '1' };
    await g.api().query.brc20Status(query);
    expect(g.upstream.calls.at(-1)!.url).toBe('/v1/indexer/brc20/status?start=0&limit=1&sort=holders');
    // A call that declares none gets none; a swap call its own.
    await g.api().query.tickInfo('ordi');
    expect(g.upstream.calls.at(-1)!.url).toBe('/v1/indexer/brc20/ordi/info');
    await g.api().swap.quoteSwap({ address: 'tb1qaddr', tickIn: 'ordi', tickOut: 'sats', amount: '1', exactType: 'exactIn', ...{ apikey: 'x' } });
    expect(g.upstream.calls.at(-1)!.url).toBe('/v1/brc20-swap/quote_swap?address=tb1qaddr&tickIn=ordi&tickOut=sats&amount=1&exactType=exactIn');
  });
});
