import type { Clock } from '../time/clock';

/**
 * Answers kept for a time (market config 6 h, entry inspection 1 h, fee estimate
 * 5 min, fee rates 2 min), and identical requests in flight made once. A failure is not cached.
 */
export function createRequestCache(clock: Clock) {
  const values = new Map<string, { value: unknown; expiresAt: number }>();
  const inFlight = new Map<string, Promise<unknown>>();

  function dedupe<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const promise = load().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    dedupe,
    cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = values.get(key);
      if (hit && hit.expiresAt > clock.now()) return Promise.resolve(hit.value as T);
      return dedupe(key, async () => {
        const value = await load();
        values.set(key, { value, expiresAt: clock.now() + ttlMs });
        return value;
      });
    },
    invalidate(prefix = ''): void {
      for (const key of [...values.keys()]) if (key.startsWith(prefix)) values.delete(key);
    },
  };
}

export type RequestCache = ReturnType<typeof createRequestCache>;
