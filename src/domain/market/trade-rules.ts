import { AUCTION_MAX_SATS, AUCTION_MIN_SATS, BID_STEP, FREE_SERVER_FEE_POINTS, LIST_MAX_SATS, LIST_MAX_SATS_DOMAIN, LIST_MIN_SATS } from '../constants';
import { satsToBtc } from '../currency';
import { Decimal, toDecimal, type DecimalInput } from '../decimal';
import type { Discount, MarketCategory, MarketConfig, MarketType } from '../entities';
import type { MessageKey } from '../messages';

/**
 * The market's trading rules, exact: list price bounds and their messages, the
 * price-too-low check, the price per item, the buy total with its service fee, and the bid steps. Amounts in
 * sats are whole numbers; everything is decimal.js.
 */

/** The total a listing may ask, in sats: minPrice up to the category's maximum (the VIP one for VIP users). */
export function listPriceBounds(
  category: MarketCategory,
  config: Partial<MarketConfig> | null,
  inscribeCount: number,
): { readonly min: Decimal; readonly max: Decimal } {
  const vip = !!config && config.inscriptionVipNeed !== undefined && inscribeCount >= config.inscriptionVipNeed;
  const pick = (normal: number | undefined, vipMax: number | undefined, fallback: number) => toDecimal((vip ? vipMax : normal) ?? normal ?? fallback);
  const max =
    category === 'domain'
      ? pick(config?.domainMaxPrice, config?.domainMaxPriceVip, LIST_MAX_SATS_DOMAIN)
      : category === 'collection'
        ? pick(config?.collectionMaxPrice, config?.collectionMaxPriceVip, LIST_MAX_SATS_DOMAIN)
        : pick(config?.maxPrice, config?.maxPriceVip, LIST_MAX_SATS);
  return { min: toDecimal(config?.minPrice ?? LIST_MIN_SATS), max };
}

export type PriceProblem =
  { readonly kind: 'missing' } | { readonly kind: 'message'; readonly key: MessageKey; readonly params: Readonly<Record<string, string>> };

/**
 * A listing's total against its bounds: nothing typed marks the input in error (no message); below or above
 * gets the spec's message with the bound in BTC. Auctions start between 0.0005 and 100 BTC, as the market checks.
 */
export function checkListPrice(totalSats: DecimalInput | null, marketType: MarketType, bounds: { min: Decimal; max: Decimal }): PriceProblem | null {
  if (totalSats === null || totalSats === '') return { kind: 'missing' };
  const total = toDecimal(totalSats);
  // An auction's starting price has its own range, whatever the category.
  const min = marketType === 'auction' ? toDecimal(AUCTION_MIN_SATS) : bounds.min;
  const max = marketType === 'auction' ? toDecimal(AUCTION_MAX_SATS) : bounds.max;
  if (total.lt(min)) return { kind: 'message', key: 'total_value_min', params: { x: satsToBtc(min).toFixed() } };
  if (total.gt(max)) return { kind: 'message', key: 'total_value_max', params: { x: satsToBtc(max).toFixed() } };
  return null;
}

/** The unit price is under 90% of the floor (listLowPrice): the price-too-low confirm shows. No floor, no check. */
export function isPriceTooLow(unitPrice: DecimalInput, listLowPrice: DecimalInput | null | undefined): boolean {
  if (listLowPrice === null || listLowPrice === undefined) return false;
  const floor = toDecimal(listLowPrice);
  return floor.gt(0) && toDecimal(unitPrice).lt(floor.times('0.9'));
}

/** Price per item: the total divided by the numeric inscription name ('500' of a 500-unit item); null when the name is not a positive number. */
export function pricePerItem(totalSats: DecimalInput, name: string): Decimal | null {
  if (!/^\d+(\.\d+)?$/.test(name.trim())) return null;
  const n = toDecimal(name.trim());
  return n.gt(0) ? toDecimal(totalSats).div(n) : null;
}

/** The service fee rate after discounts: 'mul' multiplies by (1 - percent), any other subtracts the percent; never below 0. */
export function serviceFeeRate(baseRate: DecimalInput, discounts: readonly Discount[]): Decimal {
  let rate = toDecimal(baseRate);
  for (const d of discounts) {
    const cut = toDecimal(d.percent).div(100);
    rate = d.type === 'mul' ? rate.times(new Decimal(1).minus(cut)) : rate.minus(cut);
  }
  return Decimal.max(0, rate);
}

