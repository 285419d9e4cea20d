import { CACHE_TTL_MS, TIMEOUTS_MS } from '../../domain/constants';
import type { MarketCategory } from '../../domain/entities';
import { createApiEventBus, type ApiEventBus } from '../http/api-events';
import type { ApiLayer } from '../http/error-routing';
import { createHttpClient, type HttpClient } from '../http/http-client';
import { createReloadGuard } from '../http/reload-guard';
import type { QueryClient } from '@tanstack/query-core';
import { cachedRead, createQueryClient } from '../query/query-client';
import { browserKeyVault, memoryKeyVault, type RequestKeyVault } from '../http/request-key-vault';
import { createRequestSigner, type LayerProof } from '../http/request-signing';
import type { KeyValueStore } from '../storage/key-value-store';
import type { Clock } from '../time/clock';
import { createBasicApi } from './basic-api';
import { createContentApi } from './content-api';
import { createExternalApi } from './external-api';
import { createFeeApi } from './fee-api';
import { createMarketApi } from './market-api';
import { createMarketReads } from '../market/market-reads';
import { createQueryApi } from './query-api';
import { createReferrerStore } from './referrer';
import { createSwapApi } from './swap-api';

/** Where each layer lives. */
export interface ApiBases {
  readonly basic: string;
  readonly basicConfig: string;
  readonly swap: string;
  readonly market: string;
  readonly query: string;
  /** The separate base path of five-byte tickers. */
  readonly query5: string;
  readonly external: string;
  readonly mempool: string;
  readonly content: string;
}

export interface ApiDeps {
  readonly bases: ApiBases;
  readonly fetch: typeof fetch;
  readonly clock: Clock;
  /** Long-lived storage (referrer, reload throttle). */
  readonly localStore: KeyValueStore;
  /** Where the request key is kept between loads: a vault, or the name of the browser's (IndexedDB, the non-extractable key itself); default memory only. */
  readonly keyVault?: RequestKeyVault | string;
  /** Session storage (per tab). */
  readonly sessionStore: KeyValueStore;
  /** The time request proofs carry: server time once the clock check has a reading (default: `clock`). */
  readonly proofClock?: Clock;
  readonly appId: string;
  readonly frontVersion: string;
  readonly getSession: () => string | null;
  readonly events?: ApiEventBus;
  readonly log?: (message: string, cause: unknown) => void;
  /** The mount's server data (default: a client of its own): config and fees are kept there for their time. */
  readonly queries?: QueryClient;
}

/**
 * What each layer sends (README, API): the session only where a call acts for the signed-in user (basic,
 * market, swap); a proof also on the config and query layers (our own servers); nothing of the user's to
 * the external layer (a third party's API).
 */
export const LAYER_PROOF: Readonly<Record<ApiLayer, LayerProof>> = {
  basic: { proof: true, session: true },
  basicConfig: { proof: true, session: false },
  market: { proof: true, session: true },
  swap: { proof: true, session: true },
  query: { proof: true, session: false },
  external: { proof: false, session: false },
  mempool: { proof: false, session: false },
  content: { proof: false, session: false },
};

/** Every server call of the specs, made from its dependencies: tests pass fakes, the widget its own. */
export function createApi(deps: ApiDeps) {
  const events = deps.events ?? createApiEventBus();
  const signer = createRequestSigner({
    appId: deps.appId,
    frontVersion: deps.frontVersion,
    clock: deps.proofClock ?? deps.clock,
    vault: typeof deps.keyVault === 'string' ? browserKeyVault(deps.keyVault) : (deps.keyVault ?? memoryKeyVault()),
    legacyStore: deps.localStore,
    getSession: deps.getSession,
  });
  const reloadGuard = createReloadGuard({ clock: deps.clock, store: deps.localStore });
  const cache = cachedRead(deps.queries ?? createQueryClient());
  const client = (layer: ApiLayer, baseUrl: string, timeoutMs: number): HttpClient => {
    const proof = LAYER_PROOF[layer];
    return createHttpClient({
      baseUrl,
      fetch: deps.fetch,
      timeoutMs,
      layer,
      headers: (method, url, body, session) => signer.headers(proof, method, url, body, session),
      events,
      reloadGuard,
    });
  };

  const basic = client('basic', deps.bases.basic, TIMEOUTS_MS.basic);
  const basicConfig = client('basicConfig', deps.bases.basicConfig, TIMEOUTS_MS.basicConfig);
  const query = client('query', deps.bases.query, TIMEOUTS_MS.query);
  const market = createMarketApi({ market: client('market', deps.bases.market, TIMEOUTS_MS.market) });
  const referrer = createReferrerStore({ store: deps.localStore, clock: deps.clock });
  const basicApi = createBasicApi({ basic, config: basicConfig, referrer });

  const queryApi = createQueryApi({ query, query5: client('query', deps.bases.query5, TIMEOUTS_MS.query) });

  return {
    events,
    signer,
    cache,
    referrer,
    basic: basicApi,
    swap: createSwapApi({ swap: client('swap', deps.bases.swap, TIMEOUTS_MS.swap) }),
    market,
    /** The market's read side in one shape for every category (the market pages use it). */
    reads: createMarketReads({ market, query: queryApi, now: () => deps.clock.now() }),
    query: queryApi,
    external: createExternalApi({ external: client('external', deps.bases.external, TIMEOUTS_MS.external) }),
    fees: createFeeApi({ mempoolBaseUrl: deps.bases.mempool, fetch: deps.fetch, timeoutMs: TIMEOUTS_MS.mempool, query, cache, log: deps.log }),
    content: createContentApi({ contentBaseUrl: deps.bases.content, fetch: deps.fetch }),
    /** Market config, cached 6 hours; a failure raises the maintenance events. */
    marketConfig: (category: MarketCategory) =>
      cache.cached(`market-config:${category}`, CACHE_TTL_MS.marketConfig, () =>
        market
          .forCategory(category)
          .config()
          .catch((error: unknown) => {
            events.emit({ type: 'market-maintained' });
            throw error;
          }),
      ),
    /**
     * The basic-v4 config (market and swap access, maintenance, read-only flags), cached like the market
     * config; a failure is not cached and raises the maintenance events.
     */
    basicConfig: () => cache.cached('basic-config', CACHE_TTL_MS.marketConfig, () => basicApi.config()),
    /** Entry inspection, cached 1 hour per address. */
    entryInspection: (address: string) => cache.cached(`entry-inspection:${address}`, CACHE_TTL_MS.entryInspection, () => market.entryInspection(address)),
  };
}

export type Api = ReturnType<typeof createApi>;
