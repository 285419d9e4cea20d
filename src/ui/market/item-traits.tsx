import { Link } from 'react-router';
import { formatAmount } from '../../domain/amount-text';
import { inscriptionPath } from '../../domain/market/market-paths';
import type { InscriptionView } from '../../domain/market/market-reads';
import { NameText } from '../components/text-display';
import * as css from '../components/kit.css';
import { ExplorerLink } from '../components/explorer-link';

/** What the inscription is: its number, owner, kind and the traits of its collection or token. */
export function Traits({ inscription: i }: { inscription: InscriptionView }) {
  return (
    <section className={css.panel} aria-labelledby="item-traits">
      <h2 id="item-traits" className={css.panelTitle}>
        Details
      </h2>
      <dl className={css.facts} data-testid="item-traits">
        <dt>Inscription</dt>
        <dd>
          <Link to={inscriptionPath(i.inscriptionId)}>#{i.inscriptionNumber}</Link>
        </dd>
        {i.collectionItemName ? (
          <>
            <dt>Collection</dt>
            <dd>
              <Link to={`/market/collection/${encodeURIComponent(i.collectionId ?? '')}`}>{i.collectionId}</Link>
              {i.verified === false ? ' (unverified)' : ''}
            </dd>
          </>
        ) : null}
        {i.tick ? (
          <>
            <dt>Token</dt>
            <dd>
              {i.amount ? formatAmount(i.amount) : null} <NameText text={i.tick} kind="tick" />
            </dd>
          </>
        ) : null}
        {i.inscriptionName ? (
          <>
            <dt>Name</dt>
            <dd>
              <NameText text={i.inscriptionName} kind={i.domainKind ? 'domain' : 'name'} />
            </dd>
          </>
        ) : null}
        <dt>Owner</dt>
        <dd>
          <span className={css.mono}>{i.address}</span> <ExplorerLink kind="address" id={i.address ?? ''} />
        </dd>
        <dt>Content type</dt>
        <dd>
          <NameText text={i.contentType ?? 'Unknown'} kind="tick" />
        </dd>
        <dt>Output value</dt>
        <dd>{i.satoshi === undefined ? 'Unknown' : `${i.satoshi} sats`}</dd>
        <dt>Confirmed</dt>
        <dd>
          {i.timestamp === undefined
            ? 'Unknown'
            : i.timestamp === 0
              ? 'Not yet (in the mempool)'
              : new Date(i.timestamp).toISOString().slice(0, 16).replace('T', ' ') + ' UTC'}
        </dd>
        <dt>ID</dt>
        <dd>
          <span className={css.mono}>{i.inscriptionId}</span> <ExplorerLink kind="inscription" id={i.inscriptionId} />
        </dd>
      </dl>
    </section>
  );
}
