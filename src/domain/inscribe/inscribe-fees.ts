import { Decimal } from '../decimal';
import type { FeeDiscount } from '../entities';

/** The inscribe fee panel: the one rule the panel shows and the order is charged by. */
export const SERVICE_FEE_PER_ITEM_SATS = 1999;
/** The base fee is charged for at most this many items, and the size fee counts their network fee only. */
export const SERVICE_FEE_MAX_ITEMS = 25;
export const SIZE_FEE_RATE = '0.0499';
export const UNISAT_DISCOUNT_CAP_PERCENT = 5;
/** The service fee is rounded down to a multiple of this. */
export const SERVICE_FEE_ROUNDING_SATS = 1000;
/** Ours: what one reveal transaction takes besides its content and its output, and the commit's share. */
export const REVEAL_BASE_VBYTES = 170;
export const COMMIT_VBYTES = 150;

/** The vbytes the receive address's output takes, by its prefix. */
export function outputSizeFor(address: string): number {
  const lower = address.toLowerCase();
  if (lower.startsWith('bc1q') || lower.startsWith('tb1q')) return 23;
  if (lower.startsWith('bc1p') || lower.startsWith('tb1p')) return 35;
  if (address.startsWith('2') || address.startsWith('3')) return 24;
  return 26;
}

/** The vbytes of one item's reveal: its content in the witness at a quarter weight, the rest, and its output. */
export function revealVsize(contentBytes: number, receiveAddress: string): number {
  return Math.ceil(contentBytes / 4) + REVEAL_BASE_VBYTES + outputSizeFor(receiveAddress);
}

/** The discounts of the receive address (the fee-discount lookup), in percent. */
export interface FeeDiscounts {
  readonly unisatPercent: number;
  readonly ogPassPercent: number;
  readonly partnerPassPercent: number;
}

/** An address's fee-discount answer as the panel's discounts; none when there is no answer. */
export function discountsOf(d: Pick<FeeDiscount, 'unisatFeeCutPercent' | 'ogPassFeeCutPercent' | 'ozPassFeeCutPercent'> | null): FeeDiscounts {
  return { unisatPercent: d?.unisatFeeCutPercent ?? 0, ogPassPercent: d?.ogPassFeeCutPercent ?? 0, partnerPassPercent: d?.ozPassFeeCutPercent ?? 0 };
}

/** The discounts summed, the unisat one capped at 5%; never more than 100%. */
export function discountPercent(discounts: FeeDiscounts): number {
  const part = (percent: number) => (Number.isFinite(percent) && percent > 0 ? percent : 0);
  return Math.min(
    100,
    Math.min(UNISAT_DISCOUNT_CAP_PERCENT, part(discounts.unisatPercent)) + part(discounts.ogPassPercent) + part(discounts.partnerPassPercent),
  );
}

export interface InscribeFeeInput {
  /** Each item's content size in bytes. */
  readonly contentBytes: readonly number[];
  readonly receiveAddress: string;
  /** sats/vB. */
  readonly feeRate: number;
  /** The sats each inscription holds. */
  readonly outputValue: number;
  readonly discounts: FeeDiscounts;
  /** A fee per item paid to a given address (the extra fee), in sats. */
  readonly extraFeePerItem?: number;
}

/** Every line of the fee panel, in sats, exact. */
export interface InscribeFees {
  readonly itemCount: number;
  readonly networkFee: Decimal;
  /** 1999 sats for each of the first 25 items. */
  readonly baseFee: Decimal;
  /** 4.99% of the network fee of the first 25 items. */
  readonly sizeFee: Decimal;
  readonly discountPercent: number;
  /** base + size, and that less the discounts, in whole sats (cut down): the steps the panel's sentence shows. */
  readonly beforeDiscount: Decimal;
  readonly afterDiscount: Decimal;
  /** (base + size) less the discounts, rounded down to a multiple of 1000 sats. */
  readonly serviceFee: Decimal;
  /** The extra fee times the item count. */
  readonly extraFee: Decimal;
  /** The sats the inscriptions hold. */
  readonly itemsValue: Decimal;
  readonly total: Decimal;
}

/** The fee panel. */
export function inscribeFees(input: InscribeFeeInput): InscribeFees {
  const itemCount = input.contentBytes.length;
  const perItem = input.contentBytes.map((bytes) => new Decimal(revealVsize(bytes, input.receiveAddress)).times(input.feeRate));
  const sum = (values: readonly Decimal[]) => values.reduce((a, v) => a.plus(v), new Decimal(0));
  const networkFee = sum(perItem).plus(new Decimal(COMMIT_VBYTES).times(input.feeRate));
  const baseFee = new Decimal(SERVICE_FEE_PER_ITEM_SATS).times(Math.min(itemCount, SERVICE_FEE_MAX_ITEMS));
  const sizeFee = sum(perItem.slice(0, SERVICE_FEE_MAX_ITEMS)).times(SIZE_FEE_RATE);
  const percent = discountPercent(input.discounts);
  const discounted = baseFee.plus(sizeFee).times(new Decimal(100 - percent).div(100));
  const serviceFee = discounted.div(SERVICE_FEE_ROUNDING_SATS).floor().times(SERVICE_FEE_ROUNDING_SATS);
  const extraFee = new Decimal(input.extraFeePerItem ?? 0).times(itemCount);
  const itemsValue = new Decimal(input.outputValue).times(itemCount);
  return {
    itemCount,
    networkFee,
    baseFee,
    sizeFee,
    discountPercent: percent,
    beforeDiscount: baseFee.plus(sizeFee).floor(),
    afterDiscount: discounted.floor(),
    serviceFee,
    extraFee,
    itemsValue,
    total: networkFee.plus(serviceFee).plus(extraFee).plus(itemsValue),
  };
}
