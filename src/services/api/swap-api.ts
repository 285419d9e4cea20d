import type * as v from 'valibot';
import type {
  AddLiqReq,
  DeployPoolReq,
  LiqRes,
  MyPoolListItem,
  QuoteAddLiqReq,
  QuoteAddLiqRes,
  QuoteRemoveLiqRes,
  RemoveLiqReq,
  PoolInfoRes,
  PoolListItem,
} from '../../domain/swap/pool-entities';
import type {
  ConfirmWithdrawReq,
  CreateCancelWithdrawRes,
  CreateRetryWithdrawRes,
  CreateWithdrawReq,
  CreateWithdrawRes,
  WithdrawProcessRes,
} from '../../domain/swap/withdraw-entities';
import type { ConfirmDepositReq, ConfirmDepositRes, CreateDepositReq, CreateDepositRes, DepositInfoRes } from '../../domain/swap/deposit-entities';
import type {
  DepositListItem,
  GasHistoryItem,
  LiqHistoryItem,
  RollUpHistoryItem,
  SendHistoryItem,
  SwapHistoryItem,
  WithdrawHistoryItem,
} from '../../domain/swap/history-entities';
import type { ListRes, PreRes, QuoteSwapReq, QuoteSwapRes, SendReq, SendRes, Signed, SwapReq, SwapRes } from '../../domain/swap/swap-entities';
import type { SelectItem, SwapBalanceRes } from '../../domain/swap/balance-entities';
import type { SwapConfig, SystemStatusRes } from '../../domain/swap/config-entities';
import type { HttpClient, Query } from '../http/http-client';
import { decodeAnswer } from '../http/decode';
import type * as Schemas from '../../domain/swap/swap-schemas';
import type { Decoded } from '../../domain/decoded';

/** The schemas load with the first swap call: the buy widget, which makes none, does not carry them. */
const schemas = () => import('../../domain/swap/swap-schemas');

/**
 * The swap layer (300 s). Every answer is decoded with its call's schema (swap-schemas.ts, the sequencer's shapes)
 * into the domain's types (src/domain/swap/swap-entities.ts); all_balance, overview and the devnet's
 * test/simulate_transfer, which the app does not read, are decoded as JSON objects.
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
  deployPool: Post<Signed<DeployPoolReq>, Decoded<typeof Schemas.DeployPoolSchema>>;
  myPoolList: Get<ByAddress, Decoded<typeof Schemas.MyPoolListSchema>>;
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

/** The calls the app does not read yet: decoded as a JSON object, their fields unknown. */
export interface OpenSwapApi {
  allBalance: GetAny<{ readonly address: string; readonly pubkey?: string }, OpenAnswer>;
  overview: GetAny<Record<string, never>, OpenAnswer>;
  testSimulateTransfer: Post<{ readonly address: string; readonly tick: string; readonly amount: string }, OpenAnswer>;
}
type OpenAnswer = Readonly<Record<string, unknown>>;

export type SwapApi = OpenSwapApi & TypedSwapApi;

