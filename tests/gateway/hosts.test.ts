import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeCallOn } from '../../server/gateway/call-table';
import { NETWORK_NAMES, NETWORKS, type NetworkName } from '../../server/gateway/networks';
import { OPEN_API_NETWORKS } from '../../server/gateway/open-api-networks';
import { networksModuleText, openApiNetworks, openApiServers } from '../../scripts/open-api-hosts';
import { SWAGGER } from '../../scripts/open-api-calls';
import { forwardedWithoutPath, networkCounts } from '../../scripts/gateway-calls';
import { failureMessage } from '../../src/services/http/error-routing';
import { ACCOUNTS, startGateway } from './gateway-harness';

const caught = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => expect.fail('expected the call to fail'),
    (error: unknown) => error,
  );

describe("the gateway's table of each host's calls", () => {
  it.runIf(existsSync(SWAGGER))('says which networks serve each call, as the swagger has them (npm run open-api-calls)', () => {
    const yaml = readFileSync(SWAGGER, 'utf8');
    expect(networksModuleText(openApiNetworks(yaml))).toBe(readFileSync(resolve('server/gateway/open-api-networks.ts'), 'utf8'));
    // Each network's host is a server of the swagger, of its chain.
    const servers = openApiServers(yaml);
    for (const name of NETWORK_NAMES)
      expect(servers.find((s) => s.url === NETWORKS[name].host)?.chain, name).toBe(name.startsWith('fractal') ? 'fractal' : 'bitcoin');
  });

  it('has the swap on the Fractal mainnet host only, the brc-20 market on four hosts, the collections on two', () => {
    expect(OPEN_API_NETWORKS['GET /v1/brc20-swap/config']).toEqual(['fractal']);
    expect(OPEN_API_NETWORKS['POST /v1/brc20-swap/swap']).toEqual(['fractal']);
    expect(OPEN_API_NETWORKS['POST /v3/market/brc20/auction/list']).toEqual(['mainnet', 'testnet', 'fractal', 'fractal-testnet']);
    expect(OPEN_API_NETWORKS['POST /v3/market/collection/auction/list']).toEqual(['mainnet', 'fractal']);
    expect(OPEN_API_NETWORKS['GET /v1/collection-indexer/collection/{collectionId}/items']).toEqual(['mainnet']);
    // An operation whose tag lists no host (Inscribe V5) is served by every server of the swagger.
    expect(OPEN_API_NETWORKS['POST /v5/inscribe/order/create']).toEqual([...NETWORK_NAMES]);
    expect(OPEN_API_NETWORKS['GET /v1/indexer/brc20/status']).toEqual([...NETWORK_NAMES]);
  });

  it('forwards no call to a host without its path, on any network (npm run gateway:calls)', () => {
    for (const network of NETWORK_NAMES) expect(forwardedWithoutPath(network), network).toEqual([]);
    // The counts the issue found by hand: on testnet 71 forwarded calls have no path there, on mainnet 37 (the swap).
    expect(networkCounts('testnet')).toMatchObject({ calls: 349, forwarded: 59, built: 5, notOnHost: 71 });
    expect(networkCounts('mainnet')).toMatchObject({ forwarded: 93, built: 5, notOnHost: 37 });
    expect(networkCounts('fractal')).toMatchObject({ forwarded: 128, built: 5, notOnHost: 2 });
    // Where the host has not what a call is built from, it is not offered (signet has no market).
    expect(networkCounts('signet')).toMatchObject({ built: 0 });
  });

  it("builds a tick market's list, a tick's figures and the brc-20 chart from the open API's calls, never forwarding the spec's", () => {
    expect(routeCallOn('testnet', 'market', 'POST', '/brc20/auction/brc20_types_many')).toEqual({
      kind: 'built',
      from: ['/v3/market/brc20/auction/brc20_types'],
      message:
        "This part of the site is not available on this network yet: UniSat's open API has no call for it (brc20_types_many). The site builds it from the open API's other calls.",
    });
    expect(routeCallOn('fractal', 'market', 'POST', '/runes/auction/runes_statistic')).toMatchObject({
      kind: 'built',
      from: ['/v3/market/runes/auction/runes_types_specified', '/v3/market/runes/auction/list'],
    });
    expect(routeCallOn('testnet', 'market', 'POST', '/brc20/auction/curve_price')).toMatchObject({
      kind: 'built',
      from: ['/v3/market/brc20/auction/brc20_kline'],
    });
    // Another category's curve, or a tick call on another market, has no counterpart.
    expect(routeCallOn('testnet', 'market', 'POST', '/runes/auction/curve_price')).toMatchObject({ kind: 'none' });
    expect(routeCallOn('testnet', 'market', 'POST', '/runes/auction/brc20_types_many')).toMatchObject({ kind: 'none' });
    expect(routeCallOn('signet', 'market', 'POST', '/brc20/auction/brc20_types_many')).toEqual({
      kind: 'not-offered',
      path: '/v3/market/brc20/auction/brc20_types',
      servedOn: ['mainnet', 'testnet', 'fractal', 'fractal-testnet'],
      message:
        "This is not offered on Bitcoin signet: UniSat's open API has what it is built from (market/brc20/auction/brc20_types) only on Bitcoin mainnet, Bitcoin testnet, Fractal mainnet and Fractal testnet.",
    });
  });

  it('routes by the network: the swap on fractal, the domain market on mainnet and fractal', () => {
    const swap = (network: NetworkName) => routeCallOn(network, 'swap', 'GET', '/pool_list');
    expect(swap('fractal')).toEqual({ kind: 'upstream', path: '/v1/brc20-swap/pool_list', translated: false });
    expect(swap('testnet')).toEqual({
      kind: 'not-offered',
      path: '/v1/brc20-swap/pool_list',
      servedOn: ['fractal'],
      message: "This is not offered on Bitcoin testnet: UniSat's open API has it (brc20-swap/pool_list) only on Fractal mainnet.",
    });
    expect(routeCallOn('mainnet', 'market', 'POST', '/domain/auction/list')).toMatchObject({ kind: 'upstream' });
    expect(routeCallOn('signet', 'market', 'POST', '/domain/auction/list')).toMatchObject({
      kind: 'not-offered',
      message: "This is not offered on Bitcoin signet: UniSat's open API has it (market/domain/auction/list) only on Bitcoin mainnet and Fractal mainnet.",
    });
  });
});

