import { Decimal } from '../decimal';
import type { WithdrawStatus } from './withdraw-entities';
import { formatTokenAmount } from './swap-amounts';
import { swapTickLabel } from './tick-label';

/** Two pools (or a pool and a pair of ticks) are the same whichever tick is named first; ticks compare case-blind. */
export function samePair(a: { readonly tick0: string; readonly tick1: string }, b: { readonly tick0: string; readonly tick1: string }): boolean {
  const key = (p: { tick0: string; tick1: string }) =>
    [p.tick0, p.tick1]
      .map((t) => t.toLowerCase())
      .sort()
      .join('/');
  return key(a) === key(b);
}

/**
 * The token picker's line for `tick` when the other side is `other` (issue 45: the picker with pool liquidity): the
 * pool a swap between them would trade through, with its reserves, or that there is none; null for the other side's
 * own tick (picking it switches the two).
 */
export function pairPoolWords(
  pools: readonly { readonly tick0: string; readonly tick1: string; readonly amount0: string; readonly amount1: string }[],
  tick: string,
  other: string,
): string | null {
  if (tick.toLowerCase() === other.toLowerCase()) return null;
  const pool = pools.find((p) => samePair(p, { tick0: tick, tick1: other }));
  if (!pool) return `No pool with ${swapTickLabel(other)}`;
  const [mine, theirs] = pool.tick0.toLowerCase() === tick.toLowerCase() ? [pool.amount0, pool.amount1] : [pool.amount1, pool.amount0];
  return `Pool with ${swapTickLabel(other)}: ${formatTokenAmount(mine)} ${swapTickLabel(tick)} and ${formatTokenAmount(theirs)} ${swapTickLabel(other)}`;
}

/** A withdrawal still under way: the panel finds it again after a reload. */
export const isWithdrawalUnderWay = (status: WithdrawStatus): boolean =>
  status === 'pendingOrder' || status === 'order' || status === 'error' || status === 'pendingCancel';

/** The stages a withdrawal goes through, and which one a status is at (every stage is done once completed). */
/**
 * The pools as listed were read before the quoted pool moved: the quote (pool_info, read with each quote) holds other
 * reserves for the pair than the list. The list is then read again, so the Pools panel follows a price move.
 */
export function listedPoolStale(
  listed: readonly { readonly tick0: string; readonly tick1: string; readonly amount0: string; readonly amount1: string }[],
  quoted: { readonly tick0: string; readonly tick1: string; readonly amount0: string; readonly amount1: string },
): boolean {
  const pool = listed.find((p) => samePair(p, quoted));
  if (!pool) return false;
  const [a0, a1] = pool.tick0.toLowerCase() === quoted.tick0.toLowerCase() ? [pool.amount0, pool.amount1] : [pool.amount1, pool.amount0];
  return !new Decimal(a0).eq(quoted.amount0) || !new Decimal(a1).eq(quoted.amount1);
}

export const WITHDRAW_STAGES = ['Submitted', 'Processing', 'Waiting queue', 'Completed'] as const;
export function withdrawStage(status: WithdrawStatus): number {
  if (status === 'completed') return WITHDRAW_STAGES.length;
  return status === 'order' || status === 'pendingCancel' ? 2 : 1;
}

/**
 * The ticks a host (the widget's `swap` option) asked for that this swap does not list: the form is not to show
 * another pair as if it were the one asked for. Names compare as the swap does (case-insensitive).
 */
export function unknownPresetTicks(
  preset: { readonly tickIn?: string; readonly tickOut?: string } | undefined,
  listed: readonly { readonly tick: string }[],
  pools: readonly { readonly tick0: string; readonly tick1: string }[],
): string[] {
  // The ticks the user's list shows (none before they connect) and those of every pool.
  const known = new Set([...listed.map((t) => t.tick), ...pools.flatMap((p) => [p.tick0, p.tick1])].map((t) => t.toLowerCase()));
  return [preset?.tickIn, preset?.tickOut].filter((t): t is string => typeof t === 'string' && t !== '' && !known.has(t.toLowerCase()));
}

/**
 * The pool's first tick an amount of its second pairs with at the pool's ratio (reserve0 / reserve1), to the first
 * tick's decimals, rounded down so the quote for it never asks more of the second than was typed. Null for a pool
 * without reserves (its first deposit sets the price: both are typed).
 */
export function amount0ForAmount1(pool: { readonly amount0: string; readonly amount1: string }, amount1: string, decimals0: number): string | null {
  const reserve0 = new Decimal(pool.amount0 || 0);
  const reserve1 = new Decimal(pool.amount1 || 0);
  if (reserve0.lte(0) || reserve1.lte(0)) return null;
  return new Decimal(amount1).times(reserve0).div(reserve1).toDecimalPlaces(decimals0, Decimal.ROUND_DOWN).toFixed();
}

/** The fees a liquidity position has earned in one of its ticks (0: tick0, 1: tick1): what the swap says, claimed and not. */
export function poolEarned(
  p: { readonly claimedReward0: string; readonly claimedReward1: string; readonly unclaimedReward0: string; readonly unclaimedReward1: string },
  side: 0 | 1,
): string {
  const [claimed, unclaimed] = side === 0 ? [p.claimedReward0, p.unclaimedReward0] : [p.claimedReward1, p.unclaimedReward1];
  return new Decimal(claimed || '0').plus(unclaimed || '0').toFixed();
}
