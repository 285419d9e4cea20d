import type { Api, ApiBases } from './api/create-api';
import type { SwapModules } from '../domain/swap/swap-module';
import { readStoredWallet } from './wallet-session/stored-wallet';
import { browserStorage, createKeyValueStore, type KeyValueStore } from './storage/key-value-store';
import { systemClock, type Clock } from './time/clock';
import { createQueryClient } from './query/query-client';
import type { QueryClient } from '@tanstack/query-core';
import { createServerTimeService, type ServerTimeService } from './time/server-time';

/** The app's configuration, read once from the build's environment (VITE_*) by the site, or given by the widget's host. */
export interface AppConfig {
  /** Where each server layer lives. */
  readonly api: ApiBases;
  /** The external API documentation linked from the Developer menu and the footer. */
  readonly apiDocsUrl: string;
  readonly appName: string;
  /** Sent as X-App-Id. */
  readonly appId: string;
  /** Sent as X-Front-Version. */
  readonly frontVersion: string;
  /** True when the site runs on the local devnet (`npm start`): a banner says coins have no value. */
  readonly devnet: boolean;
  /** The one network the site serves (the devnet: testnet; the gateway: its --network); null: the user picks. */
  readonly fixedNetwork: 'mainnet' | 'testnet' | null;
  /** The gateway's network by name (its `ba-network-name` page setting: 'testnet4', 'fractal', …), for explorer links. */
  readonly networkName?: string;
  /** Lets wallets other than UniSat connect on /atomicals (hidden unless a flag allows them). */
  readonly atomicalsAllWallets: boolean;
  /**
   * Where the market's service fee is paid (VITE_MARKET_FEE_ADDRESS). The market's API does not say it, so the
   * buy dialog's PSBT check needs it from here; without it a purchase that pays a service fee is refused.
   */
  readonly marketFeeAddress: string | null;
  /**
   * The swap module per network, by its deploy inscription: deposits and withdrawals go to it only, whatever the swap's
   * config names, and a network without one is offered neither (issue 41). The site reads it where those are offered
   * (ui/app/swap-modules.ts: the gateway's `--swap-module` for its network, or VITE_SWAP_MODULE_MAINNET / _TESTNET);
   * a host that makes the config may give it here. The widget has no deposits or withdrawals.
   */
  readonly swapModules?: SwapModules;
  /** The community's links the footer shows (VITE_COMMUNITY_X, _DISCORD, _TELEGRAM, _GITHUB): only those configured. */
  readonly community?: readonly { readonly label: string; readonly href: string }[];
  /** The most price impact a swap may have, in percent (VITE_SWAP_MAX_PRICE_IMPACT); absent: the default, 50. */
  readonly maxPriceImpactPercent?: string;
}

/** Everything with I/O that views and dialogs use, made once by whoever mounts the app and passed down. */
export interface AppServices {
  readonly config: AppConfig;
  readonly clock: Clock;
  readonly localStore: KeyValueStore;
  readonly sessionStore: KeyValueStore;
  readonly serverTime: ServerTimeService;
  /**
   * Every server call of the specs. The API layer (with its request signing) is its own chunk, loaded
   * on first use, so it is not on the path of the first render.
   */
  readonly api: () => Promise<Api>;
  /** The mount's server data (TanStack Query): the views' reads and the API's kept answers. */
  readonly queries: QueryClient;
}

export interface AppServicesDeps {
  readonly fetch?: typeof fetch;
  readonly clock?: Clock;
  readonly getSession?: () => string | null;
  /** Long-lived and per-tab storage (default: the browser's, keys prefixed 'ba:'; the widget gives its own prefix). */
  readonly localStore?: KeyValueStore;
  readonly sessionStore?: KeyValueStore;
  /** The IndexedDB database the request key (a non-extractable CryptoKey) is kept in (default 'ba-request-key'; the widget names its own). */
  readonly keyVaultName?: string;
}

/**
 * Every layer's base under one API base, as a UniSat-compatible server lays them out;
 * any layer may be given apart. The site reads them from VITE_*; a widget's host gives them in its options.
 */
export function apiBasesUnder(base: string, given: Partial<ApiBases> = {}): ApiBases {
  const b = base.replace(/\/+$/, '');
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => typeof value === 'string' && value !== '')) as Partial<ApiBases>;
  return {
    basic: b,
    basicConfig: `${b}/v4`,
    swap: `${b}/swap`,
    market: `${b}/market`,
    query: `${b}/query`,
    query5: `${b}/query-5byte`,
    external: `${b}/external`,
    mempool: `${b}/mempool`,
    content: `${b}/static`,
    ...defined,
  };
}

/** The services of one mount: the site's composition root, a test, or a widget each make their own. */
export function createAppServices(config: AppConfig, deps: AppServicesDeps = {}): AppServices {
  const clock = deps.clock ?? systemClock;
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const localStore = deps.localStore ?? createKeyValueStore(browserStorage('local'));
  const sessionStore = deps.sessionStore ?? createKeyValueStore(browserStorage('session'));
  const queries = createQueryClient();
  let loading: Promise<Api> | null = null;
  const api = () =>
    (loading ??= import('./api/create-api').then(({ createApi }) =>
      createApi({
        bases: config.api,
        fetch: doFetch,
        clock,
        proofClock: serverTime.proofClock,
        localStore,
        sessionStore,
        keyVault: deps.keyVaultName ?? 'ba-request-key',
        appId: config.appId,
        frontVersion: config.frontVersion,
        // The session of the signed-in wallet, as the wallet session keeps it.
        getSession: deps.getSession ?? (() => readStoredWallet((key) => localStore.get(key))?.user.session ?? null),
        log: (message, cause) => console.warn(message, cause),
        queries,
      }),
    ));
  const serverTime = createServerTimeService({ fetchServerTime: async () => (await api()).basic.serverTime(), clock });
  return { config, clock, localStore, sessionStore, api, serverTime, queries };
}
