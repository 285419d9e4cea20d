// Business constants quoted from the specifications (spec 000 section 9, spec 001 section 9).
// Every number here is the spec's; change them only when the spec changes.

/** Satoshis per BTC (spec 001 section 9). */
export const SATS_PER_BTC = 100_000_000;

/** Clock drift (spec 000 section 4 and 9): tolerance 300 s, re-checked every 120 s. */
export const CLOCK_DRIFT_TOLERANCE_MS = 300_000;
export const CLOCK_DRIFT_RECHECK_MS = 120_000;

/** Notification default duration (spec 001 section 9). */
export const NOTIFICATION_DURATION_MS = 4_500;

/** Tooltip enter and leave delay, and its maximum width (spec 000 section 9). */
export const TOOLTIP_DELAY_MS = 100;
export const TOOLTIP_MAX_WIDTH_PX = 250;

/** Generic modal default stacking level (spec 000 section 5). */
export const MODAL_Z_INDEX = 1000;

/** Breakpoints in px (spec 000 section 9). */
export const BREAKPOINTS = {
  xs: 480,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1600,
} as const;

/** Theme defaults (spec 000 section 9): primary colour blue, font size 14, border radius 6. */
export const THEME_DEFAULTS = {
  primaryColor: '#1677ff',
  fontSizePx: 14,
  borderRadiusPx: 6,
} as const;

/** Numeric arithmetic: 38 decimal places, rounding down (spec 000 section 9). */
export const DECIMAL_PLACES = 38;

/** The single-page-mode query flag (spec 001 section 2). */
export const SINGLE_PAGE_QUERY = 'only';
export const SINGLE_PAGE_VALUE = '1';
