import DecimalJs from 'decimal.js';

/**
 * The devnet's Decimal: decimal.js with 80 significant digits. The library's default (20) silently rounds a
 * brc-20 balance like 414.142135623730950488 (21 digits), so every devnet amount goes through this one.
 */
export const Decimal = DecimalJs.clone({ precision: 80, toExpNeg: -40, toExpPos: 40 });
export type Decimal = InstanceType<typeof Decimal>;
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace Decimal {
  /** What the constructor takes (a number, a decimal string, a Decimal). */
  type Value = DecimalJs.Value;
}
