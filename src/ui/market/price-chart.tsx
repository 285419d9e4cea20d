import { formatUnitPrice } from '../../domain/market/listing-display';
import { useId, useState } from 'react';
import type { TimeRange } from '../../domain/entities';
import { chartLayout } from '../../domain/market/price-chart';
import { TIME_RANGES, TIME_RANGE_LABELS, TIME_RANGE_MS } from '../../domain/market/market-windows';
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

/** The price history of an asset (curve_price) over 24 hours, 7 or 30 days: a line through its sales. */
export function PriceChart({ asset }: { asset: MarketAsset }) {
  const services = useServices();
  const [range, setRange] = useState<TimeRange>('day7');
  const remote = useRemote(`curve:${asset.category}:${assetKey(asset)}:${range}`, (api, signal) => api.reads.curve(asset, range, signal));
  const summaryId = useId();
  const perUnit = isPricedPerUnit(asset.category);
  const to = services.clock.now();
  const layout = chartLayout(remote.data ?? [], { from: to - TIME_RANGE_MS[range], to, width: W, height: H, pad: PAD });
  const count = layout.points.length;
  const summary =
    count === 0
      ? `No sales in the last ${TIME_RANGE_LABELS[range]}.`
      : `${count} ${count === 1 ? 'sale' : 'sales'} in the last ${TIME_RANGE_LABELS[range]}: low ${priceWords(layout.low!, perUnit)}, high ${priceWords(layout.high!, perUnit)}, last ${priceWords(layout.last!, perUnit)}${perUnit ? ' a unit' : ''}.`;
  return (
    <figure className={css.panel} style={{ margin: `0 0 16px` }} data-testid="price-chart">
      <div className={css.header} style={{ justifyContent: 'space-between', marginBottom: 8 }}>
        <h2 className={css.panelTitle} style={{ margin: 0 }}>
          Price history
        </h2>
        <div role="group" aria-label="Time range" className={css.actions} style={{ margin: 0 }}>
          {TIME_RANGES.map((r) => (
            <button key={r} type="button" className={css.tab} aria-pressed={r === range} onClick={() => setRange(r)}>
              {TIME_RANGE_LABELS[r]}
            </button>
          ))}
        </div>
      </div>
      <RemoteStatus remote={remote} what="the price history" retry={remote.retry} />
      {remote.data && count > 0 ? (
        <svg className={css.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={summaryId}>
          <rect x="0" y="0" width={W} height={H} fill="none" />
          {[0.25, 0.5, 0.75].map((f) => (
            <line key={f} x1={PAD} x2={W - PAD} y1={PAD + f * (H - 2 * PAD)} y2={PAD + f * (H - 2 * PAD)} stroke="#2b3244" strokeWidth="1" />
          ))}
          {layout.path ? <path d={layout.path} fill="none" stroke="#4096ff" strokeWidth="2" vectorEffect="non-scaling-stroke" /> : null}
          {layout.points.map((p) => (
            <circle key={`${p.sale.time}:${p.x}`} cx={p.x} cy={p.y} r="3" fill="#69b1ff" />
          ))}
        </svg>
      ) : null}
      {remote.data ? (
        <figcaption id={summaryId} className={css.chartSummary} data-testid="chart-summary">
          {summary}
        </figcaption>
      ) : null}
    </figure>
  );
}
