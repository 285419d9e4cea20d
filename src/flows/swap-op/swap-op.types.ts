/** What a swap-module operation's form sends and keeps (swap-op.machine.ts; the deposit's machine is the same). */
export type OpRequest = Readonly<Record<string, string>>;

export interface SwapOpInput {
  /** The operation in the user's words ('swap', 'send'). */
  readonly operation: string;
}
export interface SwapOpContext extends SwapOpInput {
  readonly request: OpRequest | null;
  readonly quote: unknown;
  /** What pre_* (or create_deposit) answered: the messages or the PSBT to sign. */
  readonly pre: unknown;
  readonly result: unknown;
  /** What went wrong, shown as an alert (the slippage error, the server's message). */
  readonly error: string | null;
  /** What the user should know (the commit is over: check the new quote). */
  readonly notice: string | null;
  /** The quote the user last looked at and took: a refreshed quote worse than it waits for ACCEPT. */
  readonly shown: unknown;
  /**
   * The rate the fee chooser told last, for an operation that runs one (the deposit; deposit.machine.ts): it is added
   * to the request prepared and submitted. Null until the chooser has told one, and always for the others.
   */
  readonly feeRate: number | null;
  /** The user confirmed the review of this operation: prepared again after a commit, it goes to the wallet (the swap). */
  readonly reviewed: boolean;
}
/** The operation for the signing step: what pre_* answered (what the wallet signs) and what the submit sends with it. */
export interface SignOpInput {
  readonly request: OpRequest;
  readonly quote: unknown;
  readonly pre: unknown;
}

export type SwapOpEvent =
  | { type: 'EDIT'; request: OpRequest }
  | { type: 'CLEAR' }
  | { type: 'SUBMIT' }
  | { type: 'REFRESH' }
  | { type: 'ACCEPT' }
  | { type: 'DONE' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'FEE_RATE'; rate: number | null };

/** How an operation's machine differs (createOpMachine): its name, and what it runs. */
export interface OpMachineOptions {
  readonly id: string;
  readonly description: string;
  /** It runs the fee chooser (the deposit): the rate it tells is prepared and submitted, fixed while it is in use. */
  readonly feeRate: boolean;
  /** Its quote is a price that can move while it is on screen, and can be asked again (not a deposit's transfer inscription). */
  readonly prices: boolean;
  /**
   * What pre_* answered is shown for the user to review (what they pay, the least they get, the fee) before the wallet
   * is asked (the swap); the others go from pre_* to the wallet, whose window is the review.
   */
  readonly review: boolean;
}
