/**
 * The entities users trade and the app reads, with the services' field names. Amounts the
 * server sends as numbers are kept as it sends them; they become Decimal where they are computed with.
 * Where a spec says a shape is "not shown", the type here is ours and says so.
 */
import type { WalletType } from './wallets';

export type MarketCategory = 'brc20' | 'domain' | 'collection' | 'arc20' | 'runes';
export const MARKET_CATEGORIES: readonly MarketCategory[] = ['brc20', 'domain', 'collection', 'arc20', 'runes'];
export type NftType = MarketCategory;
export type MarketType = 'fixedPrice' | 'auction';
export type MarketActionType = 'Listed' | 'Sold' | 'Cancel' | 'Updated';
export type TimeRange = 'day1' | 'day7' | 'day30';
export type StatisticWindow = '1h' | '6h' | '24h' | '7d' | '30d' | 'all';
/** Domain kinds. */
export const DOMAIN_KINDS = ['sats', 'unisat', 'btc', 'xbt', 'ord', 'gm', 'bitmap', 'uniworlds'] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];
export const isDomainKind = (value: unknown): value is DomainKind => (DOMAIN_KINDS as readonly unknown[]).includes(value);
export type DomainFilter = 'All' | 'Keyboard' | '1-99' | '1_letter_1_number' | '2_letters' | '3_letters';
export type DeployerClaimState = 'claiming' | 'claimed' | 'unclaimed' | 'review' | 'reject';
export type InscribeOrderStatus =
  'pending' | 'paid' | 'paidConfirm' | 'inscribing' | 'cancel' | 'minted' | 'refunded' | 'stuck' | 'needRefund' | 'failed' | 'notPaid';
export type OrderStage = 'pending' | 'payment' | 'deliver';
/** brc-20 ticker length enum: byte4=8, byte5=16, both=24. */
export const TICK_LEN = { byte4: 8, byte5: 16, both: 24 } as const;

