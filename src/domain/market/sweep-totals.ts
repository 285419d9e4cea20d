import { feeAtRate } from '../fee-chooser';
import { networkFeeOf } from './buy-rules';
import type { SweepLot } from './sweep';

/** The most a padding split of `paddings` outputs (and the change) may cost: one input of 68 vB, 43 vB an output. */
export const sweepSplitFeeCeiling = (feeRate: number, paddings: number): bigint => feeAtRate(feeRate, 11 + 68 + 43 * (paddings + 1));

/**
 * The sweep's one total as the review shows it: the prices, the service fee, the network fee (the prepare's size times
 * the rate), and the padding split when the buyer lacks padding coins (the app's own read of its coins): its fee at its
 * bound for the coins missing, so the total is never below what the wallet is asked to pay (issue 44, 5).
 */
export function sweepTotals(input: {
  readonly lots: readonly SweepLot[];
  readonly serviceFeeSats: number;
  readonly txSize: number;
  readonly feeRate: number;
  readonly paddingsMissing?: number;
}) {
  const priceSats = input.lots.reduce((a, l) => a + BigInt(l.priceSats), 0n);
  const serviceFeeSats = BigInt(input.serviceFeeSats);
  const networkFeeSats = networkFeeOf(input.txSize, input.feeRate);
  const missing = input.paddingsMissing ?? 0;
  const splitFeeSats = missing > 0 ? sweepSplitFeeCeiling(input.feeRate, missing) : null;
  return { priceSats, serviceFeeSats, networkFeeSats, splitFeeSats, totalSats: priceSats + serviceFeeSats + networkFeeSats + (splitFeeSats ?? 0n) };
}
