import type { MarketCategory, MarketType, StatisticWindow } from '../../domain/entities';

/** The market layer's request bodies (spec 001 section 7, in the open API's names where it has the call). */
export interface ListFilter {
  readonly address?: string;
  readonly nftType?: MarketCategory;
  readonly tick?: string;
  readonly isEnd?: boolean;
  readonly domainType?: string;
  readonly collectionId?: string;
  /** Total price bounds, sats (the real API's names). */
  readonly minPrice?: number;
  readonly maxPrice?: number;
  /** A domain category (domain_statistic's), the open API's domain filter. The open API's filter has no sale type. */
  readonly domainCategory?: string;
  /** The open API's: "Ignore start and limit and return all collection data" (a collection's search reads its listings at once). */
  readonly all?: boolean;
}
/** The window of the open API's *_types_specified calls. */
export type TypesWindow = 'day1' | 'day7' | 'day30';
export type OpenWindowRequest = { start?: number; limit?: number; timeType?: TypesWindow };
export type WindowRequest = { start?: number; limit?: number; timeType?: StatisticWindow };
export interface ListRequest {
  readonly filter: ListFilter;
  /** Default: onSaleTime descending. */
  readonly sort?: Readonly<Record<string, 1 | -1>>;
  readonly start?: number;
  readonly limit?: number;
}
export interface CreatePutOnRequest {
  readonly nftType: MarketCategory;
  readonly inscriptionId?: string;
  readonly initPrice: string;
  readonly pubkey: string;
  readonly marketType: MarketType;
  readonly unitPrice?: string;
  readonly atomicalId?: string;
  readonly txid?: string;
  /** An output's index, as text (the open API's string). */
  readonly index?: string;
  readonly btcAddress?: string;
}
export interface ConfirmSignedRequest {
  readonly auctionId: string;
  readonly psbt: string;
  readonly fromBase64: boolean;
}
export interface CreatePutOffRequest {
  readonly auctionId: string;
  readonly offChain: boolean;
  readonly nftAddress?: string;
  readonly btcPubkey?: string;
}
export interface CreateModifyPriceRequest {
  readonly auctionId: string;
  readonly initPrice: string;
  readonly unitPrice?: string;
}
export interface BidPrepareRequest {
  readonly auctionId: string;
  /** Whole sats, a number as the real API takes it. */
  readonly bidPrice: number;
  readonly address: string;
  readonly pubkey: string;
}
export interface CreateBidRequest extends BidPrepareRequest {
  readonly feeRate: number;
  readonly nftAddress?: string;
}
export interface ConfirmBidRequest {
  readonly auctionId: string;
  readonly bidId: string;
  readonly psbtBid: string;
  readonly psbtBid2: string;
  readonly psbtSettle: string;
  readonly fromBase64: boolean;
}
