import type { PreparedWithdraw, WithdrawProcessRes } from '../../domain/swap/withdraw-entities';

/** What the user asks at Withdraw: the token and the amount (the rate is the fee chooser's; withdraw.machine.ts). */
export interface WithdrawOrder {
  readonly tick: string;
  readonly amount: string;
}
export interface WithdrawRequest extends WithdrawOrder {
  readonly feeRate: number;
}
/** A failed withdrawal retried: its id, and the rate its new transactions are checked at (the fee chooser's). */
export interface RetryWithdrawInput {
  readonly id: string;
  readonly feeRate: number;
}
/** The withdrawal for the signing step: what the check holds both PSBTs to (the panel's request) and what create_withdraw built. */
export interface SignWithdrawInput {
  readonly request: WithdrawRequest;
  readonly created: PreparedWithdraw;
}
/** What the wallet signed: both PSBTs and the messages, as confirm_withdraw takes them. */
export interface SignedWithdraw {
  readonly paymentPsbt: string;
  readonly approvePsbt: string;
  readonly sigs: readonly string[];
}
export interface WithdrawContext {
  readonly request: WithdrawRequest | null;
  readonly created: PreparedWithdraw | null;
  readonly withdrawalId: string | null;
  readonly process: WithdrawProcessRes | null;
  readonly error: string | null;
  readonly notice: string | null;
  /** The rate the fee chooser told last (null until it has told one): the withdrawal and a retry are built at it. */
  readonly feeRate: number | null;
}
export type WithdrawEvent =
  | { type: 'SUBMIT'; order: WithdrawOrder }
  | { type: 'FEE_RATE'; rate: number | null }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'KEEP' }
  | { type: 'RETRY' }
  | { type: 'DONE' };
