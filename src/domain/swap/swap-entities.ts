/**
 * The brc-20 swap module's request and response shapes, with the field names of the open-source sequencer
 * (`unisat-wallet/inswap-community-edition`, `src/types/route.ts`; ../shared/reference/real-apis.md). Amounts
 * are exact decimal strings (up to 18 decimals); `ts` is seconds.
 */
export type ExactType = 'exactIn' | 'exactOut';
export type PayType = 'tick' | 'freeQuota';

export interface SwapConfig {
  readonly moduleId: string;
  readonly serviceGasTick: string;
  readonly pendingDepositDirectNum: number;
  readonly pendingDepositMatchingNum: number;
  /** Absent from the open API's documented answer (the sequencer's own sends it); nothing the site shows reads it. */
  readonly pendingTransferNum?: number;
  readonly userWhiteList: readonly string[];
  readonly onlyUserWhiteList: boolean;
  readonly tickWhiteList: readonly string[];
  readonly onlyTickWhiteList: boolean;
  readonly commitPerMinute: number;
  readonly feeTicks: readonly string[];
}

export interface AddressTickBalance {
  /** brc-20 held on chain, available to deposit. */
  readonly module: string;
  /** In the swap, ready to use. */
  readonly swap: string;
  readonly pendingSwap: string;
  readonly pendingAvailable: string;
}
export interface SwapBalanceRes {
  readonly balance: AddressTickBalance;
  readonly decimal: string;
}

export interface SelectItem {
  readonly tick: string;
  readonly decimal: string;
  readonly brc20Balance: string;
  readonly swapBalance: string;
}

export interface QuoteSwapReq {
  readonly address: string;
  readonly tickIn: string;
  readonly tickOut: string;
  readonly amount: string;
  readonly exactType: ExactType;
}
export interface QuoteSwapRes {
  readonly amountUSD: string;
  readonly expectUSD: string;
  /** exactIn: what comes out; exactOut: what goes in. */
  readonly expect: string;
}

/** What every pre_* answers: the messages to sign and the fee. */
export interface PreRes {
  readonly ids: readonly string[];
  readonly signMsgs: readonly string[];
  readonly feeAmount: string;
  readonly feeTick: string;
  readonly feeTickPrice: string;
  readonly feeBalance: string;
  readonly totalFreeQuota: string;
  readonly remainingFreeQuota: string;
  readonly totalUsedFreeQuota: string;
  readonly usageFreeQuota: string;
  readonly usdPrice: string;
}

/**
 * How the fee is paid, asked of every pre_* and create_withdraw (the sequencer requires `feeTick`): in
 * `feeTick` (one of the config's `feeTicks`, else its `serviceGasTick`) with `payType: 'tick'`, or from the
 * address's free quota with `payType: 'freeQuota'`.
 */
export interface FeeChoice {
  readonly feeTick: string;
  readonly payType: PayType;
}

/** The fee fields a signed operation sends back as pre_* gave them. */
export interface OpFee {
  readonly feeTick: string;
  readonly feeAmount: string;
  readonly feeTickPrice: string;
  readonly payType: PayType;
}

export interface SwapReq {
  readonly address: string;
  readonly tickIn: string;
  readonly tickOut: string;
  readonly amountIn: string;
  readonly amountOut: string;
  readonly slippage: string;
  readonly exactType: ExactType;
  readonly ts: number;
}
export interface SwapRes {
  readonly id: string;
  readonly rollupInscriptionId: string;
  readonly address: string;
  readonly tickIn: string;
  readonly tickOut: string;
  readonly amountIn: string;
  readonly amountOut: string;
  readonly exactType: ExactType;
  readonly ts: number;
}

export interface SendReq {
  readonly address: string;
  readonly tick: string;
  readonly amount: string;
  readonly to: string;
  readonly ts: number;
}
export interface SendRes {
  readonly id: string;
  readonly rollupInscriptionId: string;
}

/** A signed operation's body: its request, the fee as pre_* gave it, and one signature per message. */
export type Signed<T> = T & OpFee & { readonly sigs: readonly string[] };

