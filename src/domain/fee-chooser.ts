import { DEFAULT_FEE_RATES } from './constants';
import { ceilUnits, fixed, times } from './decimal-text';
import type { BlocksTimeEntry, FeeRateDetail } from './entities';

/**
 * The fee chooser's rules: Economy, Normal and Custom; Normal (index 1)
 * preselected, -1 nothing; presets 15 and 30 sats/vB until the server's rates (rounded up) replace them;
 * Custom moves by a slider up to 500 and a number input up to 5000; the minimum is the larger of the
 * server's and the one a dialog passes; options below the passed-in minimum are hidden.
 *
 * Rates below 1 sat/vB (issue 42): where the network's minimum (the mempool's minimumFee) is below 1, rates move in
 * tenths below 1 sat/vB (0.1, Bitcoin Core's default relay minimum, up to 0.9) and in whole sats/vB from 1 up; no
 * option is ever under the minimum. A rate is a number that is a whole number or a tenth, so its decimal text is
 * exact: fees are worked out from it exactly (`feeAtRate`), never by multiplying floats.
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
  /** sats/vB: a whole number, or a tenth below 1 where the network's minimum allows it. */
  readonly rate: number;
}

const isRate = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * A rate rounded up to one the chooser offers: a whole sat/vB from 1 up, a tenth below 1 (0.13 -> 0.2, 1.2 -> 2).
 * Worked out on the rate's decimal text, not by float arithmetic (0.3 × 10 is 3.0000000000000004 in floats).
 */
export function roundUpFeeRate(rate: number): number {
  const exact = fixed(rate);
  if (exact === null || exact <= 0n) throw new Error(`Not a fee rate: ${rate}`);
  if (rate >= 1) return Number(ceilUnits(exact));
  const tenths = ceilUnits(times(exact, fixed(10n)!));
  return tenths >= 10n ? 1 : Number(tenths) / 10;
}

/**
 * The network fee at `rate` sat/vB for `vsize` vB, in whole sats rounded up, worked out on the rate's decimal text:
 * exact for a rate such as 0.1 (0.1 × 140 vB is 14 sats). Float products can land a hair above a whole number
 * (1.1 × 100 is 110.00000000000001) and round up to a sat too many.
 */
export function feeAtRate(rate: number, vsize: number): bigint {
  const r = fixed(rate);
  if (r === null || r <= 0n || !Number.isSafeInteger(vsize) || vsize < 0) throw new Error(`Not a fee rate and size: ${rate} sat/vB, ${vsize} vB`);
  return ceilUnits(times(r, fixed(BigInt(vsize))!));
}

/**
 * The server's rates rounded up, or the presets until they come (Custom starts at the custom rate); none under the
 * server's minimum, and Custom not under the dialog's either (`passedMinimum`): a "Custom 1" never shows under a
 * minimum of 2.
 */
export function feeOptions(detail: FeeRateDetail | null, passedMinimum?: number | null): FeeOption[] {
  const floor = detail ? minimumFeeRate(detail.minimum, null) : 0;
  const up = (n: number | undefined, fallback: number) => Math.max(isRate(n) ? roundUpFeeRate(n) : fallback, floor);
  const economy = up(detail?.economy, DEFAULT_FEE_RATES.economy);
  const normal = up(detail?.normal, DEFAULT_FEE_RATES.normal);
  return [
    { name: 'Economy', rate: economy },
    { name: 'Normal', rate: normal },
    { name: 'Custom', rate: Math.max(up(detail?.custom, normal), minimumFeeRate(detail?.minimum, passedMinimum)) },
  ];
}

/**
 * The lowest rate the chooser accepts: the larger of the server's minimum and the dialog's, rounded up to a rate
 * offered; 1 when the server states none. Below 1 only where the network's minimum is (0.1 on a network relaying it).
 */
export function minimumFeeRate(serverMinimum: number | null | undefined, passedMinimum: number | null | undefined): number {
  return Math.max(isRate(serverMinimum) ? roundUpFeeRate(serverMinimum) : 1, isRate(passedMinimum) ? roundUpFeeRate(passedMinimum) : 0);
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

/**
 * The custom rate as typed: a whole number of sats/vB from the minimum to 5000; where the minimum is below 1, a
 * tenth below 1 too ('0.5').
 */
export function checkCustomRate(text: string, minimum: number): CustomRateCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Enter a fee rate.' };
  const tenths = minimum < 1 && /^0?\.\d$/.test(trimmed);
  if (!/^\d+$/.test(trimmed) && !tenths)
    return { ok: false, error: minimum < 1 ? 'Enter a whole number of sats/vB, or tenths below 1 (such as 0.5).' : 'Enter a whole number of sats/vB.' };
  const rate = Number(trimmed);
  if (rate < minimum) return { ok: false, error: `The fee rate must be at least ${minimum} sats/vB.` };
  if (rate > FEE_INPUT_MAX) return { ok: false, error: `The fee rate can be at most ${FEE_INPUT_MAX} sats/vB.` };
  return { ok: true, rate };
}

/** The slider's position for a rate (it stops at 500; the number input goes on to 5000). */
export const sliderValue = (rate: number): number => Math.min(Math.max(rate, 0), FEE_SLIDER_MAX);

/** The slider's step: a tenth where the minimum is below 1, else a whole sat/vB. */
export const sliderStep = (minimum: number): number => (minimum < 1 ? 0.1 : 1);

/** The slider's position as the rate text to check: tenths below 1 ('0.3'), whole sats/vB from 1 up. */
export function sliderRateText(position: string): string {
  const n = Number(position);
  if (!Number.isFinite(n)) return position;
  return n < 1 ? n.toFixed(1) : String(Math.round(n));
}

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
 * rate that confirms within `blocks` blocks; a projected block that is not full takes any rate at the network's
 * minimum, see `blocksTimeList` in the fee service): it gets into the first block whose lowest rate it meets.
 * 10 minutes a block up to 6 blocks, hours beyond, 'No Priority' above 7 blocks, '24 hours+' when no block of
 * the list would take it (or there is no list).
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
