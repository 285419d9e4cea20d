import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './gateway-harness';

describe('what the gateway passes between the browser and the open API (issue 41)', () => {
  let g: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    g = await startGateway();
  });
  afterAll(() => g.close());

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
