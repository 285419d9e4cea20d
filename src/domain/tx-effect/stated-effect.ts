import type { Network } from '../network';
import type { TokenLot } from './token-lot';

/**
 * What a dialog showed, as the transaction-effect check reads it (check-effect.ts): the parties and the sats each gets,
 * the assets that move and where they land, the most left to miners, and for a purchase, a sweep or a listing who the
 * seller is and what the item holds.
 */
export interface Outpoint {
  readonly txid: string;
  readonly vout: number;
}
/** A party the dialog named, and exactly the sats it showed going there ('postage': the sats of the moved asset's own input). */
export interface StatedParty {
  readonly role: string;
  readonly address: string;
  readonly sats: bigint | 'postage';
}
/** An asset-bearing sat the transaction moves, and where the dialog said it lands. */
export interface StatedMove {
  readonly what: string;
  /** 'seller': the seller's input of a purchase (found as StatedEffect.seller says). */
  readonly item: Outpoint | 'seller';
  readonly offset: bigint;
  /** 'ordinals': the user's ordinals address; otherwise the role of a party. */
  readonly to: 'ordinals' | string;
  /** The inscription the dialog showed, when it is one: it must be on that output at that offset. */
  readonly inscriptionId?: string;
  /** Every sat of the item's output lands there, not only the one at the offset (an ARC-20's sats are all colored). */
  readonly whole?: boolean;
  /** The most sats the output it lands on may hold (a purchase: the item's and the padding's, as the summary said). */
  readonly maxSats?: bigint;
}
/** A token lot a seller's input must hold exactly (the indexer's facts), and where the inscription sold sits for brc-20. */
export interface StatedLot {
  readonly lot: TokenLot;
  readonly inscriptionId?: string;
  readonly offset: bigint;
}
export interface StatedEffect {
  readonly network: Network;
  /** What the dialog does, for the words of a refusal ("this purchase"). */
  readonly what: string;
  readonly parties: readonly StatedParty[];
  readonly moves: readonly StatedMove[];
  /** The most the transaction may leave to miners. */
  readonly maxNetworkFeeSats: bigint;
  /** Notes (OP_RETURN with 0 sats, not a runestone) are part of what was shown. */
  readonly notes?: boolean;
  /** Every input must be the user's (padding, deposit, withdrawal). */
  readonly onlyUserInputs?: boolean;
  /** Every output must be the user's payment address (a padding split: its padding coins and the change). */
  readonly onlyPaymentOutputs?: boolean;
  /**
   * A purchase. The seller's input: the item's outpoint when a documented call said it, else ('signed') the one input
   * of another's that carries a signature. Its 0x83 signature is verified before the buyer is asked, and the output it
   * is paired with (SIGHASH_SINGLE: the same index) is the seller's payout, which must be exactly `paidSats`: where
   * the seller is paid is what the item's owner signed, never an address a server sent.
   */
  readonly seller?: { readonly input: Outpoint | 'signed'; readonly paidSats: bigint; readonly gets?: StatedLot };
  /**
   * A sweep: several sellers, each by the item's outpoint (the indexer's word), or for a rune lot by the runes it sells:
   * the signed input of another's whose output holds exactly those runes (the chain's facts) and whose paired output
   * pays exactly `paidSats`, each input one lot's. Each one's 0x83 signature is verified, and the output at its input's
   * index is its payout, exactly `paidSats`, counted by index (one seller may sell two).
   */
  readonly sellers?: readonly {
    readonly input: Outpoint | { readonly runes: SellerRunes };
    readonly paidSats: bigint;
    readonly what: string;
    readonly gets?: StatedLot;
  }[];
  /** A listing: the user signs only the item, 0x83, paired with the output that pays the price. */
  readonly listing?: {
    readonly item: Outpoint;
    readonly payAddress: string;
    readonly priceSats: bigint;
    readonly sells: ListedAssets;
    readonly inscriptionId?: string;
    /** A rune lot's new price, its output as the market named it: the output must hold exactly this lot and nothing else. */
    readonly lot?: SellerRunes;
  };
}

/** The runes and ARC-20 a listing sells with its output, as the output's facts name them (a rune by its spaced name). */
export interface ListedAssets {
  readonly runes: readonly { readonly rune: string; readonly amount: string }[];
  readonly arc20: readonly { readonly ticker: string; readonly amount: string }[];
}
/** A rune lot: the rune's spaced name and the amount listed, in the rune's own units (the facts' divisibility applied). */
export interface SellerRunes {
  readonly rune: string;
  readonly amount: string;
}
