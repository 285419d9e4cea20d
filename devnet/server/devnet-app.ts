import type { IncomingMessage, ServerResponse } from 'node:http';
import { fail, ok, parseJsonObject, readBody, refuseForeignControl, sendJson } from './http-utils';
import { interfere } from './injected-failures';
import { createProofChecker } from '../../server/auth/proof-check';
import { createStateStore, type DevnetState } from './state';
import type { DevnetOptions } from './devnet-options';
import { seedDevnet, seedSwap } from '../indexer/seed';
import { tamperAnswer, tampersWith, tamperStays } from '../market/tamper';
import { createMarketRoutes } from '../market/market-routes';
import { createMarketReadsWithTicks } from '../market/open-api-ticks';
import { createDeployerRoutes } from '../market/deployer-routes';
import { createQueryRoutes } from '../indexer/query-routes';
import { createAssetUtxoRoutes } from '../indexer/asset-utxo-routes';
import { createHistoryRoutes } from '../indexer/history-routes';
import { createHoldingsRoutes } from '../indexer/holdings-routes';
import { createBrc20Routes } from '../indexer/brc20-routes';
import { createUtxoRoutes } from '../indexer/utxo-routes';
import { contentUrlOn, createInscriptionRoutes } from '../indexer/inscription-routes';
import { createSwapRoutes } from '../swap/swap-routes';
import { createOrderRoutes } from '../inscribe/order-routes';
import { CallError } from '../../server/call-error';
import { createApiSurface, createDispatch, type ApiRoute } from './api-surface';
import { createOpenApiSurface, type ContractLog } from './open-api-surface';
import { createExtensionSurface } from './extension-surface';
import { marketCaller } from '../market/market-caller';
import { isNetworkName, NETWORK_NAMES, type NetworkName } from '../../server/gateway/networks';
import { createAuthRoutes } from './auth-routes';
import { createChainRoutes } from './chain-routes';
import { createConfigRoutes } from './config-routes';
import { createPizzaRoutes } from '../inscribe/pizza-routes';
import { createBlindRoutes } from '../inscribe/blind-routes';
import { createControlSurface, type ControlCtx } from './control-surface';
import { createControlRoutes, type ControlChange } from './control-routes';
import { createControlScenarioRoutes } from './control-scenario-routes';
import { controlSnapshot } from './control-snapshot';
import { currentFees } from './fee-rates';
import { chainAddress } from './input-checks';
import { PAGE_ROUTES, type RequestCtx } from './page-routes';
import { findRoute, type Route } from './routes';
import { createScenario } from './scenario';
import { createDevnetServices } from './devnet-services';

/** Where a tampered PSBT sends what it diverts: an address of nobody in the dialog (a fixed testnet key). */
const TAMPER_STRANGER = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

/**
 * The devnet: a local UniSat-compatible backend for `npm start`. One request handler, mounted into Vite's
 * dev and preview servers (vite-plugin.ts) or served on its own (cli.ts). It puts the parts together; each
 * surface is a route table (server/routes.ts):
 *
 *   /api/…          the server layers, at the bases the site's config defaults to (server/api-surface.ts)
 *   /devnet         the control page (server/page-routes.ts)
 *   /devnet/api/…   the control surface, JSON (server/control-surface.ts)
 */
