import type { Redis } from 'ioredis';
import type { RateLimit } from '../gateway/rate-limit';
import type { SharedLimiter } from './gateway-store';
import { redisScript } from './redis-script';

/**
 * rate-limit.ts's token bucket, in Redis: one bucket a client for every instance, taken from atomically (a script),
 * timed by the Redis server's clock (TIME), so instances whose clocks differ still count alike. Each call takes a
 * token; tokens come back at `perSecond` up to `burst`; a bucket is forgotten once it would be full again.
 */
const TAKE = `
local burst = tonumber(ARGV[1])
local per_ms = tonumber(ARGV[2]) / 1000
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(bucket[1]) or burst
local at = tonumber(bucket[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * per_ms)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
local full_in = 86400000
if per_ms > 0 then full_in = math.min(full_in, math.ceil((burst - tokens) / per_ms)) end
redis.call('PEXPIRE', KEYS[1], full_in + 1000)
return allowed
`;

export function redisLimiter(redis: Redis, prefix: string, limit: RateLimit): SharedLimiter {
  const take = redisScript(redis, TAKE);
  return {
    take: async (key) => (await take([`${prefix}${key}`], [limit.burst, limit.perSecond])) === 1,
  };
}