/** No service fee under priceFreeServerFee, or with 500 points and more (not for ARC-20). */
export function isServiceFeeFree(input: { priceSats: DecimalInput; priceFreeServerFee: DecimalInput; points: number; category: MarketCategory }): boolean {
  return toDecimal(input.priceSats).lt(toDecimal(input.priceFreeServerFee)) || (input.category !== 'arc20' && input.points >= FREE_SERVER_FEE_POINTS);
}

/** The buy total: service fee + transaction size x fee rate + price (sats). */
export function buyTotal(input: { serviceFeeSats: DecimalInput; txSize: DecimalInput; feeRate: DecimalInput; priceSats: DecimalInput }): Decimal {
  return toDecimal(input.serviceFeeSats)
    .plus(toDecimal(input.txSize).times(toDecimal(input.feeRate)))
    .plus(toDecimal(input.priceSats));
}

/** The least the next bid may be: the highest bid plus 5%, rounded up to a whole sat. */
export function minimumNextBid(highestSats: DecimalInput): Decimal {
  return toDecimal(highestSats).times(new Decimal(1).plus(BID_STEP)).toDecimalPlaces(0, Decimal.ROUND_UP);
}
/** One step of the bid input: 5% of the bid, rounded up. */
export function bidStep(bidSats: DecimalInput): Decimal {
  return toDecimal(bidSats).times(BID_STEP).toDecimalPlaces(0, Decimal.ROUND_UP);
}
/** The bid input takes at most 1,000,000,000. */
export const BID_INPUT_MAX = 1_000_000_000;

/**
 * What the buy dialog shows and its PSBT check holds the market to, from the prepare's answer: the price,
 * the service fee (serverReal) and its rate after discounts, the network fee (txSize x fee rate) and the total.
 * Whole sats; the rate as a fraction (0.02 is 2%).
 */
export function purchaseSummary(input: {
  readonly priceSats: DecimalInput;
  readonly prepared: { readonly serverReal: number; readonly serverFeeRate: number; readonly discounts: readonly Discount[]; readonly txSize: number };
  readonly feeRate: number;
}): {
  readonly priceSats: Decimal;
  readonly serviceFeeSats: Decimal;
  readonly serviceRate: Decimal;
  readonly networkFeeSats: Decimal;
  readonly totalSats: Decimal;
} {
  const serviceFeeSats = toDecimal(input.prepared.serverReal);
  const networkFeeSats = toDecimal(input.prepared.txSize).times(toDecimal(input.feeRate)).toDecimalPlaces(0, Decimal.ROUND_UP);
  return {
    priceSats: toDecimal(input.priceSats),
    serviceFeeSats,
    serviceRate: serviceFeeSats.isZero() ? new Decimal(0) : serviceFeeRate(input.prepared.serverFeeRate, input.prepared.discounts),
    networkFeeSats,
    totalSats: buyTotal({ serviceFeeSats, txSize: input.prepared.txSize, feeRate: input.feeRate, priceSats: input.priceSats }).toDecimalPlaces(
      0,
      Decimal.ROUND_UP,
    ),
  };
}

/** An ARC-20 output needs this many confirmations before it can be bought. */
export const ARC20_BUY_CONFIRMATIONS = 10;

/**
 * The buy dialog's verification: the listing is still for sale, on the output it was
 * listed with; the inscription (when it is one) is still there; an ARC-20 output has its confirmations.
 */
export function isItemWhereListed(input: {
  readonly category: MarketCategory;
  /** Null when no documented call said where the item is (the purchase check then takes the seller's signed input). */
  readonly item: { readonly txid: string; readonly vout: number } | null;
  readonly listing: { readonly status?: string };
  readonly inscription: { readonly output?: string; readonly confirmations?: number } | null;
}): boolean {
  const { item, listing, inscription } = input;
  if (listing.status === 'sold' || listing.status === 'cancel') return false;
  if (!inscription) return true;
  if (input.category === 'arc20' && (inscription.confirmations ?? 0) < ARC20_BUY_CONFIRMATIONS) return false;
  return inscription.output === undefined || inscription.output === (item && `${item.txid}:${item.vout}`);
}

/**
 * The largest padding split a buyer without a small UTXO signs first (one input, two outputs, Taproot the
 * largest), in vbytes: its fee is at most the fee rate times this, never the purchase's fee again.
 */
export const PADDING_SPLIT_MAX_VSIZE = 170;
export const paddingSplitFeeCeiling = (feeRate: number): bigint => BigInt(Math.ceil(feeRate) * PADDING_SPLIT_MAX_VSIZE);
