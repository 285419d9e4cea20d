import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BID_STATUS_LABELS, claimInputOf, type BidRecord, type BidStatus } from '../../domain/market/bid-standing';
import { timeAgo } from '../../domain/market/listing-display';
import { listingPath } from '../../domain/market/market-paths';
import { createBidWatchActors } from '../../flows/bid-watch/bid-watch.actors';
import { bidWatchMachine, type BidWatchMachine } from '../../flows/bid-watch/bid-watch.machine';
import { mergeBids } from '../../domain/market/account-bids';
import { createBidBook } from '../../services/market/bid-book';
import { marketBidsOf } from '../../services/market/address-bids';
import { useRemote } from '../hooks/use-remote';
import { NameText } from '../components/text-display';
import { useServices } from '../hooks/services';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import { button } from '../theme/ui.css';
import { Price } from '../components/market-bits';
import { coinText } from './bid-coins';
import * as css from '../components/kit.css';

// Its own chunk, loaded when a bid is to claim (no chunk shared by pages, so the home page's map stays as it is).
const ClaimOffer = lazy(() => import('./claim-offer').then((m) => ({ default: m.ClaimOffer })));

/**
 * My Bitcoin Assets, Bids: the address's bids, each followed to its end (the bid-watch flow): those this browser placed
 * (its book, which knows the coins each holds) and those the market's bid_history shows on its open auctions (placed
 * from another device, say), read through the query client.
 */
export function BidsTab({ address }: { readonly address: string }) {
  const services = useServices();
  const [book] = useState(() => createBidBook(services.localStore).list(address));
  const market = useRemote(`address-bids:${address}`, (api, signal) => marketBidsOf(api.reads, address, signal));
  const records = useMemo(() => mergeBids(book, market.data ?? []), [book, market.data]);
  const failed = market.status === 'failed';
  return (
    <section aria-label="Bids" data-testid="account-bids">
      {records.length > 0 ? (
        <>
          <p className={css.reason}>
            Your bids, newest first: those placed from this browser and those the market shows on its open auctions. Each is read again while it can still
            change.
          </p>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
            {records.map((r) => (
              <BidRow key={r.bidId} record={r} />
            ))}
          </ul>
        </>
      ) : market.status === 'loading' ? (
        <p className={css.status}>Reading your bids on the market…</p>
      ) : failed ? null : (
        <p className={css.status}>No bids placed yet. A bid you place on an auction shows here, followed until the auction ends.</p>
      )}
      {failed ? (
        <p className={css.warning} role="alert" style={{ margin: '8px 0 0' }}>
          Your bids on the market could not be read: {market.message}{' '}
          {market.notOffered ? null : (
            <button type="button" className={button.default} onClick={market.retry}>
              Try again
            </button>
          )}
        </p>
      ) : null}
    </section>
  );
}

const FINAL_TONE: Partial<Record<BidStatus, string>> = { voided: css.warning, outbid: css.warning };

/** One bid and where it stands, read again while it can change. */
export function BidRow({ record, testing }: { readonly record: BidRecord; readonly testing?: DialogTesting<BidWatchMachine> }) {
  const services = useServices();
  const [actors] = useState(() => createBidWatchActors({ api: services.api }));
  const [state, actorRef] = useFlow(bidWatchMachine, { input: { record }, actors, testing });
  const { standing, error } = state.context;
  const unreadable = state.matches('unreadable');
  return (
    <li className={css.panel} data-testid="bid-row" style={{ margin: 0 }}>
      <p style={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between' }}>
        <Link to={listingPath(record.category, record.auctionId)}>
          <NameText text={record.title} kind="name" />
        </Link>
        <strong data-testid="bid-status">{standing ? BID_STATUS_LABELS[standing.status] : 'Reading…'}</strong>
      </p>
      <p className={css.reason} style={{ margin: '4px 0' }}>
        Your bid <Price sats={Number(record.priceSats)} /> · placed {timeAgo(record.placedAt, services.clock.now()).toLowerCase()}
        {record.fromMarket ? (
          <> · placed from another browser: the coins it holds are unknown here</>
        ) : record.coins.length ? (
          <>
            {' '}
            · holds <span className={css.mono}>{record.coins.map(coinText).join(', ')}</span>
          </>
        ) : null}
      </p>
      {standing ? (
        <p className={FINAL_TONE[standing.status] ?? css.reason} style={{ margin: 0 }} data-testid="bid-reason">
          {standing.reason}
        </p>
      ) : null}
      {standing?.status === 'claim' && record.fromMarket ? (
        <p className={css.reason} style={{ margin: '4px 0 0' }}>
          Claim it from the browser you placed the bid from: only that one holds what the bid was checked against.
        </p>
      ) : standing?.status === 'claim' ? (
        // A div: the claim's "Opening…" is a paragraph, and a paragraph cannot hold one.
        <div className={css.actions} style={{ margin: '8px 0 0' }}>
          <Suspense fallback={null}>
            <ClaimOffer input={claimInputOf(record)} onClaimed={() => actorRef.send({ type: 'RETRY' })} />
          </Suspense>
        </div>
      ) : null}
      {unreadable ? (
        <p className={css.warning} role="alert" style={{ margin: '4px 0 0' }}>
          This bid could not be read: {error}{' '}
          <button type="button" className={button.default} onClick={() => actorRef.send({ type: 'RETRY' })}>
            Try again
          </button>
        </p>
      ) : null}
    </li>
  );
}
