import { Decimal } from '../decimal';
import type { PricePoint } from './market-reads';

export interface ChartLayout {
  /** The points in the drawing's coordinates, oldest first. */
  readonly points: readonly { readonly x: number; readonly y: number; readonly sale: PricePoint }[];
  /** An SVG path through them ('' for none). */
  readonly path: string;
  readonly low: number | null;
  readonly high: number | null;
  readonly last: number | null;
}

/**
 * Lays out sales on a chart of `width` x `height`: time across from `from` to `to`, the unit price up from
 * the lowest to the highest (a flat line sits in the middle), with `pad` kept clear on every side.
 */
export function chartLayout(sales: readonly PricePoint[], box: { from: number; to: number; width: number; height: number; pad: number }): ChartLayout {
  const inRange = sales
    .filter((s) => s.time >= box.from && s.time <= box.to)
    .slice()
    .sort((a, b) => a.time - b.time);
  if (inRange.length === 0) return { points: [], path: '', low: null, high: null, last: null };
  const prices = inRange.map((s) => new Decimal(s.unitPrice));
  const low = Decimal.min(...prices);
  const high = Decimal.max(...prices);
  const span = Math.max(1, box.to - box.from);
  const innerW = box.width - 2 * box.pad;
  const innerH = box.height - 2 * box.pad;
  const round = (n: number) => Math.round(n * 10) / 10;
  const points = inRange.map((sale, i) => {
    const x = box.pad + ((sale.time - box.from) / span) * innerW;
    const y = high.eq(low) ? box.pad + innerH / 2 : box.pad + innerH - prices[i]!.minus(low).div(high.minus(low)).toNumber() * innerH;
    return { x: round(x), y: round(y), sale };
  });
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  return { points, path, low: low.toNumber(), high: high.toNumber(), last: inRange[inRange.length - 1]!.unitPrice };
}

/** The chart's axes: the unit price at the top, middle and bottom of the line's span, and the window's first and last moments. */
export function chartAxes(layout: ChartLayout, box: { from: number; to: number }): { readonly prices: readonly number[]; readonly times: readonly number[] } {
  if (layout.low === null || layout.high === null) return { prices: [], times: [box.from, box.to] };
  const mid = new Decimal(layout.low).plus(layout.high).div(2).toNumber();
  return { prices: layout.low === layout.high ? [layout.high] : [layout.high, mid, layout.low], times: [box.from, box.to] };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A moment on the chart's time axis: the hour for a day's window, the day for longer ones (UTC, as the market's data
 * is): 'Nov 24, 09:05 UTC', 'Nov 24'. Written out, not by Intl's date formatting: every sale's label is made on each
 * render, and each toLocale… call with options builds a formatter (a 30-sale chart took 56 ms to render at a phone's
 * speed).
 */
export function chartTimeLabel(ms: number, spanMs: number): string {
  const d = new Date(ms);
  const day = `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
  if (spanMs > 2 * 86_400_000) return day;
  return `${day}, ${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())} UTC`;
}
