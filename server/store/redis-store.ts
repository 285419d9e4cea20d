import { Redis } from 'ioredis';
import type { Session } from '../auth/session-store';
import { SESSION_TTL_MS, SIGN_IN_TTL_MS, type Challenge } from '../auth/sign-in-rules';
import { StoreUnavailable, type GatewayStore, type SharedLimiter } from './gateway-store';
import { redisProofLedger } from './redis-proof-ledger';
import { redisLimiter } from './redis-rate-limit';

/** How long a command may take before the gateway says its store does not answer. */
const COMMAND_TIMEOUT_MS = 2_000;

/** Whether `url` names a Redis store (`--store redis://host:port/db`, or rediss:// with TLS). */
export const isRedisUrl = (url: string): boolean => /^rediss?:\/\//.test(url);

/**
 * The gateway's store in Redis (`--store redis://host:port/db`), for several instances behind one address. Keys are
 * under `prefix` (the network's, so two networks may share a server): sessions (`session:<id>`, JSON, forgotten by
 * Redis a day after they expire), sign-in messages (`challenge:<address> <key>`, a list, forgotten with the last
 * message's time), proof ids (`proof:<key>:<id>`: redis-proof-ledger.ts) and rate-limit buckets (`rate:<limit>:<client>`:
 * redis-rate-limit.ts). A command that fails or takes longer than 2 s is a StoreUnavailable (HTTP 503), never a
 * guess. `onError` hears the connection's troubles (once per outage), never a key or a value.
 */
export function redisStore(
  url: string,
  options: { readonly prefix: string; readonly now: () => number; readonly onError: (message: string) => void },
): GatewayStore {
  const { prefix, now } = options;
  const redis = new Redis(url, {
    // Fail fast when the server is away (the request is answered 503, readyz says why), and keep reconnecting.
    maxRetriesPerRequest: 1,
    connectTimeout: COMMAND_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let troubled = false;
  redis.on('error', (error: Error) => {
    if (!troubled) options.onError(`the store (Redis) failed: ${error.message}`);
    troubled = true;
  });
  redis.on('ready', () => {
    if (troubled) options.onError('the store (Redis) answers again');
    troubled = false;
  });
  const attempt = async <T>(op: () => Promise<T>): Promise<T> => {
    try {
      return await op();
    } catch (error) {
      throw error instanceof StoreUnavailable ? error : new StoreUnavailable(error);
    }
  };
  const sessionKey = (id: string) => `${prefix}session:${id}`;
  const challengeKeyOf = (key: string) => `${prefix}challenge:${key}`;
  // The same text every time for the same message, so the one given can be taken away by its value (LREM).
  const encodeChallenge = (c: Challenge) => JSON.stringify({ message: c.message, expiresAt: c.expiresAt });
  const proofs = redisProofLedger(redis, `${prefix}proof:`);

  return {
    kind: 'redis',
    sessions: {
      get: (id) =>
        attempt(async () => {
          const text = await redis.get(sessionKey(id));
          return text === null ? undefined : (JSON.parse(text) as Session);
        }),
      put: (id, session) =>
        attempt(async () => {
          // Kept a day past its end: until then it answers -502 (expired), after that -501 (unknown), as in one process.
          await redis.set(sessionKey(id), JSON.stringify(session), 'PX', String(Math.max(1, session.expiresAt + SESSION_TTL_MS - now())));
        }),
      remove: (id) => attempt(async () => void (await redis.del(sessionKey(id)))),
    },
    challenges: {
      add: (key, challenge, keep) =>
        attempt(async () => {
          await redis
            .multi()
            .rpush(challengeKeyOf(key), encodeChallenge(challenge))
            .ltrim(challengeKeyOf(key), -keep, -1)
            .pexpire(challengeKeyOf(key), SIGN_IN_TTL_MS)
            .exec();
        }),
      list: (key) => attempt(async () => (await redis.lrange(challengeKeyOf(key), 0, -1)).map((text) => JSON.parse(text) as Challenge)),
      // LREM is atomic: of two logins with the same message, on two instances, one removes it.
      take: (key, challenge) => attempt(async () => (await redis.lrem(challengeKeyOf(key), 1, encodeChallenge(challenge))) === 1),
    },
    proofs: {
      claim: (id, request, until, serverNow) => attempt(() => proofs.claim(id, request, until, serverNow)),
      settle: (id, outcome) => attempt(() => proofs.settle(id, outcome)),
    },
    limiter(name, limit): SharedLimiter {
      const buckets = redisLimiter(redis, `${prefix}rate:${name}:`, limit);
      return { take: (key) => attempt(() => buckets.take(key)) };
    },
    async problem() {
      try {
        const pong = await Promise.race([
          redis.ping(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), COMMAND_TIMEOUT_MS).unref()),
        ]);
        return pong === 'PONG' ? null : 'The store (Redis) does not answer.';
      } catch {
        return 'The store (Redis) does not answer.';
      }
    },
    async close() {
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}
