import { TIMEOUTS_MS } from '../../domain/constants';
import type * as v from 'valibot';
import type { MarketActionType, MarketCategory, PutOnResponse } from '../../domain/entities';
import type { ListingPage } from '../../domain/market/market-reads';
import type { StatisticWindow, TimeRange } from '../../domain/entities';
import { decodeAnswer } from '../http/decode';
import type { HttpClient } from '../http/http-client';
import * as S from '../../domain/market/market-schemas';
import type * as L from '../../domain/market/market-list-schemas';
import type {
  TypesWindow,
  OpenWindowRequest,
  WindowRequest,
  ListRequest,
  CreatePutOnRequest,
  ConfirmSignedRequest,
  CreatePutOffRequest,
  CreateModifyPriceRequest,
  BidPrepareRequest,
  CreateBidRequest,
  ConfirmBidRequest,
} from './market-requests';

type Lists = typeof L;
/** The schemas of the answers the buy widget never reads, loaded with the first such call. */
const lists = () => import('../../domain/market/market-list-schemas');

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
  'brc20_kline',
  'brc20_types',
  'runes_types',
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

/** confirm_bid's answer: the purchase's txid (fixed price), or the bid placed (auction). */
export type ConfirmBidResponse = v.InferOutput<typeof S.ConfirmBid>;

