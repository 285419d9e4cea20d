import type { Decoded } from '../decoded';
import type * as Sch from './swap-schemas';

/** The swap's history lists: swaps, sends, liquidity, deposits, withdrawals, rollups and fees paid. */
export type SwapHistoryItem = Decoded<typeof Sch.SwapHistorySchema>['list'][number];
export type SendHistoryItem = Decoded<typeof Sch.SendHistorySchema>['list'][number];
export type LiqHistoryItem = Decoded<typeof Sch.LiqHistorySchema>['list'][number];
export type DepositListItem = Decoded<typeof Sch.DepositListSchema>['list'][number];
export type WithdrawHistoryItem = Decoded<typeof Sch.WithdrawHistorySchema>['list'][number];
export type RollUpHistoryItem = Decoded<typeof Sch.RollupHistorySchema>['list'][number];
export type GasHistoryItem = Decoded<typeof Sch.GasHistorySchema>['list'][number];
