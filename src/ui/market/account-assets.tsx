import { discountPercent, discountsOf } from '../../domain/inscribe/inscribe-fees';
import { FREE_SERVER_FEE_POINTS } from '../../domain/constants';
import { formatAmount } from '../../domain/amount-text';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { accountTabOf } from '../../domain/market/account-assets';
import { AccountHead, AccountRestoring } from './account-head';
import { timeAgo } from '../../domain/market/listing-display';
import { inscriptionPath, listingPath, lotOf } from '../../domain/market/market-paths';
import { formatMessage } from '../../domain/messages';
import { accountListings } from '../../services/reads/account-reads';
import { useServices } from '../hooks/services';
import { NameText } from '../components/text-display';
import { useUserSession } from '../hooks/user-session-context';
import { button } from '../theme/ui.css';
import { DataTable, Price, RemoteStatus } from '../components/market-bits';
import { OpeningDialog } from '../components/opening-dialog';
import { ListingName } from './listing-views';
import { CollectionHoldings } from './collection-holdings';
import { Arc20Tab, RunesTab } from './token-holdings';
import { InscriptionsTab } from './inscriptions-tab';
import { PortfolioValueSummary } from './portfolio-value';
import { MyListingsTable } from './my-listings-table';

const BidsTab = lazy(() => import('./bids-tab').then((m) => ({ default: m.BidsTab })));
const ActivityTab = lazy(() => import('./activity-tab').then((m) => ({ default: m.ActivityTab })));
const PendingTab = lazy(() => import('./pending-tab').then((m) => ({ default: m.PendingTab })));
const Brc20ListDialog = lazy(() => import('./brc20-list-dialog').then((m) => ({ default: m.Brc20ListDialog })));
import { useRemote } from '../hooks/use-remote';
import * as css from '../components/kit.css';
import { ExplorerLink } from '../components/explorer-link';

/** My Bitcoin Assets: what the connected wallet holds, a tab per kind (?tab=collection by default). */
/** The connected wallet's assets, or `address`'s (a search result: read only). */
export function AccountAssets({ address: shown }: { address?: string } = {}) {
  const session = useUserSession();
  const [params] = useSearchParams();
  const tab = accountTabOf(params.get('tab'));
  const address = shown ?? (session.status === 'connected' ? (session.user?.address ?? null) : null);
  // A stored session on its way back: its tabs and address in their places, and what is happening, never "Connect".
  const restoring = shown === undefined && !address ? (session.restoring?.address ?? null) : null;
  if (restoring) return <AccountRestoring address={restoring} tab={tab} />;
  if (!address) {
    return (
      <div className={css.panel} data-testid="account-connect">
        <p>Connect a wallet to see its inscriptions, brc-20 balances, runes, ARC-20 and names.</p>
        <button type="button" className={button.primary} onClick={() => session.connect()}>
          Connect wallet
        </button>
      </div>
    );
  }
  return (
    <>
      <AccountHead address={address} tab={tab} own={shown === undefined} />
      <PortfolioValueSummary key={`v${address}`} address={address} />
      {tab === 'collection' ? <CollectionHoldings key={`h${address}`} address={address} /> : null}
      {tab === 'collection' ? <InscriptionsTab key={address} address={address} names={false} own={shown === undefined} /> : null}
      {tab === 'domain' ? <InscriptionsTab key={address} address={address} names own={shown === undefined} /> : null}
      {tab === 'brc20' ? <Brc20Tab address={address} /> : null}
      {tab === 'runes' ? <RunesTab address={address} own={shown === undefined} /> : null}
      {tab === 'arc20' ? <Arc20Tab address={address} own={shown === undefined} /> : null}
      {tab === 'listings' ? <ListingsTab address={address} own={shown === undefined} /> : null}
      {tab === 'bids' && shown === undefined ? (
        <Suspense fallback={<p className={css.status}>Reading your bids…</p>}>
          <BidsTab key={address} address={address} />
        </Suspense>
      ) : null}
      {tab === 'activity' && shown === undefined ? (
        <Suspense fallback={<p className={css.status}>Reading your market history…</p>}>
          <ActivityTab key={address} address={address} />
        </Suspense>
      ) : null}
      {tab === 'pending' && shown === undefined ? (
        <Suspense fallback={<p className={css.status}>Reading your transactions…</p>}>
          <PendingTab key={address} address={address} />
        </Suspense>
      ) : null}
      {tab === 'points' && shown === undefined ? <PointsTab address={address} own /> : null}
    </>
  );
}

