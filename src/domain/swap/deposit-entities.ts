import type { Decoded } from '../decoded';
import type * as Sch from './swap-schemas';

/** A deposit of brc-20 into the swap: the order and its PSBT, its confirmation, and the daily limit. */
export interface CreateDepositReq {
  readonly pubkey: string;
  readonly address: string;
  readonly inscriptionId: string;
  readonly amount: string;
  readonly tick: string;
  readonly feeRate: number;
}
export type CreateDepositRes = Decoded<typeof Sch.CreateDepositSchema>;
export type ConfirmDepositReq = CreateDepositReq & { readonly psbt: string };
export type ConfirmDepositRes = Decoded<typeof Sch.ConfirmDepositSchema>;
export type DepositInfoRes = Decoded<typeof Sch.DepositInfoSchema>;