export interface PoolListItem {
  readonly tick0: string;
  readonly tick1: string;
  readonly amount0: string;
  readonly amount1: string;
  readonly lp: string;
  readonly tvl: string;
  readonly volume24h: string;
  readonly volume7d: string;
  readonly volume30d: string;
  readonly reward0: string;
  readonly reward1: string;
}
export interface PoolInfoRes extends PoolListItem {
  readonly existed: boolean;
  readonly addLiq: boolean;
  readonly marketCap: number;
}
export interface ListRes<T> {
  readonly total: number;
  readonly list: readonly T[];
}

export interface SystemStatusRes {
  readonly committing: boolean;
}

export interface SwapHistoryItem {
  readonly tickIn: string;
  readonly tickOut: string;
  readonly amountIn: string;
  readonly amountOut: string;
  readonly exactType: ExactType;
  readonly ts: number;
}
export interface SendHistoryItem {
  readonly tick: string;
  readonly amount: string;
  readonly to: string;
  readonly ts: number;
}
export interface LiqHistoryItem {
  readonly type: 'add' | 'remove';
  readonly tick0: string;
  readonly tick1: string;
  readonly amount0: string;
  readonly amount1: string;
  readonly lp: string;
  readonly ts: number;
}
export interface DepositListItem {
  readonly tick: string;
  readonly amount: string;
  /** Confirmations so far, of `sum` needed. */
  readonly cur: number;
  readonly sum: number;
  readonly ts: number;
  readonly txid: string;
  /** 'bridge': the sequencer's deposits from another chain. */
  readonly type: 'direct' | 'matching' | 'bridge';
  readonly status: 'pending' | 'success';
}
export type WithdrawStatus = 'pendingOrder' | 'pendingCancel' | 'order' | 'error' | 'completed' | 'cancel';
export interface WithdrawHistoryItem {
  readonly id: string;
  readonly tick: string;
  readonly totalAmount: string;
  readonly completedAmount: string;
  readonly ts: number;
  readonly totalConfirmedNum: number;
  readonly totalNum: number;
  readonly status: WithdrawStatus;
}
export interface RollUpHistoryItem {
  readonly txid: string;
  readonly height: number;
  readonly transactionNum: number;
  readonly inscriptionId: string;
  readonly inscriptionNumber: number;
  readonly ts: number;
}
export interface GasHistoryItem {
  readonly tick: string;
  readonly amount: string;
  /** The sequencer's function type (deployPool, addLiq, removeLiq, swap, send, …). */
  readonly func: string;
  /** The ticks the function was about (a pool's two, a swap's two, a send's one; '' when none). */
  readonly tickA: string;
  readonly tickB: string;
  readonly ts: number;
}

export interface QuoteAddLiqReq {
  readonly address: string;
  readonly tick0: string;
  readonly tick1: string;
  readonly amount0: string;
  /** Only for a pool's first deposit, which sets the price; otherwise the quote gives it. */
  readonly amount1?: string;
}
export interface QuoteAddLiqRes {
  readonly amount0: string;
  readonly amount1: string;
  readonly amount0USD: string;
  readonly amount1USD: string;
  readonly lp: string;
  readonly tick0PerTick1: string;
  readonly tick1PerTick0: string;
  /** The share of the pool after the deposit, a fraction. */
  readonly shareOfPool: string;
}
export interface AddLiqReq {
  readonly address: string;
  readonly tick0: string;
  readonly tick1: string;
  readonly amount0: string;
  readonly amount1: string;
  readonly lp: string;
  readonly slippage: string;
  readonly ts: number;
}
export interface QuoteRemoveLiqRes {
  readonly tick0: string;
  readonly tick1: string;
  readonly amount0: string;
  readonly amount1: string;
  readonly amount0USD: string;
  readonly amount1USD: string;
}
export interface RemoveLiqReq {
  readonly address: string;
  readonly tick0: string;
  readonly tick1: string;
  readonly lp: string;
  readonly amount0: string;
  readonly amount1: string;
  readonly slippage: string;
  readonly ts: number;
}
export interface DeployPoolReq {
  readonly address: string;
  readonly tick0: string;
  readonly tick1: string;
  readonly ts: number;
}
/** What add_liq and remove_liq answer (RecordLiqData). */
export interface LiqRes {
  readonly id: string;
  readonly rollupInscriptionId: string;
  readonly type: 'add' | 'remove';
  readonly tick0: string;
  readonly tick1: string;
  readonly amount0: string;
  readonly amount1: string;
  readonly lp: string;
  readonly ts: number;
}
export interface MyPoolListItem {
  readonly lp: string;
  readonly lpUSD: string;
  readonly lockedLp: string;
  readonly shareOfPool: string;
  readonly tick0: string;
  readonly tick1: string;
  readonly amount0: string;
  readonly amount1: string;
  readonly claimedReward0: string;
  readonly claimedReward1: string;
  readonly unclaimedReward0: string;
  readonly unclaimedReward1: string;
}

