import type { StatisticWindow, TimeRange } from '../../src/domain/entities';
import { Decimal } from '../decimal';

/**
 * The market server's windows, on its own side: the statistic windows a `timeType` names and the ranges a
 * `timeRange` names (the open API's values), with their length in ms; 'all' has none.
 */
const WINDOW_MS: Readonly<Record<StatisticWindow, number>> = {
  '1h': 3_600_000,
  '6h': 21_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
  all: Number.POSITIVE_INFINITY,
};
export const RANGE_MS: Readonly<Record<TimeRange, number>> = { day1: 86_400_000, day7: 7 * 86_400_000, day30: 30 * 86_400_000 };

export const isWindow = (value: unknown): value is StatisticWindow => typeof value === 'string' && Object.hasOwn(WINDOW_MS, value);
export const isRange = (value: unknown): value is TimeRange => typeof value === 'string' && Object.hasOwn(RANGE_MS, value);

/** A sale as the figures read it: when, its unit price and its price in sats. */
interface Sale {
  readonly time: number;
  readonly unitPrice: number;
  readonly price: number;
}

/**
 * What the server answers for one window of sales (oldest first): the volume in sats, the number of sales, and the
 * change in percent (two decimals, as text) from the price the window opened at (the last sale before it, else its
 * own first sale) to its last sale; null when the window has no sale or opened at 0.
 */
export function saleFigures(sales: readonly Sale[], window: StatisticWindow, now: number): { volume: number; sales: number; change: string | null } {
  const from = now - WINDOW_MS[window];
  const inside = sales.filter((s) => s.time >= from && s.time <= now);
  const volume = inside.reduce((sum, s) => sum.plus(s.price), new Decimal(0)).toNumber();
  if (inside.length === 0) return { volume, sales: 0, change: null };
  const before = sales.filter((s) => s.time < from);
  const open = new Decimal((before.at(-1) ?? inside[0]!).unitPrice);
  const close = new Decimal(inside.at(-1)!.unitPrice);
  if (open.isZero()) return { volume, sales: inside.length, change: null };
  return { volume, sales: inside.length, change: close.minus(open).div(open).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) };
}
