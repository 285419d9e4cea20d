import { formatPriceSats } from '../currency';
import { bidStanding, highestPlaced, type AuctionNow, type BidRecord, type BidStatus } from './bid-standing';
import type { BidRow } from './market-reads';

/**
 * Notifications while the site is open (issue 44's trader features): what changed for the signed-in address on the
 * market between two looks at it (sold, outbid, won, an auction ending soon), in plain words with exact prices. Pure:
 * the looks are the service's (services/market/trade-snapshot.ts), the toasts the shell's.
 */

/** An auction's last stretch: under this, its seller and bidders are told it ends soon (once). */
export const ENDING_SOON_MS = 10 * 60_000;

/** One of the address's listings as the market shows it: open (listed) or ended (sold). */
export interface ListingNow {
  readonly auctionId: string;
  readonly name: string;
  /** What it sold for (the market's soldPrice) once sold, else its price, in sats. */
  readonly priceSats: number;
  readonly status: 'pending' | 'listed' | 'sold' | 'cancel' | undefined;
  /** An auction's end (ms); null for a fixed price. */
  readonly endTime: number | null;
}

/** The address's standing on one auction it bid on: its highest bid's. */
export interface BidNow {
  readonly auctionId: string;
  readonly name: string;
  readonly status: BidStatus;
  /** The address's highest bid on the auction, in sats. */
  readonly bidSats: number;
  /** The highest bid still placed on the auction (anyone's), in sats, or null. */
  readonly topSats: number | null;
  readonly endTime: number | null;
}

/** One look at what the address has on the market, taken at `takenAt` (ms, the app's clock). */
export interface TradeSnapshot {
  readonly takenAt: number;
  readonly listings: readonly ListingNow[];
  readonly bids: readonly BidNow[];
}

export type TradeNoticeKind = 'sold' | 'outbid' | 'won' | 'ending';

export interface TradeNotice {
  readonly kind: TradeNoticeKind;
  readonly auctionId: string;
  /** What the user reads. */
  readonly text: string;
}

const btc = (sats: number) => `${formatPriceSats(sats)} BTC`;

/**
 * The address's standing on an auction, from its bids there (`mine`: its records, any order), the auction's
 * bid_history and what the market says of the auction now. Null when it has no bid there.
 */
export function bidNow(mine: readonly BidRecord[], rows: readonly BidRow[], auction: AuctionNow): BidNow | null {
  const best = mine.reduce<BidRecord | null>((a, r) => (a === null || Number(r.priceSats) > Number(a.priceSats) ? r : a), null);
  if (best === null) return null;
  // The coins a bid holds are not looked up here: a void bid is the market's word (failed) or the Bids tab's.
  const { status } = bidStanding({ record: best, rows, auction, coinSpent: false });
  return {
    auctionId: best.auctionId,
    name: best.title,
    status,
    bidSats: Number(best.priceSats),
    topSats: highestPlaced(rows)?.price ?? null,
    endTime: auction.endTime ?? best.endTime,
  };
}

const minutesLeft = (endTime: number, now: number) => Math.max(1, Math.ceil((endTime - now) / 60_000));
const endsSoon = (endTime: number | null, now: number): endTime is number => endTime !== null && endTime > now && endTime - now < ENDING_SOON_MS;

/** A bid that can still win (or be outbid): the auction is not over for it. */
const bidLive = (status: BidStatus) => status === 'open' || status === 'outbid' || status === 'raised';

/**
 * The notices to show for what changed from `before` to `after`. No look before (the first after sign-in): none,
 * since nothing is new on load. Sold only when the market says sold (an unlisted item, or an auction that ended
 * without a sale, is not); outbid when the address's highest bid was the top one and no longer is; won when the
 * market says its bid won; an auction it sells or holds a live bid on, once, when it first has under 10 minutes left.
 */
export function tradeNotices(before: TradeSnapshot | null, after: TradeSnapshot): TradeNotice[] {
  if (before === null) return [];
  const notices: TradeNotice[] = [];
  const listedBefore = new Map(before.listings.map((l) => [l.auctionId, l]));
  const bidBefore = new Map(before.bids.map((b) => [b.auctionId, b]));

  for (const l of after.listings) {
    const was = listedBefore.get(l.auctionId);
    if (l.status === 'sold' && was?.status !== 'sold') notices.push({ kind: 'sold', auctionId: l.auctionId, text: `Sold: ${l.name} for ${btc(l.priceSats)}.` });
  }
  for (const b of after.bids) {
    const was = bidBefore.get(b.auctionId);
    if (b.status === 'won' && was?.status !== 'won') notices.push({ kind: 'won', auctionId: b.auctionId, text: `You won ${b.name} at ${btc(b.bidSats)}.` });
    if (b.status === 'outbid' && was?.status !== 'outbid' && b.topSats !== null)
      notices.push({ kind: 'outbid', auctionId: b.auctionId, text: `Outbid on ${b.name}: the highest bid is now ${btc(b.topSats)}.` });
  }

  // Ending soon: the auctions the address sells or holds a live bid on, newly under the last stretch.
  const ending = [
    ...after.listings.filter((l) => l.status === 'listed').map((l) => ({ auctionId: l.auctionId, name: l.name, endTime: l.endTime })),
    ...after.bids.filter((b) => bidLive(b.status)).map((b) => ({ auctionId: b.auctionId, name: b.name, endTime: b.endTime })),
  ];
  const told = new Set<string>();
  for (const e of ending) {
    if (told.has(e.auctionId) || !endsSoon(e.endTime, after.takenAt)) continue;
    const was = listedBefore.get(e.auctionId)?.endTime ?? bidBefore.get(e.auctionId)?.endTime ?? null;
    if (endsSoon(was, before.takenAt)) continue;
    told.add(e.auctionId);
    const left = minutesLeft(e.endTime, after.takenAt);
    notices.push({
      kind: 'ending',
      auctionId: e.auctionId,
      text: `The auction for ${e.name} ends in ${left} ${left === 1 ? 'minute' : 'minutes'}.`,
    });
  }
  return notices;
}