/** Fee rate option. */
export interface FeeRateOption {
  readonly name: 'Economy' | 'Normal' | 'Custom';
  readonly mintRate: number;
}
/** Fee rate detail response. */
export interface FeeRateDetail {
  readonly custom: number;
  readonly economy: number;
  readonly normal: number;
  readonly minimum: number;
}
export interface FeeRatePoint {
  readonly timestamp: number;
  readonly feerate: number;
}
/** Fee estimate response. */
export interface FeeEstimate {
  readonly BlocksFeeRateEstimate: readonly FeeRatePoint[];
  readonly BlocksAvgFeeRate: readonly FeeRatePoint[];
  readonly BTCPrice: number;
}
/** A blocks-time list entry. */
export interface BlocksTimeEntry {
  readonly feerate: number;
  readonly blocks: number;
}
/** Fee discount for an address. */
export interface FeeDiscount {
  readonly unisatCount: number;
  readonly ogPassCount: number;
  readonly unisatFeeCutPercent: number;
  readonly ogPassFeeCutPercent: number;
  readonly ozPassCount: number;
  readonly ozPassFeeCutPercent: number;
}
/** Inscription item. */
export interface InscriptionItem {
  readonly inscriptionId: string;
  readonly inscriptionNumber: number;
  readonly inscriptionName?: string;
  readonly inscriptionOriginName?: string;
  /** 0 means unconfirmed. */
  readonly timestamp: number;
  readonly tick?: string;
  readonly amount?: string;
  readonly contentType?: string;
  readonly collectionId?: string;
  readonly collectionItemName?: string;
  readonly collectionHighResImgUrl?: string;
  readonly txid?: string;
  /** Where the inscription's sat is: its output ("txid:vout") and the offset in it (the indexer's names). */
  readonly output?: string;
  readonly offset?: number;
  readonly satoshi?: number;
  readonly divisibility?: number;
  readonly listed?: boolean;
}
/** Market detail (a listing). */
export interface MarketDetail {
  readonly auctionId: string;
  readonly price: number;
  readonly unitPrice?: number;
  readonly amount?: string;
  readonly tick?: string;
  readonly name?: string;
  readonly symbol?: string;
  readonly domain?: string;
  readonly nftType: NftType;
  readonly marketType: MarketType;
  readonly atomicalId?: string;
  readonly atomicalTxid?: string;
  readonly atomicalIndex?: number;
  readonly verification?: boolean;
  /** Who listed it, and the inscription, as the list shows them. */
  readonly address?: string;
  readonly inscriptionId?: string;
}
export interface Discount {
  readonly name: string;
  readonly percent: number;
  /** 'mul' multiplies by (1 - percent); anything else subtracts. */
  readonly type: 'mul' | string;
}
/** Buy-prepare response. */
export interface BidPrepare {
  readonly feeRate: number;
  readonly txSize: number;
  readonly serverReal: number;
  readonly serverFee: number;
  readonly serverFeeRate: number;
  /** Ours: the real API answers none, which is no discount. */
  readonly discounts: readonly Discount[];
  readonly availableBalance: number;
  readonly nftValue?: number;
  readonly allBalance?: number;
}
/** Bid response. */
export interface BidResponse {
  readonly bidId: string;
  readonly psbtBid: string;
  readonly psbtBid2: string;
  readonly psbtSettle: string;
  /** The buyer's inputs to sign; absent: every input but the seller's (input 1 of the market's layout). */
  readonly bidSignIndexes?: readonly number[];
  /** The fees the market built the purchase with (sats), and the sats the item carries. */
  readonly serverFee: number;
  readonly networkFee: number;
  readonly feeRate: number;
  readonly nftValue: number;
}
/** Put-on response. */
export interface PutOnResponse {
  readonly auctionId: string;
  readonly psbt: string;
  readonly signIndexes: readonly number[];
}
/** Put-off response. */
export interface PutOffResponse {
  readonly psbt: string;
  readonly nftSignIndexes: readonly number[];
  readonly btcSignIndexes: readonly number[];
  /** An on-chain unlisting's size (vB), as the market answers it; the fee it pays the app works out from the PSBT. */
  readonly txSize?: number;
}
/** Market statistic. */
export interface MarketStatistic {
  readonly listLowPrice: number;
  readonly curPrice: number;
  readonly lowPrice: number;
  readonly highPrice: number;
}
/** Market config. */
export interface MarketConfig {
  readonly minPrice: number;
  readonly maxPrice: number;
  readonly maxPriceVip: number;
  readonly domainMaxPrice: number;
  readonly domainMaxPriceVip: number;
  readonly collectionMaxPrice: number;
  readonly collectionMaxPriceVip: number;
  readonly inscriptionVipNeed: number;
  readonly onSaleConfirmBlocks: number;
  readonly priceFreeServerFee: number;
  readonly BTCPrice: number;
}
/** Basic (v4) config: market and swap access and maintenance. */
export interface BasicConfig {
  /**
   * access and maintenance; the read-only flags per market are ours (the spec says
   * they are set through events: a page shows them before any action is tried).
   */
  readonly market: {
    readonly access: boolean;
    readonly maintenance: boolean;
    readonly brc20ReadOnly?: boolean;
    readonly domainReadOnly?: boolean;
    readonly arc20ReadOnly?: boolean;
    readonly runesReadOnly?: boolean;
  };
  readonly swap: { readonly access: boolean; readonly maintenance: boolean };
}
/** User. */
export interface User {
  /** The session's address (ours: /base/user answers it, so restore checks the session is the stored address's). */
  readonly address?: string;
  readonly inscribeCount: number;
  readonly ogPassCount: number;
  readonly access?: { readonly swapAccess?: { readonly access: boolean } };
}
/** Login response: the user with its session. */
export interface LoginUser extends User {
  readonly session: string;
}
/** Referrer record. */
export interface ReferrerRecord {
  readonly ref: string;
  readonly id: string;
  readonly timestamp: number;
}
export interface LoginRequest {
  readonly address: string;
  readonly pubkey: string;
  readonly sign: string;
  readonly walletType: WalletType;
}
/** A page of results (ours: the spec names cursor/size and start/limit but not the answer's shape). */
export interface Page<T> {
  readonly list: readonly T[];
  readonly total: number;
}
/** A generic record for payloads the spec leaves "not shown" (swap calls): typed where we design them. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
