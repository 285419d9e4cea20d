import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forwardedQuery, inOpenApi, routeCall } from '../../server/gateway/call-table';
import { OPEN_API_CALLS } from '../../server/gateway/open-api-calls';
import { moduleText, openApiCalls, openApiQueryParams, paramsModuleText, SWAGGER } from '../../scripts/open-api-calls';
import { callSummary, callTable, gatewayCalls, shapesSummary } from '../../scripts/gateway-calls';

describe("the gateway's table of calls", () => {
  it.runIf(existsSync(SWAGGER))('lists exactly the calls of the swagger (npm run open-api-calls)', () => {
    expect(moduleText(openApiCalls(readFileSync(SWAGGER, 'utf8')))).toBe(readFileSync(resolve('server/gateway/open-api-calls.ts'), 'utf8'));
    expect(OPEN_API_CALLS.length).toBeGreaterThan(250);
  });

  it.runIf(existsSync(SWAGGER))('lists the query parameters each call declares, as the swagger has them (npm run open-api-calls)', () => {
    const declared = openApiQueryParams(readFileSync(SWAGGER, 'utf8'));
    expect(paramsModuleText(declared)).toBe(readFileSync(resolve('server/gateway/open-api-params.ts'), 'utf8'));
    expect(declared.get('GET /v1/indexer/brc20/status')).toEqual(['start', 'limit', 'sort', 'complete']);
    expect(declared.get('GET /v1/brc20-swap/quote_swap')).toEqual(['address', 'tickIn', 'tickOut', 'amount', 'exactType']);
    expect(declared.has('GET /v1/indexer/brc20/{ticker}/info')).toBe(false);
  });

  it('forwards a query parameter only when the call declares it, once (its first value)', () => {
    const query = (layer: 'query' | 'mempool', path: string, search: string) =>
      forwardedQuery(routeCall(layer, 'GET', path), 'GET', new URLSearchParams(search));
    expect(query('query', '/brc20/status', 'start=0&start=9&apikey=x&limit=2&evil=1&sort=a%20b')).toBe('?start=0&limit=2&sort=a+b');
    expect(query('query', '/brc20/6f726469/info', 'evil=1')).toBe('');
    expect(query('mempool', '/v1/fees/recommended', 'evil=1')).toBe('');
    expect(query('query', '/no/such/call', 'start=0')).toBe('');
  });

  it('forwards only to paths the open API has, translated ones included', () => {
    for (const row of gatewayCalls().filter((r) => r.disposition === 'identical' || r.disposition === 'translated')) {
      const [method, path] = row.target.split(' ') as [string, string];
      expect(inOpenApi(method, path), row.call).toBe(true);
    }
  });

  it("keeps the spec's own calls and the ones the open API names differently", () => {
    expect(routeCall('basic', 'POST', '/base/login')).toEqual({ kind: 'own' });
    expect(routeCall('basic', 'POST', '/inscribe/order')).toEqual({ kind: 'upstream', path: '/v5/inscribe/order/create', translated: true });
    expect(routeCall('basic', 'POST', '/inscribe/order/runes-mint')).toEqual({ kind: 'upstream', path: '/v5/inscribe/order/create', translated: true });
    expect(routeCall('basic', 'GET', '/inscribe/order/o-1')).toEqual({ kind: 'upstream', path: '/v5/inscribe/order/o-1', translated: true });
    expect(routeCall('query', 'GET', '/address/tb1q/inscription-data')).toEqual({
      kind: 'upstream',
      path: '/v1/indexer/address/tb1q/inscription-data',
      translated: false,
    });
    expect(routeCall('market', 'POST', '/arc20/auction/list')).toMatchObject({ kind: 'none' });
    expect(routeCall('market', 'POST', '/common/xverse_bind')).toEqual({ kind: 'upstream', path: '/v3/market/brc20/auction/bind', translated: true });
    expect(routeCall('query', 'GET', '/brc20/6f726469/info')).toEqual({ kind: 'upstream', path: '/v1/indexer/brc20/ordi/info', translated: true });
    expect(routeCall('query5', 'GET', '/brc20/70697a7a61/info')).toEqual({ kind: 'upstream', path: '/v1/indexer/brc20/pizza/info', translated: true });
    expect(routeCall('query', 'GET', '/collection-indexer/collection/punks/items')).toMatchObject({ path: '/v1/collection-indexer/collection/punks/items' });
    // The order history is every order of the operator's key, not one user's: never forwarded.
    expect(routeCall('basic', 'GET', '/inscribe/orders/tb1q')).toMatchObject({ kind: 'none' });
    // Nor through an order id that names another call of the open API (V5's list of the key's orders); V5 has no
    // summary under its orders (V2's is /v2/inscribe/order/summary), so there "summary" is only an order's id.
    expect(routeCall('basic', 'GET', '/inscribe/order/list')).toMatchObject({ kind: 'none' });
    expect(routeCall('basic', 'GET', '/inscribe/order/summary')).toEqual({ kind: 'upstream', path: '/v5/inscribe/order/summary', translated: true });
  });

  it('is counted in the docs as npm run gateway:calls prints it (docs/gateway.md, docs/api.md)', () => {
    const docs = ['docs/gateway.md', 'docs/api.md']
      .map((file) => readFileSync(resolve(file), 'utf8'))
      .join('\n')
      .replace(/\s+/g, ' ');
    expect(docs).toContain(callSummary().total);
    expect(docs).toContain(shapesSummary());
    // The table itself, row by row, as the script prints it.
    for (const row of callTable()) expect(docs).toContain(row.replace(/\s+/g, ' '));
  });
});
