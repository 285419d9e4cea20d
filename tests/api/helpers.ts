import { createApiEventBus, type ApiEvent } from '../../src/services/http/api-events';
import { createApi, type ApiBases } from '../../src/services/api/create-api';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';

export const HOST = 'http://api.test';
export const BASES: ApiBases = {
  basic: `${HOST}/basic`,
  basicConfig: `${HOST}/basic-v4`,
  swap: `${HOST}/swap`,
  market: `${HOST}/market`,
  query: `${HOST}/query`,
  query5: `${HOST}/query5`,
  external: `${HOST}/external`,
  mempool: `${HOST}/mempool`,
  content: `${HOST}/static`,
};

/** An Api over msw with a settable clock, memory storage and a recorded event list. */
export function makeApi(options: { session?: string | null; now?: number; proofClock?: { now(): number } } = {}) {
  let now = options.now ?? Date.UTC(2026, 10, 21);
  const events: ApiEvent[] = [];
  const bus = createApiEventBus();
  bus.onAny((e) => events.push(e));
  const localStore = createKeyValueStore(null);
  const sessionStore = createKeyValueStore(null);
  const api = createApi({
    bases: BASES,
    fetch: (input, init) => fetch(input, init),
    clock: { now: () => now },
    localStore,
    sessionStore,
    appId: 'test-app',
    frontVersion: '9.9.9',
    getSession: () => options.session ?? null,
    events: bus,
    ...(options.proofClock ? { proofClock: options.proofClock } : {}),
  });
  return {
    api,
    events,
    localStore,
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
  };
}

export async function failure(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as Record<string, unknown>;
  }
  throw new Error('expected the call to fail');
}
