import DecimalJs from 'decimal.js';
import { DECIMAL_PLACES } from './constants';

/**
 * The one Decimal constructor of the app: enough significant digits that 38 decimal places of any
 * BTC amount survive, rounding down. Never use JS numbers for sats, BTC or prices.
 */
export const Decimal = DecimalJs.clone({
  precision: 80,
  rounding: DecimalJs.ROUND_DOWN,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Decimal = InstanceType<typeof Decimal>;
export type DecimalInput = Decimal | string | number | bigint;

export function toDecimal(value: DecimalInput): Decimal {
  return new Decimal(typeof value === 'bigint' ? value.toString() : value);
}

/** Arithmetic results are cut to 38 decimal places, rounding down. */
export function normalise(value: Decimal): Decimal {
  return value.toDecimalPlaces(DECIMAL_PLACES, Decimal.ROUND_DOWN);
}
