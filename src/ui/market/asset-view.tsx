import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { marketHomePath } from '../../domain/market/market-paths';
import { MARKET_CATEGORY_LABELS as CATEGORY_NOUNS, assetKey, isPricedPerUnit, type MarketAsset } from '../../domain/market/market-reads';
import { NameText } from '../components/text-display';
import { nameKindOf, nameLabel } from '../../domain/name-safety';
import { DisplayWarnings, LinkPreview, RemoteStatus } from '../components/market-bits';
import { AssetFigures } from './asset-figures';
import { DomainCategories } from './domain-categories';
import { SellYours } from './token-holdings';
import { SweepFloor } from './sweep-floor';
import { SWEEP_CATEGORIES } from '../../domain/market/sweep';
import { ActivityPanel } from './activity-panel';
import { ListingsPanel } from './listings-panel';
import { MarketAvailabilityNotices } from './market-availability';
import { PriceChart } from './price-chart';
import { WatchButton } from './watch-button';
import { useRemote } from '../hooks/use-remote';
import { Page } from '../components/page';
import * as css from '../components/kit.css';

/**
 * An asset's market page: its name (with the warnings it needs), the statistic (floor, last sale, the day's
 * low and high), the price history, and its listings or its activity.
 */
export function AssetView({ asset }: { asset: MarketAsset }) {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'activity' ? 'activity' : 'listings';
  const key = `${asset.category}:${assetKey(asset)}`;
  const overview = useRemote(`stat:${key}`, (api, signal) => api.reads.overview(asset, signal));
  const about = overview.data;
  const name = asset.category === 'domain' ? `.${asset.kind}` : asset.category === 'collection' ? (about?.name ?? asset.collectionId) : asset.tick;
  const kind = nameKindOf(asset.category);
  // A sweep bought items: the listings are read again.
  const [bought, setBought] = useState(0);
  return (
    <Page
      title={`${nameLabel(name, kind)} · ${CATEGORY_NOUNS[asset.category]} market`}
      heading={
        <span data-testid="asset-name">
          <NameText text={name} kind={kind} warningBeside />
        </span>
      }
    >
      <p className={css.reason} style={{ marginBottom: 8 }}>
        <Link to={marketHomePath(asset.category)}>← All {CATEGORY_NOUNS[asset.category]}</Link>
      </p>
      <p style={{ margin: '0 0 8px' }}>
        <WatchButton asset={asset} name={name} />
      </p>
      {about?.description ? <p className={css.reason}>{about.description}</p> : null}
      <MarketAvailabilityNotices categories={[asset.category]} labels={{ [asset.category]: CATEGORY_NOUNS[asset.category] }} />
      <DisplayWarnings name={name} kind={kind} unverified={about?.verified === false} />
      <LinkPreview query={asset.category === 'collection' ? { collectionId: asset.collectionId } : null} />
      <RemoteStatus remote={overview} what="the statistics" retry={overview.retry} room={css.statsRoom} />
      {about ? <AssetFigures figures={about.figures} perUnit={isPricedPerUnit(asset.category)} /> : null}
      {asset.category === 'domain' ? <DomainCategories kind={asset.kind} /> : null}
      {asset.category === 'runes' || asset.category === 'arc20' ? <SellYours category={asset.category} name={asset.tick} /> : null}
      {SWEEP_CATEGORIES.includes(asset.category) ? (
        <SweepFloor asset={asset} title={name} onBought={() => (setBought((n) => n + 1), overview.retry())} />
      ) : null}
      <PriceChart asset={asset} />
      <div className={css.tabs} role="tablist" aria-label="Listings or activity">
        {(['listings', 'activity'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            id={`tab-${v}`}
            aria-controls={`panel-${v}`}
            aria-selected={view === v}
            tabIndex={view === v ? 0 : -1}
            className={css.tab}
            onClick={() => setParams((p) => (v === 'activity' ? (p.set('view', 'activity'), p) : (p.delete('view'), p)), { replace: true })}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = view === 'listings' ? 'activity' : 'listings';
                setParams((p) => (next === 'activity' ? (p.set('view', 'activity'), p) : (p.delete('view'), p)), { replace: true });
                requestAnimationFrame(() => document.getElementById(`tab-${next}`)?.focus());
              }
            }}
          >
            {v === 'listings' ? 'Listings' : 'Activity'}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${view}`} aria-labelledby={`tab-${view}`}>
        {view === 'listings' ? <ListingsPanel key={bought} asset={asset} noun={name} /> : <ActivityPanel asset={asset} />}
      </div>
    </Page>
  );
}
