import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { satsToBtcText } from '../../domain/currency';
import { BADGE_PREMIUM_PRICE_SATS, BADGE_PREMIUM_TYPES, BADGE_PREMIUM_VIRTUAL_SATS, BADGE_RARITIES } from '../../domain/inscribe/badges';
import { BLIND_STATUS_WORDS } from '../../domain/inscribe/blind-mint';
import { timeAgo } from '../../domain/market/listing-display';
import { inscriptionPath } from '../../domain/market/market-paths';
import { RemoteStatus } from '../components/market-bits';
import { Page } from '../components/page';
import { NameText } from '../components/text-display';
import { useServices } from '../hooks/services';
import { useRemote } from '../hooks/use-remote';
import { useUserSession } from '../hooks/user-session-context';
import { button } from '../theme/ui.css';
import * as css from '../components/kit.css';
import { formatAmount } from '../../domain/amount-text';

const BlindMintDialog = lazy(() => import('./blind-mint-dialog').then((m) => ({ default: m.BlindMintDialog })));
const short = (address: string) => (address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-5)}` : address);

/**
 * A collection minted blind (/inscribe/collections?c=…, the badges): what it is and what a premium badge costs and
 * carries, the odds of each rarity, what is left in all and for the connected address, the address's own badges and
 * blind mints, the recent mints, and Mint blind.
 */
export function CollectionView({ collectionId }: { collectionId: string }) {
  const services = useServices();
  const session = useUserSession();
  const address = session.status === 'connected' ? (session.user?.address ?? null) : null;
  const [minting, setMinting] = useState(false);
  const info = useRemote(`collection-info:${collectionId}`, (api) => api.basic.collectionInfo(collectionId));
  const limit = useRemote(`collection-limit:${collectionId}:${address ?? ''}`, (api) => api.basic.collectionLimit(collectionId, address ?? undefined));
  const recent = useRemote(`collection-recent:${collectionId}`, (api) => api.basic.collectionRecent(collectionId));
  const mine = useRemote(`collection-mine:${collectionId}:${address ?? ''}`, async (api) =>
    address ? Promise.all([api.basic.collectionAddressInfo(address, collectionId), api.basic.addressBlindStatus(address)]) : null,
  );
  const refresh = () => [info, limit, recent, mine].forEach((r) => r.retry());
  const blind = info.data?.blindMint;
  // The badges' price, virtual sats and odds are the spec's (constants): a collection answering others is not minted here.
  const offSpec =
    !!blind &&
    (blind.priceSats !== BADGE_PREMIUM_PRICE_SATS ||
      blind.virtualSats !== BADGE_PREMIUM_VIRTUAL_SATS ||
      blind.rarities.map((r) => `${r.name}:${r.percent}`).join() !== BADGE_RARITIES.map((r) => `${r.name}:${r.percent}`).join());
  const now = services.clock.now();
  return (
    <Page title={info.data?.name ?? 'Collection'} lead={info.data?.description}>
      <p className={css.reason}>
        <Link to="/inscribe/collections">← All collections</Link>
      </p>
      {!info.data ? <RemoteStatus remote={info} what="the collection" retry={info.retry} /> : null}
      {info.data && !blind ? <p className={css.status}>This collection is not minted here: it is traded on the market.</p> : null}
      {info.data && blind ? (
        <section className={css.panel} aria-labelledby="blind-title" data-testid="collection-blind">
          <h2 id="blind-title" className={css.panelTitle}>
            Premium badges, minted blind
          </h2>
          <dl className={css.facts}>
            <dt>Price</dt>
            <dd>
              {satsToBtcText(BigInt(BADGE_PREMIUM_PRICE_SATS))} BTC a badge, carrying {formatAmount(BADGE_PREMIUM_VIRTUAL_SATS)} virtual sats
            </dd>
            <dt>Types</dt>
            <dd>{BADGE_PREMIUM_TYPES.join(', ')}, each as likely</dd>
            <dt>Rarities</dt>
            <dd>{BADGE_RARITIES.map((r) => `${r.name} ${r.percent}%`).join(' · ')}</dd>
            <dt>In the collection</dt>
            <dd data-testid="collection-supply">{formatAmount(info.data.supply)} items in the collection</dd>
            {limit.data ? (
              <>
                <dt>Left</dt>
                <dd data-testid="collection-left">
                  {formatAmount(limit.data.remaining)} premium badges remain
                  {address ? `; this address may mint ${limit.data.leftForAddress} more (of ${limit.data.perAddress})` : ''}.
                </dd>
              </>
            ) : null}
          </dl>
          {!limit.data ? <RemoteStatus remote={limit} what="what is left" retry={limit.retry} /> : null}
          {offSpec ? (
            <p className={css.warning} data-testid="collection-off-spec">
              The collection answers another price or odds than a premium badge’s ({satsToBtcText(BigInt(blind.priceSats))} BTC,{' '}
              {formatAmount(blind.virtualSats)} virtual sats): nothing can be minted here until they agree.
            </p>
          ) : null}
          <div className={css.actions}>
            <button
              type="button"
              className={button.primary}
              disabled={offSpec || (!!address && (!limit.data || limit.data.leftForAddress === 0 || limit.data.remaining === 0))}
              onClick={() => (address ? setMinting(true) : session.connect())}
              data-testid="blind-open"
            >
              {address ? 'Mint blind' : 'Connect to mint'}
            </button>
          </div>
        </section>
      ) : null}
      {address && mine.data ? (
        <section className={css.panel} aria-labelledby="mine-title" data-testid="collection-mine">
          <h2 id="mine-title" className={css.panelTitle}>
            Yours
          </h2>
          {mine.data[1].length === 0 ? <p className={css.reason}>This address has not minted any yet.</p> : null}
          <ul className={css.choiceList} aria-label="Your blind mints">
            {mine.data[1].map((o) => (
              <li key={o.orderId} className={css.choice} style={{ cursor: 'default' }} data-testid="blind-order">
                <strong>{o.count === 1 ? '1 badge' : `${o.count} badges`}</strong>
                <span className={css.reason}>
                  {BLIND_STATUS_WORDS[o.status]} · ordered {timeAgo(o.createdAt, now).toLowerCase()}
                </span>
                {o.items.length ? <span className={css.reason}>{o.items.map((i) => `${i.type} (${i.rarity})`).join(', ')}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {blind ? (
        <section className={css.panel} aria-labelledby="recent-title" data-testid="collection-recent">
          <h2 id="recent-title" className={css.panelTitle}>
            Recent mints
          </h2>
          {!recent.data ? <RemoteStatus remote={recent} what="the recent mints" retry={recent.retry} /> : null}
          {recent.data?.length === 0 ? <p className={css.reason}>No blind mints yet.</p> : null}
          <ul className={css.choiceList} aria-label="Recent mints">
            {(recent.data ?? []).map((r) => (
              <li key={r.inscriptionId} className={css.choice} style={{ cursor: 'default' }}>
                <Link to={inscriptionPath(r.inscriptionId)}>
                  <NameText text={`${r.type} · ${r.rarity}`} kind="name" />
                </Link>
                <span className={css.reason}>
                  <span className={css.mono}>{short(r.address)}</span> · {timeAgo(r.time, now)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {minting && info.data && blind && !offSpec && limit.data ? (
        <Suspense fallback={<p role="status">Opening…</p>}>
          <BlindMintDialog
            input={{
              collectionId,
              name: info.data.name,
              priceSats: BADGE_PREMIUM_PRICE_SATS,
              virtualSats: BADGE_PREMIUM_VIRTUAL_SATS,
              left: { forAddress: limit.data.leftForAddress, remaining: limit.data.remaining },
            }}
            onClose={() => setMinting(false)}
            onMinted={refresh}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
