import { Link, useSearchParams } from 'react-router';
import type { MarketCategory } from '../../domain/entities';
import { Page } from '../components/page';
import { AssetTable } from './asset-table';
import { WatchlistPanel } from './watchlist-panel';
import { MarketAvailabilityNotices, useMarketAvailability } from './market-availability';
import * as css from '../components/kit.css';
import { satsToBtcText } from '../../domain/currency';
import { useRemote } from '../hooks/use-remote';
import { formatAmount } from '../../domain/amount-text';

/**
 * A market's front page: its categories as tabs (?tab=), each with its asset list; the maintenance page
 * instead when the market is down, a read-only notice above when it can be browsed but not traded.
 */
export function MarketHome({
  title,
  lead,
  categories,
  labels,
}: {
  title: string;
  lead: string;
  categories: readonly MarketCategory[];
  labels: Readonly<Partial<Record<MarketCategory, string>>>;
}) {
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const current = categories.find((c) => c === asked) ?? categories[0]!;
  const availability = useMarketAvailability(categories);
  const down = availability ? [...availability.values()].some((a) => a.state === 'maintenance' || a.state === 'closed') : false;
  return (
    <Page title={title} lead={lead}>
      <MarketAvailabilityNotices categories={categories} labels={labels} />
      {down ? null : (
        <>
          <EntrySummary categories={categories} labels={labels} />
          <WatchlistPanel categories={categories} />
          {categories.length > 1 ? (
            <nav className={css.tabs} aria-label="Categories">
              {categories.map((c) => (
                <Link key={c} className={css.tab} to={`?tab=${c}`} aria-current={c === current ? 'page' : undefined} replace>
                  {labels[c] ?? c}
                </Link>
              ))}
            </nav>
          ) : null}
          <AssetTable key={current} category={current} noun={labels[current] ?? current} />
        </>
      )}
    </Page>
  );
}

/** market_entry's summary on the landing: how many are listed in each of this market's categories, and the day's volume. */
function EntrySummary({ categories, labels }: { categories: readonly MarketCategory[]; labels: Readonly<Partial<Record<MarketCategory, string>>> }) {
  const entry = useRemote(`market-entry:${categories.join(',')}`, (api, signal) => api.market.forCategory(categories[0]!).marketEntry({}, signal));
  // A summary that cannot be read is left out: the lists below say what failed.
  const data = entry.data;
  // Its line is kept while it is read, so the lists below do not move when it arrives (issue 46).
  if (!data) return entry.status !== 'loading' ? null : <p className={`${css.reason} ${css.reservedLine}`} aria-hidden="true" />;
  const rows = categories.flatMap((c) => {
    const figures = data[c];
    return figures ? [{ c, ...figures }] : [];
  });
  if (rows.length === 0) return null;
  const volume = rows.reduce((a, r) => a + BigInt(r.volume24h), 0n);
  return (
    <p className={css.reason} data-testid="market-entry">
      Listed now: {rows.map((r) => `${formatAmount(r.listed)} in ${labels[r.c] ?? r.c}`).join(' · ')}. Sold in the last 24 hours: {satsToBtcText(volume)} BTC.
    </p>
  );
}
