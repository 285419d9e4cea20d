import { toDecimal } from '../decimal';
import type { MarketCategory } from '../entities';
import { formatMessage } from '../messages';
import type { NameKind } from '../name-safety';
import type { Outpoint } from '../tx-effect/intents';
import type { MarketAsset } from './market-reads';
import { checkListPrice, isPriceTooLow } from './trade-rules';

/** Where one item of a batch listing is: to price, prepared by the market, signed, for sale, or refused (with why). */
export type BatchStage = 'pending' | 'created' | 'signed' | 'listed' | 'failed';

/** One item of a batch listing (an inscription: a collection item or a name). */
export interface BatchItem {
  /** Its inscription id. */
  readonly id: string;
  readonly category: MarketCategory;
  readonly title: string;
  readonly nameKind: NameKind;
  /** The asset whose floor its price is compared with (its collection, its kind of name), or null. */
  readonly asset: MarketAsset | null;
  /** That asset's floor for one item, in sats (listLowPrice); null when nothing is listed or it could not be read. */
  readonly floorSats: string | null;
  /** The total it is listed at, whole sats as typed. */
  readonly priceSats: string;
  readonly stage: BatchStage;
  /** Why it is not listed (the market's or the wallet's words), or null. */
  readonly reason: string | null;
  /** The market's prepared listing, and where the item is now (the check holds the PSBT to it). */
  readonly created: { readonly auctionId: string; readonly psbt: string; readonly signIndexes: readonly number[]; readonly item: Outpoint } | null;
  readonly signedPsbt: string | null;
}

/** What a step did to one item. */
export interface BatchOutcome {
  readonly id: string;
  readonly change: Partial<BatchItem> & { readonly stage: BatchStage };
}

/** A batch item ready to price: nothing done yet. */
export const batchItem = (item: Pick<BatchItem, 'id' | 'category' | 'title' | 'nameKind'> & Partial<Pick<BatchItem, 'asset' | 'floorSats'>>): BatchItem => ({
  asset: null,
  floorSats: null,
  ...item,
  priceSats: '',
  stage: 'pending',
  reason: null,
  created: null,
  signedPsbt: null,
});

/** A price's problem in the spec's words (the category's bounds), or null: whole sats, within min and max. */
export function batchPriceProblem(priceSats: string, bounds: { readonly minSats: string; readonly maxSats: string }): string | null {
  const typed = priceSats.trim();
  if (typed === '') return 'Enter a price.';
  if (!/^\d+$/.test(typed)) return formatMessage('amount_invalid');
  const problem = checkListPrice(typed, 'fixedPrice', { min: toDecimal(bounds.minSats), max: toDecimal(bounds.maxSats) });
  return problem?.kind === 'message' ? formatMessage(problem.key, problem.params) : null;
}

/** The sum of the items' prices (the review's total), whole sats. */
export const batchTotalSats = (items: readonly Pick<BatchItem, 'priceSats'>[]): bigint =>
  items.reduce((sum, i) => sum + (/^\d+$/.test(i.priceSats.trim()) ? BigInt(i.priceSats.trim()) : 0n), 0n);

/**
 * The items priced more than 10% under their floor: the single List dialog's rule (isPriceTooLow), item by item, so
 * the batch warns for each of them as the List dialog does for one. An item with no floor, or no price yet, is not.
 */
export const belowFloor = <T extends Pick<BatchItem, 'priceSats' | 'floorSats'>>(items: readonly T[]): T[] =>
  items.filter((i) => /^\d+$/.test(i.priceSats.trim()) && isPriceTooLow(i.priceSats.trim(), i.floorSats));
