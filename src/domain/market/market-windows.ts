import { Decimal } from '../decimal';
import type { MarketCategory, StatisticWindow, TimeRange } from '../entities';
import { TIME_RANGES } from './time-ranges';

/** The statistic windows, with their length; 'all' has none. */
export const STATISTIC_WINDOWS: readonly StatisticWindow[] = ['1h', '6h', '24h', '7d', '30d', 'all'];
export const WINDOW_MS: Readonly<Record<StatisticWindow, number>> = {
  '1h': 3_600_000,
  '6h': 21_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
  all: Number.POSITIVE_INFINITY,
};
export const WINDOW_LABELS: Readonly<Record<StatisticWindow, string>> = {
  '1h': '1 hour',
  '6h': '6 hours',
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  all: 'All time',
};

/**
 * The windows a category's asset table offers: every one, but one for domain kinds. The open API's domain_types takes
 * no timeType; its figures are read as the last 24 hours, as a kind's header reads them (volume24h).
 */
export const windowsOf = (category: MarketCategory): readonly StatisticWindow[] => (category === 'domain' ? ['24h'] : STATISTIC_WINDOWS);

export const isStatisticWindow = (value: unknown): value is StatisticWindow => (STATISTIC_WINDOWS as readonly unknown[]).includes(value);
export const isTimeRange = (value: unknown): value is TimeRange => (TIME_RANGES as readonly unknown[]).includes(value);

/** A sale as the window statistics read it: when, and the unit price in sats. */
export interface SalePoint {
  readonly time: number;
  readonly unitPrice: number;
  readonly price: number;
}

/** What one window of sales says: volume (sats), number of sales, and the change of the unit price in percent. */
export interface WindowFigures {
  readonly volume: number;
  readonly sales: number;
  /** Percent, two decimals, as text ('12.50', '-3.00'); null when the window has no sale to compare. */
  readonly change: string | null;
}

/**
 * Volume, sales and change over a window. The change compares the last sale in the window with the price
 * the window opened at: the last sale before it, or its own first sale when there was none before.
 * `sales` is in time order, oldest first.
 */
export function windowFigures(sales: readonly SalePoint[], window: StatisticWindow, now: number): WindowFigures {
  const from = now - WINDOW_MS[window];
  const inside = sales.filter((s) => s.time >= from && s.time <= now);
  const volume = inside.reduce((sum, s) => sum.plus(s.price), new Decimal(0)).toNumber();
  if (inside.length === 0) return { volume, sales: 0, change: null };
  const before = sales.filter((s) => s.time < from);
  const open = new Decimal((before[before.length - 1] ?? inside[0]!).unitPrice);
  const close = new Decimal(inside[inside.length - 1]!.unitPrice);
  const change = open.isZero() ? null : close.minus(open).div(open).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  return { volume, sales: inside.length, change };
}
