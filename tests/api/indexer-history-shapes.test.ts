import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';
import { shapeServer } from './shape-harness';

/**
 * The brc-20 history calls as the site sends them, through its API client (issue 42): the open API requires `type`
 * on both and `height` on a tick's; each request passes the swagger's request check.
 */
const net = shapeServer();
const page = { height: 870_000, start: 0, total: 0, detail: [] };

describe('brc-20 history: type and height sent', () => {
  it("a tick's history: type, height, start and limit", async () => {
    net.answer({ '/query/brc20/ordi/history': page });
    const { api } = makeApi();
    await api.query.tickHistory('ordi', { type: 'inscribe-mint', height: 870_000 }, 40, 20);
    expect(net.only('/query/brc20/ordi/history').query).toEqual({ type: 'inscribe-mint', height: '870000', start: '40', limit: '20' });
  });

  it("an address's history of a tick: type, start and limit (the open API takes no height there)", async () => {
    const address = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';
    net.answer({ [`/query/address/${address}/brc20/ordi/history`]: page });
    const { api } = makeApi();
    await api.query.addressTickHistory(address, 'ordi', 'receive');
    expect(net.only(`/query/address/${address}/brc20/ordi/history`).query).toEqual({ type: 'receive', start: '0', limit: '20' });
  });
});
