/**
 * The entities users trade and the app reads, with the services' field names. Amounts the
 * server sends as numbers are kept as it sends them; they become Decimal where they are computed with.
 * A server's answer is typed by its schema (decoded.ts): the schema says what the wire holds and what the app
 * reads, once; the types here name them. Where a spec says a shape is "not shown", the schema is ours and says so.
 */
import type * as B from './basic-schemas';
import type { Decoded } from './decoded';
import type * as S from './market/market-schemas';
import type * as L from './market/market-list-schemas';
import type { WalletType } from './wallets';

/** The market's categories, kinds of sale and actions, windows and order statuses: the words its answers hold, as their schemas read them. */
export type MarketCategory = Decoded<typeof S.category>;
export const MARKET_CATEGORIES: readonly MarketCategory[] = ['brc20', 'domain', 'collection', 'arc20', 'runes'];
export type NftType = MarketCategory;
export type MarketType = Decoded<typeof S.marketType>;
export type MarketActionType = Decoded<typeof L.Activity>['list'][number]['type'];
export type TimeRange = 'day1' | 'day7' | 'day30';
export type StatisticWindow = Decoded<typeof S.statWindow>;
export { DOMAIN_KINDS, isDomainKind, type DomainKind } from './domain-kinds';
export type DomainFilter = 'All' | 'Keyboard' | '1-99' | '1_letter_1_number' | '2_letters' | '3_letters';
export type DeployerClaimState = 'claiming' | 'claimed' | 'unclaimed' | 'review' | 'reject';
export type InscribeOrderStatus = (typeof B.ORDER_STATUSES)[number];
export type OrderStage = 'pending' | 'payment' | 'deliver';
/** brc-20 ticker length enum: byte4=8, byte5=16, both=24. */
export const TICK_LEN = { byte4: 8, byte5: 16, both: 24 } as const;

/** Fee rate detail response. */
export type FeeRateDetail = Decoded<typeof B.FeeRateDetail>;
/** Fee estimate response: the fee rates by blocks and the BTC price in USD. */
export type FeeEstimate = Decoded<typeof B.FeeEstimate>;
/** A blocks-time list entry. */
export interface BlocksTimeEntry {
  readonly feerate: number;
  readonly blocks: number;
}
/** Fee discount for an address. */
export type FeeDiscount = Decoded<typeof B.FeeDiscount>;
/** A service-fee discount of create_bid_prepare. */
export type Discount = BidPrepare['discounts'][number];
/** Buy-prepare response. */
export type BidPrepare = Decoded<typeof S.BidPrepare>;
/** Bid response. */
export type BidResponse = Decoded<typeof S.Bid>;
/** Put-on response. */
export type PutOnResponse = Decoded<typeof L.PutOn>;
/** Put-off response. */
export type PutOffResponse = Decoded<typeof L.PutOff>;
/** Market statistic. */
export type MarketStatistic = Decoded<typeof L.Statistic>;
/** Market config. */
export type MarketConfig = Decoded<typeof L.Config>;
/** Basic (v4) config: market and swap access and maintenance. */
export type BasicConfig = Decoded<typeof B.BasicConfig>;
/** User. */
export type User = Decoded<typeof B.User>;
/** Login response: the user with its session. */
export type LoginUser = Decoded<typeof B.LoginUser>;
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
