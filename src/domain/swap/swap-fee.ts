import { Decimal } from '../decimal';
import { swapTickLabel } from './tick-label';
import { formatTokenAmount } from './swap-amounts';
import type { PayType, PreRes } from './swap-entities';
import type { SwapConfig } from './config-entities';

/**
 * Who pays the swap's fee, and in what (the sequencer requires `feeTick` on every pre_* and create_withdraw;
 * `payType` says how). The app asks in the config's fee tick first (`payType: 'tick'`, which every user may
 * use); when that answer shows free quota left for the operation, it asks again with `payType: 'freeQuota'`.
 */

/** The tick the fee is paid in: the config's first fee tick, else its service gas tick. */
export function feeTickOf(config: Pick<SwapConfig, 'feeTicks' | 'serviceGasTick'>): string {
  return config.feeTicks.find((t) => t.length > 0) ?? config.serviceGasTick;
}

/**
 * Whether the address's free quota covers this operation, from pre_*'s answer to a `payType: 'freeQuota'` ask: no fee
 * (the open API's pre_* answer has no quota fields, its schema is closed), or the quota it shows (what the operation
 * uses, at least one, is left).
 */
export function freeQuotaCovers(pre: Pick<PreRes, 'remainingFreeQuota' | 'usageFreeQuota' | 'feeAmount'>): boolean {
  if (new Decimal(pre.feeAmount || '0').isZero()) return true;
  const left = new Decimal(pre.remainingFreeQuota || '0');
  const usage = Decimal.max(new Decimal(pre.usageFreeQuota || '0'), 1);
  return left.gte(usage);
}

/** The pay type for an answer given with `payType: 'tick'`. */
export const payTypeFor = (pre: Pick<PreRes, 'remainingFreeQuota' | 'usageFreeQuota' | 'feeAmount'>): PayType => (freeQuotaCovers(pre) ? 'freeQuota' : 'tick');

/** Why a fee paid in its tick cannot be paid (null: it can): the swap balance of the fee tick is short. */
export function feeShortfall(pre: Pick<PreRes, 'feeAmount' | 'feeTick' | 'feeBalance'>): string | null {
  const fee = new Decimal(pre.feeAmount || '0');
  const held = new Decimal(pre.feeBalance || '0');
  if (held.gte(fee)) return null;
  return `The swap's fee is ${fee.toFixed()} ${pre.feeTick} and you have ${held.toFixed()} ${pre.feeTick} in the swap, with no free operations left. Deposit some ${pre.feeTick} first.`;
}

/**
 * The swap's fee for one operation in words: from the free quota, or the amount in its tick (what the user holds of
 * it). A withdrawal is always asked in the tick (the open API's payType for it): a fee of none is then the free
 * quota's where the answer shows some left, and a fee while quota is left says nothing of the quota.
 */
export function swapFeeWords(
  pre: Pick<PreRes, 'feeAmount' | 'feeTick' | 'feeBalance' | 'remainingFreeQuota' | 'totalFreeQuota'> & { readonly payType?: PayType },
): string {
  const fee = new Decimal(pre.feeAmount || '0');
  const tick = swapTickLabel(pre.feeTick);
  const quotaLeft = new Decimal(pre.remainingFreeQuota || '0').gt(0);
  if (fee.isZero()) {
    if (quotaLeft) return `Swap fee: none, paid from your free quota (${pre.remainingFreeQuota} of ${pre.totalFreeQuota} free operations were left).`;
    // The open API does not say how much quota is left: asked from the quota, a fee of none is the quota's.
    return pre.payType === 'tick' ? 'Swap fee: none.' : 'Swap fee: none, paid from your free quota.';
  }
  const paid = `Swap fee: ${formatTokenAmount(pre.feeAmount)} ${tick}, paid in ${tick} from your swap balance (you hold ${formatTokenAmount(pre.feeBalance)} ${tick})`;
  return quotaLeft ? `${paid}.` : `${paid}; no free operations are left.`;
}
