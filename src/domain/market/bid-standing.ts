import { formatSats } from '../amount-text';
import type { TokenLot } from '../tx-effect/token-lot';
import type { MarketCategory } from '../entities';
import type { BidRow, ListingRow } from './market-reads';

/** What an auction's highest bidder may claim when no bid could be completed: to whom, at what bid (sats), until when (ms). */
export type ClaimOffer = NonNullable<ListingRow['claim']>;

/**
 * An auction bid's life after it is placed. A bid is the bidder's signed transaction, held by the market until the
 * auction ends: it spends coins of the bidder's wallet, and if any of them is spent first (another purchase, a send)
 * the bid can never be completed. The market's bid_history says placed, won, lost or failed; the app itself looks
 * up whether the coins the bid holds are still unspent, so it can say "void" before the market finds out.
 */

/** A coin of the wallet's a bid holds: its outpoint. */
export interface HeldCoin {
  readonly txid: string;
  readonly vout: number;
}

/** A bid as this browser remembers it (the market has no call listing an address's bids), or as the market's bid_history shows it (`fromMarket`). */
export interface BidRecord {
  readonly category: MarketCategory;
  readonly auctionId: string;
  readonly bidId: string;
  readonly priceSats: string;
  /** The item's name when the bid was placed. */
  readonly title: string;
  /** The inscription bid on (the one the bid's check verified): a claim is held to it, never to the market's later word. */
  readonly inscriptionId?: string;
  /** The token lot bid on (brc-20, runes, ARC-20), as the bid's dialog showed and its check held it: a claim is held to it too. */
  readonly token?: TokenLot;
  /** The wallet's coins the bid's transaction spends. */
  readonly coins: readonly HeldCoin[];
  readonly placedAt: number;
  /** When the auction ends (ms), if it said. */
  readonly endTime: number | null;
  /**
   * Read from the market's bid_history, not placed from this browser (another device, or its storage cleared): the
   * coins it holds are unknown here, so only the market can say it is void, and no claim is offered from here.
   */
  readonly fromMarket?: true;
}

/** `raised`: the bidder's own higher bid on the same auction is on top now; `replaced`: and it won (neither is lost). */
export type BidStatus = 'open' | 'outbid' | 'raised' | 'won' | 'lost' | 'replaced' | 'voided' | 'ended' | 'claim';

export const BID_STATUS_LABELS: Readonly<Record<BidStatus, string>> = {
  open: 'Highest bid',
  outbid: 'Outbid',
  raised: 'Raised',
  won: 'Won',
  lost: 'Lost',
  replaced: 'Raised',
  voided: 'Void',
  ended: 'Ended',
  claim: 'Yours to claim',
};

export interface BidStanding {
  readonly status: BidStatus;
  /** What happened, in the bidder's words. */
  readonly reason: string;
}

/** The auction as the bid's standing needs it: the listing's status and end, and the least next bid. */
export interface AuctionNow {
  readonly status?: string | undefined;
  readonly endTime?: number | null | undefined;
  readonly minimumBid?: number | null | undefined;
  /** An ended auction no bid could complete: its highest bidder may claim it at that bid until `until` (the market's word). */
  readonly claim?: ClaimOffer | undefined;
}

export const VOIDED_REASON = 'Void: a coin this bid holds was spent (another purchase or a send from this wallet), so the bid can never be completed.';

/**
 * Where a bid stands: the market's word first for an ended auction (won, lost, failed), then the app's own look-up of
 * the coins (any spent: void), then the bids placed (highest or outbid).
 */
export function bidStanding(input: {
  readonly record: BidRecord;
  readonly rows: readonly BidRow[];
  readonly auction: AuctionNow;
  readonly coinSpent: boolean;
}): BidStanding {
  const { record, rows, auction } = input;
  const mine = rows.find((r) => r.bidId === record.bidId);
  if (mine?.status === 'won') return { status: 'won', reason: 'You won the auction: the item is on its way to your wallet.' };
  if (mine?.status === 'failed') {
    // No bid could be completed and this one was the highest: the market lets its bidder claim the item with a new signature.
    if (rows.some((r) => r.status === 'won' && r.address === mine.address))
      return { status: 'won', reason: 'You claimed the item: it is on its way to your wallet.' };
    // The claim is this bid's only at its price: a lower failed bid of the same address is just void.
    if (auction.status === 'listed' && auction.claim?.address === mine.address && auction.claim.price === mine.price)
      return {
        status: 'claim',
        reason: `No bid could be completed (a coin this one held was spent), so the item is yours to claim at your bid of ${formatSats(auction.claim.price)}: sign a new purchase before the claim ends.`,
      };
    return { status: 'voided', reason: `${VOIDED_REASON} The auction went to the next bid.` };
  }
  if (mine?.status === 'lost') {
    const winner = rows.find((r) => r.status === 'won');
    // The bidder's own later, higher bid won: this one was replaced, not lost (only another bidder's bid makes it lost).
    if (winner && winner.address === mine.address)
      return { status: 'replaced', reason: `Replaced by your higher bid of ${formatSats(winner.price)}, which won the auction.` };
    return {
      status: 'lost',
      reason: winner ? `The auction ended: it went to a bid of ${formatSats(winner.price)}.` : 'The auction ended and another bid won.',
    };
  }
  // The auction is over (sold to another bid, or ended by the seller) before the app's own look-up counts: coins
  // spent after that void nothing.
  if (auction.status === 'sold') return { status: 'lost', reason: 'The auction ended and another bid won.' };
  if (auction.status === 'cancel') return { status: 'ended', reason: 'The auction ended without a sale: nothing was paid.' };
  if (input.coinSpent) return { status: 'voided', reason: `${VOIDED_REASON} Bid again to stay in the auction.` };
  const placed = rows.filter((r) => r.status === 'placed');
  const top = placed.reduce<BidRow | null>((a, r) => (a === null || r.price > a.price ? r : a), null);
  if (top && top.bidId !== record.bidId && top.price >= Number(record.priceSats)) {
    if (mine && top.address === mine.address)
      return { status: 'raised', reason: `Replaced by your higher bid of ${formatSats(top.price)}: that one is the highest so far.` };
    const next = auction.minimumBid ? ` Bid again from ${formatSats(auction.minimumBid)}.` : '';
    return { status: 'outbid', reason: `Outbid: the highest bid is now ${formatSats(top.price)}.${next}` };
  }
  return { status: 'open', reason: 'Your bid is the highest so far. Keep the coins it holds unspent until the auction ends.' };
}

