import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { batchItem, type BatchItem } from '../../domain/market/batch-list';
import { isDomainKind } from '../../domain/domain-kinds';
import { contentKind } from '../../domain/market/listing-display';
import type { MarketAsset } from '../../domain/market/market-reads';
import { inscriptionPath } from '../../domain/market/market-paths';
import { formatMessage } from '../../domain/messages';
import type { AccountItem } from '../../services/api/account-inscriptions';
import { RemoteStatus } from '../components/market-bits';
import { OpeningDialog } from '../components/opening-dialog';
import { NameText } from '../components/text-display';
import { useRemote } from '../hooks/use-remote';
import { useServices } from '../hooks/services';
import { useUserSession } from '../hooks/user-session-context';
import { button } from '../theme/ui.css';
import { contentUrl, TextSnippet } from './inscription-content';
import * as css from '../components/kit.css';

const BatchListDialogLoader = lazy(() => import('./batch-list-dialog').then((m) => ({ default: m.BatchListDialogLoader })));

const inscriptionTitle = (i: AccountItem) =>
  i.collectionItemName ?? i.inscriptionName ?? (i.tick ? `${i.amount ?? ''} ${i.tick}`.trim() : `Inscription #${i.inscriptionNumber}`);
/** The kind of name inscriptionTitle gives (the rule for names checks it). */
const inscriptionNameKind = (i: AccountItem) => (i.collectionItemName ? 'name' : i.inscriptionName ? 'domain' : 'tick');
/** What the market sells an inscription as: a collection item or a name; anything else is not for this market. */
const listedAs = (i: AccountItem) => (i.collectionItemName ? 'collection' : i.inscriptionName ? 'domain' : null);

/** The asset whose floor an item's price is held to: its collection, or its kind of name ('.sats'). */
const assetOf = (i: AccountItem): MarketAsset | null => {
  if (i.collectionItemName) return i.collectionId ? { category: 'collection', collectionId: i.collectionId } : null;
  const kind = i.inscriptionName?.split('.').pop();
  return isDomainKind(kind) ? { category: 'domain', kind } : null;
};

/** A card's picture, name and number. */
function CardBody({ item }: { item: AccountItem }) {
  const services = useServices();
  const kind = contentKind(item.contentType);
  const thumb = kind === 'image' || (item.contentType ?? '').startsWith('image/svg');
  return (
    <>
      {thumb ? (
        <img className={css.cardThumb} src={contentUrl(services.config.api.content, item.inscriptionId)} alt="" loading="lazy" />
      ) : (
        <span className={css.cardThumb}>
          {kind === 'text' ? (
            <TextSnippet inscriptionId={item.inscriptionId} fallback={item.tick ? 'brc-20' : item.inscriptionName ? 'Name' : 'Text'} />
          ) : kind === 'frame' ? (
            'HTML'
          ) : (
            'Content'
          )}
        </span>
      )}
      <span className={css.cardTitle}>
        <NameText text={inscriptionTitle(item)} kind={inscriptionNameKind(item)} />
      </span>
      <span className={css.reason}>
        #{item.inscriptionNumber}
        {item.timestamp === 0 ? ' · Unconfirmed' : ''}
      </span>
    </>
  );
}

/**
 * My Bitcoin Assets' inscriptions (or names): a card each, linking to its page. The wallet's own can be selected to
 * list several at once (collection items and names of one kind: the market's bounds are a category's).
 */
export function InscriptionsTab({ address, names, own }: { address: string; names: boolean; own: boolean }) {
  const session = useUserSession();
  const [limit, setLimit] = useState(100);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [listing, setListing] = useState<readonly BatchItem[] | null>(null);
  const remote = useRemote(`account:inscriptions:${address}:${limit}`, (api) => api.query.accountInscriptions(address, limit));
  const all = remote.data?.list ?? [];
  const shown = all.filter((i) => (names ? !!i.inscriptionName : !i.inscriptionName));
  const listable = shown.filter((i) => listedAs(i) !== null && i.timestamp !== 0);
  const toggle = (id: string) => setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const startListing = () =>
    setListing(
      shown
        .filter((i) => selected.includes(i.inscriptionId))
        .map((i) =>
          batchItem({ id: i.inscriptionId, category: listedAs(i)!, title: inscriptionTitle(i), nameKind: inscriptionNameKind(i), asset: assetOf(i) }),
        ),
    );
  return (
    <section aria-label={names ? 'Names' : 'Inscriptions'} data-testid={names ? 'account-names' : 'account-inscriptions'}>
      <RemoteStatus remote={remote} what={names ? 'your names' : 'your inscriptions'} retry={remote.retry} />
      {remote.data && shown.length === 0 ? <p className={css.status}>{names ? 'No names yet.' : formatMessage('no_items')}</p> : null}
      {own && listable.length > 1 ? (
        <div className={css.toolbar} data-testid="batch-select-bar">
          <button
            type="button"
            className={button.default}
            aria-pressed={selecting}
            onClick={() => {
              setSelecting((on) => !on);
              setSelected([]);
            }}
          >
            {selecting ? 'Cancel selection' : 'Select to list'}
          </button>
          {selecting ? (
            <>
              <button type="button" className={button.default} onClick={() => setSelected(listable.map((i) => i.inscriptionId))}>
                Select all {listable.length}
              </button>
              <button type="button" className={button.primary} disabled={selected.length === 0} onClick={startListing}>
                List {selected.length} selected
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      <div className={css.cardGrid}>
        {shown.map((i) =>
          selecting ? (
            <label
              key={i.inscriptionId}
              className={css.assetCard}
              data-testid="account-inscription"
              style={listable.includes(i) ? { cursor: 'pointer' } : { opacity: 0.55 }}
            >
              <input
                type="checkbox"
                checked={selected.includes(i.inscriptionId)}
                disabled={!listable.includes(i)}
                onChange={() => toggle(i.inscriptionId)}
                aria-label={`Select ${inscriptionTitle(i)}`}
              />
              <CardBody item={i} />
            </label>
          ) : (
            <Link key={i.inscriptionId} className={css.assetCard} to={inscriptionPath(i.inscriptionId)} data-testid="account-inscription">
              <CardBody item={i} />
            </Link>
          ),
        )}
      </div>
      {remote.data && remote.data.total > all.length ? (
        <p style={{ textAlign: 'center' }}>
          <button type="button" className={button.default} onClick={() => setLimit((n) => n + 100)}>
            Show more
          </button>
        </p>
      ) : null}
      {listing ? (
        <OpeningDialog>
          <BatchListDialogLoader
            items={listing}
            inscribeCount={session.user?.inscribeCount ?? 0}
            onClose={() => setListing(null)}
            onChanged={() => {
              setSelecting(false);
              setSelected([]);
              remote.retry();
            }}
          />
        </OpeningDialog>
      ) : null}
    </section>
  );
}
