import { Link, useSearchParams } from 'react-router';
import type { MarketCategory } from '../../domain/entities';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ITEM_ACTION_LABELS, buyOnArrival, itemActions, type ItemAction } from '../../domain/market/item-actions';
import { MARKET_TYPE_LABELS, timeAgo, timeLeft } from '../../domain/market/listing-display';
import { marketHomePath, type ListingLot } from '../../domain/market/market-paths';
import { MARKET_CATEGORY_LABELS, isPricedPerUnit, type InscriptionView, type ListingRow } from '../../domain/market/market-reads';
import { useUserSession } from '../hooks/user-session-context';
import { useServices } from '../hooks/services';
import { NameText } from '../components/text-display';
import { nameLabel } from '../../domain/name-safety';
import { Page } from '../components/page';
import { button } from '../theme/ui.css';
import { DataTable, DisplayWarnings, LinkPreview, Price, RemoteStatus, UnitPrice } from '../components/market-bits';
import { InscriptionContent } from './inscription-content';
import { MarketAvailabilityNotices, useMarketAvailability } from './market-availability';
import { buyListing, itemNameKind, itemOutpoint, itemTitle, pricedItem } from './buy-listing';
import { Traits } from './item-traits';
import { groupedAmount } from '../../domain/tx-effect/token-lot';

// The dialogs load when one is opened: the item page's first render carries none of them.
const UnlistDialog = lazy(() => import('./unlist-dialog').then((m) => ({ default: m.UnlistDialog })));
const BuyDialog = lazy(() => import('./buy-dialog').then((m) => ({ default: m.BuyDialog })));
const PricingDialogLoader = lazy(() => import('./pricing-dialog').then((m) => ({ default: m.PricingDialogLoader })));
import { useRemote } from '../hooks/use-remote';
import { itemReadKey } from './item-target';
import { auctionOutcome, bidRowStatus, highestPlaced } from '../../domain/market/bid-standing';
import { anyHeldCoinSpent, createBidBook } from '../../services/market/bid-book';

import * as css from '../components/kit.css';

// Its own chunk, loaded when an auction waits for a claim (no chunk shared by pages, so the home page's map stays as it is).
const ClaimNotice = lazy(() => import('./claim-offer').then((m) => ({ default: m.ClaimNotice })));

/** An item's page, opened from a listing (any category) or from an inscription id. */
export function ItemView(
  props:
    | { readonly category: MarketCategory; readonly auctionId: string; readonly inscriptionId?: string | null; readonly lot?: ListingLot | null }
    | { readonly inscriptionId: string },
) {
  const item = useRemote(itemReadKey(props), (api, signal) => api.reads.item(props, signal));
  const title = item.data ? itemTitle(item.data.listing, item.data.inscription) : 'Item';
  const previewId = !('auctionId' in props) ? props.inscriptionId : (item.data?.inscription?.inscriptionId ?? null);
  // The document title and the heading show the name under the rule for names (its warning is on the page).
  const kind = item.data ? itemNameKind(item.data.category, item.data.listing, item.data.inscription) : 'name';
  return (
    <Page title={nameLabel(title, kind)} heading={item.data ? <NameText text={title} kind={kind} warningBeside /> : 'Item'}>
      <LinkPreview query={previewId ? { inscriptionId: previewId } : null} />
      <RemoteStatus remote={item} what="this item" retry={item.retry} />
      {item.data ? <ItemDetails {...item.data} onChanged={item.retry} /> : null}
    </Page>
  );
}

