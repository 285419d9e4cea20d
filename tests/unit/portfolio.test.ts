import { describe, expect, it } from 'vitest';
import { portfolioValue, usdOfSats, usdText } from '../../src/domain/market/portfolio';

/** Issue 29: My Bitcoin Assets shows each holding's floor value and the total, in BTC and in USD at the server's price. */
describe('the portfolio at the market floors', () => {
  const holdings = [
    { kind: 'brc20' as const, name: 'ordi', amount: '1700', floor: 300 },
    { kind: 'runes' as const, name: 'DEVNET•RUNE', amount: '10000', floor: 24.5 },
    { kind: 'arc20' as const, name: 'atom', amount: '1000', floor: null },
    { kind: 'collection' as const, name: 'Devnet Punks', amount: '2', floor: 250_000 },
    { kind: 'brc20' as const, name: 'pizza', amount: '0.333333333', floor: 3 },
  ];

  it('values each holding exactly at its floor (whole sats, rounded down), the most valuable first; unlisted ones are left out of the total', () => {
    const v = portfolioValue(holdings, 64_000);
    expect(v.rows.map((r) => [r.name, r.valueSats])).toEqual([
      ['ordi', 510_000n],
      ['Devnet Punks', 500_000n],
      ['DEVNET•RUNE', 245_000n],
      ['pizza', 0n],
      ['atom', null],
    ]);
    expect(v.totalSats).toBe(1_255_000n);
    expect(v.unpriced).toBe(1);
    // 0.01255 BTC at $64,000: $803.20.
    expect(v.totalUsd).toBe('803.20');
    expect(usdText(v.totalUsd)).toBe('$803.20');
  });

  it('dollars to the cent, rounded down, with separators; no price, no dollars', () => {
    expect(usdOfSats(123_456_789_012n, 97_123.45)).toBe('119905492.74');
    expect(usdText(usdOfSats(123_456_789_012n, 97_123.45))).toBe('$119,905,492.74');
    expect(usdOfSats(1n, 0)).toBeNull();
    expect(portfolioValue(holdings, null).totalUsd).toBeNull();
  });
});
