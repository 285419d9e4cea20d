import { SATS_PER_BTC } from './constants';
import { groupThousands } from './amount-text';
import { fixed, fixedText, type Fixed } from './decimal-text';

/** Shown where there is no price. */
export const NO_PRICE = 'N/A';

type Amount = bigint | number | string | { toFixed(): string };

/** sats -> BTC, exact text ('0.00012345'); null when the amount is no number. Without big.js: the buy widget carries it. */
export function satsToBtcText(sats: Amount): string {
  const value = fixed(sats);
  if (value === null) throw new Error(`Not an amount of sats: ${String(sats)}`);
  return fixedText(value / BigInt(SATS_PER_BTC));
}

const BTC = (text: string) => fixed(text)!;
/**
 * How many decimals a BTC value is shown with, by magnitude (8, 6, 4 or 2).
 * Small values keep their significant digits: below 0.001 BTC all 8 (every sat), below 0.1 six,
 * below 10 four, and two from 10 BTC up.
 */
export function btcDisplayDecimals(btc: Fixed): 8 | 6 | 4 | 2 {
  const magnitude = btc < 0n ? -btc : btc;
  if (magnitude < BTC('0.001')) return 8;
  if (magnitude < BTC('0.1')) return 6;
  if (magnitude < BTC('10')) return 4;
  return 2;
}

/**
 * A BTC value for display, one rule everywhere (balances, prices, fees): at most the decimals of its
 * magnitude, rounded down, without trailing zeros ('0.00012345', '0.050064', '0.5', '12.34', '0');
 * 'N/A' when there is no price.
 */
export function formatBtc(btc: Amount | null | undefined): string {
  if (btc === null || btc === undefined || btc === '') return NO_PRICE;
  const value = fixed(btc);
  return value === null ? NO_PRICE : display(value);
}

function display(value: Fixed, places: number = btcDisplayDecimals(value)): string {
  return groupThousands(fixedText(value, places));
}

/** A sats amount as BTC for display. */
export function formatSatsAsBtc(sats: Amount | null | undefined): string {
  if (sats === null || sats === undefined || sats === '') return NO_PRICE;
  const value = fixed(sats);
  return value === null ? NO_PRICE : display(value / BigInt(SATS_PER_BTC));
}

/**
 * A price to pay or to type, in BTC: every sat of it (never the compact form's cut), thousands separated
 * ('0.01234567', '0.0011025', '1,234.5'); 'N/A' when there is no price. The compact form (formatSatsAsBtc) is for
 * figures nobody pays or types: volumes, balances, a portfolio's value, a chart's points.
 */
export function formatPriceSats(sats: Amount | null | undefined): string {
  if (sats === null || sats === undefined || sats === '') return NO_PRICE;
  const value = fixed(sats);
  return value === null ? NO_PRICE : display(value / BigInt(SATS_PER_BTC), 8);
}
