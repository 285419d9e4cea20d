import { Decimal } from '../decimal';
import type { PoolInfoRes } from './pool-entities';
import type { SwapTerms } from './swap-quote';
import { formatUsd } from '../money';

/**
 * The rows a swap's quote shows beside its amounts (issue 45, what people expect): the rate either way round, the
 * route, and the pool's fee when the swap says its rate. Exact decimals throughout; never a number the swap did not
 * give.
 */

/** The rate as shown: one `base` buys `rate` of `quote` (null: nothing comes out, so no rate the other way). */
export interface ShownRate {
  readonly base: string;
  readonly quote: string;
  readonly rate: Decimal | null;
}

/** The quote's rate: how many tickOut one tickIn buys, or (inverted) how many tickIn one tickOut costs. */
export function shownRate(terms: Pick<SwapTerms, 'tickIn' | 'tickOut' | 'amountIn' | 'amountOut'>, inverted: boolean): ShownRate {
  const [base, quote, per, of] = inverted
    ? [terms.tickOut, terms.tickIn, terms.amountOut, terms.amountIn]
    : [terms.tickIn, terms.tickOut, terms.amountIn, terms.amountOut];
  return { base, quote, rate: new Decimal(per).isZero() ? null : new Decimal(of).div(per) };
}

/** The way a swap goes: the ticks in order and the pools it trades through. */
export interface SwapRoute {
  readonly ticks: readonly string[];
  readonly pools: number;
}

/**
 * The route of a quote_swap answer: one pool, the pair's own (quote_swap prices a single pool; the sequencer's
 * multi-pool quote is another call, which the app does not make). Null when the quote's pool does not exist.
 */
export function swapRoute(pool: Pick<PoolInfoRes, 'existed'>, tickIn: string, tickOut: string): SwapRoute | null {
  return pool.existed ? { ticks: [tickIn, tickOut], pools: 1 } : null;
}

/** "one pool", "two pools", "3 pools". */
export const poolCountWords = (pools: number): string => (pools === 1 ? 'one pool' : pools === 2 ? 'two pools' : `${pools} pools`);

/** The pool's fee on a swap: its rate in percent, and the amount it takes of what goes in, in that tick. */
export interface PoolFee {
  readonly percent: Decimal;
  readonly amount: Decimal;
  readonly tick: string;
}

/**
 * The pool's fee on this swap, from the rate the swap gives (a fraction of what goes in, like '0.003'): the real
 * sequencer's quote_swap, pool_info and config give none, so without one (or with one that is not a fraction from 0
 * to below 1) there is no fee to show, and null says so.
 */
export function poolFee(terms: Pick<SwapTerms, 'tickIn' | 'amountIn'>, rate: string | null | undefined): PoolFee | null {
  if (rate === null || rate === undefined || !/^\d+(\.\d+)?$/.test(rate.trim())) return null;
  const fraction = new Decimal(rate.trim());
  if (fraction.gte(1)) return null;
  return { percent: fraction.times(100), amount: new Decimal(terms.amountIn).times(fraction), tick: terms.tickIn };
}

/** What a quote's amounts are worth in dollars, in words ('$85.00', 'under $0.01'); null where the swap gives no price. */
export interface QuoteUsd {
  readonly pay: string | null;
  readonly receive: string | null;
}

/** A dollar value the swap gave, in words: null when it gave none (empty, '0' or not a number). */
function usdWords(value: string | undefined): string | null {
  if (value === undefined || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const usd = new Decimal(value.trim());
  if (usd.isZero()) return null;
  return usd.lt('0.01') ? 'under $0.01' : formatUsd(usd);
}

/**
 * quote_swap's dollar values (amountUSD: the amount asked; expectUSD: what the quote expects) as what the user pays
 * and receives: exact in, the amount is paid; exact out, it is received. The real sequencer prices the ticks it
 * knows; the devnet prices a few.
 */
export function quoteUsd(res: { readonly amountUSD?: string; readonly expectUSD?: string }, exactType: 'exactIn' | 'exactOut'): QuoteUsd {
  const amount = usdWords(res.amountUSD);
  const expected = usdWords(res.expectUSD);
  return exactType === 'exactIn' ? { pay: amount, receive: expected } : { pay: expected, receive: amount };
}
