import type { TimeRange } from '../entities';

/**
 * The time ranges of activity and the price chart: their own module (no big-number code), so the market's read service,
 * which the buy widget carries, can name them without loading the window figures' decimal arithmetic.
 */
export const TIME_RANGES: readonly TimeRange[] = ['day1', 'day7', 'day30'];
export const TIME_RANGE_MS: Readonly<Record<TimeRange, number>> = { day1: 86_400_000, day7: 7 * 86_400_000, day30: 30 * 86_400_000 };
export const TIME_RANGE_LABELS: Readonly<Record<TimeRange, string>> = { day1: '24 hours', day7: '7 days', day30: '30 days' };
/** The step of the price points asked for a time range: an hour in 24 hours, 6 hours in 7 days, a day in 30 days. */
export const PRICE_POINT_STEP_MS: Readonly<Record<TimeRange, number>> = { day1: 3_600_000, day7: 21_600_000, day30: 86_400_000 };
