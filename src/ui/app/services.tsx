import { createContext, useContext, type ReactNode } from 'react';
import type { Api } from '../../services/api/create-api';
import { readStoredWallet } from '../wallet/stored-wallet';
import { browserStorage, createKeyValueStore, type KeyValueStore } from '../../services/storage/key-value-store';
import { systemClock, type Clock } from '../../services/time/clock';
import { createServerTimeService, type ServerTimeService } from '../../services/time/server-time';
import type { AppConfig } from './config';

/** Everything with I/O that views and dialogs use, made once at the composition root and passed down. */
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
}

export function createAppServices(config: AppConfig, deps: { fetch?: typeof fetch; clock?: Clock; getSession?: () => string | null } = {}): AppServices {
  const clock = deps.clock ?? systemClock;
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const localStore = createKeyValueStore(browserStorage('local'));
  const sessionStore = createKeyValueStore(browserStorage('session'));
  let loading: Promise<Api> | null = null;
  const api = () =>
    (loading ??= import('../../services/api/create-api').then(({ createApi }) =>
      createApi({
        bases: config.api,
        fetch: doFetch,
        clock,
        localStore,
        sessionStore,
        appId: config.appId,
        frontVersion: config.frontVersion,
        // The session of the signed-in wallet, as the wallet flow keeps it.
        getSession: deps.getSession ?? (() => readStoredWallet((key) => localStore.get(key))?.user.session ?? null),
        log: (message, cause) => console.warn(message, cause),
      }),
    ));
  return {
    config,
    clock,
    localStore,
    sessionStore,
    api,
    serverTime: createServerTimeService({ fetchServerTime: async () => (await api()).basic.serverTime(), clock }),
  };
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider>');
  return services;
}