describe('the gateway on each network forwards only what its host serves', () => {
  const gateways = {} as Record<'testnet' | 'fractal' | 'fractal-testnet' | 'mainnet', Awaited<ReturnType<typeof startGateway>>>;
  beforeAll(async () => {
    for (const network of ['testnet', 'fractal', 'fractal-testnet', 'mainnet'] as const) gateways[network] = await startGateway({ network });
  });
  afterAll(() => Promise.all(Object.values(gateways).map((g) => g.close())));

  const swapCalls = (g: { upstream: { calls: { url: string }[] } }) => g.upstream.calls.filter((c) => c.url.startsWith('/v1/brc20-swap/'));

  it('on testnet, does not send a swap call upstream: the site shows the permanent "not offered" answer, no "Try again"', async () => {
    const g = gateways.testnet;
    const error = await caught(g.api().swap.poolList({ start: 0, limit: 10 }));
    expect(failureMessage(error)).toBe("This is not offered on Bitcoin testnet: UniSat's open API has it (brc20-swap/pool_list) only on Fractal mainnet.");
    expect(error).toMatchObject({ kind: 'server', code: -404 });
    // A call that acts for a user is answered the same, before any session or body is asked for.
    const raw = await g.fetch(`${g.origin}/api/swap/swap`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(raw.status).toBe(200);
    expect(await raw.json()).toEqual({
      code: -404,
      msg: "This is not offered on Bitcoin testnet: UniSat's open API has it (brc20-swap/swap) only on Fractal mainnet.",
      data: { notOffered: { network: 'testnet', servedOn: ['fractal'] } },
    });
    expect(swapCalls(g)).toEqual([]);
    // The brc-20 market is testnet's: forwarded.
    await g
      .api()
      .market.forCategory('brc20')
      .list({ filter: { tick: 'ordi' }, start: 0, limit: 20 });
    expect(g.upstream.calls.at(-1)!.url).toBe('/v3/market/brc20/auction/list');
  });

  it("on fractal, forwards the same call to the host that stands for Fractal's", async () => {
    const g = gateways.fractal;
    await g.api().swap.poolList({ start: 0, limit: 10 });
    expect(swapCalls(g).map((c) => c.url)).toEqual(['/v1/brc20-swap/pool_list?start=0&limit=10']);
  });

  it('on fractal-testnet, not the swap (the swagger lists it on the Fractal mainnet host only), but the brc-20 market', async () => {
    const g = gateways['fractal-testnet'];
    const error = await caught(g.api().swap.poolList({ start: 0, limit: 10 }));
    expect(failureMessage(error)).toBe("This is not offered on Fractal testnet: UniSat's open API has it (brc20-swap/pool_list) only on Fractal mainnet.");
    expect(swapCalls(g)).toEqual([]);
    await g
      .api()
      .market.forCategory('brc20')
      .list({ filter: { tick: 'ordi' }, start: 0, limit: 20 });
    expect(g.upstream.calls.at(-1)!.url).toBe('/v3/market/brc20/auction/list');
  });

  it('the collection market on mainnet, not on testnet', async () => {
    const body = { method: 'POST', body: '{"start":0,"limit":20}', headers: { 'Content-Type': 'application/json' } };
    const mainnet = gateways.mainnet;
    // The fake upstream has no answer for it (404, a failure on the page): what matters here is where it went.
    await mainnet
      .api()
      .market.forCategory('collection')
      .collectionStatisticList({ filter: { timeType: '24h' }, start: 0, limit: 20 })
      .catch(() => null);
    expect(mainnet.upstream.calls.at(-1)?.url).toBe('/v3/market/collection/auction/collection_statistic_list');
    const testnet = gateways.testnet;
    const before = testnet.upstream.calls.length;
    const answer = await (await testnet.fetch(`${testnet.origin}/api/market/collection/auction/collection_statistic_list`, body)).json();
    expect(answer).toMatchObject({ code: -404, data: { notOffered: { network: 'testnet', servedOn: ['mainnet', 'fractal'] } } });
    expect(testnet.upstream.calls.length).toBe(before);
  });

  it("signs in with the network's address format, and tells the page its network", async () => {
    // Fractal's networks use mainnet's addresses: a tb1 address is refused there.
    const error = await caught(gateways['fractal-testnet'].api().basic.preload(ACCOUNTS[0]!.ordinalsAddress));
    expect(failureMessage(error)).toBe(`'${ACCOUNTS[0]!.ordinalsAddress}' is not a mainnet address this site signs in with.`);
    const html = await (await gateways['fractal-testnet'].fetch(`${gateways['fractal-testnet'].origin}/swap`)).text();
    expect(html).toContain('<meta name="ba-network" content="mainnet"><meta name="ba-network-name" content="fractal-testnet">');
  });
});
