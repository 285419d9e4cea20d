import type { MarketCategory } from '../../src/domain/entities';
import { DevnetError } from '../devnet-error';
import type { Body, MarketContext } from './market-context';
import type { MarketPurchases } from './market-purchases';
import type { Listing } from './market-state';

type Purchases = Pick<MarketPurchases, 'buildPurchase' | 'signedBid'>;

/**
 * Market claims (create_claim, confirm_claim; their shapes are ours, the specs name only the calls): an auction whose
 * every bid failed at its end leaves its highest bidder a day to claim the item at that bid (market-auctions.ts). The
 * claim is a new purchase around the seller's same signed input, built for the claimer's coins now, checked and
 * broadcast like a bid; the listing is then sold to the claimer.
 */
export function createMarketClaims(ctx: MarketContext, purchases: Purchases) {
  const { deps, get, writable } = ctx;

  /** The claim the session may make on this auction, or the words for why not. */
  function claimable(category: MarketCategory, session: string, auctionId: unknown): Listing & { claim: NonNullable<Listing['claim']> } {
    writable(category);
    const l = typeof auctionId === 'string' ? get().listings[auctionId] : undefined;
    if (!l || l.nftType !== category) throw new DevnetError(-1, 'No such auction.');
    if (l.status !== 'listed' || !l.claim) throw new DevnetError(-1, 'Nothing to claim on this auction.');
    if (l.claim.buyer !== session) throw new DevnetError(-1, 'Only the highest bidder can claim this item.');
    if (deps.now() >= l.claim.until) throw new DevnetError(-1, 'The time to claim this item has passed.');
    return l as Listing & { claim: NonNullable<Listing['claim']> };
  }

  /** create_claim {auctionId, address, pubkey, nftAddress?, feeRate}: the purchase at the claimed bid, to sign. */
  function createClaim(category: MarketCategory, session: string, body: Body) {
    const l = claimable(category, session, body.auctionId);
    const built = purchases.buildPurchase(l, session, body, () => l.claim.price);
    return {
      claimId: built.bidId,
      psbtClaim: built.psbtBid,
      psbtClaim2: built.psbtBid2,
      signIndexes: built.bidSignIndexes,
      price: l.claim.price,
      serverFee: built.serverFee,
      networkFee: built.networkFee,
      feeRate: built.feeRate,
      until: l.claim.until,
    };
  }

  /** confirm_claim {claimId, psbtClaim, psbtClaim2?, fromBase64}: every signature checked, broadcast; the item is sold to the claimer. */
  function confirmClaim(category: MarketCategory, session: string, body: Body) {
    const bid = typeof body.claimId === 'string' ? get().bids[body.claimId] : undefined;
    if (!bid) throw new DevnetError(-1, 'No such claim.');
    const l = claimable(category, session, bid.auctionId);
    if (bid.buyer !== session || bid.status !== 'created' || bid.price !== l.claim.price) throw new DevnetError(-1, 'This claim cannot be confirmed.');
    const raw = purchases.signedBid(bid, { psbtBid: body.psbtClaim, psbtBid2: body.psbtClaim2, fromBase64: body.fromBase64 });
    return { txid: ctx.settleSale(l, bid, raw) };
  }

  return { createClaim, confirmClaim };
}
