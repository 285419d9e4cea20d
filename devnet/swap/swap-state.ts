/** The swap module's state on the devnet. Amounts are exact decimal strings. */
export interface Pool {
  readonly tick0: string;
  readonly tick1: string;
  readonly reserve0: string;
  readonly reserve1: string;
  readonly lp: string;
  readonly holders: Readonly<Record<string, string>>;
  /**
   * Each holder's share of the pool's 0.3% fee on every swap since it provided (tick0's, tick1's): it stays in the
   * reserves, and comes out with the liquidity; my_pool_list answers it as unclaimedReward0/1 (ours).
   */
  readonly earned?: Readonly<Record<string, readonly [string, string]>>;
}

export type DepositStatus = 'pending' | 'confirmed' | 'expired';
export interface Deposit {
  readonly id: string;
  readonly address: string;
  readonly tick: string;
  readonly amount: string;
  readonly inscriptionId: string;
  readonly psbt: string;
  readonly txid: string | null;
  readonly status: 'created' | DepositStatus;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly height: number | null;
}

/** pending: waiting for confirmations; order: in the matching queue; completed; cancel; error. */
export type WithdrawStatus = 'created' | 'pending' | 'order' | 'completed' | 'cancel' | 'error';
export interface Withdraw {
  readonly id: string;
  readonly address: string;
  readonly tick: string;
  readonly amount: string;
  readonly status: WithdrawStatus;
  readonly createdAt: number;
  /** The block after which it is processed (confirmations of the request). */
  readonly readyHeight: number | null;
  readonly txid: string | null;
  readonly error: string | null;
  /** A cancelled withdrawal's balance comes back after a block. */
  readonly refundHeight: number | null;
  readonly refunded: boolean;
  /** The user's transactions: the fee payment and the approval, then a cancel's. */
  readonly paymentTxid?: string | null;
  readonly approveTxid?: string | null;
  readonly cancelTxid?: string | null;
  /** The built, unsigned PSBTs waiting for confirm_* (create_withdraw, create_retry_withdraw, create_cancel_withdraw). */
  readonly built?: { readonly paymentPsbt: string; readonly approvePsbt: string; readonly networkFee: number; readonly kind: 'create' | 'retry' } | null;
  readonly builtCancel?: string | null;
  readonly completedAt?: number | null;
  /** A queued withdrawal completed by another's deposit: that depositor's address. */
  readonly matchedFrom?: string | null;
}

/** A signed operation waiting for its signatures (pre_* -> the operation). */
export interface PendingOp {
  readonly id: string;
  readonly op: 'swap' | 'add_liq' | 'remove_liq' | 'deploy_pool' | 'send' | 'withdraw' | 'cancel_withdraw' | 'retry_withdraw';
  readonly address: string;
  readonly params: Readonly<Record<string, string>>;
  readonly message: string;
  /** How its fee is paid, as pre_* asked (the sequencer's feeTick and payType) and what it costs. */
  readonly fee?: { readonly feeTick: string; readonly payType: 'tick' | 'freeQuota'; readonly feeAmount: string };
  readonly expiresAt: number;
}

export interface SwapRecord {
  readonly id: string;
  readonly type: string;
  readonly address: string;
  readonly time: number;
  readonly detail: Readonly<Record<string, string>>;
}

export interface SwapState {
  readonly counter: number;
  readonly balances: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly pools: Readonly<Record<string, Pool>>;
  readonly deposits: Readonly<Record<string, Deposit>>;
  readonly withdraws: Readonly<Record<string, Withdraw>>;
  readonly pending: Readonly<Record<string, PendingOp>>;
  readonly history: readonly SwapRecord[];
  /** Operations not yet rolled up, and the commit in progress (its end, server time). */
  readonly uncommitted: number;
  readonly committingUntil: number | null;
  readonly rollups: readonly { readonly id: string; readonly opCount: number; readonly time: number; readonly inscriptionId: string }[];
  /** Free operations per address where not the default (SWAP_CONFIG.freeQuota). */
  readonly freeQuota?: Readonly<Record<string, number>>;
  /** The module's deploy inscription (config's moduleId), once inscribed. */
  readonly moduleId?: string;
  /** The control's swap tamper 'foreign-module' is on: the config names an attacker's module (a reset clears it). */
  readonly foreignModule?: boolean;
}

export function initialSwap(): SwapState {
  return { counter: 0, balances: {}, pools: {}, deposits: {}, withdraws: {}, pending: {}, history: [], uncommitted: 0, committingUntil: null, rollups: [] };
}
