import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { MarketActionType, TimeRange } from '../../domain/entities';
import { activityItemName, timeAgo } from '../../domain/market/listing-display';
import { listingPath } from '../../domain/market/market-paths';
import { assetKey, type MarketAsset } from '../../domain/market/market-reads';
import { TIME_RANGES, TIME_RANGE_LABELS, TIME_RANGE_MS } from '../../domain/market/time-ranges';
import { shortAddress } from '../../domain/user-menu';
import { activityPages } from '../../services/reads/item-reads';
import { useServices } from '../hooks/services';
import { NameText } from '../components/text-display';
import { button, field } from '../theme/ui.css';
import { DataTable, Price, RemoteStatus } from '../components/market-bits';
import { useRemote } from '../hooks/use-remote';
import * as css from '../components/kit.css';
import { ExplorerLink } from '../components/explorer-link';

const TYPES: readonly MarketActionType[] = ['Listed', 'Sold', 'Cancel', 'Updated'];
const TYPE_LABELS: Readonly<Record<MarketActionType, string>> = { Listed: 'Listed', Sold: 'Sold', Cancel: 'Unlisted', Updated: 'Price updated' };

/** An asset's activity (Listed, Sold, Cancel, Updated) over 24 hours, 7 or 30 days, newest first, 20 at a time. */
export function ActivityPanel({ asset }: { asset: MarketAsset }) {
  const services = useServices();
  const [type, setType] = useState<MarketActionType | null>(null);
  const [range, setRange] = useState<TimeRange>('day7');
  const [shown, setShown] = useState(1);
  const key = `activity:${asset.category}:${assetKey(asset)}:${type}:${range}:${shown}`;
  const remote = useRemote(key, activityPages(asset, type, shown));
  const ids = { type: useId(), range: useId() };
  const now = services.clock.now();
  // The market has no time filter: the rows (newest first) of the range chosen, and more only while they reach back that far.
  const fetched = remote.data?.list ?? [];
  const rows = fetched.filter((a) => a.time >= now - TIME_RANGE_MS[range]);
  return (
    <section aria-label="Activity" data-testid="activity">
      <div className={css.toolbar}>
        <label className={css.label} htmlFor={ids.type}>
          Event
          <select
            id={ids.type}
            className={field}
            value={type ?? ''}
            onChange={(e) => {
              setType((e.target.value || null) as MarketActionType | null);
              setShown(1);
            }}
          >
            <option value="">All events</option>
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        <label className={css.label} htmlFor={ids.range}>
          Time
          <select
            id={ids.range}
            className={field}
            value={range}
            onChange={(e) => {
              setRange(e.target.value as TimeRange);
              setShown(1);
            }}
          >
            {TIME_RANGES.map((r) => (
              <option key={r} value={r}>
                Last {TIME_RANGE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <RemoteStatus remote={remote} what="the activity" retry={remote.retry} />
      {remote.data && rows.length === 0 ? (
        <p className={css.status} role="status">
          Nothing happened in the last {TIME_RANGE_LABELS[range]}.
        </p>
      ) : null}
      {rows.length ? (
        <DataTable
          busy={remote.status === 'loading'}
          columns={[{ label: 'Event' }, { label: 'Item' }, { label: 'Price' }, { label: 'From', wide: true }, { label: 'To', wide: true }, { label: 'When' }]}
          rows={rows.map((a, i) => ({
            key: `${a.auctionId}:${a.type}:${a.time}:${i}`,
            attrs: { 'data-testid': 'activity-row', 'data-type': a.type },
            cells: [
              TYPE_LABELS[a.type],
              <span key="item">
                <Link to={listingPath(a.nftType, a.auctionId, a.inscriptionId)}>
                  <NameText {...activityItemName(a)} />
                </Link>
                {a.inscriptionId ? (
                  <>
                    {' '}
                    <ExplorerLink kind="inscription" id={a.inscriptionId} />
                  </>
                ) : null}
              </span>,
              <Price key="price" sats={a.price} />,
              <span key="from" className={css.mono}>
                {shortAddress(a.from)}
              </span>,
              <span key="to" className={css.mono}>
                {a.to ? shortAddress(a.to) : '–'}
              </span>,
              timeAgo(a.time, now),
            ],
          }))}
        />
      ) : null}
      {remote.data && rows.length === fetched.length && fetched.length < remote.data.total ? (
        <p style={{ textAlign: 'center' }}>
          <button type="button" className={button.default} onClick={() => setShown((n) => n + 1)} disabled={remote.status === 'loading'}>
            {remote.status === 'loading' ? 'Loading…' : `Show more (${remote.data.total - fetched.length} left)`}
          </button>
        </p>
      ) : null}
    </section>
  );
}
