import { Decimal } from '../decimal';
import type { ExactType, PoolListItem } from './swap-entities';
import { maximumSold, minimumReceived } from './slippage';

/** Price impact levels (Uniswap's): above 3% a warning, above 15% a danger. */
export const PRICE_IMPACT_WARNING = '3';
export const PRICE_IMPACT_DANGER = '15';

export interface PoolSide {
  readonly reserveIn: string;
  readonly reserveOut: string;
}

/** The pool's reserves seen from the tick going in (null: no such pool). */
export function poolSide(pool: Pick<PoolListItem, 'tick0' | 'tick1' | 'amount0' | 'amount1'> | null, tickIn: string): PoolSide | null {
  if (!pool) return null;
  return pool.tick0.toLowerCase() === tickIn.toLowerCase()
    ? { reserveIn: pool.amount0, reserveOut: pool.amount1 }
    : { reserveIn: pool.amount1, reserveOut: pool.amount0 };
}

/**
 * Price impact in percent, from the pool's reserves (quote_swap gives none): how far the trade alone moves
 * the price, leaving the pool fee aside. Exact in: amountIn / (reserveIn + amountIn); exact out:
 * amountOut / reserveOut.
 */
export function priceImpact(side: PoolSide, amountIn: string, amountOut: string, exactType: ExactType): Decimal {
  const ratio = exactType === 'exactIn' ? new Decimal(amountIn).div(new Decimal(side.reserveIn).plus(amountIn)) : new Decimal(amountOut).div(side.reserveOut);
  return ratio.times(100).toDecimalPlaces(2, Decimal.ROUND_UP);
}
export type ImpactLevel = 'low' | 'warning' | 'danger';
export const impactLevel = (percent: Decimal): ImpactLevel =>
  percent.gt(PRICE_IMPACT_DANGER) ? 'danger' : percent.gt(PRICE_IMPACT_WARNING) ? 'warning' : 'low';

/**
 * Past the danger level (15%) a swap needs the user's explicit consent to its price impact before Swap can be
 * pressed (Uniswap's rule): one click must not sell at a price far from the pool's.
 */
export const needsImpactConsent = (impact: Decimal | null): impact is Decimal => impact !== null && impactLevel(impact) === 'danger';

/** A quote as the swap shows and signs it: both amounts, the rate, and the slippage bound. */
export interface SwapTerms {
  readonly tickIn: string;
  readonly tickOut: string;
  readonly exactType: ExactType;
  readonly amountIn: string;
  readonly amountOut: string;
  /** How many tickOut one tickIn buys at this quote. */
  readonly rate: Decimal;
  /** Exact in: the least received (of tickOut); exact out: the most sold (of tickIn). */
  readonly bound: Decimal;
  readonly impact: Decimal | null;
}

export function swapTerms(input: {
  readonly tickIn: string;
  readonly tickOut: string;
  readonly exactType: ExactType;
  readonly amount: string;
  readonly expect: string;
  readonly slippagePercent: string;
  readonly side: PoolSide | null;
}): SwapTerms {
  const amountIn = input.exactType === 'exactIn' ? input.amount : input.expect;
  const amountOut = input.exactType === 'exactIn' ? input.expect : input.amount;
  return {
    tickIn: input.tickIn,
    tickOut: input.tickOut,
    exactType: input.exactType,
    amountIn,
    amountOut,
    rate: new Decimal(amountOut).div(amountIn),
    bound: input.exactType === 'exactIn' ? minimumReceived(input.expect, input.slippagePercent) : maximumSold(input.expect, input.slippagePercent),
    impact: input.side ? priceImpact(input.side, amountIn, amountOut, input.exactType) : null,
  };
}
