import { Link } from 'react-router';
import type { MarketCategory } from '../../domain/entities';
import { assetPath } from '../../domain/market/market-paths';
import { MARKET_CATEGORY_LABELS, assetKey, isPricedPerUnit } from '../../domain/market/market-reads';
import type { WatchEntry } from '../../domain/market/watchlist';
import { nameKindOf } from '../../domain/name-safety';
import { NameText } from '../components/text-display';
import { Change, Price, UnitPrice } from '../components/market-bits';
import { useRemote } from '../hooks/use-remote';
import { useWatchlist } from '../hooks/use-watchlist';
import { button } from '../theme/ui.css';
import * as css from '../components/kit.css';

/** The watched assets of this market's categories, each with its floor and the day's change, read as its page reads them. */
export function WatchlistPanel({ categories }: { categories: readonly MarketCategory[] }) {
  const { list, toggle } = useWatchlist();
  const shown = list.filter((e) => categories.includes(e.asset.category));
  return (
    <section className={css.panel} aria-labelledby="watchlist-heading" data-testid="watchlist" style={{ marginBottom: 16 }}>
      <h2 id="watchlist-heading" style={{ fontSize: '1rem', margin: '0 0 8px' }}>
        Your watchlist
      </h2>
      {shown.length === 0 ? (
        <p className={css.reason} style={{ margin: 0 }}>
          Nothing watched here yet. On an asset’s page, press “Add to watchlist” to follow its floor here. The list is kept on this device.
        </p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {shown.map((entry) => (
            <WatchRow key={`${entry.asset.category}:${assetKey(entry.asset)}`} entry={entry} onRemove={() => toggle(entry)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WatchRow({ entry, onRemove }: { entry: WatchEntry; onRemove: () => void }) {
  const { asset } = entry;
  const overview = useRemote(`stat:${asset.category}:${assetKey(asset)}`, (api, signal) => api.reads.overview(asset, signal));
  // A collection's own name, once read (it may have been added before its page had read it).
  const name = overview.data?.name ?? entry.name;
  const figures = overview.data?.figures;
  const perUnit = isPricedPerUnit(asset.category);
  return (
    <li data-testid="watch-row" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px', minHeight: 36 }}>
      <Link to={assetPath(asset)} style={{ textDecoration: 'underline', minWidth: '8em' }}>
        <NameText text={name} kind={nameKindOf(asset.category)} warningBeside />
      </Link>
      <span className={css.reason}>{MARKET_CATEGORY_LABELS[asset.category]}</span>
      <span data-testid="watch-floor">
        Floor{perUnit ? ' (a unit)' : ''}:{' '}
        {figures ? (
          perUnit ? (
            <UnitPrice sats={figures.floor} />
          ) : (
            <Price sats={figures.floor} />
          )
        ) : overview.status === 'failed' ? (
          overview.notOffered ? (
            'not traded on this network'
          ) : (
            'could not be read'
          )
        ) : (
          '…'
        )}
      </span>
      {figures?.lastSale !== undefined ? (
        <span>
          Last sale{perUnit ? ' (a unit)' : ''}: {perUnit ? <UnitPrice sats={figures.lastSale} /> : <Price sats={figures.lastSale} />}
        </span>
      ) : null}
      {figures?.change !== undefined ? (
        <span>
          24h: <Change change={figures.change} />
        </span>
      ) : null}
      <button type="button" className={button.ghost} onClick={onRemove} aria-label={`Remove ${name} from your watchlist`} style={{ marginLeft: 'auto' }}>
        Remove
      </button>
    </li>
  );
}
