import { TIMEOUTS_MS } from '../../domain/constants';
import type {
  BidPrepare,
  BidResponse,
  Json,
  MarketCategory,
  MarketConfig,
  MarketStatistic,
  MarketType,
  PutOffResponse,
  PutOnResponse,
} from '../../domain/entities';
import type { WalletType } from '../../domain/wallets';
import type {
  ActivityPage,
  BidRow,
  CollectionRow,
  CurvePoint,
  DomainKindRow,
  InscriptionView,
  ListingPage,
  ListingRow,
  TickRow,
} from '../../domain/market/market-reads';
import type { StatisticWindow, TimeRange } from '../../domain/entities';
import type { HttpClient } from '../http/http-client';

/**
 * The market layer (30 s, some 5 s or 60 s; all POST). Per-category calls are at
 * `/{category}/auction/{name}` ('/auction/list' is `/{category}/auction/list`); the others at the base.
 * The spec does not say which calls take 5 s or 60 s; ours: the entry checks a page waits on before it
 * can show anything (config, market_entry, entry_inspection) take 5 s, and the calls that check
 * signatures and broadcast (confirm_*, create_batch_*) take 60 s.
 */
export const MARKET_CATEGORY_CALLS = [
  'list',
  'domain_info',
  'domain_types',
  'brc20_info',
  'inscription_info',
  'inscription_info_list',
  'inscription_type',
  'detail',
  'bid_history',
  'curve_price',
  'brc20_types_many',
  'brc20_types_specified',
  'arc20_types_many',
  'arc20_types_specified',
  'runes_types_many',
  'runes_types_specified',
  'brc20_statistic',
  'arc20_statistic',
  'runes_statistic',
  'domain_statistic',
  'actions',
  'collection_summary',
  'collection_inscriptions',
  'collection_statistic_list',
  'collection_statistic',
  'market_entry',
  'config',
  'create_put_on',
  'confirm_put_on',
  'create_batch_put_on',
  'confirm_batch_put_on',
  'create_bid_prepare',
  'create_bid',
  'confirm_bid',
  'create_batch_bid_prepare',
  'create_batch_bid',
  'confirm_batch_bid',
  'create_claim',
  'confirm_claim',
  'create_put_off',
  'confirm_put_off',
  'create_modify_price',
  'confirm_modify_price',
] as const;
export type MarketCall = (typeof MARKET_CATEGORY_CALLS)[number];

export function marketTimeoutMs(call: string): number {
  if (call === 'config' || call === 'market_entry' || call === 'entry_inspection') return TIMEOUTS_MS.marketShort;
  if (call.startsWith('confirm_') || call.startsWith('create_batch_')) return TIMEOUTS_MS.marketLong;
  return TIMEOUTS_MS.market;
}

export interface ListFilter {
  readonly address?: string;
  readonly nftType?: MarketCategory;
  readonly tick?: string;
  readonly isEnd?: boolean;
  readonly domainType?: string;
  readonly collectionId?: string;
  readonly marketType?: string;
  /** Total price bounds, sats (the real API's names). */
  readonly minPrice?: number;
  readonly maxPrice?: number;
  /** A domain filter. */
  readonly domainFilter?: string;
}
type WindowRequest = { start?: number; limit?: number; timeType?: StatisticWindow };
type RowsPage<T> = { list: readonly T[]; total: number };
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
  readonly auctionTime?: number;
  readonly unitPrice?: string;
  readonly atomicalId?: string;
  readonly txid?: string;
  readonly index?: number;
  readonly btcAddress?: string;
}
export interface ConfirmSignedRequest {
  readonly auctionId: string;
  readonly psbt: string;
  readonly fromBase64: boolean;
  readonly walletType: WalletType;
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
  readonly bidPrice: string;
  readonly address: string;
  readonly pubkey: string;
}
export interface CreateBidRequest extends BidPrepareRequest {
  readonly feeRate: number;
  readonly nftAddress?: string;
}
/** confirm_bid's answer: the purchase's txid (fixed price), or the bid placed (auction). */
export interface ConfirmBidResponse {
  readonly txid?: string;
  readonly bidId?: string;
}

export interface ConfirmBidRequest {
  readonly auctionId: string;
  readonly bidId: string;
  readonly psbtBid: string;
  readonly psbtBid2: string;
  readonly psbtSettle: string;
  readonly fromBase64: boolean;
  readonly walletType: WalletType;
}

