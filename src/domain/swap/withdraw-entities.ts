/** A withdrawal of brc-20 from the swap: its fee, the order and its PSBTs, its progress, and its cancel and retry. */
import type { Decoded } from '../decoded';
import type * as Sch from './swap-schemas';
import type { OpFee } from './swap-entities';

export type WithdrawStatus = Decoded<typeof Sch.WithdrawStatus>;

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
export type CreateWithdrawRes = Decoded<typeof Sch.CreateWithdrawSchema>;
/** create_withdraw's answer with how its fee is paid (what confirm_withdraw sends back). */
export type PreparedWithdraw = CreateWithdrawRes & { readonly payType: 'tick' };
export interface ConfirmWithdrawReq extends Omit<OpFee, 'payType'> {
  readonly payType: 'tick';
  readonly id: string;
  readonly paymentPsbt: string;
  readonly approvePsbt: string;
  readonly sigs: readonly string[];
}
export type WithdrawProcessRes = Decoded<typeof Sch.WithdrawProcessSchema>;
export type WithdrawMatch = WithdrawProcessRes['matchHistory'][number];
export type CreateCancelWithdrawRes = Decoded<typeof Sch.CreateCancelWithdrawSchema>;
export type CreateRetryWithdrawRes = Decoded<typeof Sch.CreateRetryWithdrawSchema>;
