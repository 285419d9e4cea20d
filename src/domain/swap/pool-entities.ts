import type { Decoded } from '../decoded';
import type * as Sch from './swap-schemas';

/** The swap's pools and liquidity: the pool lists, the add and remove quotes and requests, and an address's shares. */
export type PoolListItem = Decoded<typeof Sch.PoolListSchema>['list'][number];
export type PoolInfoRes = Decoded<typeof Sch.PoolInfoSchema>;

export interface QuoteAddLiqReq {
  readonly address: string;
  readonly tick0: string;
  readonly tick1: string;
  readonly amount0: string;
  /** Only for a pool's first deposit, which sets the price; otherwise the quote gives it. */
  readonly amount1?: string;
}
export type QuoteAddLiqRes = Decoded<typeof Sch.QuoteAddLiqSchema>;
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
export type QuoteRemoveLiqRes = Decoded<typeof Sch.QuoteRemoveLiqSchema>;
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
export type LiqRes = Decoded<typeof Sch.LiqSchema>;
export type MyPoolListItem = Decoded<typeof Sch.MyPoolSchema>;