function Brc20Tab({ address }: { address: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const remote = useRemote(`account:brc20:${address}`, (api) => api.query.addressBrc20Summary(address, { start: 0, limit: 100 }));
  const rows = remote.data?.detail ?? [];
  return (
    <section aria-label="brc-20 balances" data-testid="account-brc20">
      <RemoteStatus remote={remote} what="your brc-20 balances" retry={remote.retry} />
      {remote.data && rows.length === 0 ? <p className={css.status}>No brc-20 tokens yet.</p> : null}
      {rows.length ? (
        <DataTable
          columns={[{ label: 'Tick' }, { label: 'Balance' }, { label: 'Available' }, { label: 'Transferable' }]}
          rows={rows.map((t) => ({
            key: t.ticker,
            attrs: { 'data-testid': 'brc20-holding', 'data-tick': t.ticker },
            cells: [
              <button
                key="tick"
                type="button"
                className={css.sortButton}
                aria-expanded={open === t.ticker}
                onClick={() => setOpen((o) => (o === t.ticker ? null : t.ticker))}
              >
                <strong>
                  <NameText text={t.ticker} kind="tick" />
                </strong>{' '}
                {open === t.ticker ? '▾' : '▸'}
              </button>,
              formatAmount(t.overallBalance),
              formatAmount(t.availableBalance),
              formatAmount(t.transferableBalance),
            ],
          }))}
        />
      ) : null}
      {open ? <TransferableList address={address} tick={open} /> : null}
    </section>
  );
}

function TransferableList({ address, tick }: { address: string; tick: string }) {
  const session = useUserSession();
  const remote = useRemote(`account:brc20:${address}:${tick}`, (api) => api.query.addressTickInfo(address, tick));
  const detail = remote.data?.transferableInscriptions ?? [];
  const [listing, setListing] = useState(false);
  return (
    <section className={css.panel} style={{ marginTop: 12 }} aria-label={`${tick} transfer inscriptions`} data-testid="transferable-list">
      <h2 className={css.panelTitle}>
        <NameText text={tick} kind="tick" /> ready to sell
      </h2>
      <RemoteStatus remote={remote} what={`your ${tick} inscriptions`} retry={remote.retry} />
      {remote.data && detail.length === 0 ? <p className={css.reason}>{formatMessage('no_tick_to_sell', { tick })}</p> : null}
      {detail.length ? (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {detail.map((d) => (
            <li key={d.inscriptionId}>
              {/* Underlined: in a line of text a link is told apart by more than its colour. */}
              <Link to={inscriptionPath(d.inscriptionId)} style={{ textDecoration: 'underline' }}>
                {formatAmount(d.data.amt)} <NameText text={d.data.tick} kind="tick" />
              </Link>{' '}
              <span className={css.reason}>
                #{d.inscriptionNumber} · {d.confirmations} {d.confirmations === 1 ? 'confirmation' : 'confirmations'}
              </span>{' '}
              <ExplorerLink kind="inscription" id={d.inscriptionId} />
            </li>
          ))}
        </ul>
      ) : null}
      {/* Once the inscriptions are known: a button shown before would move down under the pointer as they arrive. */}
      {remote.data ? (
        <div className={css.actions}>
          <button type="button" className={button.primary} onClick={() => setListing(true)}>
            List
          </button>
        </div>
      ) : null}
      {listing ? (
        <OpeningDialog>
          <Brc20ListDialog
            tick={tick}
            address={address}
            inscribeCount={session.user?.inscribeCount ?? 0}
            onClose={() => setListing(false)}
            onChanged={remote.retry}
          />
        </OpeningDialog>
      ) : null}
    </section>
  );
}

function ListingsTab({ address, own }: { address: string; own: boolean }) {
  const services = useServices();
  const remote = useRemote(`account:listings:${address}`, accountListings(address));
  const rows = [...(remote.data ?? [])].sort((a, b) => (b.onSaleTime ?? 0) - (a.onSaleTime ?? 0));
  // The open API's list rows carry no listing time: the column shows only where the market gives one.
  const timed = rows.some((l) => l.onSaleTime !== undefined);
  const now = services.clock.now();
  return (
    <section aria-label={own ? 'My listings' : 'Listings'} data-testid="account-listings">
      <RemoteStatus remote={remote} what={own ? 'your listings' : 'the listings'} retry={remote.retry} />
      {remote.data && rows.length === 0 ? <p className={css.status}>{own ? 'You have nothing listed.' : 'Nothing listed by this address.'}</p> : null}
      {rows.length && own ? <MyListingsTable rows={rows} now={now} onChanged={remote.retry} /> : null}
      {rows.length && !own ? (
        <DataTable
          columns={[{ label: 'Item' }, { label: 'Price' }, ...(timed ? [{ label: 'Listed', wide: true }] : [])]}
          rows={rows.map((l) => ({
            key: l.auctionId,
            cells: [
              <Link key="item" to={listingPath(l.nftType, l.auctionId, l.inscriptionId, lotOf(l))}>
                <ListingName listing={l} />
              </Link>,
              <Price key="price" sats={l.price} />,
              ...(timed ? [timeAgo(l.onSaleTime, now)] : []),
            ],
          }))}
        />
      ) : null}
    </section>
  );
}

/**
 * Points and the OG Pass (the user menu's Points): the points (inscriptions made through the site), OG Passes
 * held, and what they give: the inscribe fee discounts of this address, and buying without a service fee from
 * 500 points.
 */
function PointsTab({ address, own }: { address: string; own: boolean }) {
  const session = useUserSession();
  const discount = useRemote(`fee-discount:${address}`, (api) => api.basic.feeDiscount(address));
  const user = own && session.status === 'connected' ? session.user : null;
  const points = user?.inscribeCount ?? discount.data?.unisatCount ?? null;
  const passes = user?.ogPassCount ?? discount.data?.ogPassCount ?? null;
  return (
    <section aria-label="Points and OG Pass" data-testid="account-points">
      <div className={css.stats}>
        <div className={css.stat}>
          <div className={css.statLabel}>Points</div>
          <div className={css.statValue}>{points ?? '…'}</div>
        </div>
        <div className={css.stat}>
          <div className={css.statLabel}>OG Pass</div>
          <div className={css.statValue}>{passes ?? '…'}</div>
        </div>
        <div className={css.stat}>
          <div className={css.statLabel}>Inscribe discount</div>
          <div className={css.statValue}>{discount.data ? `${discountPercent(discountsOf(discount.data))}%` : '…'}</div>
        </div>
      </div>
      {discount.status === 'failed' ? <p className={css.warning}>{discount.message}</p> : null}
      <ul className={css.reason}>
        <li>A point for each inscription made through this site.</li>
        <li>Points lower the inscribe service fee (up to 5%); each OG Pass holder gets {discount.data?.ogPassFeeCutPercent || 'its'}% off too.</li>
        <li>With {FREE_SERVER_FEE_POINTS} points or more, market purchases (but ARC-20) carry no service fee.</li>
      </ul>
    </section>
  );
}
