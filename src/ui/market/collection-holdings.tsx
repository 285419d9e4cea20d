import { Link } from 'react-router';
import { assetPath } from '../../domain/market/market-paths';
import { RemoteStatus } from '../components/market-bits';
import { NameText } from '../components/text-display';
import { useRemote } from '../hooks/use-remote';
import * as css from '../components/kit.css';
import { formatAmount } from '../../domain/amount-text';

/** The collections an address holds items of (collection_summary), each a link to its market page with how many it holds. */
export function CollectionHoldings({ address }: { address: string }) {
  const holdings = useRemote(`holdings:${address}`, (api, signal) => api.reads.holdings(address, signal));
  if (holdings.data?.length === 0) return null;
  return (
    <section aria-labelledby="holdings-title" data-testid="collection-holdings" style={{ marginBottom: 12 }}>
      <h2 id="holdings-title" className={css.statLabel} style={{ margin: '0 0 4px' }}>
        Collections held
      </h2>
      <RemoteStatus remote={holdings} what="the collections held" retry={holdings.retry} />
      {holdings.data ? (
        <ul className={css.toolbar} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {holdings.data.map((h) => (
            <li key={h.collectionId}>
              <Link className={css.rowLink} to={assetPath({ category: 'collection', collectionId: h.collectionId })}>
                <NameText text={h.name} kind="name" />
                <span className={css.reason}>×{formatAmount(h.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
