import type { BasicConfig, FeeDiscount, FeeRateDetail, Json, LoginRequest, LoginUser, Page, User } from '../../domain/entities';
import type { OrderView } from '../../domain/inscribe/order-status';
import type { HttpClient } from '../http/http-client';
import type { ReferrerStore } from './referrer';

/** An inscribe order as the server shows it (ours: the spec lists the statuses, not the shape): what the flow follows, and more. */
export interface InscribeOrder extends Omit<OrderView, 'payCheck'> {
  readonly feeRate: number;
  readonly createTime: number;
  readonly paidAmount?: number;
  readonly refundTxid?: string | null;
  readonly files?: readonly { readonly filename: string; readonly inscriptionId?: string; readonly status?: string }[];
}
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
export interface DeployerInfo {
  readonly isDeployer: boolean;
  readonly ticks: readonly string[];
}

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
  return {
    preload: (address: string) => basic.get<{ signMsg: string }>('/base/preload', { query: { address } }),
    login: (request: LoginRequest) => basic.post<LoginUser>('/base/login', request),
    /** Logout (ours): ends the session on the server. */
    logout: (session?: string) => basic.post<{ loggedOut: boolean }>('/base/logout', {}, session ? { session } : {}),
    quickLogin: (address: string) => basic.post<LoginUser>('/base/quick_login', { address }),
    createInscribeOrder: (order: InscribeOrderRequest) => basic.post<InscribeOrder>('/inscribe/order', withReferrer(order)),
    createBadgeOrder: (order: InscribeOrderRequest & { collectionId: string; type: 'free' | 'premium'; count: number }) =>
      basic.post<InscribeOrder>('/badge/order', withReferrer(order)),
    /** A rune etching, paid like an inscribe order (ours: the spec names the rune errors, not the call). */
    createRunesEtchOrder: (
      order: Omit<InscribeOrderRequest, 'files'> & {
        etching: { name: string; symbol: string; divisibility: string; premine: string; amount: string; cap: string };
      },
    ) => basic.post<InscribeOrder>('/inscribe/order/runes-etch', withReferrer(order)),
    /** `count` mints of a rune (ours). */
    createRunesMintOrder: (order: Omit<InscribeOrderRequest, 'files'> & { rune: string; count: number }) =>
      basic.post<InscribeOrder>('/inscribe/order/runes-mint', withReferrer(order)),
    getInscribeOrder: (id: string) => basic.get<InscribeOrder>(`/inscribe/order/${encodeURIComponent(id)}`),
    listInscribeOrders: (address: string, cursor = 0, size = 20) =>
      basic.get<Page<InscribeOrder>>(`/inscribe/orders/${encodeURIComponent(address)}`, { query: { cursor, size } }),
    badgeLimit: () => basic.get<Json>('/badge/limit'),
    collectionList: () => basic.get<Json>('/collection/list'),
    collectionInfo: (collectionId: string) => basic.get<Json>('/collection/info', { query: { collectionId } }),
    collectionSummary: (address: string) => basic.get<Json>('/collection/summary', { query: { address } }),
    collectionAddressInfo: (address: string, collectionId: string) => basic.get<Json>('/collection/address_info', { query: { address, collectionId } }),
    collectionRecent: (collectionId: string) => basic.get<Json>('/collection/recent', { query: { collectionId } }),
    collectionLimit: (collectionId: string) => basic.get<Json>('/collection/limit', { query: { collectionId } }),
    createBlindPayment: (query: { address: string; collectionId: string; count: number }) => basic.get<Json>('/collection/create_blind_payment', { query }),
    confirmBlindPayment: (body: { orderId: string; psbt: string }) => basic.post<Json>('/collection/confirm_blind_payment', body),
    blindStatus: (orderId: string) => basic.get<Json>('/collection/blind_status', { query: { orderId } }),
    addressBlindStatus: (address: string) => basic.get<Json>('/collection/address_blind_status', { query: { address } }),
    createMixpayOrder: (order: InscribeOrderRequest) => basic.post<Json>('/inscribe/mixpay_order', withReferrer(order)),
    mixpayExtraFee: () => basic.get<{ extraFee: number }>('/inscribe/mixpay_extra_fee'),
    pizzaTotal: () => basic.get<Json>('/pizza/total'),
    pizzaInfo: (address: string) => basic.get<Json>('/pizza/info', { query: { address } }),
    pizzaClaim: (body: { address: string; sign: string }) => basic.post<Json>('/pizza/claim', body),
    /** basic-v4 config: market.access, market.maintenance, swap.access, swap.maintenance (10 s). */
    config: () => deps.config.get<BasicConfig>('/config'),
    /** GET /ts2: server time. */
    serverTime: () => basic.get<{ ts: number }>('/ts2'),
    /** Fee discount for an address (path ours). */
    feeDiscount: (address: string) => basic.get<FeeDiscount>('/inscribe/fee-discount', { query: { address } }),
    /** Fee rate detail (path ours). */
    feeRateDetail: () => basic.get<FeeRateDetail>('/inscribe/fee-rate-detail'),
    /** Deployer check (path ours). */
    deployerCheck: (address: string) => basic.get<DeployerInfo>('/deployer/check', { query: { address } }),
    /** The signed-in user (inscribeCount, ogPassCount, swap access); path ours. */
    user: (address: string) => basic.get<User>('/base/user', { query: { address } }),
  };
}

export type BasicApi = ReturnType<typeof createBasicApi>;
