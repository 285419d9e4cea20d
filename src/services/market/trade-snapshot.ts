import { MARKET_CATEGORIES, type MarketCategory } from '../../domain/entities';
import type { AuctionNow, BidRecord } from '../../domain/market/bid-standing';
import { listingTitle, type ListingPage, type ListingRow } from '../../domain/market/market-reads';
import { bidNow, type BidNow, type ListingNow, type TradeSnapshot } from '../../domain/market/trade-notices';
import type { Api } from '../api/create-api';
import { notOfferedWords } from '../http/api-error';
import { marketBidsOf } from './address-bids';

/**
 * One look at what an address has on the market, for the notifications while the site is open: its listings, open
 * and sold (the list call's isEnd), and its standing on each auction it bid on (the market's bid_history). The bids
 * are this browser's own book, those of earlier looks (an auction that ended is no longer among the open ones, and
 * its end is what the user waits to hear) and, on a look that scans, those the market shows on its open auctions
 * (address-bids.ts: up to hundreds of calls, so not on every look).
 */
export interface TradeLook {
  readonly snapshot: TradeSnapshot;
  /** The bids this look read: the next look follows them still. */
  readonly bids: readonly BidRecord[];
  /** Whether this look scanned the market's open auctions for the address's bids. */
  readonly scanned: boolean;
}

/** What a look follows: the bids known, and whether to scan the market's open auctions for others. */
export interface TradeFollow {
  readonly bids: readonly BidRecord[];
  readonly scan: boolean;
}

/** The market's open auctions are scanned for the address's bids at most this often (the first look scans). */
export const MARKET_SCAN_EVERY_MS = 5 * 60_000;
/** At most this many auctions' bids are read at once. */
const AUCTIONS_AT_ONCE = 4;

/** A category this network's market does not serve lists nothing. */
const orNone = (read: Promise<ListingPage>): Promise<readonly ListingRow[]> =>
  read.then(
    (page) => page.list,
    (error: unknown) => {
      if (notOfferedWords(error)) return [];
      throw error;
    },
  );

const listingNow = (l: ListingRow): ListingNow => ({
  auctionId: l.auctionId,
  name: listingTitle(l),
  priceSats: l.status === 'sold' ? (l.soldPrice ?? l.price) : l.price,
  status: l.status,
  endTime: l.marketType === 'auction' ? (l.endTime ?? null) : null,
});

/**
 * The address's listings: the open ones and the sold ones, the 99 most recent of each per category. The categories
 * are read at once, each one's two lists one after the other (a look asks at most a handful of calls at a time).
 */
async function listingsNow(api: Api, address: string, signal: AbortSignal): Promise<ListingNow[]> {
  const lists = await Promise.all(
    MARKET_CATEGORIES.map(async (category) => [
      // The open API's list rows carry no status: a row of the open orders is listed, one of the ended orders (isEnd) a sale.
      ...(await orNone(api.reads.listingsOf(category, address, signal))).map((row): ListingRow => ({ ...row, status: row.status ?? 'listed' })),
      ...(await orNone(api.market.forCategory(category).list({ filter: { address, isEnd: true }, start: 0, limit: 99 }, signal))).map((row): ListingRow => ({
        ...row,
        status: 'sold',
      })),
    ]),
  );
  return lists.flat().map(listingNow);
}

/**
 * What the market says of an auction not seen in its open list on this look (its detail, where the market has one;
 * else only the end the bid knew: its bid_history tells the rest).
 */
const auctionOf = (api: Api, category: MarketCategory, auctionId: string, endTime: number | null, signal: AbortSignal): Promise<AuctionNow> =>
  api.reads.listing(category, auctionId, signal).then(
    (l) => ({ status: l.status, endTime: l.endTime ?? null, minimumBid: l.minimumBid ?? null }),
    () => ({ endTime }),
  );

/** The address's standing on each auction it bid on. */
async function bidsNow(api: Api, address: string, follow: TradeFollow, signal: AbortSignal): Promise<{ now: BidNow[]; bids: BidRecord[] }> {
  const known = follow.bids;
  const open = follow.scan ? await marketBidsOf(api.reads, address, signal) : [];
  const openAuctions = new Set(open.map((r) => r.auctionId));
  const byBid = new Map<string, BidRecord>();
  for (const r of [...known, ...open]) if (!byBid.has(r.bidId)) byBid.set(r.bidId, r);
  const bids = [...byBid.values()];
  const auctions = new Map<string, BidRecord[]>();
  for (const r of bids) auctions.set(r.auctionId, [...(auctions.get(r.auctionId) ?? []), r]);
  const now: BidNow[] = [];
  const each = [...auctions.values()];
  for (let i = 0; i < each.length; i += AUCTIONS_AT_ONCE) {
    const read = each.slice(i, i + AUCTIONS_AT_ONCE).map(async (mine) => {
      const { category, auctionId, endTime } = mine[0]!;
      const [rows, auction] = await Promise.all([
        api.reads.bids(category, auctionId, signal),
        openAuctions.has(auctionId) ? Promise.resolve<AuctionNow>({ status: 'listed', endTime }) : auctionOf(api, category, auctionId, endTime, signal),
      ]);
      return bidNow(mine, rows, auction);
    });
    for (const b of await Promise.all(read)) if (b !== null) now.push(b);
  }
  return { now, bids };
}

/** A look at `address` on the market, taken at the app's clock `now()`; `follow()`: what to follow, asked as the look starts. */
export const tradeLook =
  (address: string, follow: () => TradeFollow, now: () => number) =>
  async (api: Api, signal: AbortSignal): Promise<TradeLook> => {
    const following = follow();
    // One after the other: a look is no hurry (every 30 s), and asks a handful of calls at a time.
    const listings = await listingsNow(api, address, signal);
    const bids = await bidsNow(api, address, following, signal);
    return { snapshot: { takenAt: now(), listings, bids: bids.now }, bids: bids.bids, scanned: following.scan };
  };