export function createDevnet(options: DevnetOptions = {}) {
  const store = createStateStore(options.dataFile ?? null);
  const realNow = options.now ?? (() => Date.now());
  const serverNow = () => realNow() + store.get().clockSkewMs;
  const scenario = createScenario();
  const { chain, auth, indexer, broadcast, market, swap, orders, deployer, blind, userOf } = createDevnetServices({ store, serverNow, scenario });
  const proofs = createProofChecker();
  let lastBlockAt = realNow();
  /** Mines blocks; the indexer confirms what they hold, the swap module, inscribe orders and claims move on. */
  const mine = (blocks: number): number => {
    const txids = new Set(chain.state().mempool.map((m) => m.txid));
    const height = chain.mine(blocks);
    indexer.confirm(height - blocks + 1, txids);
    lastBlockAt = realNow();
    swap.onBlock();
    orders.advance();
    blind.onBlock();
    deployer.onBlock();
    return height;
  };
  /**
   * Lays down the seed data on a fresh state (first start, and after a reset). Seeding signs and checks a
   * month of trades (about 3 s), so a reset puts back the state the first seed made, kept in memory.
   */
  let seededState: DevnetState | null = options.seededState ? structuredClone(options.seededState) : null;
  const seedIfFresh = () => {
    if (store.get().seeded || options.seed === false) return;
    if (seededState) return store.restore(structuredClone(seededState));
    seedDevnet({
      chain,
      indexer,
      market,
      mine,
      setUser: auth.setUser,
      now: serverNow,
      travel: (msAgo) => store.update((s) => ({ ...s, clockSkewMs: msAgo ? -msAgo : 0 })),
    });
    seedSwap(swap);
    store.update((s) => ({ ...s, seeded: true }));
    seededState = structuredClone(store.get());
  };
  const reset = () => {
    store.reset();
    seedIfFresh();
  };

  /**
   * Runs a change as one step: if it throws, the state is put back as it was before it (a call that fails
   * half-way changes nothing). Only synchronous work goes in here, so nothing else runs in between.
   */
  const atomically = <T>(run: () => T): T => {
    const before = store.get();
    try {
      return run();
    } catch (error) {
      store.restore(before);
      throw error;
    }
  };

  // Blocks on a timer: checked every second against the interval, so a changed interval applies at once.
  const timer =
    options.autoMine === false
      ? null
      : setInterval(() => {
          try {
            atomically(() => {
              const interval = store.get().mining.intervalMs;
              if (interval !== null && realNow() - lastBlockAt >= interval) mine(1);
              market.settleDue();
            });
          } catch (error) {
            // A timer must never take the dev server down; what failed is said and nothing is kept of it.
            console.error('[devnet] block timer:', error);
          }
        }, 1_000);
  timer?.unref?.();

  /** The calls of every layer under /api. Calls with path parameters come first, as a pattern can be wider than a path. */
  const apiRoutes: ApiRoute[] = [
    ...createMarketRoutes({
      market,
      more: createMarketReadsWithTicks({ market, indexer, chain, now: serverNow, contentUrl: contentUrlOn(options.contentOrigin) }),
      session: (s) => auth.requireMarketSession(s),
      ok,
      answer: (call, data) => {
        const kind = scenario.marketTamper;
        if (!kind || !tampersWith(kind, call) || typeof data !== 'object' || data === null) return data;
        if (!tamperStays(kind)) scenario.marketTamper = null;
        return tamperAnswer(kind, data as Record<string, unknown>, { stranger: TAMPER_STRANGER, fund: (address, sats) => chain.fund(address, sats) });
      },
    }),
    ...createQueryRoutes({ indexer, chain, ok, address: chainAddress }),
    ...createAssetUtxoRoutes({ indexer, chain, ok, address: chainAddress }),
    ...createHistoryRoutes({ chain, ok, address: chainAddress }),
    ...createHoldingsRoutes({ indexer, ok, address: chainAddress }),
    ...createBrc20Routes({ indexer, chain, ok, address: chainAddress }),
    ...createUtxoRoutes({ indexer, chain, ok, broadcast }),
    ...createSwapRoutes({ swap, maintenance: () => store.get().flags.swapMaintenance }),
    ...createOrderRoutes({ orders, chain, indexer, user: userOf, fees: () => currentFees(store.get(), chain) }),
    ...createInscriptionRoutes({ indexer, contentUrl: contentUrlOn(options.contentOrigin) }),
    ...createChainRoutes({ store, chain }),
    ...createAuthRoutes({ auth, serverNow }),
    ...createDeployerRoutes({ deployer, auth }),
    ...createConfigRoutes({ store }),
    ...createPizzaRoutes({ store, auth, indexer }),
    ...createBlindRoutes({ blind, auth }),
  ];
  const handleApi = createApiSurface({ routes: apiRoutes, store, proofs, auth, serverNow, atomically });
  const dispatch = createDispatch(apiRoutes, atomically);
  const contract: ContractLog = { requests: [], answers: [] };
  /** The host its open API stands for: as started, or as the control page last set it (the page walk per network). */
  let profile: NetworkName = options.profile ?? 'testnet';
  const handleOpenApi = createOpenApiSurface({
    profile: () => profile,
    apiKey: options.apiKey ?? null,
    dispatch,
    actingFor: auth.actingFor,
    caller: (call, body) => marketCaller({ market, indexer, chain }, call, body),
    log: contract,
  });
  const handleExtension = createExtensionSurface({ apiKey: options.apiKey ?? null, dispatch, actingFor: auth.actingFor });

  const snapshot = () => controlSnapshot(store, serverNow(), realNow());
  const change: ControlChange =
    (run) =>
    ({ body, res }: ControlCtx) => {
      const made = atomically(() => run(body));
      ok(res, { ...snapshot(), ...(made ?? {}) });
    };
  const handleControl = createControlSurface([
    ...createControlRoutes({ store, chain, auth, snapshot, mine, settleDue: () => market.settleDue(), broadcast, reset, change }),
    ...createControlScenarioRoutes({ store, indexer, market, swap, orders, mine, scenario, change }),
  ]);

  /** The surfaces of the request handler: the API, the control surface, the pages. */
  const surfaces: readonly Route<RequestCtx>[] = [
    { method: 'ANY', path: /^\/api(?:\/|$)/, handle: ({ req, res, url }) => handleApi(req, res, url) },
    // UniSat's open API, as the host of `profile` serves it, and the devnet's declared extensions (a gateway's upstream).
    { method: 'ANY', path: /^\/v[135]\//, handle: ({ req, res, url }) => handleOpenApi(req, res, url) },
    { method: 'ANY', path: /^\/x-devnet\/api\//, handle: ({ req, res, url }) => handleExtension(req, res, url) },
    // Its mempool API as mempool.space serves one (/api/v1/fees/…), for a gateway in front (its --mempool).
    {
      method: 'GET',
      path: /^\/mempool\/api(\/v1\/fees\/[a-z-]+)$/,
      handle: ({ res, url }, [path]) =>
        dispatch({
          method: 'GET',
          layer: 'mempool',
          path: path!,
          apiPath: url.pathname,
          query: url.searchParams,
          body: () => ({}),
          res,
          session: undefined,
          clientKey: null,
        }),
    },
    // What the open-API surface refused or answered outside the swagger (the browser tests' contract check).
    { method: 'GET', path: '/devnet/api/contract', handle: ({ res }) => ok(res, contract) },
    // The host its open API stands for, and the gateway in front's network (devnet/server/gateway-front.ts).
    {
      method: 'POST',
      path: '/devnet/api/profile',
      handle: async ({ req, res }) => {
        if (refuseForeignControl(req, res)) return;
        const body = parseJsonObject(await readBody(req, 1024));
        if (!isNetworkName(typeof body.network === 'string' ? body.network : undefined))
          return fail(res, -1, `network must be one of ${NETWORK_NAMES.join(', ')}.`);
        profile = body.network as NetworkName;
        ok(res, { profile });
      },
    },
    // The control surface answers the devnet's own pages only (refuseForeignControl).
    { method: 'ANY', path: /^\/devnet\/api\//, handle: ({ req, res, url }) => (refuseForeignControl(req, res) ? undefined : handleControl(req, res, url)) },
    ...PAGE_ROUTES,
  ];

  /** Connect-style middleware: answers /api, /devnet and /devnet/api; passes anything else on. */
  async function handle(req: IncomingMessage, res: ServerResponse, next?: () => void): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://devnet.local');
    try {
      atomically(seedIfFresh);
      const found = findRoute(surfaces, (req.method ?? 'GET').toUpperCase(), url.pathname);
      if (found) return await found.route.handle({ req, res, url }, found.params);
    } catch (error) {
      // Bad input gets a nonzero code and a clear message, never a 500 with a stack trace; the call left
      // the state as it found it (atomically).
      if (res.headersSent) return;
      if (error instanceof CallError) return fail(res, error.code, error.message);
      console.error('[devnet]', error);
      return fail(res, -1, 'The devnet could not handle this request.');
    }
    if (next) next();
    else sendJson(res, 404, { code: -404, msg: `Nothing at ${url.pathname}.`, data: null });
  }

  return {
    handle,
    /** The control page's latency and injected failures on a call of the site's API (injected-failures.ts). */
    interfere: (res: ServerResponse, apiPath: string) => interfere(store, res, apiPath),
    sessions: auth.sessions,
    /** The host its open API stands for now (the gateway in front takes the same network). */
    profile: () => profile,
    chain,
    indexer,
    market,
    swap,
    orders,
    deployer,
    broadcast,
    mine,
    state: () => store.get(),
    /** Lays down the seed if this devnet has none yet (what the first request does). */
    ensureSeeded: () => atomically(seedIfFresh),
    serverNow,
    reset,
    close: () => {
      if (timer) clearInterval(timer);
      store.flush();
    },
  };
}

export type Devnet = ReturnType<typeof createDevnet>;
