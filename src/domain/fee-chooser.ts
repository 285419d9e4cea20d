import { DEFAULT_FEE_RATES } from './constants';
import type { BlocksTimeEntry, FeeRateDetail } from './entities';

/**
 * The fee chooser's rules: Economy, Normal and Custom; Normal (index 1)
 * preselected, -1 nothing; presets 15 and 30 sats/vB until the server's rates (rounded up) replace them;
 * Custom moves by a slider up to 500 and a number input up to 5000; the minimum is the larger of the
 * server's and the one a dialog passes; options below the passed-in minimum are hidden.
 */
export const FEE_OPTION_NAMES = ['Economy', 'Normal', 'Custom'] as const;
export type FeeOptionName = (typeof FEE_OPTION_NAMES)[number];
export const DEFAULT_FEE_OPTION_INDEX = 1;
export const FEE_SLIDER_MAX = 500;
export const FEE_INPUT_MAX = 5000;
/** The gauge reaches at least this far; a network-congestion warning shows at a custom rate of this or more. */
export const FEE_CONGESTION_RATE = 30;
/** The chart's colour bands: 0-10, 10-20, 20-30, 30+. */
export const FEE_BANDS = [10, 20, 30] as const;
/** Minutes a block takes, for the confirmation-time estimate. */
const MINUTES_PER_BLOCK = 10;

export interface FeeOption {
  readonly name: FeeOptionName;
  /** sats/vB, a whole number. */
  readonly rate: number;
}

/** The server's rates rounded up, or the presets until they come (Custom starts at the custom rate). */
export function feeOptions(detail: FeeRateDetail | null): FeeOption[] {
  const up = (n: number | undefined, fallback: number) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.ceil(n) : fallback);
  const economy = up(detail?.economy, DEFAULT_FEE_RATES.economy);
  const normal = up(detail?.normal, DEFAULT_FEE_RATES.normal);
  return [
    { name: 'Economy', rate: economy },
    { name: 'Normal', rate: normal },
    { name: 'Custom', rate: up(detail?.custom, normal) },
  ];
}

/** The lowest rate the chooser accepts: the larger of the server's minimum and the dialog's (at least 1). */
export function minimumFeeRate(serverMinimum: number | null | undefined, passedMinimum: number | null | undefined): number {
  return Math.max(1, Math.ceil(serverMinimum ?? 1), Math.ceil(passedMinimum ?? 1));
}

/** The options shown: Economy and Normal below the dialog's minimum are hidden; Custom always stays. */
export function visibleFeeOptions(options: readonly FeeOption[], passedMinimum: number | null | undefined): FeeOption[] {
  return options.filter((o) => o.name === 'Custom' || passedMinimum == null || o.rate >= passedMinimum);
}

/** The option preselected: Normal by default; -1 (or an index no longer shown) selects nothing. */
export function preselectedFeeOption(visible: readonly FeeOption[], index: number = DEFAULT_FEE_OPTION_INDEX): FeeOptionName | null {
  if (index < 0) return null;
  const wanted = FEE_OPTION_NAMES[index];
  return visible.some((o) => o.name === wanted) ? (wanted ?? null) : null;
}

export type CustomRateCheck = { readonly ok: true; readonly rate: number } | { readonly ok: false; readonly error: string };

/** The custom rate as typed: a whole number of sats/vB from the minimum to 5000. */
export function checkCustomRate(text: string, minimum: number): CustomRateCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Enter a fee rate.' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'Enter a whole number of sats/vB.' };
  const rate = Number(trimmed);
  if (rate < minimum) return { ok: false, error: `The fee rate must be at least ${minimum} sats/vB.` };
  if (rate > FEE_INPUT_MAX) return { ok: false, error: `The fee rate can be at most ${FEE_INPUT_MAX} sats/vB.` };
  return { ok: true, rate };
}

/** The slider's position for a rate (it stops at 500; the number input goes on to 5000). */
export const sliderValue = (rate: number): number => Math.min(Math.max(rate, 0), FEE_SLIDER_MAX);

/** The gauge's top: the larger of twice the custom rate and 30. */
export const feeGaugeMax = (customRate: number): number => Math.max(2 * customRate, FEE_CONGESTION_RATE);

/** Which colour band a rate falls in: 0 for under 10, 1 for 10 to under 20, 2 for 20 to under 30, 3 for 30 and more. */
export function feeBand(rate: number): 0 | 1 | 2 | 3 {
  if (rate < FEE_BANDS[0]) return 0;
  if (rate < FEE_BANDS[1]) return 1;
  if (rate < FEE_BANDS[2]) return 2;
  return 3;
}

/**
 * How long a transaction at `rate` may take to confirm, from the blocks-time list (each entry: the lowest
 * rate that confirms within `blocks` blocks): 10 minutes a block up to 6 blocks, hours beyond, 'No Priority'
 * above 7 blocks, '24 hours+' when no block of the list would take it (or there is no list).
 */
export function confirmationEstimate(rate: number, blocksTime: readonly BlocksTimeEntry[]): string {
  const fits = [...blocksTime].filter((e) => Number.isFinite(e.feerate) && e.blocks > 0 && rate >= e.feerate).sort((a, b) => a.blocks - b.blocks)[0];
  if (!fits) return '24 hours+';
  if (fits.blocks > 7) return 'No Priority';
  const minutes = fits.blocks * MINUTES_PER_BLOCK;
  if (fits.blocks <= 6) return `~${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `~${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The network-congestion warning: a custom rate of 30 or more. */
export const showsCongestionWarning = (option: FeeOptionName | null, rate: number): boolean => option === 'Custom' && rate >= FEE_CONGESTION_RATE;

/** The brc-20 low-fee warning: during a mint, a rate at or below the Normal rate. */
export const showsLowFeeWarning = (minting: boolean, rate: number, normalRate: number): boolean => minting && rate <= normalRate;
