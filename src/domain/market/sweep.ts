import type { MarketCategory } from '../entities';
import type { Outpoint } from '../tx-effect/intents';

/** The most listings one sweep buys (the market's limit too). */
export const SWEEP_MAX = 50;
/** The categories a sweep buys: inscriptions (an item's outpoint and sat are the indexer's word). */
export const SWEEP_CATEGORIES: readonly MarketCategory[] = ['collection', 'brc20', 'domain'];

/** How the buyer picks: the cheapest N, or the cheapest that fit a budget (the prices; the fees are shown on top). */
export type SweepChoice = { readonly by: 'count'; readonly count: string } | { readonly by: 'budget'; readonly budgetSats: string };

/** One listing of a sweep, and where its item is (the indexer's word) once located. */
export interface SweepLot {
  readonly auctionId: string;
  readonly title: string;
  readonly priceSats: string;
  readonly inscriptionId: string;
  readonly seller: string;
  readonly item: Outpoint | null;
  readonly itemOffset: number;
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

/** The choice's problem in words, or null. */
export function sweepChoiceProblem(choice: SweepChoice): string | null {
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

/**
 * The lots a choice takes from listings sorted cheapest first: fixed prices, none of the buyer's own, inscriptions;
 * the first N, or while the prices fit the budget (the cheapest first, never skipping one to fit a later one).
 */
export function pickSweep(rows: readonly SweepRow[], choice: SweepChoice, own: readonly string[]): SweepLot[] {
  const buyable = rows.filter((r) => r.marketType === 'fixedPrice' && !!r.inscriptionId && !own.includes(r.address ?? '')).sort((a, b) => a.price - b.price);
  const lots: SweepLot[] = [];
  let spent = 0n;
  for (const r of buyable) {
    if (lots.length >= SWEEP_MAX) break;
    if (choice.by === 'count' && lots.length >= Number(choice.count)) break;
    if (choice.by === 'budget' && spent + BigInt(r.price) > BigInt(choice.budgetSats)) break;
    spent += BigInt(r.price);
    lots.push({
      auctionId: r.auctionId,
      title: titleOf(r),
      priceSats: String(r.price),
      inscriptionId: r.inscriptionId!,
      seller: r.address ?? '',
      item: null,
      itemOffset: 0,
    });
  }
  return lots;
}
