/**
 * The brc-20 swap module's swap and send requests and responses, with their quote and fee, with the field names of
 * the open-source sequencer (`unisat-wallet/inswap-community-edition`, `src/types/route.ts`;
 * ../shared/reference/real-apis.md). Amounts are exact decimal strings (up to 18 decimals); `ts` is seconds. The
 * other areas' shapes, named the same way, are beside it: config-, balance-, pool-, deposit-, withdraw- and
 * history-entities.ts.
 */
import type { Decoded } from '../decoded';
import type * as Sch from './swap-schemas';

export type ExactType = Decoded<typeof Sch.ExactType>;
export type PayType = 'tick' | 'freeQuota';

export interface QuoteSwapReq {
  readonly address: string;
  readonly tickIn: string;
  readonly tickOut: string;
  readonly amount: string;
  readonly exactType: ExactType;
}
export type QuoteSwapRes = Decoded<typeof Sch.QuoteSwapSchema>;

/** What every pre_* answers: the messages to sign and the fee. */
export type PreRes = Decoded<typeof Sch.PreSchema>;

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
export type SwapRes = Decoded<typeof Sch.SwapSchema>;

export interface SendReq {
  readonly address: string;
  readonly tick: string;
  readonly amount: string;
  readonly to: string;
  readonly ts: number;
}
export type SendRes = Decoded<typeof Sch.SendSchema>;

/** A signed operation's body: its request, the fee as pre_* gave it, and one signature per message. */
export type Signed<T> = T & OpFee & { readonly sigs: readonly string[] };

export interface ListRes<T> {
  readonly total: number;
  readonly list: readonly T[];
}
