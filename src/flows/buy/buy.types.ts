import type { BidPrepare, BidResponse, MarketCategory, MarketType } from '../../domain/entities';
import type { Outpoint } from '../../domain/tx-effect/intents';
import type { TokenLot } from '../../domain/tx-effect/token-lot';
import { BID_INPUT_MAX } from '../../domain/market/buy-rules';
import type { StepFailure } from '../shared/step-failure';
import type { BidRecord, HeldCoin } from '../../domain/market/bid-standing';
import type { ItemCheck, PaddingNeed } from '../../domain/market/buy-rules';
import { formatSats } from '../../domain/amount-text';

/** The buy flow's input, context, events and what each step reads (buy.machine.ts runs them). */
export interface BuyInput {
  readonly category: MarketCategory;
  readonly auctionId: string;
  readonly marketType: MarketType;
  /** The price (fixed) or the least the next bid may be (auction), whole sats as text. */
  readonly priceSats: string;
  /**
   * The item's output (inscription_info's utxo; null when no documented call says it, and the seller's signed input is
   * the item) and the offset of its sat in it: the check holds the PSBT to them. Where the seller is paid is not an
   * input: it is the output the seller's signed input pairs with, read by the check.
   */
  readonly item: Outpoint | null;
  readonly itemOffset: number;
  /** The inscription, when it is one: the verification reads where it is now. */
  readonly inscriptionId: string | null;
  /** What the buyer gets of a token (brc-20, runes, ARC-20), as the dialog's title says it; null for anything else. */
  readonly token: TokenLot | null;
  /**
   * The listing as its row showed it: its price (the row's, in sats), its seller and its tick when the market said
   * them. The verification holds the market's word now to it (the same auctionId at the same price).
   */
  readonly listed: ListedAs;
  /** An auction nobody has bid on yet (the least bid is its opening price, not the highest plus 5%). */
  readonly openingBid?: boolean;
  /** The item's name and, for an auction, when it ends: a bid placed is remembered with them. */
  readonly title?: string;
  readonly endTime?: number | null;
}
/** A listing as its row showed it. */
export interface ListedAs {
  readonly priceSats: number;
  readonly seller: string | null;
  readonly tick: string | null;
}
/** What the market answers once the purchase is sent: the purchase's txid, or the bid placed. */
export interface BuyConfirmed {
  readonly txid?: string | null;
  readonly bidId?: string | null;
}
/**
 * The padding split the market builds first for a buyer without a small coin to pad with: its network fee, exact
 * from what its inputs hold (the app's own look-ups), or the most it may cost when that cannot be worked out.
 */
export interface PaddingSplit {
  readonly feeSats: string;
  readonly exact: boolean;
}
/** What create_bid built: the purchase, and the padding split before it (or none). */
export interface BuiltPurchase {
  readonly bid: BidResponse;
  readonly padding: PaddingSplit | null;
  /**
   * Where the service fee goes: the operator's fee address when configured (the transaction must pay it there), else
   * the output of the transaction the market built that takes it (the dialog shows it; the check holds its amount).
   */
  readonly feeTo: string | null;
  /** The wallet's coins it spends (a bid holds them until its auction ends). */
  readonly holds: readonly HeldCoin[];
  /** The user's bids still in play whose coins it spends: placing it voids them. */
  readonly voids: readonly BidRecord[];
  /** The sats of the output the item lands on (its own and the padding's), read from the PSBT; null when unread. */
  readonly withItemSats?: string | null;
}
/**
 * The prepare's answer, and what the app read itself of the buyer's coins before Confirm: whether it pads with a coin
 * of its own or needs a split first (absent: a coin, as for a buyer the app did not read).
 */
export type PreparedBuy = BidPrepare & { readonly paddingNeed?: PaddingNeed };
export interface BuySigned {
  readonly psbtBid: string;
  readonly psbtBid2: string;
}
export interface BuyContext extends BuyInput {
  /** The bid typed (an auction) or the price (fixed), whole sats as text. */
  readonly bidSats: string;
  readonly prepared: PreparedBuy | null;
  readonly feeRate: number | null;
  readonly bid: BidResponse | null;
  readonly padding: PaddingSplit | null;
  /** BuiltPurchase.withItemSats, once the market has built the purchase. */
  readonly withItemSats: string | null;
  /** Where the service fee goes (BuiltPurchase.feeTo), once the market has built the purchase. */
  readonly feeTo: string | null;
  readonly holds: readonly HeldCoin[];
  readonly voids: readonly BidRecord[];
  readonly confirmed: BuyConfirmed | null;
  readonly error: string | null;
  /** What the verification found (null until it has answered). */
  readonly checked: ItemCheck | null;
  /** What the market said when it asked for a new prepare (-122), shown while it runs and after. */
  readonly notice: string | null;
}
export type BuyFailure = StepFailure & { readonly sameParty?: boolean };

/** What each step reads: only what it needs (the listing's facts, the bid, the market's answers so far). */
export type PrepareInput = Pick<BuyContext, 'category' | 'auctionId' | 'bidSats' | 'inscriptionId' | 'listed'>;
export type VerifyInput = Pick<BuyContext, 'category' | 'auctionId' | 'item' | 'inscriptionId' | 'listed'>;
export type CreateBidInput = Pick<BuyContext, 'category' | 'auctionId' | 'bidSats' | 'feeRate' | 'marketType' | 'inscriptionId' | 'listed'> &
  Partial<Pick<BuyContext, 'item' | 'itemOffset'>>;
export type SignBidInput = Pick<
  BuyContext,
  'marketType' | 'bidSats' | 'prepared' | 'feeRate' | 'bid' | 'padding' | 'feeTo' | 'item' | 'itemOffset' | 'inscriptionId' | 'token'
> &
  Partial<Pick<BuyContext, 'withItemSats'>>;
export type ConfirmBidInput = Pick<
  BuyContext,
  'category' | 'auctionId' | 'bid' | 'marketType' | 'bidSats' | 'holds' | 'title' | 'endTime' | 'inscriptionId' | 'token' | 'listed'
>;
/** What the signing step is asked for a purchase: what the check holds the PSBTs to, then what confirm_bid sends. */
export type BuySignRequest = SignBidInput & ConfirmBidInput;

export type BuyEvent =
  | { type: 'BID_CHANGED'; sats: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'FEE_RATE'; rate: number | null }
  | { type: 'CONFIRM' }
  | { type: 'SIGN' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

/** A bid the input may send: whole sats, at least the least next bid (the opening price, or the highest bid plus 5%), at most 1,000,000,000. */
export function bidProblem(bidSats: string, minimumSats: string, opening = false): string | null {
  if (bidSats.trim() === '') return 'Enter your bid.';
  if (!/^\d+$/.test(bidSats.trim())) return 'Enter a whole number of sats.';
  const bid = BigInt(bidSats.trim());
  if (bid < BigInt(minimumSats))
    return `The bid must be at least ${formatSats(minimumSats)} (${opening ? 'the opening price: nobody has bid yet' : 'the highest bid plus 5%'}).`;
  if (bid > BigInt(BID_INPUT_MAX)) return `The bid can be at most ${BID_INPUT_MAX} sats.`;
  return null;
}
