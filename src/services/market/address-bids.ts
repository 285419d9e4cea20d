import { MARKET_CATEGORIES, type MarketCategory } from '../../domain/entities';
import { marketBidRecord } from '../../domain/market/account-bids';
import type { BidRecord } from '../../domain/market/bid-standing';
import type { ListingRow } from '../../domain/market/market-reads';
import { saleTypesOf } from '../../domain/market/trade-rules';
import { notOfferedWords } from '../http/api-error';
import type { MarketReads } from './market-reads';

/**
 * The bids of an address as the market shows them. The open API has no call listing an address's bids, only each
 * auction's bid_history; its list call has no sale-type filter (a row says whether it is an auction). So: each category
 * that sells by auction, its open listings a page of 99 at a time, at most `LISTING_PAGES` pages, the first
 * `AUCTIONS_PER_CATEGORY` auctions among them; then each auction's bid_history, `IN_PARALLEL` at a time; kept where a
 * bid's address is the user's. At most 4 × 3 list calls and 4 × 99 bid_history calls in all: an address's bid on an
 * auction further down the market's list is not found here (this browser's own book still has the ones it placed).
 */
export const ADDRESS_BIDS_BOUNDS = { LISTING_PAGES: 3, PAGE_SIZE: 99, AUCTIONS_PER_CATEGORY: 99, IN_PARALLEL: 4 } as const;

/** The categories whose items sell by auction. */
export const AUCTION_CATEGORIES: readonly MarketCategory[] = MARKET_CATEGORIES.filter((c) => saleTypesOf(c).includes('auction'));

/** Runs `work` on each item, at most `limit` at once; the results in the items' order. */
async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The first open auctions of a category, as the bounds allow. A category this network's market does not serve has none. */
async function openAuctions(reads: Pick<MarketReads, 'openListings'>, category: MarketCategory, signal?: AbortSignal): Promise<ListingRow[]> {
  const { LISTING_PAGES, PAGE_SIZE, AUCTIONS_PER_CATEGORY } = ADDRESS_BIDS_BOUNDS;
  const auctions: ListingRow[] = [];
  for (let page = 0; page < LISTING_PAGES && auctions.length < AUCTIONS_PER_CATEGORY; page++) {
    let rows: { list: readonly ListingRow[]; total: number };
    try {
      rows = await reads.openListings(category, page * PAGE_SIZE, PAGE_SIZE, signal);
    } catch (error) {
      if (notOfferedWords(error)) return auctions;
      throw error;
    }
    auctions.push(...rows.list.filter((l) => l.marketType === 'auction' && l.status !== 'sold' && l.status !== 'cancel'));
    if ((page + 1) * PAGE_SIZE >= rows.total || rows.list.length < PAGE_SIZE) break;
  }
  return auctions.slice(0, AUCTIONS_PER_CATEGORY);
}

/** The address's bids on the market's open auctions (bounded as ADDRESS_BIDS_BOUNDS says), highest first per auction. */
export async function marketBidsOf(reads: Pick<MarketReads, 'openListings' | 'bids'>, address: string, signal?: AbortSignal): Promise<BidRecord[]> {
  const perCategory = await Promise.all(
    AUCTION_CATEGORIES.map(async (category) => (await openAuctions(reads, category, signal)).map((auction) => ({ category, auction }))),
  );
  const found = await inParallel(perCategory.flat(), ADDRESS_BIDS_BOUNDS.IN_PARALLEL, async ({ category, auction }) => {
    const rows = await reads.bids(category, auction.auctionId, signal);
    return rows.filter((b) => b.address === address).map((b) => marketBidRecord(category, auction, b));
  });
  return found.flat();
}
