import { Decimal } from '../decimal';
import type { ExactType } from './swap-entities';
import type { PoolSide } from './swap-quote';
import { DEFAULT_SLIPPAGE_PERCENT, HIGH_SLIPPAGE_PERCENT } from './slippage';

/** The automatic tolerance's bounds: never below the default, never past the high-slippage warning. */
export const AUTO_SLIPPAGE_MIN = DEFAULT_SLIPPAGE_PERCENT;
export const AUTO_SLIPPAGE_MAX = HIGH_SLIPPAGE_PERCENT;

/**
 * The automatic slippage tolerance (issue 45: one that follows the pool's depth), in percent: how far this amount
 * alone moves the pool's price, from its reserves as the pools list gives them (exact in: amount / (reserve in +
 * amount); exact out: amount / reserve out), rounded up to 0.1%, since another trade that size just before this one
 * moves the price as much. A deep pool gets 0.5%, a shallow one more, at most 5% (past it, the user types it).
 * No pool known: 0.5%.
 */
export function autoSlippagePercent(side: PoolSide | null, amount: string, exactType: ExactType): string {
  if (!side) return AUTO_SLIPPAGE_MIN;
  const reserve = new Decimal(exactType === 'exactIn' ? side.reserveIn : side.reserveOut);
  const value = new Decimal(amount);
  if (reserve.lte(0)) return AUTO_SLIPPAGE_MAX;
  const moved = exactType === 'exactIn' ? value.div(reserve.plus(value)) : value.div(reserve);
  const percent = moved.times(100).toDecimalPlaces(1, Decimal.ROUND_UP);
  return Decimal.min(AUTO_SLIPPAGE_MAX, Decimal.max(AUTO_SLIPPAGE_MIN, percent)).toFixed();
}