export interface CreateDepositReq {
  readonly pubkey: string;
  readonly address: string;
  readonly inscriptionId: string;
  readonly amount: string;
  readonly tick: string;
  readonly feeRate: number;
}
export interface CreateDepositRes {
  readonly psbt: string;
  readonly type: 'direct' | 'matching';
  /** When the order expires unless confirmed (ms). */
  readonly expiredTimestamp: number;
  readonly recommendDeposit: string;
}
export type ConfirmDepositReq = CreateDepositReq & { readonly psbt: string };
export interface ConfirmDepositRes {
  readonly txid: string;
  readonly pendingNum: number;
}
export interface DepositInfoRes {
  readonly dailyAmount: string;
  /** '0': no limit. */
  readonly dailyLimit: string;
  readonly recommendDeposit: string;
}

/** A withdrawal's fee choice: the open API's create_withdraw and confirm_withdraw take `payType: 'tick'` only. */
export interface WithdrawFeeChoice {
  readonly feeTick: string;
  readonly payType: 'tick';
}
export interface CreateWithdrawReq extends WithdrawFeeChoice {
  readonly pubkey: string;
  readonly address: string;
  readonly tick: string;
  readonly amount: string;
  readonly ts: number;
  readonly feeRate: number;
}
/** create_withdraw (CreateDirectWithdrawRes): the messages to sign and the two PSBTs. */
export interface CreateWithdrawRes extends PreRes {
  readonly id: string;
  readonly paymentPsbt: string;
  readonly approvePsbt: string;
  readonly approvePsbtSignIndexes: readonly number[];
  /** What the module is paid (sats) to inscribe and send the brc-20 back. */
  readonly networkFee: number;
}
/** create_withdraw's answer with how its fee is paid (what confirm_withdraw sends back). */
export type PreparedWithdraw = CreateWithdrawRes & { readonly payType: 'tick' };
export interface ConfirmWithdrawReq extends Omit<OpFee, 'payType'> {
  readonly payType: 'tick';
  readonly id: string;
  readonly paymentPsbt: string;
  readonly approvePsbt: string;
  readonly sigs: readonly string[];
}
export interface WithdrawMatch {
  readonly approveInscriptionId: string;
  readonly transferInscriptionId: string;
  readonly tick: string;
  readonly consumeAmount: string;
  readonly remainAmount: string;
  readonly approveAddress: string;
  readonly transferAddress: string;
  readonly txid: string;
  readonly ts: number;
}
export interface WithdrawProcessRes {
  readonly id: string;
  readonly tick: string;
  readonly amount: string;
  readonly ts: number;
  readonly status: WithdrawStatus;
  readonly totalConfirmedNum: number;
  readonly totalNum: number;
  readonly rollUpConfirmNum: number;
  readonly rollUpTotalNum: number;
  readonly approveConfirmNum: number;
  readonly approveTotalNum: number;
  readonly cancelConfirmedNum: number;
  readonly cancelTotalNum: number;
  readonly rollUpTxid: string;
  readonly paymentTxid: string;
  readonly inscribeTxid: string;
  readonly approveTxid: string;
  readonly completedAmount: string;
  readonly matchHistory: readonly WithdrawMatch[];
}
export interface CreateCancelWithdrawRes {
  readonly id: string;
  readonly psbt: string;
  readonly networkFee: number;
}
export interface CreateRetryWithdrawRes {
  readonly paymentPsbt: string;
  readonly approvePsbt: string;
  readonly networkFee: number;
}
