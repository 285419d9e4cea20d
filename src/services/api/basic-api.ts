import type * as v from 'valibot';
import type { LoginRequest } from '../../domain/entities';
import type { OrderPayer } from '../../domain/inscribe/order-payer';
import type { Etching } from '../../domain/runes/rune-rules';
import type { HttpClient, Query } from '../http/http-client';
import { decodeAnswer } from '../http/decode';
import * as B from '../../domain/basic-schemas';
import type { Decoded } from '../../domain/decoded';
import type { ReferrerStore } from './referrer';

/** An inscribe order as the server shows it (ours: the spec lists the statuses, not the shape): what the flow follows, and more. */
export type InscribeOrder = Decoded<typeof B.InscribeOrder>;
/** The order payload (ours: "order data" in the spec). */
export interface InscribeOrderRequest {
  readonly receiveAddress: string;
  readonly feeRate: number;
  readonly outputValue: number;
  readonly files: readonly { readonly filename: string; readonly dataURL: string }[];
  readonly devAddress?: string;
  readonly devFee?: number;
}
/** What a deployer can see (ours: the spec names the calls only). */
export type DeployerInfo = Decoded<typeof B.DeployerInfo>;

/**
 * The basic layer (30 s) and the basic calls. The v4 config
 * has its own client (10 s).
 */
