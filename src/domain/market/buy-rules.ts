import { BID_STEP, PADDING_MAX_SATS, PADDING_SPLIT_COINS } from '../constants';
import { feeAtRate } from '../fee-chooser';
import { ceilUnits, fixed, fixedText, ONE, times, type Fixed } from '../decimal-text';
import type { Discount, MarketCategory } from '../entities';

/**
 * The purchase's rules, in whole sats as bigints (decimal-text.ts, not big.js: the buy widget carries them): the
 * bid step, the figures the dialog shows and the check holds the market to, where the item must still be.
 */
type Amount = bigint | number | string;
const exact = (value: Amount): Fixed => {
  const f = fixed(value);
  if (f === null) throw new Error(`Not an amount: ${String(value)}`);
  return f;
};

/** The least the next bid may be: the highest bid plus 5%, rounded up to a whole sat. */
export const minimumNextBid = (highestSats: Amount): bigint => ceilUnits(times(exact(highestSats), ONE + exact(BID_STEP)));
/** One step of the bid input: 5% of the bid, rounded up. */
export const bidStep = (bidSats: Amount): bigint => ceilUnits(times(exact(bidSats), exact(BID_STEP)));
/** The bid input takes at most 1,000,000,000. */
export const BID_INPUT_MAX = 1_000_000_000;

/** The service fee rate after discounts: 'mul' multiplies by (1 - percent), any other subtracts the percent; never below 0. As exact text ('0.015'). */
export function serviceFeeRate(baseRate: Amount, discounts: readonly Discount[]): string {
  let rate = exact(baseRate);
  for (const d of discounts) {
    const cut = exact(d.percent) / 100n;
    rate = d.type === 'mul' ? times(rate, ONE - cut) : rate - cut;
  }
  return fixedText(rate > 0n ? rate : 0n);
}

/** A transaction's network fee: its size (vB) times the fee rate (sat/vB), rounded up to a whole sat. */
export const networkFeeOf = (txSize: Amount, feeRate: Amount): bigint => ceilUnits(times(exact(txSize), exact(feeRate)));

/**
 * What the buy dialog shows and its PSBT check holds the market to, from the prepare's answer: the price,
 * the service fee (serverReal) and its rate after discounts (as percent text: '1.5'), the network fee (txSize x fee
 * rate, rounded up) and the total. Whole sats.
 */
export function purchaseSummary(input: {
  readonly priceSats: Amount;
  readonly prepared: { readonly serverReal: number; readonly serverFeeRate: number; readonly discounts: readonly Discount[]; readonly txSize: number };
  readonly feeRate: number;
}) {
  const priceSats = ceilUnits(exact(input.priceSats));
  const serviceFeeSats = BigInt(input.prepared.serverReal);
  const networkFeeSats = networkFeeOf(input.prepared.txSize, input.feeRate);
  const rate = serviceFeeSats === 0n ? 0n : exact(serviceFeeRate(input.prepared.serverFeeRate, input.prepared.discounts));
  return { priceSats, serviceFeeSats, servicePercent: fixedText(rate * 100n), networkFeeSats, totalSats: priceSats + serviceFeeSats + networkFeeSats };
}

/** An ARC-20 output needs this many confirmations before it can be listed or bought. */
export const ARC20_TRADE_CONFIRMATIONS = 10;
/** An ARC-20 output can be put on sale: it has its confirmations. */
export const arc20Listable = (confirmations: number): boolean => confirmations >= ARC20_TRADE_CONFIRMATIONS;

/** What the buy dialog's check found: the listing as shown; repriced; no longer for sale; the item is not where it was listed. */
export type ItemCheck = 'live' | 'changed' | 'gone' | 'moved';

/** The check's words when the item cannot be bought as shown. */
export const ITEM_CHECK_WORDS: Record<Exclude<ItemCheck, 'live'>, string> = {
  changed: 'The listing changed: its price is no longer the one shown. Close this and open the item again to see it now.',
  gone: 'This listing is gone: it was sold or taken off sale. It cannot be bought now.',
  moved: 'Verification failed: the item is no longer where the listing says. It cannot be bought now.',
};

/**
 * The buy dialog's verification, from the open API's own reads: the market still states the listing the dialog was
 * opened on (inscription_info names the same auctionId; for a rune or ARC-20 lot, the seller's list holds its row)
 * at the price shown; the inscription (when it is one) is still on the output it was listed with; an ARC-20 output
 * has its confirmations.
 */
export function checkItem(input: {
  readonly category: MarketCategory;
  /** The listing the dialog shows: its auctionId and price (the row's, in sats). */
  readonly shown: { readonly auctionId: string; readonly priceSats: number };
  /** The market's listing now (inscription_info, or the row of the seller's list); null: the market states none. */
  readonly now: { readonly auctionId?: string | null; readonly price?: number | null; readonly status?: string } | null;
  /** Null when no documented call said where the item is (the purchase check then takes the seller's signed input). */
  readonly item: { readonly txid: string; readonly vout: number } | null;
  readonly inscription: { readonly output?: string; readonly confirmations?: number } | null;
}): ItemCheck {
  const { now, item, inscription } = input;
  if (!now || now.auctionId !== input.shown.auctionId || now.status === 'sold' || now.status === 'cancel') return 'gone';
  if (now.price !== input.shown.priceSats) return 'changed';
  if (!inscription) return 'live';
  if (input.category === 'arc20' && (inscription.confirmations ?? 0) < ARC20_TRADE_CONFIRMATIONS) return 'moved';
  return inscription.output === undefined || inscription.output === (item && `${item.txid}:${item.vout}`) ? 'live' : 'moved';
}

/**
 * The largest padding split a buyer without a small coin signs first (one input, two padding coins and the change,
 * Taproot the largest: 11 + 68 + 3 × 43), in vbytes: its fee is at most the fee rate times this, never the purchase's
 * fee again.
 */
export const PADDING_SPLIT_MAX_VSIZE = 11 + 68 + 43 * (PADDING_SPLIT_COINS + 1);
export const paddingSplitFeeCeiling = (feeRate: number): bigint => feeAtRate(feeRate, PADDING_SPLIT_MAX_VSIZE);

/** The payment address's coins that can pad a purchase: plain coins of at most PADDING_MAX_SATS (a 5,000-sat coin is not one). */
export const paddingCoins = <C extends { readonly sats: bigint }>(coins: readonly C[]): C[] => coins.filter((c) => c.sats <= BigInt(PADDING_MAX_SATS));

/**
 * What a purchase pads with, as the app read the buyer's coins itself before Confirm: a coin of its own, or a split
 * first (none of its coins is small enough), whose fee the total shows as its bound at the rate chosen.
 */
export type PaddingNeed = 'coin' | 'split';
