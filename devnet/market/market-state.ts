import type { MarketActionType, MarketCategory, MarketType } from '../../src/domain/entities';
import type { ActivityRow } from '../../src/domain/market/market-reads';

/** A listing as the devnet keeps it. Prices are whole sats. */
export interface Listing {
  readonly auctionId: string;
  readonly nftType: MarketCategory;
  readonly marketType: MarketType;
  /** pending: built, waiting for the seller's signature; listed; sold; cancel. */
  readonly status: 'pending' | 'listed' | 'sold' | 'cancel';
  /** The seller (the signed-in ordinals address) and where the price is paid. */
  readonly seller: string;
  readonly sellerPubkey: string;
  readonly payAddress: string;
  /** The item's UTXO. */
  readonly txid: string;
  readonly vout: number;
  readonly value: string;
  readonly inscriptionId?: string;
  readonly tick?: string;
  readonly amount?: string;
  readonly name?: string;
  readonly domain?: string;
  readonly collectionId?: string;
  readonly atomicalId?: string;
  readonly symbol?: string;
  readonly verification?: boolean;
  /** The total price, sats; for an auction, the starting price (the seller's signed output). */
  readonly price: number;
  readonly unitPrice: number;
  /** The listing PSBT waiting for a signature (hex), and the signed input's witness once confirmed. */
  readonly unsignedPsbt: string | null;
  readonly signedWitness: readonly string[] | null;
  /** A price change waiting for its signature. */
  readonly pendingPrice: { readonly price: number; readonly unitPrice: number; readonly psbt: string } | null;
  readonly onSaleTime: number;
  readonly endTime: number | null;
  readonly soldPrice: number | null;
  readonly buyer: string | null;
  readonly saleTxid: string | null;
  /**
   * An auction whose every bid failed at its end (a coin each held was spent): the highest bidder may claim the item at
   * its bid by signing a new purchase until `until` (ms), then the auction ends unsold.
   */
  readonly claim?: { readonly buyer: string; readonly price: number; readonly until: number } | null;
}

export interface Bid {
  readonly bidId: string;
  readonly auctionId: string;
  readonly buyer: string;
  readonly buyerPubkey: string;
  readonly nftAddress: string;
  readonly price: number;
  readonly feeRate: number;
  readonly serverFee: number;
  /** The buy transaction (and the padding split before it, if any) as built, hex PSBTs. */
  readonly psbtBid: string;
  readonly psbtBid2: string;
  readonly signIndexes: readonly number[];
  /** created: built; placed: signed and held until the auction ends; won; lost; failed (its inputs were spent). */
  readonly status: 'created' | 'placed' | 'won' | 'lost' | 'failed';
  /** The signed transactions (raw hex), held for an auction. */
  readonly signedTx: string | null;
  readonly signedTx2: string | null;
  readonly time: number;
}

/** An entry of the market's activity (the site's type, with its unit price); the actions call answers it as `event` and `timestamp`. */
export type ActionType = MarketActionType;
export type MarketAction = ActivityRow & { readonly unitPrice: number };

/** A sweep (create_batch_bid): the listings it buys at their prices, one transaction (and its padding split). */
export interface BatchBid {
  readonly bidId: string;
  readonly auctionIds: readonly string[];
  readonly prices: readonly number[];
  readonly buyer: string;
  readonly nftAddress: string;
  readonly psbtBid: string;
  readonly psbtBid2: string;
  readonly status: 'created' | 'won';
}

export interface MarketState {
  readonly counter: number;
  readonly listings: Readonly<Record<string, Listing>>;
  readonly bids: Readonly<Record<string, Bid>>;
  /** Sweeps, by bidId (absent in states saved before sweeps existed). */
  readonly batchBids?: Readonly<Record<string, BatchBid>>;
  readonly actions: readonly MarketAction[];
}

export function initialMarket(): MarketState {
  return { counter: 0, listings: {}, bids: {}, actions: [] };
}