export function createMarketApi(deps: { market: HttpClient }) {
  const { market } = deps;
  /** One call of a category: its answer decoded by `schema` (the wire type is the schema's), or a bad-response error naming the call. */
  const call =
    <Req, Schema extends v.GenericSchema>(category: MarketCategory, name: MarketCall, schema: Schema) =>
    async (body?: Req, signal?: AbortSignal): Promise<v.InferOutput<Schema>> =>
      decodeAnswer(schema, await market.post<unknown>(`/${category}/auction/${name}`, body ?? {}, { timeoutMs: marketTimeoutMs(name), signal }), {
        layer: 'market',
        call: name,
      });
  /** A call whose schema is in market-list-schemas.ts: its answer and that module fetched together. */
  const listCall =
    <Req, K extends keyof Lists>(category: MarketCategory, name: MarketCall, key: K) =>
    async (body?: Req, signal?: AbortSignal): Promise<v.InferOutput<Lists[K]>> => {
      const [answer, schemas] = await Promise.all([
        market.post<unknown>(`/${category}/auction/${name}`, body ?? {}, { timeoutMs: marketTimeoutMs(name), signal }),
        lists(),
      ]);
      return decodeAnswer(schemas[key], answer, { layer: 'market', call: name });
    };
  const common = async <Schema extends v.GenericSchema>(path: string, name: string, schema: Schema, body: unknown, timeoutMs?: number) =>
    decodeAnswer(schema, await market.post<unknown>(path, body, timeoutMs === undefined ? {} : { timeoutMs }), { layer: 'market', call: name });

  /** Every call of one category. The domain types the views read are what the schemas give (market-schemas.ts maps the wire). */
  const forCategory = (category: MarketCategory) => {
    const createModifyPrice = listCall<CreateModifyPriceRequest, 'ModifyPrice'>(category, 'create_modify_price', 'ModifyPrice');
    return {
      list: (request: ListRequest, signal?: AbortSignal): Promise<ListingPage> =>
        listCall<ListRequest, 'ListingRows'>(
          category,
          'list',
          'ListingRows',
        )({ sort: { onSaleTime: -1 }, start: 0, limit: 20, ...request, filter: { nftType: category, ...request.filter } }, signal),
      domainInfo: call<{ domain: string }, typeof S.Opaque>(category, 'domain_info', S.Opaque),
      /** The open API's domain_types takes no request fields: one window, the market's (no timeType). */
      domainTypes: listCall<Record<string, never>, 'DomainKindRows'>(category, 'domain_types', 'DomainKindRows'),
      brc20Info: call<{ tick: string }, typeof S.Opaque>(category, 'brc20_info', S.Opaque),
      inscriptionInfo: call<{ inscriptionId: string }, typeof S.Inscription>(category, 'inscription_info', S.Inscription),
      inscriptionInfoList: listCall<{ address?: string; inscriptionIds: readonly string[] }, 'InscriptionList'>(
        category,
        'inscription_info_list',
        'InscriptionList',
      ),
      inscriptionType: call<{ inscriptionId: string }, typeof S.Opaque>(category, 'inscription_type', S.Opaque),
      detail: call<{ auctionId: string }, typeof S.Listing>(category, 'detail', S.Listing),
      bidHistory: listCall<{ auctionId: string }, 'Bids'>(category, 'bid_history', 'Bids'),
      /** The open API's price points of a tick (brc-20 only): times and the step in ms. */
      brc20Kline: listCall<{ tick: string; timeStart: number; timeEnd: number; timeStep: number }, 'Kline'>(category, 'brc20_kline', 'Kline'),
      curvePrice: listCall<{ tick?: string; collectionId?: string; domainType?: string; timeRange?: TimeRange }, 'Curve'>(category, 'curve_price', 'Curve'),
      brc20TypesMany: listCall<WindowRequest & { tickLen?: 5 }, 'TickRows'>(category, 'brc20_types_many', 'TickRows'),
      /** The open API's tick lists (brc-20's, runes'): a page of ticks over day1, day7 or day30. */
      brc20Types: listCall<OpenWindowRequest, 'OpenTickRows'>(category, 'brc20_types', 'OpenTickRows'),
      runesTypes: listCall<OpenWindowRequest, 'OpenTickRows'>(category, 'runes_types', 'OpenTickRows'),
      /** The open API's: one tick, the window as day1, day7 or day30. */
      brc20TypesSpecified: listCall<{ tick: string; timeType?: TypesWindow }, 'TypesSpecified'>(category, 'brc20_types_specified', 'TypesSpecified'),
      arc20TypesMany: listCall<WindowRequest, 'TickRows'>(category, 'arc20_types_many', 'TickRows'),
      arc20TypesSpecified: call<{ ticks: readonly string[] }, typeof S.Opaque>(category, 'arc20_types_specified', S.Opaque),
      runesTypesMany: listCall<WindowRequest, 'TickRows'>(category, 'runes_types_many', 'TickRows'),
      runesTypesSpecified: listCall<{ tick: string; timeType?: TypesWindow }, 'TypesSpecified'>(category, 'runes_types_specified', 'TypesSpecified'),
      brc20Statistic: listCall<{ tick: string }, 'Statistic'>(category, 'brc20_statistic', 'Statistic'),
      arc20Statistic: listCall<{ tick: string }, 'Statistic'>(category, 'arc20_statistic', 'Statistic'),
      runesStatistic: listCall<{ tick: string }, 'Statistic'>(category, 'runes_statistic', 'Statistic'),
      /** The open API's: a kind's names per category. */
      domainStatistic: listCall<{ domainType: string }, 'DomainCategories'>(category, 'domain_statistic', 'DomainCategories'),
      actions: listCall<
        {
          filter?: { event?: MarketActionType; tick?: string; collectionId?: string; domainType?: string; address?: string; inscriptionId?: string };
          start?: number;
          limit?: number;
        },
        'Activity'
      >(category, 'actions', 'Activity'),
      /** The same call for one address's history: every event, claims too (My Bitcoin Assets, Activity). */
      addressActions: listCall<{ filter: { address: string }; start: number; limit: number }, 'AddressActivity'>(category, 'actions', 'AddressActivity'),
      /** The open API's: the collections an address holds items of. */
      collectionSummary: listCall<{ address: string; firstCollectionId?: string }, 'CollectionHoldings'>(category, 'collection_summary', 'CollectionHoldings'),
      /** The open API's request: start and limit required. */
      collectionInscriptions: call<{ address: string; collectionId: string; start: number; limit: number }, typeof S.Opaque>(
        category,
        'collection_inscriptions',
        S.Opaque,
      ),
      /** The open API's request: the window in `filter.timeType`, start and limit required. */
      collectionStatisticList: listCall<
        { filter: { timeType: StatisticWindow; name?: string; collections?: readonly string[] }; start: number; limit: number },
        'CollectionRows'
      >(category, 'collection_statistic_list', 'CollectionRows'),
      /** The open API's: a collection's header and figures. */
      collectionStatistic: listCall<{ collectionId: string }, 'CollectionStatistic'>(category, 'collection_statistic', 'CollectionStatistic'),
      /** The market's entry summary: each category's listings and 24-hour volume (the landing's line). */
      marketEntry: call<Record<string, never>, typeof S.MarketEntry>(category, 'market_entry', S.MarketEntry),
      config: listCall<Record<string, never>, 'Config'>(category, 'config', 'Config'),
      createPutOn: listCall<CreatePutOnRequest, 'PutOn'>(category, 'create_put_on', 'PutOn'),
      confirmPutOn: call<ConfirmSignedRequest, typeof S.Confirmed>(category, 'confirm_put_on', S.Confirmed),
      /** The open API's MarketCreateBatchPutOnRequest: outputs (`utxos`) listed at one unit price, in one PSBT. */
      createBatchPutOn: listCall<
        { unitPrice: string; pubkey: string; nftType: MarketCategory; btcAddress?: string; utxos: readonly { txid: string; index: number }[] },
        'BatchPutOn'
      >(category, 'create_batch_put_on', 'BatchPutOn'),
      /** The open API's MarketConfirmBatchPutOnRequest. */
      confirmBatchPutOn: call<{ batchAuctionId: string; psbt: string; fromBase64: boolean }, typeof S.Confirmed>(category, 'confirm_batch_put_on', S.Confirmed),
      createBidPrepare: call<BidPrepareRequest, typeof S.BidPrepare>(category, 'create_bid_prepare', S.BidPrepare),
      createBid: call<CreateBidRequest, typeof S.Bid>(category, 'create_bid', S.Bid),
      confirmBid: call<ConfirmBidRequest, typeof S.ConfirmBid>(category, 'confirm_bid', S.ConfirmBid),
      createBatchBidPrepare: listCall<{ auctionIds: readonly string[]; address: string; pubkey: string }, 'BatchBidPrepare'>(
        category,
        'create_batch_bid_prepare',
        'BatchBidPrepare',
      ),
      /** The open API's MarketCreateBatchBidRequest: a price for each auction, in its order. */
      createBatchBid: listCall<
        { auctionIds: readonly string[]; bidPrices: readonly number[]; address: string; pubkey: string; feeRate: number; nftAddress?: string },
        'BatchBid'
      >(category, 'create_batch_bid', 'BatchBid'),
      /** The open API's MarketConfirmBatchBidRequest: the batch's bid and its signed PSBT (and ours, the signed padding split). */
      confirmBatchBid: call<{ bidId: string; psbtBid: string; psbtBid2?: string; fromBase64: boolean }, typeof S.ConfirmBid>(
        category,
        'confirm_batch_bid',
        S.ConfirmBid,
      ),
      /** Ours (the specs name the call only): the purchase an auction's highest bidder signs to claim what no bid could complete. */
      createClaim: listCall<{ auctionId: string; address: string; pubkey: string; nftAddress: string; feeRate: number }, 'Claim'>(
        category,
        'create_claim',
        'Claim',
      ),
      confirmClaim: listCall<{ claimId: string; psbtClaim: string; psbtClaim2?: string; fromBase64: boolean }, 'ClaimConfirmed'>(
        category,
        'confirm_claim',
        'ClaimConfirmed',
      ),
      createPutOff: listCall<CreatePutOffRequest, 'PutOff'>(category, 'create_put_off', 'PutOff'),
      confirmPutOff: listCall<ConfirmSignedRequest, 'ConfirmPutOff'>(category, 'confirm_put_off', 'ConfirmPutOff'),
      /** The real answer is `{psbt, signIndexes}`: the listing's auctionId is the one asked about. */
      createModifyPrice: async (request: CreateModifyPriceRequest, signal?: AbortSignal): Promise<PutOnResponse> => ({
        auctionId: request.auctionId,
        ...(await createModifyPrice(request, signal)),
      }),
      confirmModifyPrice: call<ConfirmSignedRequest, typeof S.Confirmed>(category, 'confirm_modify_price', S.Confirmed),
    };
  };

  return {
    forCategory,
    xverseBind: (body: { btcAddress: string; nftAddress: string; sign: string }) => common('/common/xverse_bind', 'xverse_bind', S.Opaque, body),
    entryInspection: (address: string) =>
      common('/common/entry_inspection', 'entry_inspection', S.EntryInspection, { address }, marketTimeoutMs('entry_inspection')),
    /** The operator's switch: the market stops for maintenance (the password is sent once, never kept). */
    managerMaintain: (password: string) => common('/manager/maintain', 'maintain', S.Maintained, { password }),
    deployerInfo: (address: string) => common('/deployer/deployer_info', 'deployer_info', S.Opaque, { address }),
    deployerClaimableInfo: (address: string) => common('/deployer/claimable_info', 'claimable_info', S.Opaque, { address }),
    deployerClaim: (body: { address: string; tick: string; sign: string }) => common('/deployer/claim', 'claim', S.Opaque, body),
    deployerHistoryInfo: (address: string) => common('/deployer/history_info', 'history_info', S.Opaque, { address }),
  };
}

export type MarketApi = ReturnType<typeof createMarketApi>;
export type CategoryMarketApi = ReturnType<MarketApi['forCategory']>;
