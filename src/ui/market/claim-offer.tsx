import { lazy, Suspense, useState } from 'react';
import type { MarketCategory } from '../../domain/entities';
import { bidToClaim, claimInputOf, type ClaimOffer as Offer } from '../../domain/market/bid-standing';
import { timeLeft } from '../../domain/market/listing-display';
import type { MarketClaimInput } from '../../flows/market-claim/market-claim.machine';
import { Price } from '../components/market-bits';
import { createBidBook } from '../../services/market/bid-book';
import { useServices } from '../hooks/services';
import * as css from '../components/kit.css';
import { button } from '../theme/ui.css';

const ClaimDialog = lazy(() => import('./claim-dialog').then((m) => ({ default: m.ClaimDialog })));

/** Claim, where the market says an auction's item is the connected bidder's to claim: opens the claim dialog. */
export function ClaimOffer({ input, onClaimed }: { input: MarketClaimInput; onClaimed: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={button.primary} onClick={() => setOpen(true)} data-testid="claim-open">
        Claim
      </button>
      {/* OpeningDialog's words, not its module: importing it from this lazy chunk would split it into a chunk the home page's map names. */}
      {open ? (
        <Suspense
          fallback={
            <p role="status" className={css.reason}>
              Opening…
            </p>
          }
        >
          <ClaimDialog input={input} onClose={() => setOpen(false)} onClaimed={onClaimed} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * On an item page, an ended auction no bid could complete. Claim is offered only on a bid this browser placed from the
 * connected address at the claim's price: the item and the price come from that bid's record (what its own check
 * verified), never from the market's word that this address may claim. Anyone else is told the item waits for a claim.
 */
export function ClaimNotice(props: { offer: Offer; me: string | null; now: number; category: MarketCategory; auctionId: string; onClaimed: () => void }) {
  const { offer, me, now } = props;
  const services = useServices();
  const left = timeLeft(offer.until, now).toLowerCase();
  const record = me ? bidToClaim(createBidBook(services.localStore).list(me), props.auctionId, offer) : undefined;
  if (offer.address !== me || !record)
    return (
      <p className={css.reason} data-testid="claim-notice">
        The auction has ended and no bid could be completed: its highest bidder can claim the item at that bid ({left}).
        {offer.address === me ? ' The highest bid is this address’s: claim it from the browser it was placed in (My Bitcoin Assets › Bids).' : ''}
      </p>
    );
  return (
    <>
      <p className={css.reason} data-testid="claim-notice">
        The auction has ended and no bid could be completed (a coin your bid held was spent), so the item is yours to claim at your bid of{' '}
        <Price sats={Number(record.priceSats)} /> ({left}).
      </p>
      <div className={css.actions}>
        <ClaimOffer input={claimInputOf(record)} onClaimed={props.onClaimed} />
      </div>
    </>
  );
}
