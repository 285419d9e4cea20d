import type { IncomingMessage } from 'node:http';

/** How many calls a client may make: a burst of `burst`, then `perSecond` a second. */
export interface RateLimit {
  readonly burst: number;
  readonly perSecond: number;
}

/**
 * Token buckets by key (an IP address, a session): each call takes a token, tokens come back at `perSecond` up to
 * `burst`. Buckets full again are forgotten, so the map stays as small as the set of busy clients.
 */
export function createRateLimiter(limit: RateLimit, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let lastSweep = now();
  // A clock set back (an operator's, the devnet's skew) gives back no token and takes none away.
  const refill = (bucket: { tokens: number; at: number }, t: number) => ({
    tokens: Math.min(limit.burst, bucket.tokens + (Math.max(0, t - bucket.at) / 1000) * limit.perSecond),
    at: t,
  });
  return {
    /** True when the call may go on (a token taken), false when the client must wait. */
    take(key: string): boolean {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const [k, bucket] of buckets) if (refill(bucket, t).tokens >= limit.burst) buckets.delete(k);
        lastSweep = t;
      }
      const bucket = refill(buckets.get(key) ?? { tokens: limit.burst, at: t }, t);
      if (bucket.tokens < 1) {
        buckets.set(key, bucket);
        return false;
      }
      buckets.set(key, { tokens: bucket.tokens - 1, at: t });
      return true;
    },
  };
}

/**
 * The address a client's calls are counted by: the socket's, or behind the operator's proxy (`trustProxy`) the
 * address it saw, the last entry of X-Forwarded-For (the ones before it are whatever the client wrote).
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const header = Array.isArray(forwarded) ? forwarded[0] : forwarded;
  return (trustProxy ? header?.split(',').at(-1)?.trim() : undefined) || (req.socket.remoteAddress ?? 'unknown');
}
