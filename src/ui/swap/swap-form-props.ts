import type { SwapRes } from '../../domain/swap/swap-entities';
import type { PoolListItem } from '../../domain/swap/pool-entities';
import type { SelectItem } from '../../domain/swap/balance-entities';
import type { SwapDeps } from '../../flows/swap-op/swap-op.actors';
import type { StageReport } from '../../flows/shared/operation-stages';
import type { SwapOpMachine } from '../../flows/swap-op/swap-op.machine';
import type { DialogTesting } from '../hooks/use-flow';
import type { DepositWay } from './deposit-hint';

/** What the swap form takes: its services, who is signed in, the ticks and pools, where it starts, and whom it tells. */
export interface SwapFormProps {
  readonly deps: SwapDeps;
  /** The signed-in address the gate let through, or null for a visitor (the button connects). */
  readonly address: string | null;
  readonly ticks: readonly SelectItem[];
  readonly pools: readonly PoolListItem[];
  readonly onConnect: () => void;
  /**
   * The way to put a tick's brc-20 into the swap, offered when the wallet holds what the swap does not: the page's
   * Deposit tab, or (the widget) a link to the site's deposit page. None: the form only says it.
   */
  readonly deposit?: DepositWay;
  /** A swap went through: the page refreshes balances and pools. */
  readonly onDone: () => void;
  /** A quote shows the pair's pool moved since the pools were listed: the page reads the pools again. */
  readonly onPoolsStale?: () => void;
  readonly testing?: DialogTesting<SwapOpMachine>;
  /** Where the form starts (the widget's options): the pair, the amount to pay, the slippage; `fixed` keeps the pair. */
  readonly preset?: SwapPreset;
  /** A swap went through (the widget's host hears it). */
  readonly onSuccess?: (result: SwapRes) => void;
  /** Each stage of each swap, from the flow's states (the widget's host hears them). */
  readonly onStage?: (stage: StageReport) => void;
}

export interface SwapPreset {
  readonly tickIn?: string;
  readonly tickOut?: string;
  /** An amount to pay (exact in). */
  readonly amount?: string;
  /** The slippage tolerance in percent, as the settings show it. */
  readonly slippagePercent?: string;
  /** The pair cannot be changed. */
  readonly fixed?: boolean;
}
