import type { AnyStateMachine } from 'xstate';
import type { SelectItem } from '../../domain/swap/balance-entities';
import type { SwapDeps } from '../../flows/swap-op/swap-op.actors';
import type { DialogTesting } from '../hooks/use-flow';

/** What a panel that moves tokens into or out of the swap module (deposit, withdraw) is given. */
export interface ModulePanelProps<TMachine extends AnyStateMachine> {
  readonly deps: SwapDeps;
  readonly address: string;
  /** The swap module the site is set up with for the network: deposits go to it and withdrawals pay it, no other. */
  readonly module: string;
  readonly ticks: readonly SelectItem[];
  readonly onDone: () => void;
  readonly testing?: DialogTesting<TMachine>;
}
