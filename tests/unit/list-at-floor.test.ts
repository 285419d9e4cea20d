import { describe, expect, it } from 'vitest';
import { floorTotalSats } from '../../src/domain/market/trade-rules';

describe('list at the floor', () => {
  it('prices the units at the floor, rounded up to a whole sat so the unit price is never under it', () => {
    expect(floorTotalSats('250000', '1')).toBe('250000');
    expect(floorTotalSats('300', '250')).toBe('75000');
    // 0.35 sats a unit for 3 units is 1.05 sats: 2 sats, not 1 (1 would be under the floor).
    expect(floorTotalSats('0.35', '3')).toBe('2');
    expect(floorTotalSats('12.5', '0.5')).toBe('7');
  });
  it('offers nothing without a floor', () => {
    expect(floorTotalSats(null, '1')).toBeNull();
    expect(floorTotalSats('0', '1')).toBeNull();
  });
});