/**
 * The bid of this browser's that a claim is for: on that auction, at the claim's price, with the inscription its own
 * check verified. None: the claim is not offered here (the market's word alone never makes one).
 */
export function bidToClaim(records: readonly BidRecord[], auctionId: string, offer: ClaimOffer): BidRecord | undefined {
  return records.find((r) => r.auctionId === auctionId && r.priceSats === String(offer.price) && !!r.inscriptionId);
}

/** What a claim of a bid starts from (the market-claim flow's input): the bid's auction, title, inscription and price, as recorded. */
export const claimInputOf = (record: BidRecord) => ({
  category: record.category,
  auctionId: record.auctionId,
  title: record.title,
  ...(record.inscriptionId ? { inscriptionId: record.inscriptionId } : {}),
  ...(record.token ? { token: record.token } : {}),
  priceSats: record.priceSats,
});

/** A bid whose standing can still change (the app reads it again); the others are settled. */
export const isLiveStanding = (status: BidStatus): boolean => status === 'open' || status === 'outbid' || status === 'raised' || status === 'claim';

/** What an auction that is no longer live came to, for its item page (null: it is live, or it sold). */
export function auctionOutcome(
  listing: { readonly status?: string | undefined; readonly endTime?: number | null | undefined },
  rows: readonly BidRow[],
  now: number,
): string | null {
  if (listing.status !== 'cancel') return null;
  // A bid the market settled (won, lost or failed) proves the auction ran to its end, whatever this device's clock says.
  if (rows.some((r) => r.status === 'failed'))
    return 'The auction ended without a sale: the winning bid could not be completed because a coin it held had been spent before the end.';
  const settled = rows.some((r) => r.status === 'lost' || r.status === 'won');
  const ended = settled || (listing.endTime != null && now >= listing.endTime);
  if (!ended) return 'The seller ended the auction before its time: nobody paid anything.';
  return rows.length === 0 ? 'The auction ended with no bids.' : 'The auction ended without a sale.';
}

/**
 * Whether a remembered bid can still be completed, as the market says now: its auction still listed and the bid still
 * placed (the auction's end is the market's to settle: until then the bid may win).
 */
export function isBidInPlay(record: BidRecord, listing: { readonly status?: string | undefined }, rows: readonly BidRow[]): boolean {
  const mine = rows.find((r) => r.bidId === record.bidId);
  return listing.status === 'listed' && (mine === undefined || mine.status === 'placed');
}

/** The bids of `records` whose held coins `spends` would spend (other than one on the auction `except`): the candidates to warn of, once the market says they are still in play. */
export function bidsHoldingAny(records: readonly BidRecord[], spends: readonly HeldCoin[], except?: string): BidRecord[] {
  const keys = new Set(spends.map((c) => `${c.txid}:${c.vout}`));
  return records.filter((r) => r.auctionId !== except && r.coins.some((c) => keys.has(`${c.txid}:${c.vout}`)));
}

/** A bid of an auction's history as its page reads it. */
export type PlacedBid = { readonly bidId: string; readonly address: string; readonly price: number; readonly status: string };
/** The highest bid still placed (the one that would win now). */
export const highestPlaced = (bids: readonly PlacedBid[]): PlacedBid | null =>
  bids.filter((b) => b.status === 'placed').reduce<PlacedBid | null>((a, b) => (a === null || b.price > a.price ? b : a), null);
const ROW_STATUS: Readonly<Record<string, BidStatus>> = { won: 'won', lost: 'lost', failed: 'voided' };
/** A bid row's status in the words of My Bitcoin Assets' Bids tab. */
export function bidRowStatus(b: PlacedBid, bids: readonly PlacedBid[]): string {
  // A bid its own bidder's higher one replaced (the winner, or the highest still placed) was raised, not lost or outbid.
  const ahead = b.status === 'lost' ? bids.find((o) => o.status === 'won') : b.status === 'placed' ? highestPlaced(bids) : undefined;
  if (ahead && ahead.bidId !== b.bidId && ahead.address === b.address) return BID_STATUS_LABELS.raised;
  const settled = ROW_STATUS[b.status];
  if (settled) return BID_STATUS_LABELS[settled];
  return highestPlaced(bids)?.bidId === b.bidId ? BID_STATUS_LABELS.open : BID_STATUS_LABELS.outbid;
}
