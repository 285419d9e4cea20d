import { createContext, useContext, type ReactNode } from 'react';
import { createHttpClient } from '../../services/http/http-client';
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
}

/** Basic layer time-out (spec 001 section 9). */
const BASIC_TIMEOUT_MS = 30_000;

export function createAppServices(config: AppConfig, deps: { fetch?: typeof fetch; clock?: Clock } = {}): AppServices {
  const clock = deps.clock ?? systemClock;
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const basic = createHttpClient({ baseUrl: config.basicApiBase, fetch: doFetch, timeoutMs: BASIC_TIMEOUT_MS });
  return {
    config,
    clock,
    localStore: createKeyValueStore(browserStorage('local')),
    sessionStore: createKeyValueStore(browserStorage('session')),
    serverTime: createServerTimeService({ basic, clock }),
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
