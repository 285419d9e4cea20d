import { AUCTION_MAX_SATS, AUCTION_MIN_SATS, FREE_SERVER_FEE_POINTS, LIST_MAX_SATS, LIST_MAX_SATS_DOMAIN, LIST_MIN_SATS } from '../constants';
import { satsToBtc } from '../money';
import { Decimal, toDecimal, type DecimalInput } from '../decimal';
import type { MarketCategory, MarketConfig, MarketType } from '../entities';
import type { MessageKey } from '../messages';
import { typedNumber } from '../typed-number';

/**
 * The market's trading rules, exact: list price bounds and their messages, the
 * price-too-low check, the price per item, the buy total with its service fee, and the bid steps. Amounts in
 * sats are whole numbers; everything is an exact Decimal (decimal.ts).
 */

/**
 * How an item of a category may be sold: UniSat's open API takes runes at a fixed price only (its create_put_on's
 * marketType for runes is `fixedPrice`); the other categories at a fixed price or by auction.
 */
export const saleTypesOf = (category: MarketCategory): readonly MarketType[] => (category === 'runes' ? ['fixedPrice'] : ['fixedPrice', 'auction']);

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
  | { readonly kind: 'missing' }
  | { readonly kind: 'message'; readonly key: MessageKey; readonly params: Readonly<Record<string, string>> };

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

/** No service fee under priceFreeServerFee, or with 500 points and more (not for ARC-20). */
export function isServiceFeeFree(input: { priceSats: DecimalInput; priceFreeServerFee: DecimalInput; points: number; category: MarketCategory }): boolean {
  return toDecimal(input.priceSats).lt(toDecimal(input.priceFreeServerFee)) || (input.category !== 'arc20' && input.points >= FREE_SERVER_FEE_POINTS);
}

/**
 * The total a unit price makes for `units` units, in whole sats (the market takes totals in sats; half a sat rounds up),
 * from a unit price as people type it ('1,5' and '1 000' included). Null when it is not a number.
 */
export function totalForUnitPrice(unitText: string, units: DecimalInput): string | null {
  const normal = typedNumber(unitText);
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  return toDecimal(normal).times(toDecimal(units)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0);
}

/**
 * "List at floor": the total that prices `units` units at the floor (listLowPrice, a unit's), in whole sats rounded up
 * so the unit price is never under the floor. Null when there is no floor (nothing listed).
 */
export function floorTotalSats(listLowPrice: DecimalInput | null | undefined, units: DecimalInput): string | null {
  if (listLowPrice === null || listLowPrice === undefined) return null;
  const floor = toDecimal(listLowPrice);
  if (!floor.gt(0)) return null;
  return floor.times(toDecimal(units)).toDecimalPlaces(0, Decimal.ROUND_CEIL).toFixed(0);
}
