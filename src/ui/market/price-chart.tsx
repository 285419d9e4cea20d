import { formatUnitPrice } from '../../domain/market/listing-display';
import { useId, useRef, useState } from 'react';
import type { TimeRange } from '../../domain/entities';
import { chartAxes, chartLayout, chartTimeLabel } from '../../domain/market/price-chart';
import { TIME_RANGES, TIME_RANGE_LABELS, TIME_RANGE_MS } from '../../domain/market/time-ranges';
import { assetKey, isPricedPerUnit, type MarketAsset } from '../../domain/market/market-reads';
import { formatSatsAsBtc } from '../../domain/currency';
import { useServices } from '../hooks/services';
import { RemoteStatus } from '../components/market-bits';
import { useRemote } from '../hooks/use-remote';
import * as css from '../components/kit.css';

const W = 600;
const H = 200;
const PAD = 12;

/** A unit price in words: sats for tokens, BTC for whole items. */
const priceWords = (sats: number, perUnit: boolean) => (perUnit ? `${formatUnitPrice(sats)} sats` : `${formatSatsAsBtc(sats)} BTC`);

/**
 * The price history of an asset over 24 hours, 7 or 30 days: a line through its sales (curve_price), or, where the
 * market has no such call, through its price points (brc20_kline), called prices rather than sales.
 */
export function PriceChart({ asset }: { asset: MarketAsset }) {
  const services = useServices();
  const [range, setRange] = useState<TimeRange>('day7');
  const remote = useRemote(`curve:${asset.category}:${assetKey(asset)}:${range}`, (api, signal) => api.reads.curve(asset, range, signal));
  const summaryId = useId();
  const perUnit = isPricedPerUnit(asset.category);
  const to = services.clock.now();
  const from = to - TIME_RANGE_MS[range];
  const layout = chartLayout(remote.data?.points ?? [], { from, to, width: W, height: H, pad: PAD });
  const sales = remote.data?.kind !== 'prices';
  const [one, many, each] = sales ? ['sale', 'sales', 'Sale'] : ['price point', 'price points', 'Price'];
  const axes = chartAxes(layout, { from, to });
  const count = layout.points.length;
  // The sale pointed at (hover) or focused (keyboard): its price and time under the chart.
  const [shown, setShown] = useState<number | null>(null);
  // The point the keyboard is on: the pointer leaving the chart (or the page scrolling under it) goes back to it.
  const focused = useRef<number | null>(null);
  const point = shown !== null ? layout.points[shown] : undefined;
  const saleWords = (p: (typeof layout.points)[number]) =>
    `${priceWords(p.sale.unitPrice, perUnit)}${perUnit ? ' a unit' : ''} · ${chartTimeLabel(p.sale.time, TIME_RANGE_MS[range])}`;
  const summary =
    count === 0
      ? `No ${many} in the last ${TIME_RANGE_LABELS[range]}.`
      : `${count} ${count === 1 ? one : many} in the last ${TIME_RANGE_LABELS[range]}: low ${priceWords(layout.low!, perUnit)}, high ${priceWords(layout.high!, perUnit)}, last ${priceWords(layout.last!, perUnit)}${perUnit ? ' a unit' : ''}.`;
  return (
    <figure className={css.panel} style={{ margin: `0 0 16px` }} data-testid="price-chart">
      <div className={css.header} style={{ justifyContent: 'space-between', marginBottom: 8 }}>
        <h2 className={css.panelTitle} style={{ margin: 0 }}>
          Price history
        </h2>
        <div role="group" aria-label="Time range" className={css.actions} style={{ margin: 0 }}>
          {TIME_RANGES.map((r) => (
            <button
              key={r}
              type="button"
              className={css.tab}
              aria-pressed={r === range}
              onClick={() => {
                setShown(null);
                setRange(r);
              }}
            >
              {TIME_RANGE_LABELS[r]}
            </button>
          ))}
        </div>
      </div>
      <RemoteStatus remote={remote} what="the price history" retry={remote.retry} room={css.chartRoom} />
      {remote.data && count > 0 ? (
        <div style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 8 }} data-testid="chart-plot">
          <div
            style={{ display: 'flex', flexDirection: 'column', justifyContent: axes.prices.length === 1 ? 'center' : 'space-between', textAlign: 'right' }}
            className={css.chartSummary}
            data-testid="chart-y-axis"
            aria-hidden="true"
          >
            {axes.prices.map((p) => (
              <span key={p}>{priceWords(p, perUnit)}</span>
            ))}
          </div>
          <svg className={css.chart} viewBox={`0 0 ${W} ${H}`} role="group" aria-labelledby={summaryId} onMouseLeave={() => setShown(focused.current)}>
            <rect x="0" y="0" width={W} height={H} fill="none" />
            {[0, 0.5, 1].map((f) => (
              <line key={f} x1={PAD} x2={W - PAD} y1={PAD + f * (H - 2 * PAD)} y2={PAD + f * (H - 2 * PAD)} stroke="#2b3244" strokeWidth="1" />
            ))}
            {layout.path ? <path d={layout.path} fill="none" stroke="#4096ff" strokeWidth="2" vectorEffect="non-scaling-stroke" /> : null}
            {layout.points.map((p, i) => (
              <circle
                key={`${i}:${p.sale.time}`}
                cx={p.x}
                cy={p.y}
                r={i === shown ? 6 : 4}
                fill={i === shown ? '#ffffff' : '#69b1ff'}
                tabIndex={0}
                role="img"
                aria-label={`${each}: ${saleWords(p)}`}
                onMouseEnter={() => setShown(i)}
                onFocus={() => ((focused.current = i), setShown(i))}
                onBlur={() => ((focused.current = null), setShown(null))}
                data-testid="chart-sale"
              />
            ))}
          </svg>
          <span />
          <div
            className={css.chartSummary}
            style={{ display: 'flex', justifyContent: 'space-between', margin: 0 }}
            data-testid="chart-x-axis"
            aria-hidden="true"
          >
            <span>{chartTimeLabel(axes.times[0]!, TIME_RANGE_MS[range])}</span>
            <span>{chartTimeLabel(axes.times[1]!, TIME_RANGE_MS[range])}</span>
          </div>
        </div>
      ) : null}
      {point ? (
        <p className={css.chartSummary} role="status" data-testid="chart-point">
          {saleWords(point)}
        </p>
      ) : null}
      {remote.data ? (
        <figcaption id={summaryId} className={css.chartSummary} data-testid="chart-summary">
          {summary}
        </figcaption>
      ) : null}
    </figure>
  );
}
