import { SATS_PER_BTC } from './constants';
import { Decimal, normalise, toDecimal, type DecimalInput } from './decimal';

/** Shown where there is no price. */
export const NO_PRICE = 'N/A';

/** sats -> BTC, exact. */
export function satsToBtc(sats: DecimalInput): Decimal {
  return normalise(toDecimal(sats).div(SATS_PER_BTC));
}

/**
 * How many decimals a BTC value is shown with, by magnitude (8, 6, 4 or 2).
 * Small values keep their significant digits: below 0.001 BTC all 8 (every sat), below 0.1 six,
 * below 10 four, and two from 10 BTC up.
 */
export function btcDisplayDecimals(btc: Decimal): 8 | 6 | 4 | 2 {
  const magnitude = btc.abs();
  if (magnitude.lt('0.001')) return 8;
  if (magnitude.lt('0.1')) return 6;
  if (magnitude.lt(10)) return 4;
  return 2;
}

function groupThousands(integerPart: string): string {
  return integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A BTC value for display, one rule everywhere (balances, prices, fees): at most the decimals of its
 * magnitude, rounded down, without trailing zeros ('0.00012345', '0.050064', '0.5', '12.34', '0');
 * 'N/A' when there is no price.
 */
export function formatBtc(btc: DecimalInput | null | undefined): string {
  if (btc === null || btc === undefined || btc === '') return NO_PRICE;
  let value: Decimal;
  try {
    value = toDecimal(btc);
  } catch {
    return NO_PRICE;
  }
  if (!value.isFinite()) return NO_PRICE;
  const fixed = value.toFixed(btcDisplayDecimals(value), Decimal.ROUND_DOWN);
  const negative = fixed.startsWith('-');
  const [int = '0', rawFrac] = (negative ? fixed.slice(1) : fixed).split('.');
  const frac = rawFrac?.replace(/0+$/, '');
  const body = `${groupThousands(int)}${frac ? `.${frac}` : ''}`;
  return negative && !/^[0.,]+$/.test(body) ? `-${body}` : body;
}

/** A sats amount as BTC for display. */
export function formatSatsAsBtc(sats: DecimalInput | null | undefined): string {
  if (sats === null || sats === undefined || sats === '') return NO_PRICE;
  try {
    return formatBtc(satsToBtc(sats));
  } catch {
    return NO_PRICE;
  }
}