function ItemDetails({
  listing,
  inscription,
  bids,
  category,
  onChanged,
}: {
  listing: ListingRow | null;
  inscription: InscriptionView | null;
  bids: readonly { bidId: string; address: string; price: number; status: string; time: number }[];
  category: MarketCategory;
  onChanged: () => void;
}) {
  const services = useServices();
  const session = useUserSession();
  const availability = useMarketAvailability([category]);
  const now = services.clock.now();
  const top = highestPlaced(bids);
  const topVoided = useRemote(`bid-voided:${top?.bidId ?? ''}:${session.user?.address ?? ''}`, async (api) => {
    const mine =
      top && session.user
        ? createBidBook(services.localStore)
            .list(session.user.address)
            .find((r) => r.bidId === top.bidId)
        : undefined;
    return mine ? anyHeldCoinSpent(api.query, mine.coins) : false;
  });
  const live = listing && listing.status !== 'sold' && listing.status !== 'cancel' ? listing : null;
  const me = session.status === 'connected' ? (session.user?.address ?? null) : null;
  // An ended auction waiting for its highest bidder's claim takes no other action.
  const actions = live?.claim
    ? []
    : itemActions({
        listed: live ? { marketType: live.marketType, seller: live.address ?? null } : null,
        owner: inscription?.address ?? null,
        me,
        availability: availability?.get(category) ?? null,
        // Holding the highest bid stops a bid against oneself, unless that bid is void (a coin it held was spent).
        highestBidder: top && top.address === me && topVoided.data !== true ? top.address : null,
      });
  const outcome = listing?.marketType === 'auction' ? auctionOutcome(listing, bids, now) : null;
  // The dialog keeps the listing as it was opened on: the page reloads under it when the listing changes.
  const [dialog, setDialog] = useState<{ readonly action: ItemAction; readonly listing: ListingRow | null; readonly title: string } | null>(null);
  const shared = live?.sharedWith?.length ?? inscription?.sharedWith?.length ?? 0;
  const title = itemTitle(listing, inscription);
  const kind = itemNameKind(category, listing, inscription);
  const perUnit = isPricedPerUnit(category);
  // Buy on a grid's card comes here with ?buy=1 (issue 44): the purchase opens once, when the page knows the item can
  // be bought (the market open, the item's output read); otherwise the page says why, as its button does.
  const [params] = useSearchParams();
  const asked = params.get('buy') === '1';
  const known = live !== null && availability !== null && session.status !== 'connecting' && (live.inscriptionId ? inscription !== null : true);
  const arrival = buyOnArrival({ asked, known, actions });
  const arrivalAction = arrival.kind === 'open' ? arrival.action : null;
  const opened = useRef(false);
  const salePanel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (arrival.kind === 'none' || arrival.kind === 'wait' || opened.current) return;
    opened.current = true;
    if (arrivalAction) setDialog({ action: arrivalAction, listing: live, title });
    // On a phone the sale panel is below the item: bring it, with why Buy is off, into view (no move when it is in view).
    else salePanel.current?.scrollIntoView({ block: 'nearest' });
  }, [arrival.kind, arrivalAction, live, title]);
  return (
    <>
      <p className={css.reason} style={{ marginBottom: 8 }}>
        <Link to={marketHomePath(category)}>← {MARKET_CATEGORY_LABELS[category]} market</Link>
      </p>
      <MarketAvailabilityNotices categories={[category]} labels={{ [category]: MARKET_CATEGORY_LABELS[category] }} />
      <DisplayWarnings name={title} kind={kind} unverified={inscription?.verified === false || listing?.verification === false} sharedWith={shared} />
      <div className={css.itemLayout}>
        <div>
          {inscription ? (
            <InscriptionContent inscriptionId={inscription.inscriptionId} contentType={inscription.contentType ?? ''} />
          ) : (
            <div className={css.content}>
              <p className={css.status}>
                <NameText text={`${listing?.amount ? groupedAmount(listing.amount) : ''} ${listing?.tick ?? ''}`.trim()} kind={kind} /> on one output
              </p>
            </div>
          )}
        </div>
        <div>
          <section ref={salePanel} className={css.panel} aria-labelledby="item-sale" data-testid="sale-panel">
            <h2 id="item-sale" className={css.panelTitle}>
              {live ? (live.marketType === 'auction' ? 'On auction' : 'For sale') : listing?.status === 'sold' ? 'Sold' : 'Not for sale'}
            </h2>
            {live ? (
              <dl className={css.facts} data-testid="item-listing">
                <dt>{live.marketType === 'auction' ? 'Starting price' : 'Price'}</dt>
                <dd>
                  <strong>
                    <Price sats={live.price} />
                  </strong>
                </dd>
                {perUnit && live.unitPrice ? (
                  <>
                    <dt>Unit price</dt>
                    <dd>
                      <UnitPrice sats={live.unitPrice} />
                    </dd>
                  </>
                ) : null}
                {live.amount ? (
                  <>
                    <dt>Amount</dt>
                    <dd>{groupedAmount(live.amount)}</dd>
                  </>
                ) : null}
                <dt>Sale</dt>
                <dd>{live.marketType === 'auction' && live.endTime ? `Auction · ${timeLeft(live.endTime, now)}` : MARKET_TYPE_LABELS[live.marketType]}</dd>
                {live.minimumBid ? (
                  <>
                    <dt>Next bid from</dt>
                    <dd>
                      <Price sats={live.minimumBid} />
                    </dd>
                  </>
                ) : null}
                <dt>Seller</dt>
                <dd className={css.mono}>{live.address ?? 'Unknown'}</dd>
                <dt>Listed</dt>
                <dd>{timeAgo(live.onSaleTime, now)}</dd>
              </dl>
            ) : listing?.status === 'sold' ? (
              <p className={css.reason}>
                Sold for <Price sats={listing.soldPrice ?? listing.price} />.
              </p>
            ) : null}
            {live?.claim ? (
              <Suspense fallback={null}>
                <ClaimNotice offer={live.claim} me={me} now={now} category={category} auctionId={live.auctionId} onClaimed={onChanged} />
              </Suspense>
            ) : null}
            {live || listing?.status === 'sold' ? null : (
              <p className={css.reason} data-testid="item-outcome">
                {outcome ?? 'Nobody is selling this item now.'}
              </p>
            )}
            {actions.length ? (
              <>
                <div className={css.actions}>
                  {actions.map(({ action, reason }) => (
                    <button
                      key={action}
                      type="button"
                      className={action === 'buy' || action === 'bid' ? button.primary : button.default}
                      disabled={reason !== null}
                      aria-describedby={reason ? 'item-action-reason' : undefined}
                      data-action={action}
                      onClick={() => setDialog({ action, listing: live, title })}
                    >
                      {ITEM_ACTION_LABELS[action]}
                    </button>
                  ))}
                </div>
                {actions.find((a) => a.reason)?.reason ? (
                  <p id="item-action-reason" className={css.reason} data-testid="action-reason">
                    {actions.find((a) => a.reason)!.reason}
                  </p>
                ) : null}
              </>
            ) : null}
          </section>
          {listing?.marketType === 'auction' ? (
            <section className={css.panel} aria-labelledby="item-bids">
              <h2 id="item-bids" className={css.panelTitle}>
                Bids
              </h2>
              {bids.length === 0 ? (
                <p className={css.reason}>No bids yet.</p>
              ) : (
                <DataTable
                  columns={[{ label: 'Bidder' }, { label: 'Bid' }, { label: 'Status' }, { label: 'When' }]}
                  rows={bids.map((b) => ({
                    key: b.bidId,
                    attrs: { 'data-testid': 'bid' },
                    cells: [
                      <span key="bidder" className={css.mono}>
                        {b.address.slice(0, 10)}…{b.address === me ? ' (you)' : ''}
                      </span>,
                      <Price key="bid" sats={b.price} />,
                      bidRowStatus(b, bids),
                      timeAgo(b.time, now),
                    ],
                  }))}
                />
              )}
            </section>
          ) : null}
          {inscription ? <Traits inscription={inscription} /> : null}
        </div>
      </div>
      <Suspense
        fallback={
          dialog ? (
            <p role="status" className={css.reason}>
              Opening…
            </p>
          ) : null
        }
      >
        {dialog?.action === 'unlist' && dialog.listing ? (
          <UnlistDialog
            category={category}
            auctionId={dialog.listing.auctionId}
            title={dialog.title}
            nameKind={kind}
            priceSats={dialog.listing.price}
            item={itemOutpoint(dialog.listing, inscription) ?? dialog.listing.output ?? { txid: '', vout: 0 }}
            itemOffset={inscription?.offset ?? 0}
            onClose={() => setDialog(null)}
            onChanged={onChanged}
          />
        ) : null}
        {(dialog?.action === 'buy' || dialog?.action === 'bid') && dialog.listing ? (
          <BuyDialog listing={buyListing(category, dialog.listing, dialog.title, inscription)} onClose={() => setDialog(null)} onChanged={onChanged} />
        ) : null}
        {dialog?.action === 'list' || (dialog?.action === 'update-price' && dialog.listing) ? (
          <PricingDialogLoader
            flow={dialog.action}
            item={{ ...pricedItem(category, dialog.listing, dialog.title, inscription), nameKind: kind }}
            inscribeCount={session.user?.inscribeCount ?? 0}
            onClose={() => setDialog(null)}
            onChanged={onChanged}
          />
        ) : null}
      </Suspense>
    </>
  );
}
