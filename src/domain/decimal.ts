import BigJs, { type Big } from 'big.js';
import { DECIMAL_PLACES } from './constants';

/**
 * The one Decimal of the app: exact decimal arithmetic on big.js (3 KB; decimal.js, which it replaces, weighed 12 KB of
 * every page and widget that shows an amount, issue 45, 11). Division and every result keep 80 significant digits,
 * cut toward zero, as decimal.js did with `precision: 80, rounding: ROUND_DOWN`; values print in plain digits up to
 * 40 places either way. Never use JS numbers for sats, BTC or prices.
 */
const B = BigJs();
B.DP = 80;
B.RM = 0;
B.NE = -40;
B.PE = 40;

const PRECISION = 80;
/** How a cut rounds: toward zero, away from zero, half away from zero, half to even, toward +∞, toward −∞. */
type Rounding = 'down' | 'up' | 'half-up' | 'half-even' | 'ceil' | 'floor';
/** big.js's rounding mode for a cut of `value`. */
function mode(rounding: Rounding, value: Big): 0 | 1 | 2 | 3 {
  if (rounding === 'ceil') return value.s < 0 ? 0 : 3;
  if (rounding === 'floor') return value.s < 0 ? 3 : 0;
  return rounding === 'down' ? 0 : rounding === 'up' ? 3 : rounding === 'half-up' ? 1 : 2;
}
export type DecimalInput = Decimal | string | number | bigint;

const big = (value: DecimalInput): Big =>
  value instanceof Decimal ? value.big : new B(typeof value === 'string' ? value.replace(/^\+/, '') : typeof value === 'bigint' ? value.toString() : value);
const kept = (value: Big): Decimal => new Decimal(value.c.length > PRECISION ? value.prec(PRECISION, 0) : value);

export class Decimal {
  static readonly ROUND_DOWN = 'down' as const;
  static readonly ROUND_UP = 'up' as const;
  static readonly ROUND_HALF_UP = 'half-up' as const;
  static readonly ROUND_HALF_EVEN = 'half-even' as const;
  static readonly ROUND_CEIL = 'ceil' as const;
  static readonly ROUND_FLOOR = 'floor' as const;

  /** @internal big.js's value */
  readonly big: Big;

  constructor(value: DecimalInput | Big) {
    this.big = value instanceof B ? value : big(value as DecimalInput);
  }

  static max(...values: DecimalInput[]): Decimal {
    return values.map((v) => new Decimal(v)).reduce((a, b) => (b.gt(a) ? b : a));
  }
  static min(...values: DecimalInput[]): Decimal {
    return values.map((v) => new Decimal(v)).reduce((a, b) => (b.lt(a) ? b : a));
  }

  plus(x: DecimalInput): Decimal {
    return kept(this.big.plus(big(x)));
  }
  minus(x: DecimalInput): Decimal {
    return kept(this.big.minus(big(x)));
  }
  times(x: DecimalInput): Decimal {
    return kept(this.big.times(big(x)));
  }
  /** 80 significant digits of the quotient, cut toward zero (throws on a zero divisor). */
  div(x: DecimalInput): Decimal {
    const divisor = big(x);
    // The quotient's exponent is at most this one's less the divisor's: that many places more give 80 digits.
    B.DP = Math.max(0, PRECISION - (this.big.e - divisor.e));
    try {
      return kept(this.big.div(divisor));
    } finally {
      B.DP = PRECISION;
    }
  }
  pow(n: number): Decimal {
    return kept(this.big.pow(n));
  }
  abs(): Decimal {
    return new Decimal(this.big.abs());
  }
  neg(): Decimal {
    return new Decimal(this.big.neg());
  }
  floor(): Decimal {
    return this.toDecimalPlaces(0, Decimal.ROUND_FLOOR);
  }
  ceil(): Decimal {
    return this.toDecimalPlaces(0, Decimal.ROUND_CEIL);
  }
  /** Cut to `places` decimals (toward zero unless told). */
  toDecimalPlaces(places: number, rounding: Rounding = Decimal.ROUND_DOWN): Decimal {
    return new Decimal(this.big.round(places, mode(rounding, this.big)));
  }
  /** How many decimals the value has ('1.50' has 1). */
  decimalPlaces(): number {
    return Math.max(0, this.big.c.length - this.big.e - 1);
  }
  isInteger(): boolean {
    return this.decimalPlaces() === 0;
  }
  isZero(): boolean {
    return this.big.eq(0);
  }
  /** True for a negative value, -0 included. */
  isNeg(): boolean {
    return this.big.s < 0;
  }
  eq(x: DecimalInput): boolean {
    return this.big.eq(big(x));
  }
  gt(x: DecimalInput): boolean {
    return this.big.gt(big(x));
  }
  gte(x: DecimalInput): boolean {
    return this.big.gte(big(x));
  }
  lt(x: DecimalInput): boolean {
    return this.big.lt(big(x));
  }
  lte(x: DecimalInput): boolean {
    return this.big.lte(big(x));
  }
  comparedTo(x: DecimalInput): -1 | 0 | 1 {
    return this.big.cmp(big(x));
  }
  /** Plain digits, never an exponent; with `places`, exactly that many decimals (cut toward zero unless told). */
  toFixed(places?: number, rounding: Rounding = Decimal.ROUND_DOWN): string {
    return places === undefined ? this.big.toFixed() : this.big.toFixed(places, mode(rounding, this.big));
  }
  /** In exponent form ('1.5e-7'). */
  toExponential(): string {
    return this.big.toExponential();
  }
  toNumber(): number {
    return Number(this.big.toString());
  }
  toString(): string {
    return this.big.toString();
  }
  valueOf(): string {
    return this.big.valueOf();
  }
  toJSON(): string {
    return this.big.toString();
  }
}

export function toDecimal(value: DecimalInput): Decimal {
  return new Decimal(value);
}

/** Arithmetic results are cut to 38 decimal places, rounding down. */
export function normalise(value: Decimal): Decimal {
  return value.toDecimalPlaces(DECIMAL_PLACES, Decimal.ROUND_DOWN);
}
