import type { FeeDiscount } from '../../src/domain/entities';
import {
  COMMIT_VBYTES,
  REVEAL_BASE_VBYTES,
  SERVICE_FEE_MAX_ITEMS,
  SERVICE_FEE_PER_ITEM_SATS,
  SERVICE_FEE_ROUNDING_SATS,
  SIZE_FEE_RATE,
  UNISAT_DISCOUNT_CAP_PERCENT,
} from '../../src/domain/inscribe/inscribe-fees';
import { Decimal } from '../decimal';

/** The vbytes of a reveal's output to the receive address, by the address's kind. */
function outputVbytes(address: string): number {
  const lower = address.toLowerCase();
  if (lower.startsWith('bc1q') || lower.startsWith('tb1q')) return 23;
  if (lower.startsWith('bc1p') || lower.startsWith('tb1p')) return 35;
  if (address.startsWith('2') || address.startsWith('3')) return 24;
  return 26;
}

/**
 * What the inscribe server charges for an order, on its own side (spec 000, the inscribe fees): the network fee (each
 * file's reveal: its content at a quarter weight, the reveal's base and its output; and the commit), the service fee
 * (1999 sats a file for at most 25 files, plus 4.99% of those files' network fee, less the address's discounts, the
 * unisat one capped at 5%, rounded down to 1000 sats), the extra fee a file, and the sats the inscriptions hold.
 */
export function orderFees(input: {
  readonly fileBytes: readonly number[];
  readonly receiveAddress: string;
  readonly feeRate: number;
  readonly outputValue: number;
  readonly discount: Pick<FeeDiscount, 'unisatFeeCutPercent' | 'ogPassFeeCutPercent' | 'ozPassFeeCutPercent'>;
  readonly extraFeePerFile: number;
}): { networkFee: Decimal; serviceFee: Decimal; total: Decimal } {
  const files = input.fileBytes.length;
  const reveals = input.fileBytes.map((bytes) =>
    new Decimal(Math.ceil(bytes / 4) + REVEAL_BASE_VBYTES + outputVbytes(input.receiveAddress)).times(input.feeRate),
  );
  const sum = (values: readonly Decimal[]) => values.reduce((a, v) => a.plus(v), new Decimal(0));
  const networkFee = sum(reveals).plus(new Decimal(COMMIT_VBYTES).times(input.feeRate));
  const charged = Math.min(files, SERVICE_FEE_MAX_ITEMS);
  const base = new Decimal(SERVICE_FEE_PER_ITEM_SATS).times(charged);
  const size = sum(reveals.slice(0, SERVICE_FEE_MAX_ITEMS)).times(SIZE_FEE_RATE);
  const part = (percent: number) => (Number.isFinite(percent) && percent > 0 ? percent : 0);
  const d = input.discount;
  const percent = Math.min(100, Math.min(UNISAT_DISCOUNT_CAP_PERCENT, part(d.unisatFeeCutPercent)) + part(d.ogPassFeeCutPercent) + part(d.ozPassFeeCutPercent));
  const discounted = base.plus(size).times(new Decimal(100 - percent).div(100));
  const serviceFee = discounted.div(SERVICE_FEE_ROUNDING_SATS).floor().times(SERVICE_FEE_ROUNDING_SATS);
  const extra = new Decimal(input.extraFeePerFile).times(files);
  const total = networkFee.plus(serviceFee).plus(extra).plus(new Decimal(input.outputValue).times(files));
  return { networkFee, serviceFee, total };
}
