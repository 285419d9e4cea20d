import type { MarketCategory } from '../entities';
import type { MarketAsset } from './market-reads';
import { fixed, ONE, times, type Fixed } from '../decimal-text';
import type { Outpoint } from '../tx-effect/intents';
import { lotWords, tokenLotOf, type TokenLot } from '../tx-effect/token-lot';

/** The most listings one sweep buys (the market's limit too). */
export const SWEEP_MAX = 50;
/**
 * The categories a sweep buys: inscriptions (an item's outpoint and sat are the indexer's word) and runes (a listing
 * names no outpoint: the item is the seller's signed input that holds exactly the runes listed, the chain's word).
 * ARC-20 pages offer no sweep (the trade asks for it on collection, brc-20 and runes pages).
 */
export const SWEEP_CATEGORIES: readonly MarketCategory[] = ['collection', 'brc20', 'domain', 'runes'];

/**
 * How the buyer picks: the cheapest N, or the cheapest that fit a budget (the prices; the fees are shown on top); either
 * way, none dearer than a highest price if one is typed (sats an item; where tokens sell by amount, sats a unit).
 */
export type SweepChoice = ({ readonly by: 'count'; readonly count: string } | { readonly by: 'budget'; readonly budgetSats: string }) & {
  readonly maxPriceSats?: string;
};

/** A rune lot's runes as listed: the rune's spaced name and the amount in the rune's own units (its divisibility applied). */
export interface SweepRunes {
  readonly rune: string;
  readonly amount: string;
}
/** One listing of a sweep: an inscription, and where it is (the indexer's word) once located; or an amount of a rune. */
export interface SweepLot {
  readonly auctionId: string;
  readonly title: string;
  readonly priceSats: string;
  readonly seller: string;
  readonly inscriptionId?: string;
  readonly item: Outpoint | null;
  readonly itemOffset: number;
  /** A rune lot: no outpoint to locate; the check finds the seller's input that holds exactly these runes. */
  readonly runes?: SweepRunes;
  /** A brc-20 lot (a transfer inscription): its title, and the tick and amount the check holds its output to. */
  readonly token?: TokenLot;
}
/** A listing as the list call gives it (the fields a sweep reads). */
export interface SweepRow {
  readonly auctionId: string;
  readonly price: number;
  readonly marketType: string;
  readonly inscriptionId?: string;
  readonly address?: string;
  readonly name?: string;
  readonly domain?: string;
  readonly tick?: string;
  readonly amount?: string;
  readonly inscriptionNumber?: number;
}

/** The highest price typed, exactly (whole sats an item, or sats a unit with decimals where tokens sell by amount), or null when none is. */
function maxPriceOf(choice: SweepChoice, byUnit: boolean): Fixed | null | 'invalid' {
  const text = (choice.maxPriceSats ?? '').trim();
  if (text === '') return null;
  if (!(byUnit ? /^\d+(\.\d+)?$/ : /^\d+$/).test(text) || !/[1-9]/.test(text)) return 'invalid';
  return fixed(text);
}

/** The choice's problem in words, or null (`byUnit`: the highest price is of a unit, where tokens sell by amount). */
export function sweepChoiceProblem(choice: SweepChoice, byUnit = false): string | null {
  if (maxPriceOf(choice, byUnit) === 'invalid')
    return byUnit ? 'Enter the highest price of a unit in sats, or leave it empty.' : 'Enter the highest price in whole sats, or leave it empty.';
  if (choice.by === 'count') {
    const text = choice.count.trim();
    if (!/^\d+$/.test(text) || Number(text) < 1) return 'Enter how many to buy.';
    if (Number(text) > SWEEP_MAX) return `A sweep buys at most ${SWEEP_MAX} items.`;
    return null;
  }
  const text = choice.budgetSats.trim();
  if (!/^\d+$/.test(text) || BigInt(text) < 1n) return 'Enter your budget in sats.';
  return null;
}

