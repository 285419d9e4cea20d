import type { Network } from '../network';
import type { PsbtIntent } from '../psbt-intent';
import type { ListedAssets, Outpoint, SellerRunes } from './stated-effect';
import type { TokenLot } from './token-lot';

/**
 * What each dialog showed, as data, and the effect it states: the one check (check-effect.ts) compares
 * every PSBT with it. The user's own addresses come from the connected account, never from an intent or a
 * server's answer; the assets on every input come from the facts looked up before the check.
 */
export type { ListedAssets, Outpoint };

/** List and new price: the item, the price, where it is paid, and the runes or ARC-20 the dialog showed it selling. */
export interface ListIntent extends PsbtIntent {
  readonly kind: 'list' | 'update-price';
  readonly network: Network;
  readonly item: Outpoint;
  readonly priceSats: bigint;
  readonly payAddress: string;
  /** A rune or ARC-20 listing: exactly what is on the output (raw amounts). None: the output must hold no runes and no ARC-20. */
  readonly sells?: ListedAssets;
  /** An inscription's listing: the inscription the dialog showed, which the output must hold (the chain's word, not the market's). */
  readonly inscriptionId?: string;
  /** A rune lot's new price (its output the market's word): the output must hold exactly this lot, in the rune's own units. */
  readonly lot?: SellerRunes;
}

/**
 * Buy, bid and claim (an auction's item claimed at its highest bid): the item and where its sat sits, the price to
 * the seller, the service fee, the most for miners. Where the seller is paid is not stated: it is the output the
 * seller's signed input pairs with (the check reads it).
 */
export interface BuyIntent extends PsbtIntent {
  readonly kind: 'buy' | 'bid' | 'claim';
  readonly network: Network;
  /** The item's outpoint, when a documented call said it (inscription_info's utxo); else the seller's signed input is the item. */
  readonly item?: Outpoint;
  readonly itemOffset: bigint;
  /** The inscription bought, when the item is one: it must be on the item's output at the offset. */
  readonly inscriptionId?: string;
  /** What the buyer gets of a token (the dialog's title says it): the seller's output must hold exactly it. Null: no token. */
  readonly gets: TokenLot | null;
  readonly priceSats: bigint;
  readonly serviceFeeSats: bigint;
  readonly feeAddress: string;
  readonly networkFeeSats: bigint;
  /** The most sats the output the item lands on may hold (its own and the padding's), as the summary said them. */
  readonly withItemMaxSats?: bigint;
  /** This PSBT is the padding split signed before the purchase (psbtBid2): the buyer's coins to the buyer, at most `paddingFeeSats`. */
  readonly padding?: boolean;
  readonly paddingFeeSats?: bigint;
}
/**
 * One item of a sweep and its price to its seller: an inscription, where it is (the indexer's word) and where its sat
 * sits; or an amount of a rune (a rune listing names no outpoint: its item is the seller's input holding exactly it).
 */
export interface SweepItem {
  readonly what: string;
  readonly item?: Outpoint;
  readonly itemOffset?: bigint;
  readonly inscriptionId?: string;
  readonly runes?: SellerRunes;
  /** A token sold as an inscription (a brc-20 transfer): the item's output must hold exactly it. */
  readonly gets?: TokenLot;
  readonly priceSats: bigint;
}
/** A sweep: every item to the user's ordinals address, each seller paid its price, one service fee, the most for miners. */
export interface SweepIntent extends PsbtIntent {
  readonly kind: 'sweep';
  readonly network: Network;
  readonly items: readonly SweepItem[];
  readonly serviceFeeSats: bigint;
  readonly feeAddress: string;
  readonly networkFeeSats: bigint;
  /** This PSBT is the padding split signed first: the buyer's coins to the buyer, at most `paddingFeeSats`. */
  readonly padding?: boolean;
  readonly paddingFeeSats?: bigint;
}
/** On-chain unlist: the item back to the owner's ordinals address, at most this fee. */
export interface UnlistIntent extends PsbtIntent {
  readonly kind: 'unlist';
  readonly network: Network;
  readonly item: Outpoint;
  readonly itemOffset: bigint;
  readonly networkFeeSats: bigint;
}
/** Deposit: this transfer inscription to the swap module (with only its own sats), at most this fee. */
export interface DepositIntent extends PsbtIntent {
  readonly kind: 'deposit';
  readonly network: Network;
  readonly item: Outpoint;
  readonly itemOffset: bigint;
  readonly moduleAddress: string;
  readonly networkFeeSats: bigint;
}
/** One of a withdrawal's transactions: the payment (the module's fee), the approval or the cancel (a note). */
export interface WithdrawIntent extends PsbtIntent {
  readonly kind: 'withdraw';
  readonly part: 'payment' | 'approve' | 'cancel';
  readonly network: Network;
  readonly moduleAddress: string;
  readonly moduleFeeSats: bigint;
  readonly networkFeeSats: bigint;
}

/** A payment (a collection's blind mint): exactly `sats` to the payee the dialog named, only the user's coins, at most this fee. */
export interface PayIntent extends PsbtIntent {
  readonly kind: 'pay';
  readonly network: Network;
  /** What is paid for, for the words of a refusal ("the blind mint of 3 badges"). */
  readonly what: string;
  readonly payee: { readonly role: string; readonly address: string; readonly sats: bigint };
  readonly networkFeeSats: bigint;
}
