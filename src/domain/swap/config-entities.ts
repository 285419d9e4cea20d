/** The swap module's settings and state as the sequencer answers them: its config, and whether it is committing now. */
export interface SwapConfig {
  readonly moduleId: string;
  readonly serviceGasTick: string;
  readonly pendingDepositDirectNum: number;
  readonly pendingDepositMatchingNum: number;
  /** Absent from the open API's documented answer (the sequencer's own sends it); nothing the site shows reads it. */
  readonly pendingTransferNum?: number;
  readonly userWhiteList: readonly string[];
  readonly onlyUserWhiteList: boolean;
  readonly tickWhiteList: readonly string[];
  readonly onlyTickWhiteList: boolean;
  readonly commitPerMinute: number;
  readonly feeTicks: readonly string[];
}
export interface SystemStatusRes {
  readonly committing: boolean;
}
