import { Decimal } from '../decimal';
import type { ExactType } from './swap-entities';
import type { PoolListItem } from './pool-entities';
import { maximumSold, minimumReceived } from './slippage';

/**
 * Price impact levels: from 3% a warning (issue 45: people expect impact warnings from 3%; the specs set no level),
 * above 15% a danger (consent needed), above the maximum Swap is off.
 */
export const PRICE_IMPACT_WARNING = '3';
export const PRICE_IMPACT_DANGER = '15';
/** The most a swap may move its pool's price unless the site is configured otherwise (VITE_SWAP_MAX_PRICE_IMPACT). */
export const PRICE_IMPACT_MAX_DEFAULT = '50';

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
  percent.gt(PRICE_IMPACT_DANGER) ? 'danger' : percent.gte(PRICE_IMPACT_WARNING) ? 'warning' : 'low';

/** Past the site's maximum a swap is refused outright, with the reason (null: within it). */
export function impactOverMax(impact: Decimal | null, maxPercent: string = PRICE_IMPACT_MAX_DEFAULT): string | null {
  if (impact === null || !impact.gt(maxPercent)) return null;
  return `Price impact ${impact.toFixed()}% is over ${maxPercent}%: this swap alone would move the pool that far. Swap a smaller amount.`;
}

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

/** A refreshed quote worse than the one on screen by more than this (percent) waits for the user to accept it. */
export const PRICE_MOVE_ACCEPT_PERCENT = '0.1';

/**
 * Whether a refreshed swap quote moved against the user since the one they looked at: exactIn, less out; exactOut,
 * more in, by more than PRICE_MOVE_ACCEPT_PERCENT. A better price is taken as it is; a quote of another kind (liquidity,
 * send) never asks.
 */
export function priceMovedAgainst(request: Readonly<Record<string, string>> | null, shown: unknown, next: unknown): boolean {
  const expectOf = (q: unknown) => (q as { res?: { expect?: unknown } } | null)?.res?.expect;
  const before = expectOf(shown);
  const after = expectOf(next);
  if (typeof before !== 'string' || typeof after !== 'string' || !request) return false;
  const was = new Decimal(before);
  if (was.isZero()) return false;
  const change = new Decimal(after).minus(was).div(was).times(100);
  return request.exactType === 'exactOut' ? change.gt(PRICE_MOVE_ACCEPT_PERCENT) : change.lt(new Decimal(PRICE_MOVE_ACCEPT_PERCENT).neg());
}

/**
 * Whether a quote asked again (after an op commit) gives the user the same figures as the one they pressed on: a
 * swap's amount on the other side (expect), another operation's whole quote (liquidity's amounts and LP, the pool a
 * new pool checks, a send's or a deposit's own request). The same figures go ahead; changed ones wait for the user.
 */
export function sameQuoteFigures(shown: unknown, next: unknown): boolean {
  const expectOf = (q: unknown) => (q as { res?: { expect?: unknown } } | null)?.res?.expect;
  const before = expectOf(shown);
  const after = expectOf(next);
  if (typeof before === 'string' && typeof after === 'string') return new Decimal(before).eq(after);
  return shown !== null && JSON.stringify(shown) === JSON.stringify(next);
}
