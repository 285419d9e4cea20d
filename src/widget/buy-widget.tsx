import { lazy, Suspense, useState } from 'react';
import { satsToBtcText } from '../domain/currency';
import { Modal } from '../ui/components/modal';
import { readBuyListing } from '../ui/market/buy-listing';
import { RemoteStatus } from '../ui/components/market-bits';
import { NameText, NameWarning } from '../ui/components/text-display';
import { useRemote } from '../ui/hooks/use-remote';
import { useUserSession } from '../ui/hooks/user-session-context';
import { button } from '../ui/theme/ui.css';
import type { WidgetOptions } from './widget-api';
import { failureFor, stageFor, type WidgetCallbacks } from './widget-callbacks';
import * as css from './widget.css';
import { formatSats } from '../domain/amount-text';

const BuyDialog = lazy(() => import('../ui/market/buy-dialog').then((m) => ({ default: m.BuyDialog })));

/**
 * The buy widget: the listing as it is now, and Buy (or Place a bid) to open the market's buy dialog. As a
 * modal it opens the dialog at once; integrated, a card shows the item and its price first.
 */
export function BuyBody({ options, callbacks, open, onClose }: { options: WidgetOptions; callbacks: WidgetCallbacks; open: boolean; onClose: () => void }) {
  const session = useUserSession();
  const target = options.buy!;
  const modal = (options.display ?? 'modal') === 'modal';
  const [dialog, setDialog] = useState(false);
  const [version, setVersion] = useState(0);
  const listing = useRemote(`widget-buy:${JSON.stringify(target)}:${version}`, (api, signal) => readBuyListing(api.reads, target, signal));
  const connected = session.status === 'connected';
  const showDialog = connected && listing.data && (modal ? open : dialog);
  const closeDialog = () => {
    setDialog(false);
    if (modal) onClose();
  };
  const card = (
    <section className={css.card} aria-label="Buy" data-testid="widget-buy">
      <RemoteStatus remote={listing} what="this listing" retry={listing.retry} />
      {listing.status === 'ready' && !listing.data ? <p role="status">This item is not for sale now.</p> : null}
      {listing.data ? (
        <>
          <h2 className={css.title}>
            <NameText text={listing.data.title} kind={listing.data.nameKind} warningBeside />
          </h2>
          <NameWarning text={listing.data.title} kind={listing.data.nameKind} />
          <p className={css.price}>
            {listing.data.marketType === 'auction' ? 'Least next bid: ' : 'Price: '}
            <strong>{satsToBtcText(String(listing.data.priceSats))} BTC</strong> ({formatSats(listing.data.priceSats)})
          </p>
          {connected ? (
            <button type="button" className={`${button.primary} ${css.action}`} onClick={() => setDialog(true)} data-testid="widget-buy-open">
              {listing.data.marketType === 'auction' ? 'Place a bid' : 'Buy'}
            </button>
          ) : (
            <button type="button" className={`${button.primary} ${css.action}`} onClick={session.connect} disabled={session.status === 'connecting'}>
              {session.status === 'connecting' ? 'Connecting…' : 'Connect wallet to buy'}
            </button>
          )}
        </>
      ) : null}
    </section>
  );
  return (
    <>
      {modal && connected && listing.data ? null : modal ? (
        <Modal open={open} title="Buy" onClose={onClose}>
          {card}
        </Modal>
      ) : (
        card
      )}
      {showDialog ? (
        // Its own boundary: the dialog's module loading must not suspend the card's (in Preact that remounts it, and
        // an integrated card forgot the Buy it was asked for).
        <Suspense fallback={<p role="status">Loading…</p>}>
          <BuyDialog
            listing={listing.data!}
            onClose={closeDialog}
            onChanged={() => setVersion((v) => v + 1)}
            onSuccess={(r) => callbacks.success({ kind: 'buy', auctionId: r.auctionId, txid: r.txid, bidId: r.bidId })}
            onFailure={(f) => callbacks.error(failureFor('buy', f))}
            onStage={(s) => callbacks.stage(stageFor(listing.data!.marketType === 'auction' ? 'bid' : 'buy', s))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
