import type { Json } from '../../domain/entities';
import type {
  AddLiqReq,
  ConfirmWithdrawReq,
  CreateCancelWithdrawRes,
  CreateRetryWithdrawRes,
  CreateWithdrawReq,
  CreateWithdrawRes,
  WithdrawProcessRes,
  ConfirmDepositReq,
  ConfirmDepositRes,
  CreateDepositReq,
  CreateDepositRes,
  DepositInfoRes,
  DeployPoolReq,
  DepositListItem,
  LiqRes,
  MyPoolListItem,
  QuoteAddLiqReq,
  QuoteAddLiqRes,
  QuoteRemoveLiqRes,
  RemoveLiqReq,
  GasHistoryItem,
  LiqHistoryItem,
  ListRes,
  PoolInfoRes,
  PoolListItem,
  PreRes,
  QuoteSwapReq,
  QuoteSwapRes,
  RollUpHistoryItem,
  SelectItem,
  SendHistoryItem,
  SendReq,
  SendRes,
  Signed,
  SwapBalanceRes,
  SwapConfig,
  SwapHistoryItem,
  SwapReq,
  SwapRes,
  SystemStatusRes,
  WithdrawHistoryItem,
} from '../../domain/swap/swap-entities';
import type { HttpClient, Query } from '../http/http-client';

/**
 * The swap layer (300 s). The calls the swap page uses are typed with the sequencer's
 * field names (src/domain/swap/swap-entities.ts); the rest keep open JSON until their flows are built.
 */
export const SWAP_GET_PATHS = [
  '/config',
  '/select',
  '/balance',
  '/all_balance',
  '/quote_swap',
  '/pre_swap',
  '/quote_add_liq',
  '/pre_add_liq',
  '/pool_info',
  '/pool_list',
  '/deposit_list',
  '/pre_deploy_pool',
  '/my_pool_list',
  '/my_pool',
  '/quote_remove_liq',
  '/pre_remove_liq',
  '/create_deposit',
  '/deposit_info',
  '/swap_history',
  '/liq_history',
  '/rollup_history',
  '/gas_history',
  '/send_history',
  '/create_withdraw',
  '/withdraw_process',
  '/create_retry_withdraw',
  '/create_cancel_withdraw',
  '/withdraw_history',
  '/overview',
  '/pre_send',
  '/system_status',
] as const;
export const SWAP_POST_PATHS = [
  '/swap',
  '/add_liq',
  '/deploy_pool',
  '/remove_liq',
  '/confirm_deposit',
  '/confirm_withdraw',
  '/confirm_retry_withdraw',
  '/confirm_cancel_withdraw',
  '/send',
  '/test/simulate_transfer',
] as const;

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
type PathName<P extends string> = P extends `/test/${infer Rest}` ? CamelCase<`test_${Rest}`> : P extends `/${infer Rest}` ? CamelCase<Rest> : never;

type OpenSwapApi = { [P in (typeof SWAP_GET_PATHS)[number] as PathName<P>]: (query?: Query, signal?: AbortSignal) => Promise<Json> } & {
  [P in (typeof SWAP_POST_PATHS)[number] as PathName<P>]: (body?: Record<string, Json>, signal?: AbortSignal) => Promise<Json>;
};

type Get<Q, R> = (query: Q, signal?: AbortSignal) => Promise<R>;
type GetAny<Q, R> = (query?: Q, signal?: AbortSignal) => Promise<R>;
type Post<B, R> = (body: B, signal?: AbortSignal) => Promise<R>;
interface Paged {
  readonly start?: number;
  readonly limit?: number;
}
interface ByAddress extends Paged {
  readonly address: string;
  readonly tick?: string;
}

