/** The swap's pools and liquidity: the pool lists, the add and remove quotes and requests, and an address's shares. */
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