export function createMarketApi(deps: { market: HttpClient }) {
  const { market } = deps;
  const call =
    <Req, Res>(category: MarketCategory, name: MarketCall) =>
    (body?: Req, signal?: AbortSignal) =>
      market.post<Res>(`/${category}/auction/${name}`, body ?? {}, { timeoutMs: marketTimeoutMs(name), signal });

  /** Every call of one category. */
  const forCategory = (category: MarketCategory) => ({
    list: (request: ListRequest, signal?: AbortSignal) =>
      call<ListRequest, ListingPage>(category, 'list')(
        { sort: { onSaleTime: -1 }, start: 0, limit: 20, ...request, filter: { nftType: category, ...request.filter } },
        signal,
      ),
    domainInfo: call<{ domain: string }, Json>(category, 'domain_info'),
    domainTypes: call<{ timeType?: StatisticWindow }, DomainKindRow[]>(category, 'domain_types'),
    brc20Info: call<{ tick: string }, Json>(category, 'brc20_info'),
    inscriptionInfo: call<{ inscriptionId: string }, InscriptionView>(category, 'inscription_info'),
    inscriptionInfoList: call<{ inscriptionIds: readonly string[] }, Json>(category, 'inscription_info_list'),
    inscriptionType: call<{ inscriptionId: string }, Json>(category, 'inscription_type'),
    detail: call<{ auctionId: string }, ListingRow>(category, 'detail'),
    bidHistory: call<{ auctionId: string }, BidRow[]>(category, 'bid_history'),
    curvePrice: call<{ tick?: string; collectionId?: string; domainType?: string; timeRange?: TimeRange }, CurvePoint[]>(category, 'curve_price'),
    brc20TypesMany: call<WindowRequest & { tickLen?: 5 }, RowsPage<TickRow>>(category, 'brc20_types_many'),
    brc20TypesSpecified: call<{ ticks: readonly string[] }, Json>(category, 'brc20_types_specified'),
    arc20TypesMany: call<WindowRequest, RowsPage<TickRow>>(category, 'arc20_types_many'),
    arc20TypesSpecified: call<{ ticks: readonly string[] }, Json>(category, 'arc20_types_specified'),
    runesTypesMany: call<WindowRequest, RowsPage<TickRow>>(category, 'runes_types_many'),
    runesTypesSpecified: call<{ ticks: readonly string[] }, Json>(category, 'runes_types_specified'),
    brc20Statistic: call<{ tick: string }, MarketStatistic>(category, 'brc20_statistic'),
    arc20Statistic: call<{ tick: string }, MarketStatistic>(category, 'arc20_statistic'),
    runesStatistic: call<{ tick: string }, MarketStatistic>(category, 'runes_statistic'),
    domainStatistic: call<{ domainType?: string }, MarketStatistic>(category, 'domain_statistic'),
    actions: call<
      {
        filter?: { type?: string; tick?: string; collectionId?: string; domainType?: string; address?: string; timeRange?: TimeRange };
        start?: number;
        limit?: number;
      },
      ActivityPage
    >(category, 'actions'),
    collectionSummary: call<{ collectionId: string }, CollectionRow>(category, 'collection_summary'),
    collectionInscriptions: call<{ address: string; collectionId: string; start?: number; limit?: number }, Json>(category, 'collection_inscriptions'),
    collectionStatisticList: call<WindowRequest, RowsPage<CollectionRow>>(category, 'collection_statistic_list'),
    collectionStatistic: call<{ collectionId: string }, MarketStatistic>(category, 'collection_statistic'),
    marketEntry: call<Record<string, Json>, Json>(category, 'market_entry'),
    config: call<Record<string, never>, MarketConfig>(category, 'config'),
    createPutOn: call<CreatePutOnRequest, PutOnResponse>(category, 'create_put_on'),
    confirmPutOn: call<ConfirmSignedRequest, Json>(category, 'confirm_put_on'),
    createBatchPutOn: call<{ items: readonly CreatePutOnRequest[] }, PutOnResponse>(category, 'create_batch_put_on'),
    confirmBatchPutOn: call<ConfirmSignedRequest, Json>(category, 'confirm_batch_put_on'),
    createBidPrepare: call<BidPrepareRequest, BidPrepare>(category, 'create_bid_prepare'),
    createBid: call<CreateBidRequest, BidResponse>(category, 'create_bid'),
    confirmBid: call<ConfirmBidRequest, ConfirmBidResponse>(category, 'confirm_bid'),
    createBatchBidPrepare: call<{ auctionIds: readonly string[]; address: string; pubkey: string }, BidPrepare>(category, 'create_batch_bid_prepare'),
    createBatchBid: call<{ auctionIds: readonly string[]; address: string; pubkey: string; feeRate: number }, BidResponse>(category, 'create_batch_bid'),
    confirmBatchBid: call<Omit<ConfirmBidRequest, 'auctionId'> & { auctionIds: readonly string[] }, Json>(category, 'confirm_batch_bid'),
    createClaim: call<{ auctionId: string; address: string; pubkey: string }, Json>(category, 'create_claim'),
    confirmClaim: call<ConfirmSignedRequest, Json>(category, 'confirm_claim'),
    createPutOff: call<CreatePutOffRequest, PutOffResponse>(category, 'create_put_off'),
    confirmPutOff: call<ConfirmSignedRequest, Json>(category, 'confirm_put_off'),
    createModifyPrice: call<CreateModifyPriceRequest, PutOnResponse>(category, 'create_modify_price'),
    confirmModifyPrice: call<ConfirmSignedRequest, Json>(category, 'confirm_modify_price'),
  });

  return {
    forCategory,
    xverseBind: (body: { btcAddress: string; nftAddress: string; sign: string }) => market.post<Json>('/common/xverse_bind', body),
    entryInspection: (address: string) => market.post<Json>('/common/entry_inspection', { address }, { timeoutMs: marketTimeoutMs('entry_inspection') }),
    managerMaintain: (password: string) => market.post<Json>('/manager/maintain', { password }),
    deployerInfo: (address: string) => market.post<Json>('/deployer/deployer_info', { address }),
    deployerClaimableInfo: (address: string) => market.post<Json>('/deployer/claimable_info', { address }),
    deployerClaim: (body: { address: string; tick: string; sign: string }) => market.post<Json>('/deployer/claim', body),
    deployerHistoryInfo: (address: string) => market.post<Json>('/deployer/history_info', { address }),
  };
}

export type MarketApi = ReturnType<typeof createMarketApi>;
export type CategoryMarketApi = ReturnType<MarketApi['forCategory']>;
