import { describe, expect, it } from 'vitest';
import { describeDrift, isDrifted, serverTsToMs } from '../../src/domain/clock-drift';

describe('clock drift rules (spec 000 section 4)', () => {
  it('is active only beyond 300 s either way', () => {
    expect(isDrifted({ serverTimeMs: 0, localTimeMs: 300_000 })).toBe(false);
    expect(isDrifted({ serverTimeMs: 0, localTimeMs: 300_001 })).toBe(true);
    expect(isDrifted({ serverTimeMs: 300_001, localTimeMs: 0 })).toBe(true);
  });
  it('reads data.ts in seconds or ms; anything else is no reading', () => {
    expect(serverTsToMs(1_795_262_400)).toBe(1_795_262_400_000);
    expect(serverTsToMs(1_795_262_400_123)).toBe(1_795_262_400_123);
    expect(serverTsToMs('1795262400')).toBe(1_795_262_400_000);
    expect(serverTsToMs(undefined)).toBeNull();
    expect(serverTsToMs('soon')).toBeNull();
    expect(serverTsToMs(-5)).toBeNull();
  });
  it('says how far off the clock is', () => {
    expect(describeDrift(7 * 60_000)).toBe('ahead by 7 minutes');
    expect(describeDrift(-3 * 3_600_000)).toBe('behind by 3 hours');
    expect(describeDrift(-3 * 86_400_000)).toBe('behind by 3 days');
  });
});
