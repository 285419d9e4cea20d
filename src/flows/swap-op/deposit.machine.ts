import type { ActorRefFrom } from 'xstate';
import type { FeeChooserMachine } from '../fee-chooser/fee-chooser.machine';
import { createOpMachine } from './swap-op.machine';

/**
 * A deposit into the swap: the same states as every swap-module operation (swap-op.machine.ts), its "quote" the
 * transfer inscription picked (EDIT { inscriptionId }), never a price that moves. It runs the fee chooser: the chooser
 * tells the deposit each rate chosen (FEE_RATE inside the system), Deposit waits for one, and the rate is added to
 * what create_deposit and confirm_deposit are asked; it is fixed from preparing through signing and a commit, and open
 * again at idle, ready, a failed look-up and a done deposit.
 */
export const depositMachine = createOpMachine({
  id: 'deposit',
  description: 'A deposit: a transfer inscription of yours into the swap, at the fee rate chosen',
  feeRate: true,
  prices: false,
  review: false,
});
export type DepositMachine = typeof depositMachine;

/** The deposit's running fee chooser (the invoke is the deposit's alone: the operations' one machine type does not name it). */
export const depositChooser = (children: Readonly<Record<string, unknown>>): ActorRefFrom<FeeChooserMachine> | null =>
  (children.feeChooser as ActorRefFrom<FeeChooserMachine> | undefined) ?? null;
