import { toDecimal } from '../decimal';

/** A holding of My Bitcoin Assets that the market prices: a token balance (its floor is a unit's) or a collection's items. */
export interface Holding {
  readonly kind: 'brc20' | 'runes' | 'arc20' | 'collection';
  /** The tick, spaced rune, ticker or collection name. */
  readonly name: string;
  /** How many: units of a token (display units, exact text) or items of a collection. */
  readonly amount: string;
  /** The market's floor, in sats a unit (a token) or an item (a collection); null when nothing is listed. */
  readonly floor: number | null;
}

export interface HoldingValue extends Holding {
  /** The holding at its floor, whole sats rounded down; null without a floor. */
  readonly valueSats: bigint | null;
}

export interface PortfolioValue {
  readonly rows: readonly HoldingValue[];
  readonly totalSats: bigint;
  /** The total in US dollars at the server's BTC price, to the cent (rounded down), as text; null without a price. */
  readonly totalUsd: string | null;
  /** Holdings without a floor: not in the total. */
  readonly unpriced: number;
}

/** Sats in US dollars at `btcPriceUsd` a bitcoin, to the cent, rounded down; null without a usable price. */
export function usdOfSats(sats: bigint, btcPriceUsd: number | null): string | null {
  if (btcPriceUsd === null || !Number.isFinite(btcPriceUsd) || btcPriceUsd <= 0) return null;
  return toDecimal(sats).times(toDecimal(btcPriceUsd)).div(100_000_000).toDecimalPlaces(2).toFixed(2);
}

/**
 * What My Bitcoin Assets is worth at the market's floors: each holding at its floor (amount × floor, exact, whole
 * sats rounded down), the total of those with a floor, in US dollars at the server's BTC price; the most valuable first.
 */
export function portfolioValue(holdings: readonly Holding[], btcPriceUsd: number | null): PortfolioValue {
  const rows = holdings.map((h): HoldingValue => {
    const amount = /^\d+(\.\d+)?$/.test(h.amount) ? toDecimal(h.amount) : null;
    const priced = h.floor !== null && Number.isFinite(h.floor) && h.floor > 0 && amount !== null;
    return { ...h, valueSats: priced ? BigInt(amount.times(toDecimal(h.floor!)).toDecimalPlaces(0).toFixed()) : null };
  });
  rows.sort((a, b) => ((b.valueSats ?? -1n) > (a.valueSats ?? -1n) ? 1 : (b.valueSats ?? -1n) < (a.valueSats ?? -1n) ? -1 : 0));
  const totalSats = rows.reduce((sum, r) => sum + (r.valueSats ?? 0n), 0n);
  return { rows, totalSats, totalUsd: usdOfSats(totalSats, btcPriceUsd), unpriced: rows.filter((r) => r.valueSats === null).length };
}

/** An exact decimal text with thousands separators ('1234.5' -> '1,234.5'). */
export const groupedText = (text: string): string => {
  const [whole = '0', fraction] = text.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction !== undefined ? `.${fraction}` : ''}`;
};
/** Dollars as the page shows them: '$1,234.56' (null: nothing). */
export const usdText = (usd: string | null): string => (usd === null ? '' : `$${groupedText(usd)}`);
