import { memoryProofLedger } from '../auth/proof-ledger';
import type { SessionStore } from '../auth/session-store';
import { forgettable, type Challenge } from '../auth/sign-in-rules';
import { createRateLimiter } from '../gateway/rate-limit';
import type { GatewayStore } from './gateway-store';

/**
 * One gateway's store, in its own process: sessions in `sessions` (memory, a file, or the devnet's state), and the
 * sign-in messages, proof ids and rate-limit buckets in memory. Right for one instance; several need redis-store.ts.
 */
export function localStore(sessions: SessionStore, options: { readonly kind: string; readonly now: () => number }): GatewayStore {
  const { now } = options;
  const pending = new Map<string, Challenge[]>();
  const proofs = memoryProofLedger();
  /** Sessions a day past their end, and messages past theirs, forgotten at each sign-in (as the devnet does). */
  const forgetExpired = () => {
    for (const [id, session] of sessions.entries()) if (forgettable(session, now())) sessions.remove(id);
    for (const [key, challenges] of pending) {
      const live = challenges.filter((c) => c.expiresAt >= now());
      if (live.length === 0) pending.delete(key);
      else pending.set(key, live);
    }
  };
  return {
    kind: options.kind,
    sessions: {
      get: async (id) => sessions.get(id),
      put: async (id, session) => sessions.put(id, session),
      remove: async (id) => sessions.remove(id),
    },
    challenges: {
      async add(key, challenge, keep) {
        forgetExpired();
        pending.set(key, [...(pending.get(key) ?? []), challenge].slice(-keep));
      },
      list: async (key) => pending.get(key) ?? [],
      async take(key, challenge) {
        const challenges = pending.get(key) ?? [];
        if (!challenges.some((c) => c.message === challenge.message)) return false;
        pending.set(
          key,
          challenges.filter((c) => c.message !== challenge.message),
        );
        return true;
      },
    },
    proofs: {
      claim: async (id, request, until, serverNow) => proofs.claim(id, request, until, serverNow),
      settle: async (id, outcome) => proofs.settle(id, outcome),
    },
    limiter(_name, limit) {
      const buckets = createRateLimiter(limit, now);
      return { take: async (key) => buckets.take(key) };
    },
    problem: async () => null,
    close: async () => undefined,
  };
}
