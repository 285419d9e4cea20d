/** A withdrawal of brc-20 from the swap: its fee, the order and its PSBTs, its progress, and its cancel and retry. */
import type { OpFee, PreRes } from './swap-entities';

export type WithdrawStatus = 'pendingOrder' | 'pendingCancel' | 'order' | 'error' | 'completed' | 'cancel';

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
