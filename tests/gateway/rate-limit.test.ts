import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../server/gateway/rate-limit';

describe('the rate limiter', () => {
  it('a clock set back an hour and a half (the devnet skews it) takes no token away: the next call is served', () => {
    let now = 1_000_000_000;
    const limiter = createRateLimiter({ burst: 3, perSecond: 1 }, () => now);
    expect([limiter.take('ip:a'), limiter.take('ip:a')]).toEqual([true, true]);
    now -= 90 * 60_000;
    expect([limiter.take('ip:a'), limiter.take('ip:a')]).toEqual([true, false]);
    now += 1_000;
    expect(limiter.take('ip:a')).toBe(true);
  });
});