const titleOf = (row: SweepRow): string =>
  row.name ??
  row.domain ??
  (row.tick && row.amount ? `${row.amount} ${row.tick}` : row.inscriptionNumber !== undefined ? `Inscription #${row.inscriptionNumber}` : row.auctionId);

/** Where a token is sold by amount (brc-20, runes), the floor is the price of a unit: the sweep buys the cheapest units first. */
export const sweepsByUnit = (category: MarketCategory): boolean => category === 'brc20' || category === 'runes';

/** A row's amount as an exact fixed-point number, when it is a positive one. */
function amountOf(row: SweepRow): Fixed | null {
  if (!row.amount || !/^\d+(\.\d+)?$/.test(row.amount) || !/[1-9]/.test(row.amount)) return null;
  return fixed(row.amount);
}
/** A rune listing's runes, when the row names a rune and a positive amount. */
const runesOf = (row: SweepRow): SweepRunes | null => (row.tick && amountOf(row) !== null ? { rune: row.tick, amount: row.amount! } : null);

/**
 * The lots a choice takes from listings cheapest first (by the price of a unit on the brc-20 and runes markets, else by
 * price): fixed prices, none of the buyer's own, inscriptions (or, on the runes market, a rune and its amount); the first
 * N, or while the prices fit the budget (the cheapest first, never skipping one to fit a later one).
 */
export function pickSweep(rows: readonly SweepRow[], choice: SweepChoice, own: readonly string[], asset: MarketAsset): SweepLot[] {
  const runes = asset.category === 'runes';
  // A rune page sweeps its own rune only: a look-alike name the list slips in is not this rune.
  const rune = asset.category === 'runes' ? asset.tick : null;
  const byUnit = sweepsByUnit(asset.category);
  const cheaper = (a: SweepRow, b: SweepRow): number => {
    const [qa, qb] = byUnit ? [amountOf(a), amountOf(b)] : [null, null];
    // A row without a readable amount goes last; equal units, the cheaper listing first.
    if (byUnit && (qa === null || qb === null)) return qa === qb ? a.price - b.price : qa === null ? 1 : -1;
    // price a / amount a against price b / amount b, exactly: cross-multiplied.
    const [x, y] = qa && qb ? [BigInt(a.price) * qb, BigInt(b.price) * qa] : [0n, 0n];
    return x !== y ? (x < y ? -1 : 1) : a.price - b.price;
  };
  const buyable = rows
    .filter((r) => r.marketType === 'fixedPrice' && (runes ? !!runesOf(r) && r.tick === rune : !!r.inscriptionId) && !own.includes(r.address ?? ''))
    .sort(cheaper);
  const lots: SweepLot[] = [];
  let spent = 0n;
  const max = maxPriceOf(choice, byUnit);
  for (const r of buyable) {
    if (lots.length >= SWEEP_MAX) break;
    // Cheapest first: the first listing over the highest price ends the sweep (a unit's price: price over amount, cross-multiplied).
    if (max !== null && max !== 'invalid') {
      const amount = byUnit ? amountOf(r) : ONE;
      if (amount === null || fixed(r.price)! > times(max, amount)) break;
    }
    if (choice.by === 'count' && lots.length >= Number(choice.count)) break;
    if (choice.by === 'budget' && spent + BigInt(r.price) > BigInt(choice.budgetSats)) break;
    spent += BigInt(r.price);
    // A token's lot is its title: what the review lists and what the check holds each output to are one value.
    const token = tokenLotOf(asset.category, r);
    lots.push({
      auctionId: r.auctionId,
      title: token ? lotWords(token) : titleOf(r),
      ...(token?.kind === 'brc20' ? { token } : {}),
      priceSats: String(r.price),
      seller: r.address ?? '',
      item: null,
      itemOffset: 0,
      ...(runes ? { runes: runesOf(r)! } : { inscriptionId: r.inscriptionId! }),
    });
  }
  return lots;
}
