import { Decimal } from '../decimal';

/**
 * A rune balance as the chain holds it (whole units of its smallest part) in the rune's own units, as the market
 * lists it: '12.5' of '125' at divisibility 1. The raw text when it is not whole units or the divisibility is not 0 to 38.
 */
export function runeUnits(raw: string, divisibility: number): string {
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(divisibility) || divisibility < 0 || divisibility > 38) return raw;
  return new Decimal(raw.trim()).div(new Decimal(10).pow(divisibility)).toFixed();
}
