import type { MarketCategory } from '../entities';
import type { BidRecord } from './bid-standing';
import { listingTitle, type BidRow, type ListingRow } from './market-reads';

/**
 * My Bitcoin Assets' bids: this browser's own book (which alone knows the coins a bid holds) and the bids of the
 * address the market's bid_history shows on its open auctions (what another device placed). Pure: the reads are the
 * service's (services/market/address-bids.ts).
 */

/** A bid of the address as the market shows it on an open auction: its coins unknown here. */
export function marketBidRecord(category: MarketCategory, auction: ListingRow, bid: BidRow): BidRecord {
  return {
    category,
    auctionId: auction.auctionId,
    bidId: bid.bidId,
    priceSats: String(bid.price),
    title: listingTitle(auction),
    coins: [],
    placedAt: bid.time,
    endTime: auction.endTime ?? null,
    fromMarket: true,
  };
}

/** The bids to show: the book's, and the market's it does not have (the book's record wins: it knows the coins); newest first. */
export function mergeBids(book: readonly BidRecord[], market: readonly BidRecord[]): BidRecord[] {
  const known = new Set(book.map((r) => r.bidId));
  return [...book, ...market.filter((r) => !known.has(r.bidId))].sort((a, b) => b.placedAt - a.placedAt);
}
