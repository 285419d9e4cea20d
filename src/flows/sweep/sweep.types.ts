import type { BidPrepare, MarketCategory } from '../../domain/entities';
import type { MarketAsset } from '../../domain/market/market-reads';
import type { SweepChoice, SweepLot } from '../../domain/market/sweep';

/** The sweep's input, context, events and what its actors take and give (the machine is sweep.machine.ts). */
export interface SweepInput {
  readonly asset: MarketAsset;
  readonly title: string;
}
/**
 * The batch prepare's answer, and how many padding coins the buyer lacks for the lots, as the app read its coins itself
 * (absent: none lacking, as for a buyer the app did not read): the review's total then includes the split at its bound.
 */
export type SweepPrepare = BidPrepare & { readonly paddingsMissing?: number };
/** What the prepare gives: the lots still for sale, the fees for them, and how many were dropped as sold. */
export interface SweepPrepared {
  readonly lots: readonly SweepLot[];
  readonly prepared: SweepPrepare | null;
  readonly dropped: number;
  /** Listings left out before the prepare: the indexer could not place them, or they share an output with another. */
  readonly skipped?: number;
}
/** What create_batch_bid built: the transaction, its padding split (or none), the fees. */
export interface SweepBuilt {
  readonly bidId: string;
  readonly psbtBid: string;
  readonly psbtBid2: string;
  readonly serverFee: number;
  readonly networkFee: number;
  readonly signIndexes: readonly number[];
  /** The padding split's fee (exact from the chain's amounts, or the most it may cost). */
  readonly paddingFeeSats: string;
}
export interface SweepSigned {
  readonly psbtBid: string;
  readonly psbtBid2: string;
}
export interface SweepContext extends SweepInput {
  readonly choice: SweepChoice;
  readonly checked: boolean;
  readonly lots: readonly SweepLot[];
  readonly prepared: SweepPrepare | null;
  readonly feeRate: number | null;
  readonly built: SweepBuilt | null;
  readonly txid: string | null;
  /** multi_buy_items_sold_out, when the review was rebuilt without items sold meanwhile. */
  readonly notice: string | null;
  /** How many of the cheapest were left out (not placed by the indexer, or sharing an output). */
  readonly skipped: number;
  readonly error: string | null;
}
export type SweepEvent =
  | { type: 'CHOOSE_BY'; by: SweepChoice['by'] }
  | { type: 'SET_AMOUNT'; value: string }
  | { type: 'SET_MAX_PRICE'; value: string }
  | { type: 'NEXT' }
  | { type: 'FEE_RATE'; rate: number | null }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

export type GatherInput = Pick<SweepContext, 'asset' | 'choice' | 'lots'> & { readonly again: boolean };
export type BuildInput = Pick<SweepContext, 'asset' | 'lots' | 'feeRate' | 'prepared'>;
/** The sweep for the signing step: what the check holds its PSBTs to, and where confirm_batch_bid sends them. */
export type SignInput = Pick<SweepContext, 'asset' | 'lots' | 'built' | 'feeRate' | 'prepared'>;
/** What confirm_batch_bid answers: the purchase's transaction (when it says). */
export interface SweepSent {
  readonly txid: string | null;
}
export type SweepCategory = MarketCategory;
