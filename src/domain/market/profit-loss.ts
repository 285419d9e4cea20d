/**
 * My Bitcoin Assets, Activity (issue 44, "a personal activity history with profit and loss"): the market's events of
 * one address told from its side, and what its trades made, in whole sats (bigint, never a float).
 */
import { fixed } from '../decimal-text';
import type { MarketCategory } from '../entities';

const ONE_SAT = fixed(1)!;
/** A price as the wire has it (a JSON number of whole sats) as a bigint, exactly; a fraction of a sat (never sent) cut toward zero. */
const satsOf = (price: number): bigint => (Number.isSafeInteger(price) ? BigInt(price) : (fixed(price) ?? 0n) / ONE_SAT);

/** A market event as `actions` gives it (the decoded row): who sold (`from`), who bought (`to`), the price in sats. */
export interface AddressAction {
  readonly type: 'Listed' | 'Sold' | 'Cancel' | 'Claim' | 'Updated';
  readonly auctionId: string;
  readonly nftType: MarketCategory;
  readonly price: number;
  readonly from: string;
  readonly to: string | null;
  readonly time: number;
  readonly inscriptionId?: string | undefined;
}

/** An event in plain words from the address's side. */
export type OwnEvent = 'Bought' | 'Sold' | 'Listed' | 'Price changed' | 'Unlisted' | 'Claimed';

/** What the event was for `address`: a sale it was the buyer of is "Bought", one it was the seller of "Sold". */
export function ownEvent(action: AddressAction, address: string): OwnEvent {
  switch (action.type) {
    case 'Sold':
      return action.to === address && action.from !== address ? 'Bought' : 'Sold';
    case 'Listed':
      return 'Listed';
    case 'Updated':
      return 'Price changed';
    case 'Cancel':
      return 'Unlisted';
    case 'Claim':
      return 'Claimed';
  }
}

/** A sale of the address matched with its purchase of the same item earlier in the history read. */
export interface RealizedTrade {
  readonly item: string;
  /** The sale's auction and time (its row). */
  readonly auctionId: string;
  readonly time: number;
  readonly bought: bigint;
  readonly sold: bigint;
  /** sold − bought: above 0 a profit, below a loss. */
  readonly pnl: bigint;
}

export interface ProfitLoss {
  /** Every purchase's price. */
  readonly spent: bigint;
  /** Every sale's price. */
  readonly received: bigint;
  /** The sum of `trades`' P&L: the sales whose purchase is in the history read. */
  readonly realized: bigint;
  readonly trades: readonly RealizedTrade[];
  /** Sales with no purchase of the item in the history read (or no item to match by): their P&L is unknown. */
  readonly unmatchedSales: number;
  readonly purchases: number;
  readonly sales: number;
}

/**
 * An item is known by its inscription (a collection item, a name, a brc-20 transfer inscription) within its category.
 * A rune or ARC-20 lot has none: a sale of one is never matched (the same amount of a tick is not the same lot).
 */
const itemOf = (a: AddressAction): string | null => (a.inscriptionId ? `${a.nftType}:${a.inscriptionId}` : null);

/**
 * What `address` made in `actions` (any order): each sale of an item it bought earlier within them is matched with the
 * latest such purchase not matched yet; P&L = sold price − bought price. A sale without one is counted, never guessed.
 * Claims (an auction's claim) are not counted: their rows do not say what was paid. The market's fees are not in the
 * actions: the figures are prices.
 */
export function profitLoss(actions: readonly AddressAction[], address: string): ProfitLoss {
  const held = new Map<string, bigint[]>();
  const trades: RealizedTrade[] = [];
  let spent = 0n;
  let received = 0n;
  let purchases = 0;
  let sales = 0;
  let unmatchedSales = 0;
  const ordered = actions.filter((a) => a.type === 'Sold' && (a.from === address || a.to === address)).sort((a, b) => a.time - b.time);
  for (const a of ordered) {
    const price = satsOf(a.price);
    const item = itemOf(a);
    if (ownEvent(a, address) === 'Bought') {
      spent += price;
      purchases += 1;
      if (item) held.set(item, [...(held.get(item) ?? []), price]);
      continue;
    }
    received += price;
    sales += 1;
    const bought = item ? held.get(item)?.pop() : undefined;
    if (item && bought !== undefined) trades.push({ item, auctionId: a.auctionId, time: a.time, bought, sold: price, pnl: price - bought });
    else unmatchedSales += 1;
  }
  const realized = trades.reduce((sum, t) => sum + t.pnl, 0n);
  return { spent, received, realized, trades, unmatchedSales, purchases, sales };
}
