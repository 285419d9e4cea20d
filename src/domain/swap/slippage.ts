import { typedNumber } from '../typed-number';
import { Decimal } from '../decimal';
import { BRC20_DECIMALS } from './swap-amounts';

/**
 * Slippage (real-apis.md): a fraction with 3 decimals sent to the server (0.005 is
 * 0.5%). The user picks a preset or types a percent with at most one decimal. Above 5% the high-slippage
 * warning shows (Uniswap's threshold); 50% is the most we accept.
 */
export const SLIPPAGE_PRESETS = ['0.1', '0.5', '1'] as const;
export const DEFAULT_SLIPPAGE_PERCENT = '0.5';
export const HIGH_SLIPPAGE_PERCENT = '5';
export const MAX_SLIPPAGE_PERCENT = '50';

/** A typed percent as the app reads it: spaces (a pasted '1 000') dropped, a decimal comma ('1,5') read as a point. */
export const typedPercent = (percent: string): string => typedNumber(percent);

/** A typed percent's problem, or null when it can be used (read with typedPercent). */
export function slippageProblem(percent: string): string | null {
  const raw = typedPercent(percent);
  if (raw === '') return 'Enter a slippage tolerance.';
  if (/^\d*\.\d{2,}$/.test(raw)) return 'The swap takes the tolerance in steps of 0.1%: enter 0.1 or more, with one decimal at most.';
  if (!/^\d+(\.\d)?$/.test(raw)) return 'Enter a percent, like 0.5.';
  const value = new Decimal(raw);
  if (value.lte(0)) return 'The slippage tolerance must be more than 0%.';
  if (value.gt(MAX_SLIPPAGE_PERCENT)) return `The slippage tolerance can be at most ${MAX_SLIPPAGE_PERCENT}%.`;
  return null;
}

/**
 * The slippage setting as the user sees it (issue 45, 1): a preset pressed, or the custom box's text as typed, usable
 * or not. The tolerance in force is always the one on screen: a box that holds no usable value leaves none.
 */
export type SlippageChoice =
  | { readonly kind: 'preset'; readonly percent: string }
  | { readonly kind: 'custom'; readonly text: string }
  | { readonly kind: 'auto' };

/** What a kept or given tolerance reads as 'auto' (the automatic one). */
export const AUTO_SLIPPAGE = 'auto';

/** A tolerance in percent as the settings show it: Auto, a preset's button pressed, any other value in the custom box. */
export const slippageChoiceOf = (percent: string): SlippageChoice =>
  percent === AUTO_SLIPPAGE
    ? { kind: 'auto' }
    : (SLIPPAGE_PRESETS as readonly string[]).includes(percent)
      ? { kind: 'preset', percent }
      : { kind: 'custom', text: percent };

/**
 * The tolerance in force (percent): the automatic one's for this amount (`auto`, auto-slippage.ts), a preset's, or the
 * custom box's; null when the box holds nothing usable: then nothing is quoted and Swap is off.
 */
export function slippageInForce(choice: SlippageChoice, auto: string = DEFAULT_SLIPPAGE_PERCENT): string | null {
  if (choice.kind === 'auto') return auto;
  if (choice.kind === 'preset') return choice.percent;
  return slippageProblem(choice.text) === null ? typedPercent(choice.text) : null;
}

export const isHighSlippage = (percent: string): boolean => slippageProblem(percent) === null && new Decimal(typedPercent(percent)).gt(HIGH_SLIPPAGE_PERCENT);

/** The fraction the server takes ('0.5' % -> '0.005'). */
export const slippageFraction = (percent: string): string => new Decimal(percent).div(100).toFixed();

/** Exact in: the least the user receives, expect * 1000 / (1000 + slippage*1000), rounded down. */
export function minimumReceived(expect: string, percent: string): Decimal {
  const s = new Decimal(slippageFraction(percent)).times(1000);
  return new Decimal(expect).times(1000).div(new Decimal(1000).plus(s)).toDecimalPlaces(BRC20_DECIMALS, Decimal.ROUND_DOWN);
}

/** Exact out: the most the user pays, expect * (1000 + slippage*1000) / 1000, rounded up. */
export function maximumSold(expect: string, percent: string): Decimal {
  const s = new Decimal(slippageFraction(percent)).times(1000);
  return new Decimal(expect).times(new Decimal(1000).plus(s)).div(1000).toDecimalPlaces(BRC20_DECIMALS, Decimal.ROUND_UP);
}
