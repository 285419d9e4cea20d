/** An address's brc-20 balances in the swap: per tick, and a token as the pickers list it. */
export interface AddressTickBalance {
  /** brc-20 held on chain, available to deposit. */
  readonly module: string;
  /** In the swap, ready to use. */
  readonly swap: string;
  readonly pendingSwap: string;
  readonly pendingAvailable: string;
}
export interface SwapBalanceRes {
  readonly balance: AddressTickBalance;
  readonly decimal: string;
}

export interface SelectItem {
  readonly tick: string;
  readonly decimal: string;
  readonly brc20Balance: string;
  readonly swapBalance: string;
}
