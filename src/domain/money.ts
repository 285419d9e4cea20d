import { SATS_PER_BTC } from './constants';
import { Decimal, normalise, toDecimal, type DecimalInput } from './decimal';
import { typedNumber } from './typed-number';

/**
 * Money, exact (38 decimal places, rounding down). sats are whole numbers; BTC has
 * at most 8 decimals. Never a JS float.
 */
/** sats -> BTC, exact, as a Decimal (the exact text without big.js: satsToBtcText in currency.ts). */
export function satsToBtc(sats: DecimalInput): Decimal {
  return normalise(toDecimal(sats).div(SATS_PER_BTC));
}

/** BTC -> sats. A BTC value with more than 8 decimals is cut down to whole sats (rounding down). */
export function btcToSats(btc: DecimalInput): Decimal {
  return toDecimal(btc).times(SATS_PER_BTC).toDecimalPlaces(0, Decimal.ROUND_DOWN);
}

/** The USD value of an amount of sats at a BTC price, to the cent, rounding down. */
export function usdEstimate(sats: DecimalInput, usdPerBtc: DecimalInput): Decimal {
  return normalise(toDecimal(sats).div(SATS_PER_BTC).times(toDecimal(usdPerBtc))).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** '$1,234.56' */
export function formatUsd(usd: Decimal): string {
  const [int = '0', frac = '00'] = usd.toFixed(2, Decimal.ROUND_DOWN).replace('-', '').split('.');
  return `${usd.isNeg() && !usd.isZero() ? '-' : ''}$${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

export type AmountError =
  /** Nothing typed (message key enter_amount). */
  | { readonly kind: 'empty' }
  /** Not a number (amount_invalid). */
  | { readonly kind: 'not_a_number' }
  /** Below zero (amount_negative). */
  | { readonly kind: 'negative' }
  /** More decimals than the unit has (amount_decimals, {x} = the most allowed). */
  | { readonly kind: 'too_many_decimals'; readonly maxDecimals: number }
  /** Zero where an amount is needed (amount_zero). */
  | { readonly kind: 'zero' };

export type AmountResult = { readonly ok: true; readonly value: Decimal } | { readonly ok: false; readonly error: AmountError };

export interface ParseAmountOptions {
  /** 8 for BTC, 0 for sats, a tick's decimals for brc-20 (18). */
  readonly maxDecimals: number;
  /** Whether 0 is an amount (default false). */
  readonly allowZero?: boolean;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Parses what a user typed, read by the app's one rule for typed numbers (typedNumber: spaces and thousands
 * separators dropped, a decimal comma read as a point, issue 45, 7); exponents, hex, 'Infinity' and the like are not
 * numbers here.
 */
export function parseAmount(input: string | null | undefined, options: ParseAmountOptions): AmountResult {
  const text = typedNumber(input ?? '');
  if (text === '') return { ok: false, error: { kind: 'empty' } };
  if (!NUMBER.test(text)) return { ok: false, error: { kind: 'not_a_number' } };
  const value = new Decimal(text);
  if (value.isNeg() && !value.isZero()) return { ok: false, error: { kind: 'negative' } };
  if (value.decimalPlaces() > options.maxDecimals) return { ok: false, error: { kind: 'too_many_decimals', maxDecimals: options.maxDecimals } };
  if (value.isZero() && !options.allowZero) return { ok: false, error: { kind: 'zero' } };
  return { ok: true, value: value.abs() };
}
