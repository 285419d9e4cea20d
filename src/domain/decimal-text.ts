import { DECIMAL_PLACES } from './constants';

/**
 * Exact decimal arithmetic on bigints at a fixed scale (38 places, the app's cut), for the modules the buy widget
 * carries: big.js stays out of the purchase's bundle. A value is an integer count of 10^-38; every cut rounds
 * toward zero, as `normalise` in decimal.ts does.
 */
export type Fixed = bigint;
const SCALE = 10n ** BigInt(DECIMAL_PLACES);

/** A number, bigint, decimal text (an exponent allowed) or anything with a plain `toFixed()` (a Decimal) as a Fixed; null when it is no number. */
export function fixed(value: bigint | number | string | { toFixed(): string }): Fixed | null {
  if (typeof value === 'bigint') return value * SCALE;
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? // The shortest text that reads back as the same number ('0.1', '1e-7', '1e+21'): the pattern below takes its
          // exponent. (Not toLocaleString: a page's first call of Intl's number formatting costs about 45 ms on a phone.)
          String(value)
        : ''
      : typeof value === 'string'
        ? value.trim()
        : value.toFixed();
  const m = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const exponent = Number(m[4] ?? 0);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null;
  const digits = `${m[2]}${m[3] ?? ''}`;
  // The digits' value is digits × 10^(exponent − fraction length); at the scale, shift by DECIMAL_PLACES more.
  const shift = exponent - (m[3] ?? '').length + DECIMAL_PLACES;
  const magnitude = shift >= 0 ? BigInt(digits) * 10n ** BigInt(shift) : BigInt(digits) / 10n ** BigInt(-shift);
  return m[1] === '-' ? -magnitude : magnitude;
}

/** A Fixed cut to `places` decimals (toward zero) as plain text without trailing zeros ('0.015', '12', '-3.5'). */
export function fixedText(value: Fixed, places = DECIMAL_PLACES): string {
  const negative = value < 0n;
  const cut = (negative ? -value : value) / 10n ** BigInt(DECIMAL_PLACES - places);
  const digits = cut.toString().padStart(places + 1, '0');
  const int = digits.slice(0, digits.length - places);
  const frac = digits.slice(digits.length - places).replace(/0+$/, '');
  const body = frac ? `${int}.${frac}` : int;
  return negative && cut !== 0n ? `-${body}` : body;
}

/** A Fixed rounded up (away from zero for positives) to whole units. */
export const ceilUnits = (value: Fixed): bigint => (value > 0n ? (value + SCALE - 1n) / SCALE : value / SCALE);
/** a × b, both Fixed, cut toward zero. */
export const times = (a: Fixed, b: Fixed): Fixed => (a * b) / SCALE;
/** One unit as a Fixed. */
export const ONE: Fixed = SCALE;

/** A percent as the market pages show a change: two decimals, cut toward zero ('4.17', '-2.50', '0.00'). */
export function percentText(value: number): string {
  const [int, frac = ''] = fixedText(fixed(value) ?? 0n, 2).split('.');
  return `${int}.${frac.padEnd(2, '0')}`;
}

/** A number as plain decimal text, never an exponent (1e21 is '1000000000000000000000', 1e-7 '0.0000001'). */
export function numberText(value: number): string {
  const exact = Number.isFinite(value) ? fixed(value) : null;
  return exact === null ? String(value) : fixedText(exact);
}
