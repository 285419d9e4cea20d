import { afterAll, beforeAll } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import type { UserSession } from '../../src/ui/hooks/user-session-context';
import { clientDeps, startDevnet } from '../devnet/devnet-harness';

/** The real app in jsdom over a seeded devnet: the pieces the page tests share. */
export type DevnetHarness = Awaited<ReturnType<typeof startDevnet>>;

/** A seeded devnet for a file's tests: started (and reset to its seed) before them, closed after. */
export function seededDevnet(): () => DevnetHarness {
  let h: DevnetHarness | null = null;
  beforeAll(async () => {
    h = await startDevnet();
    h.devnet.reset();
  });
  afterAll(() => h?.close());
  return () => {
    if (!h) throw new Error('the devnet is not started yet: use it inside a test');
    return h;
  };
}

export const VISITOR: UserSession = { status: 'disconnected', user: null, connect: () => {}, disconnect: () => {} };

/** The app's services against the devnet, everything between the page and it the product's own; `watch` sees each request. */
export function devnetServices(h: DevnetHarness, watch: (url: string) => void = () => undefined) {
  const deps = clientDeps(h.origin, h.now);
  return createAppServices(
    { ...readAppConfig(), api: deps.bases, devnet: false },
    {
      fetch: (input, init) => {
        watch(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      },
      clock: { now: h.now },
      localStore: createKeyValueStore(null),
      sessionStore: createKeyValueStore(null),
    },
  );
}
