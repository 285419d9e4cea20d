/** A deposit of brc-20 into the swap: the order and its PSBT, its confirmation, and the daily limit. */
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
