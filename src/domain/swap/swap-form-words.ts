import { formatMessage } from '../messages';
import { formatTokenAmount } from './swap-amounts';
import type { SwapRes } from './swap-entities';
import { swapTickLabel } from './tick-label';

/** What the swap form knows when it decides whether Swap can be pressed. */
export interface SwapButtonFacts {
  readonly sameTick: boolean;
  readonly pairOk: boolean;
  readonly amount: { readonly ok: boolean; readonly problem?: string | null };
  readonly slippageSet: boolean;
  readonly quoting: boolean;
  readonly payTooMuch: boolean;
  readonly tickIn: string;
  readonly overMax: boolean;
  /** A moved price waits to be accepted. */
  readonly priceWaiting: boolean;
  readonly impactConsented: boolean;
}

/**
 * Why Swap cannot be pressed yet, in the words on the button, in the order a person checks them (null: it can, once
 * quoted): the tokens, the pool, the amount (its own problem shows under it, the button then just says Swap), the
 * tolerance, the quote, the balance, the price impact, a moved price, the impact's consent.
 */
export function swapBlockedReason(f: SwapButtonFacts): string | null {
  if (f.sameTick) return 'Pick two different tokens';
  if (!f.pairOk) return 'No pool for this pair yet';
  if (!f.amount.ok) return f.amount.problem ? 'Swap' : 'Enter an amount';
  if (!f.slippageSet) return 'Check the slippage tolerance';
  if (f.quoting) return 'Getting a quote…';
  if (f.payTooMuch) return `Not enough ${swapTickLabel(f.tickIn)} in the swap`;
  if (f.overMax) return 'Price impact too high';
  if (f.priceWaiting) return 'Accept the new price first';
  if (!f.impactConsented) return 'Accept the price impact first';
  return null;
}

/** What a done swap says (the spec's swap_done): the amounts as shown everywhere, the ticks as they are. */
export const swapDoneWords = (result: Pick<SwapRes, 'amountIn' | 'tickIn' | 'amountOut' | 'tickOut'>): string =>
  formatMessage('swap_done', {
    amountIn: formatTokenAmount(result.amountIn),
    tickIn: swapTickLabel(result.tickIn),
    amountOut: formatTokenAmount(result.amountOut),
    tickOut: swapTickLabel(result.tickOut),
  });
