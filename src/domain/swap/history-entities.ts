/** The swap's history lists: swaps, sends, liquidity, deposits, withdrawals, rollups and fees paid. */
import type { ExactType } from './swap-entities';
import type { WithdrawStatus } from './withdraw-entities';

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
