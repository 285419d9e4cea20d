import { Link, useSearchParams } from 'react-router';
import { CollectionView } from '../inscribe/collection-view';
import { BADGE_COLLECTION_TYPE } from '../../domain/inscribe/badges';
import { assetPath } from '../../domain/market/market-paths';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { NameText } from '../components/text-display';
import { RemoteStatus } from '../components/market-bits';
import { Page } from '../components/page';
import { useRemote } from '../hooks/use-remote';
import { button } from '../theme/ui.css';
import * as css from '../components/kit.css';
import { formatAmount } from '../../domain/amount-text';

/**
 * Collections (/inscribe/collections, from the Inscribe menu): the collections of /collection/list, each to its market
 * page; one the site mints (the badges) to its inscribe form and to its own page (?c=…), where it mints blind.
 */
export function Component() {
  const [params] = useSearchParams();
  const open = params.get('c');
  return open ? <CollectionView collectionId={open} /> : <CollectionList />;
}

function CollectionList() {
  const list = useRemote('collection-list', (api) => api.basic.collectionList());
  return (
    <Page title={ROUTE_TITLES['/inscribe/collections']} lead="Collections to mint and to trade. Badges are minted here: free in four colours, or premium.">
      {!list.data ? (
        <RemoteStatus remote={list} what="the collections" retry={list.retry} />
      ) : list.data.length === 0 ? (
        <p className={css.status}>No collections yet.</p>
      ) : (
        <ul className={css.cardGrid} style={{ listStyle: 'none', padding: 0 }} data-testid="collections">
          {list.data.map((c) => (
            <li key={c.collectionId} className={css.panel} style={{ margin: 0 }} data-testid="collection">
              <h2 className={css.panelTitle}>
                <NameText text={c.name} kind="name" />
                {c.verified === false ? <span className={css.reason}> · Unverified</span> : null}
              </h2>
              {c.description ? <p className={css.reason}>{c.description}</p> : null}
              {c.supply !== undefined ? <p className={css.reason}>{formatAmount(c.supply)} items</p> : null}
              <div className={css.actions}>
                {c.type === BADGE_COLLECTION_TYPE ? (
                  <Link className={button.primary} to={`/inscribe/collections?c=${encodeURIComponent(c.collectionId)}`} data-testid="collection-open">
                    Mint blind
                  </Link>
                ) : null}
                {c.type === BADGE_COLLECTION_TYPE ? (
                  <Link
                    className={button.default}
                    to={`/inscribe?mode=collection&ct=${encodeURIComponent(c.type)}&cid=${encodeURIComponent(c.collectionId)}`}
                    data-testid="collection-mint"
                  >
                    Mint badges
                  </Link>
                ) : null}
                <Link className={button.default} to={assetPath({ category: 'collection', collectionId: c.collectionId })}>
                  Market
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