export function swapFunctionName(path: string): string {
  return path
    .replace(/^\/test\//, '/test_')
    .slice(1)
    .replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A query from a request object: its plain values (the http client drops the undefined ones). */
const toQuery = (request: object | undefined): Query =>
  Object.fromEntries(
    Object.entries(request ?? {}).filter(([, value]) => value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)),
  );

/** Every answer decoded with its call's schema (swap-schemas.ts): a mismatch is one bad-response error naming the call and the field. */
export function createSwapApi(deps: { swap: HttpClient }): SwapApi {
  const where = (path: string) => ({ layer: 'swap' as const, call: path.replace(/^\//, '') });
  const get =
    <S extends v.GenericSchema>(path: (typeof SWAP_GET_PATHS)[number], schema: (m: typeof Schemas) => S) =>
    async (query?: object, signal?: AbortSignal): Promise<v.InferOutput<S>> => {
      const [m, answer] = await Promise.all([schemas(), deps.swap.get<unknown>(path, { query: toQuery(query), signal })]);
      return decodeAnswer(schema(m), answer, where(path));
    };
  const post =
    <S extends v.GenericSchema>(path: (typeof SWAP_POST_PATHS)[number], schema: (m: typeof Schemas) => S) =>
    async (body?: object, signal?: AbortSignal): Promise<v.InferOutput<S>> => {
      const [m, answer] = await Promise.all([schemas(), deps.swap.post<unknown>(path, body ?? {}, { signal })]);
      return decodeAnswer(schema(m), answer, where(path));
    };
  return {
    config: get('/config', (m) => m.ConfigSchema),
    select: get('/select', (m) => m.SelectSchema),
    balance: get('/balance', (m) => m.BalanceSchema),
    allBalance: get('/all_balance', (m) => m.OpenSchema),
    quoteSwap: get('/quote_swap', (m) => m.QuoteSwapSchema),
    preSwap: get('/pre_swap', (m) => m.PreSchema),
    swap: post('/swap', (m) => m.SwapSchema),
    preSend: get('/pre_send', (m) => m.PreSchema),
    send: post('/send', (m) => m.SendSchema),
    poolList: get('/pool_list', (m) => m.PoolListSchema),
    poolInfo: get('/pool_info', (m) => m.PoolInfoSchema),
    systemStatus: get('/system_status', (m) => m.SystemStatusSchema),
    swapHistory: get('/swap_history', (m) => m.SwapHistorySchema),
    sendHistory: get('/send_history', (m) => m.SendHistorySchema),
    liqHistory: get('/liq_history', (m) => m.LiqHistorySchema),
    depositList: get('/deposit_list', (m) => m.DepositListSchema),
    withdrawHistory: get('/withdraw_history', (m) => m.WithdrawHistorySchema),
    rollupHistory: get('/rollup_history', (m) => m.RollupHistorySchema),
    gasHistory: get('/gas_history', (m) => m.GasHistorySchema),
    quoteAddLiq: get('/quote_add_liq', (m) => m.QuoteAddLiqSchema),
    preAddLiq: get('/pre_add_liq', (m) => m.PreSchema),
    addLiq: post('/add_liq', (m) => m.LiqSchema),
    quoteRemoveLiq: get('/quote_remove_liq', (m) => m.QuoteRemoveLiqSchema),
    preRemoveLiq: get('/pre_remove_liq', (m) => m.PreSchema),
    removeLiq: post('/remove_liq', (m) => m.LiqSchema),
    preDeployPool: get('/pre_deploy_pool', (m) => m.PreSchema),
    deployPool: post('/deploy_pool', (m) => m.DeployPoolSchema),
    myPoolList: get('/my_pool_list', (m) => m.MyPoolListSchema),
    myPool: get('/my_pool', (m) => m.MyPoolSchema),
    overview: get('/overview', (m) => m.OpenSchema),
    createDeposit: get('/create_deposit', (m) => m.CreateDepositSchema),
    confirmDeposit: post('/confirm_deposit', (m) => m.ConfirmDepositSchema),
    depositInfo: get('/deposit_info', (m) => m.DepositInfoSchema),
    createWithdraw: get('/create_withdraw', (m) => m.CreateWithdrawSchema),
    confirmWithdraw: post('/confirm_withdraw', (m) => m.EmptySchema),
    withdrawProcess: get('/withdraw_process', (m) => m.WithdrawProcessSchema),
    createCancelWithdraw: get('/create_cancel_withdraw', (m) => m.CreateCancelWithdrawSchema),
    confirmCancelWithdraw: post('/confirm_cancel_withdraw', (m) => m.EmptySchema),
    createRetryWithdraw: get('/create_retry_withdraw', (m) => m.CreateRetryWithdrawSchema),
    confirmRetryWithdraw: post('/confirm_retry_withdraw', (m) => m.EmptySchema),
    testSimulateTransfer: post('/test/simulate_transfer', (m) => m.OpenSchema),
  };
}
