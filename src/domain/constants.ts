// Business constants quoted from the specifications.
// Every number here is the spec's; change them only when the spec changes.

/** Satoshis per BTC. */
export const SATS_PER_BTC = 100_000_000;

/** Clock drift: tolerance 300 s, re-checked every 120 s. */
export const CLOCK_DRIFT_TOLERANCE_MS = 300_000;
export const CLOCK_DRIFT_RECHECK_MS = 120_000;

/** Notification default duration. */
export const NOTIFICATION_DURATION_MS = 4_500;

/** Tooltip enter and leave delay, and its maximum width. */
export const TOOLTIP_DELAY_MS = 100;
export const TOOLTIP_MAX_WIDTH_PX = 250;

/** Generic modal default stacking level. */
export const MODAL_Z_INDEX = 1000;

/** Breakpoints in px. */
export const BREAKPOINTS = {
  xs: 480,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1600,
} as const;

/** Theme defaults: primary colour blue, font size 14, border radius 6. */
export const THEME_DEFAULTS = {
  primaryColor: '#1677ff',
  fontSizePx: 14,
  borderRadiusPx: 6,
} as const;

/** The price-too-low confirm's delay before Continue: 10 s for listings, 3 s for price updates. */
export const LIST_CONFIRM_DELAY_S = 10;
export const PRICE_UPDATE_CONFIRM_DELAY_S = 3;

/** Numeric arithmetic: 38 decimal places, rounding down. */
export const DECIMAL_PLACES = 38;

/** The single-page-mode query flag. */
export const SINGLE_PAGE_QUERY = 'only';
export const SINGLE_PAGE_VALUE = '1';

/** USD estimate in the list dialog uses 27000 per BTC. */
export const LIST_DIALOG_USD_PER_BTC = 27_000;

/** Referrer valid 7 days. */
export const REFERRER_TTL_MS = 7 * 24 * 3_600_000;

/** Signed timestamp tolerance 3 minutes. */
export const TIMESTAMP_TOLERANCE_MS = 3 * 60_000;

/** The 403 reload throttle is 30 minutes. */
export const RELOAD_403_THROTTLE_MS = 30 * 60_000;

/** Server call time-outs. */
export const TIMEOUTS_MS = {
  basic: 30_000,
  basicConfig: 10_000,
  swap: 300_000,
  market: 30_000,
  marketShort: 5_000,
  marketLong: 60_000,
  query: 10_000,
  external: 30_000,
  /** The mempool fee source: the spec names it without a time-out; query's 10 s fits a read of public data. */
  mempool: 10_000,
} as const;

/** Caching. */
export const CACHE_TTL_MS = {
  marketConfig: 6 * 3_600_000,
  entryInspection: 3_600_000,
  feeEstimate: 5 * 60_000,
  feeRates: 2 * 60_000,
} as const;

/** Fee presets before the server answers: Economy 15, Normal 30 sats/vB. */
export const DEFAULT_FEE_RATES = { economy: 15, normal: 30 } as const;

/** Swap system status is polled every 3 s. */
export const SWAP_STATUS_POLL_MS = 3_000;

/** Ours: an inscribe order is read this often while it is not over. */
export const INSCRIBE_ORDER_POLL_MS = 5_000;
/** How often a withdrawal in progress is read again (withdraw_process; ours). */
export const WITHDRAW_POLL_MS = 5_000;

/** Listing limits: total at least 50,000 sats; at most 5,000,000 sats (brc20, arc20, runes) or 1 BTC (domains, collections). */
export const LIST_MIN_SATS = 50_000;
export const LIST_MAX_SATS = 5_000_000;
export const LIST_MAX_SATS_DOMAIN = 100_000_000;

/** Auction durations: 1 hour, 6 hours (default), 24 hours. */
export const AUCTION_DURATIONS_MS = [3_600_000, 21_600_000, 86_400_000] as const;
export const AUCTION_DEFAULT_DURATION_MS = 21_600_000;
/** Auction list price 0.0005 to 100 BTC; bid step 5%, rounded up. */
export const AUCTION_MIN_SATS = 50_000;
export const AUCTION_MAX_SATS = 10_000_000_000;
export const BID_STEP = '0.05';
/**
 * Ours (issue 44, 5 and 6): a purchase pads the item with a small coin of the buyer's payment address, at most this
 * many sats (a larger coin is never padding: its sats would go with the item); a padding split makes coins of
 * PADDING_SATS, two at a time (one padding this purchase, one kept for the next).
 */
export const PADDING_MAX_SATS = 1_000;
export const PADDING_SATS = 600;
export const PADDING_SPLIT_COINS = 2;

/** A listing is signed SIGHASH_SINGLE | ANYONECANPAY. */
export const LISTING_SIGHASH = 131;
/** 500 points or more (non-arc20) buy without a service fee. */
export const FREE_SERVER_FEE_POINTS = 500;
/** The address fee-discount lookup waits this long after typing stops, and runs only past 20 characters. */
export const FEE_DISCOUNT_LOOKUP_DELAY_MS = 500;
export const FEE_DISCOUNT_MIN_ADDRESS_LENGTH = 20;
/** Ours: other lookups while typing (a tick's facts, a search) wait this long after typing stops. */
export const TYPING_SETTLE_MS = 400;

/** The height the open API gives an output whose transaction is still in the mempool (past any tip). */
export const MEMPOOL_HEIGHT = 4_194_303;
