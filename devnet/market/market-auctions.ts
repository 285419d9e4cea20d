import { Decimal } from '../decimal';
import { BID_STEP } from '../../src/domain/constants';
import type { Listing } from './market-state';
import { DevnetError } from '../devnet-error';
import { int, type Body, type MarketContext } from './market-context';

/** How long the highest bidder of an auction no bid could complete may claim the item (ours: a day). */
export const CLAIM_WINDOW_MS = 86_400_000;

/** Auctions: the least bid accepted now, a bid's price checked, and the end of auctions whose time is up. */
export function createMarketAuctions(ctx: MarketContext) {
  const { deps, get, save, record, settleSale } = ctx;

  /** The least an auction accepts now: the start price, or the highest bid plus 5% rounded up. */
  function minimumBid(l: Listing): number {
    const placed = Object.values(get().bids).filter((b) => b.auctionId === l.auctionId && b.status === 'placed');
    if (placed.length === 0) return l.price;
    const highest = Math.max(...placed.map((b) => b.price));
    return new Decimal(highest).times(new Decimal(1).plus(BID_STEP)).toDecimalPlaces(0, Decimal.ROUND_UP).toNumber();
  }

  /** The price asked, checked: -139 when the seller changed it; an auction bid must reach the minimum. */
  function checkBidPrice(l: Listing, body: Body): number {
    // A number, as the real API takes it (text is refused).
    if (typeof body.bidPrice !== 'number') throw new DevnetError(-1, 'bidPrice must be a number of sats.');
    const bidPrice = int(body.bidPrice, 'bidPrice');
    if (l.marketType === 'fixedPrice') {
      if (bidPrice !== l.price) throw new DevnetError(-139, 'The price has updated by the seller. Please try again.');
      return bidPrice;
    }
    if (l.endTime !== null && deps.now() >= l.endTime) throw new DevnetError(-100, 'This auction has ended.');
    const minimum = minimumBid(l);
    if (bidPrice < minimum) throw new DevnetError(-1, `The bid must be at least ${minimum} sats (the highest bid plus 5%).`);
    return bidPrice;
  }

  const cancel = (l: Listing) => {
    const ended: Listing = { ...l, status: 'cancel', signedWitness: null, claim: null };
    save((s) => ({ ...s, listings: { ...s.listings, [l.auctionId]: ended }, actions: [...s.actions, record('Cancel', ended)] }));
  };

  /**
   * Ends the auctions whose time is up: the highest bid that can still be broadcast wins. When none can, the highest
   * bidder may claim the item at its bid for CLAIM_WINDOW_MS (create_claim, confirm_claim); after that it ends unsold.
   */
  function settleDue(): number {
    let settled = 0;
    for (const l of Object.values(get().listings)) {
      if (l.status !== 'listed' || l.marketType !== 'auction' || l.endTime === null || deps.now() < l.endTime) continue;
      if (l.claim) {
        if (deps.now() >= l.claim.until) cancel(l);
        continue;
      }
      const placed = Object.values(get().bids)
        .filter((b) => b.auctionId === l.auctionId && b.status === 'placed')
        .sort((a, b) => b.price - a.price || a.time - b.time);
      let won = false;
      for (const bid of placed) {
        if (won) {
          save((s) => ({ ...s, bids: { ...s.bids, [bid.bidId]: { ...bid, status: 'lost' } } }));
          continue;
        }
        try {
          settleSale(get().listings[l.auctionId]!, bid, { tx: bid.signedTx!, tx2: bid.signedTx2 });
          won = true;
          settled++;
        } catch {
          save((s) => ({ ...s, bids: { ...s.bids, [bid.bidId]: { ...bid, status: 'failed' } } }));
        }
      }
      const top = placed[0];
      if (!won && top) {
        const claim = { buyer: top.buyer, price: top.price, until: deps.now() + CLAIM_WINDOW_MS };
        save((s) => ({ ...s, listings: { ...s.listings, [l.auctionId]: { ...s.listings[l.auctionId]!, claim } } }));
      } else if (!won) cancel(l);
    }
    return settled;
  }

  return { minimumBid, checkBidPrice, settleDue };
}

export type MarketAuctions = ReturnType<typeof createMarketAuctions>;
