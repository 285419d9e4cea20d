import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A Lua script run atomically on the Redis server: sent once, then called by its SHA-1 (EVALSHA), sent again if the
 * server has forgotten it (a restart, SCRIPT FLUSH).
 */
export function redisScript(redis: Redis, lua: string) {
  const sha = createHash('sha1').update(lua).digest('hex');
  return async (keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(lua, keys.length, ...keys, ...args);
    }
  };
}