export function createBasicApi(deps: { basic: HttpClient; config: HttpClient; referrer: ReferrerStore }) {
  const { basic } = deps;
  const withReferrer = <T extends object>(order: T) => {
    const referrer = deps.referrer.current();
    return referrer ? { ...order, id: referrer.id, referrer: referrer.ref } : order;
  };
  /**
   * An order in the open API's V5 shape (POST /v5/inscribe/order/create and its runes-etch): the receive address is
   * its `receiver`; the referrer its `channel` (V5 has no field for the referrer's id, which is not sent). Runes
   * etchings take no public key (their closed body has none).
   */
  const v5Order = <T extends { readonly receiveAddress: string }>(request: T, payer: OrderPayer, withKey = true) => {
    const { receiveAddress, ...rest } = request;
    const referrer = deps.referrer.current();
    return {
      clientId: payer.userAddress,
      receiver: receiveAddress,
      ...rest,
      refundAddress: payer.refundAddress,
      userAddress: payer.userAddress,
      ...(withKey ? { userPubkey: payer.userPubkey } : {}),
      ...(referrer ? { channel: referrer.ref } : {}),
    };
  };
  const get =
    <S extends v.GenericSchema>(schema: S, call: string) =>
    async (path: string, query?: Query): Promise<v.InferOutput<S>> =>
      decodeAnswer(schema, await basic.get<unknown>(path, query ? { query } : {}), { layer: 'basic', call });
  const post =
    <S extends v.GenericSchema>(schema: S, call: string) =>
    async (path: string, body: unknown, options?: { session?: string }): Promise<v.InferOutput<S>> =>
      decodeAnswer(schema, await basic.post<unknown>(path, body, options ?? {}), { layer: 'basic', call });
  const answered = post(B.InscribeOrder, 'inscribe order');
  /**
   * A V5 order placed: its answer states no output value (only its read does, in all), so the order is the one
   * asked for, at the output value the site sent: what the fee rule's check counts each inscription as.
   */
  const order = async (path: string, body: { readonly outputValue: number }) => {
    const placed = await answered(path, body);
    return placed.outputValue === undefined ? { ...placed, outputValue: body.outputValue } : placed;
  };
  const opaqueGet = (path: string, query?: Query) => get(B.Opaque, path.slice(1))(path, query);
  return {
    preload: (address: string) => get(B.Preload, 'preload')('/base/preload', { address }),
    login: (request: LoginRequest) => post(B.LoginUser, 'login')('/base/login', request),
    /** Logout (ours): ends the session on the server. */
    logout: (session?: string) => post(B.Logout, 'logout')('/base/logout', {}, session ? { session } : {}),
    quickLogin: (address: string) => post(B.LoginUser, 'quick_login')('/base/quick_login', { address }),
    createInscribeOrder: (request: InscribeOrderRequest, payer: OrderPayer) => order('/inscribe/order', v5Order(request, payer)),
    createBadgeOrder: (request: InscribeOrderRequest & { collectionId: string; type: 'free' | 'premium'; count: number }) =>
      order('/badge/order', withReferrer(request)),
    /**
     * A rune etching, paid like an inscribe order, in the open API's shape (OrderCreateRunesEtchParams): the file
     * that carries it and its `runes_etch.etching` (spacedRune, symbol, divisibility, premine, terms).
     */
    createRunesEtchOrder: async (request: Omit<InscribeOrderRequest, 'files'> & { etching: Etching; content: string }, payer: OrderPayer) => {
      const { etching, content, ...base } = request;
      const runesEtch = {
        etching: {
          spacedRune: etching.spaced,
          symbol: etching.symbol,
          divisibility: etching.divisibility,
          premine: etching.premine,
          terms: { amount: etching.amount, cap: String(etching.cap) },
        },
      };
      const file = { filename: `${etching.spaced}.json`, dataURL: `data:application/json,${encodeURIComponent(content)}`, runes_etch: runesEtch };
      return order('/inscribe/order/runes-etch', v5Order({ ...base, files: [file] }, payer, false));
    },
    /** `count` mints of a rune by its id: a V5 order with `mintRuneId` and `count` (the gateway sends it to V5's create). */
    createRunesMintOrder: (request: Omit<InscribeOrderRequest, 'files'> & { runeid: string; count: number }, payer: OrderPayer) => {
      const { runeid, ...rest } = request;
      return order('/inscribe/order/runes-mint', v5Order({ ...rest, mintRuneId: runeid }, payer));
    },
    /** The V5 read names the order in its path and in its query (both required). */
    getInscribeOrder: (id: string) => get(B.InscribeOrder, 'inscribe order')(`/inscribe/order/${encodeURIComponent(id)}`, { orderId: id }),
    listInscribeOrders: (address: string, cursor = 0, size = 20) =>
      get(B.InscribeOrders, 'inscribe orders')(`/inscribe/orders/${encodeURIComponent(address)}`, { cursor, size }),
    badgeLimit: async () => get((await import('./page-schemas')).BadgeLimit, 'badge/limit')('/badge/limit'),
    collectionList: () => get(B.CollectionList, 'collection list')('/collection/list'),
    collectionInfo: async (collectionId: string) =>
      get((await import('./page-schemas')).CollectionInfo, 'collection/info')('/collection/info', { collectionId }),
    collectionSummary: (address: string) => opaqueGet('/collection/summary', { address }),
    collectionAddressInfo: async (address: string, collectionId: string) =>
      get((await import('./page-schemas')).CollectionAddressInfo, 'collection/address_info')('/collection/address_info', { address, collectionId }),
    collectionRecent: async (collectionId: string) =>
      get((await import('./page-schemas')).CollectionRecent, 'collection/recent')('/collection/recent', { collectionId }),
    collectionLimit: async (collectionId: string, address?: string) =>
      get((await import('./page-schemas')).CollectionLimit, 'collection/limit')('/collection/limit', { collectionId, ...(address ? { address } : {}) }),
    /** Ours beyond address, collectionId and count: the payer's key (a Taproot input's), where the badges go, and the fee rate. */
    createBlindPayment: async (query: { address: string; pubkey: string; receiveAddress: string; collectionId: string; count: number; feeRate: number }) =>
      get((await import('./page-schemas')).BlindPayment, 'collection/create_blind_payment')('/collection/create_blind_payment', query),
    confirmBlindPayment: async (body: { orderId: string; psbt: string; fromBase64: boolean }) =>
      post((await import('./page-schemas')).BlindConfirmed, 'collection/confirm_blind_payment')('/collection/confirm_blind_payment', body),
    blindStatus: async (orderId: string) =>
      get((await import('./page-schemas')).BlindStatus, 'collection/blind_status')('/collection/blind_status', { orderId }),
    addressBlindStatus: async (address: string) =>
      get((await import('./page-schemas')).AddressBlindStatus, 'collection/address_blind_status')('/collection/address_blind_status', { address }),
    /** MixPay (ours: the spec shows no shapes): the page where MixPay takes the order's amount and its fee, then pays the order. */
    createMixpayOrder: async (orderId: string) => post((await import('./page-schemas')).MixpayOrder, 'mixpay_order')('/inscribe/mixpay_order', { orderId }),
    mixpayExtraFee: () => get(B.MixpayExtraFee, 'mixpay_extra_fee')('/inscribe/mixpay_extra_fee'),
    pizzaTotal: async () => get((await import('./page-schemas')).PizzaTotal, 'pizza/total')('/pizza/total'),
    pizzaInfo: async (address: string) => get((await import('./page-schemas')).PizzaInfo, 'pizza/info')('/pizza/info', { address }),
    /** The claim: the address, and its signature of pizzaClaimMessage for the amount the page showed. */
    pizzaClaim: async (body: { address: string; amount: string; sign: string }) =>
      post((await import('./page-schemas')).PizzaClaimed, 'pizza/claim')('/pizza/claim', body),
    /** basic-v4 config: market.access, market.maintenance, swap.access, swap.maintenance (10 s). */
    config: async () => decodeAnswer(B.BasicConfig, await deps.config.get<unknown>('/config'), { layer: 'basicConfig', call: 'config' }),
    /** GET /ts2: server time. */
    serverTime: () => get(B.ServerTime, 'ts2')('/ts2'),
    /** Fee discount for an address (path ours). */
    feeDiscount: (address: string) => get(B.FeeDiscount, 'fee-discount')('/inscribe/fee-discount', { address }),
    /** Fee rate detail (path ours). */
    feeRateDetail: () => get(B.FeeRateDetail, 'fee-rate-detail')('/inscribe/fee-rate-detail'),
    /** Deployer check (path ours). */
    deployerCheck: (address: string) => get(B.DeployerInfo, 'deployer check')('/deployer/check', { address }),
    /** The signed-in user (inscribeCount, ogPassCount, swap access); path ours. */
    user: (address: string) => get(B.User, 'user')('/base/user', { address }),
  };
}

export type BasicApi = ReturnType<typeof createBasicApi>;
