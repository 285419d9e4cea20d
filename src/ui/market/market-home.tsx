import { Link, useSearchParams } from 'react-router';
import type { MarketCategory } from '../../domain/entities';
import { Page } from '../components/page';
import { AssetTable } from './asset-table';
import { MarketAvailabilityNotices, useMarketAvailability } from './market-availability';
import * as css from '../components/kit.css';

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