/** The typed calls. */
export interface TypedSwapApi {
  config: GetAny<Record<string, never>, SwapConfig>;
  select: Get<{ readonly address: string; readonly search?: string }, readonly SelectItem[]>;
  balance: Get<{ readonly address: string; readonly tick: string }, SwapBalanceRes>;
  quoteSwap: Get<QuoteSwapReq, QuoteSwapRes>;
  preSwap: Get<SwapReq & { readonly feeTick?: string; readonly payType?: string }, PreRes>;
  swap: Post<Signed<SwapReq>, SwapRes>;
  preSend: Get<SendReq & { readonly feeTick?: string; readonly payType?: string }, PreRes>;
  send: Post<Signed<SendReq>, SendRes>;
  poolList: GetAny<Paged & { readonly search?: string }, ListRes<PoolListItem>>;
  poolInfo: Get<{ readonly tick0: string; readonly tick1: string }, PoolInfoRes>;
  systemStatus: GetAny<Record<string, never>, SystemStatusRes>;
  swapHistory: Get<ByAddress, ListRes<SwapHistoryItem>>;
  sendHistory: Get<ByAddress, ListRes<SendHistoryItem>>;
  liqHistory: Get<ByAddress, ListRes<LiqHistoryItem>>;
  depositList: Get<ByAddress, ListRes<DepositListItem>>;
  withdrawHistory: Get<ByAddress, ListRes<WithdrawHistoryItem>>;
  rollupHistory: GetAny<Paged, ListRes<RollUpHistoryItem>>;
  quoteAddLiq: Get<QuoteAddLiqReq, QuoteAddLiqRes>;
  preAddLiq: Get<AddLiqReq, PreRes>;
  addLiq: Post<Signed<AddLiqReq>, LiqRes>;
  quoteRemoveLiq: Get<{ readonly address: string; readonly tick0: string; readonly tick1: string; readonly lp: string }, QuoteRemoveLiqRes>;
  preRemoveLiq: Get<RemoveLiqReq, PreRes>;
  removeLiq: Post<Signed<RemoveLiqReq>, LiqRes>;
  preDeployPool: Get<DeployPoolReq, PreRes>;
  deployPool: Post<Signed<DeployPoolReq>, { readonly id: string; readonly tick0: string; readonly tick1: string }>;
  myPoolList: Get<ByAddress, ListRes<MyPoolListItem> & { readonly totalLpUSD: string }>;
  createDeposit: Get<CreateDepositReq, CreateDepositRes>;
  confirmDeposit: Post<ConfirmDepositReq, ConfirmDepositRes>;
  depositInfo: Get<{ readonly address: string; readonly tick: string }, DepositInfoRes>;
  createWithdraw: Get<CreateWithdrawReq, CreateWithdrawRes>;
  confirmWithdraw: Post<ConfirmWithdrawReq, Record<string, never>>;
  withdrawProcess: Get<{ readonly id: string }, WithdrawProcessRes>;
  createCancelWithdraw: Get<{ readonly id: string; readonly address: string; readonly pubkey?: string }, CreateCancelWithdrawRes>;
  confirmCancelWithdraw: Post<{ readonly id: string; readonly psbt: string }, Record<string, never>>;
  createRetryWithdraw: Get<{ readonly id: string; readonly address: string; readonly pubkey: string }, CreateRetryWithdrawRes>;
  confirmRetryWithdraw: Post<{ readonly id: string; readonly paymentPsbt: string; readonly approvePsbt: string }, Record<string, never>>;
  myPool: Get<{ readonly address: string; readonly tick0: string; readonly tick1: string }, MyPoolListItem>;
  gasHistory: Get<ByAddress, ListRes<GasHistoryItem>>;
}

export type SwapApi = Omit<OpenSwapApi, keyof TypedSwapApi> & TypedSwapApi;

export function swapFunctionName(path: string): string {
  return path
    .replace(/^\/test\//, '/test_')
    .slice(1)
    .replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function createSwapApi(deps: { swap: HttpClient }): SwapApi {
  const api: Record<string, unknown> = {};
  for (const path of SWAP_GET_PATHS) api[swapFunctionName(path)] = (query?: Query, signal?: AbortSignal) => deps.swap.get<Json>(path, { query, signal });
  for (const path of SWAP_POST_PATHS)
    api[swapFunctionName(path)] = (body?: Record<string, Json>, signal?: AbortSignal) => deps.swap.post<Json>(path, body ?? {}, { signal });
  return api as unknown as SwapApi;
}
