import { screen, within } from '@testing-library/react';
import type { AnyActorRef } from 'xstate';
import type { SelectItem } from '../../src/domain/swap/balance-entities';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import type { SwapDeps } from '../../src/flows/swap-op/swap-op.actors';
import type { WithdrawMachine } from '../../src/flows/withdraw/withdraw.machine';
import { WithdrawPanel } from '../../src/ui/swap/withdraw-panel';
import { MODULE_INSCRIPTION_ID } from '../../devnet/swap/swap-config';
import { renderDialog } from './dialog-harness';

/** The real withdraw panel in jsdom, for the withdraw paths and the withdraw rules' tests. */
export const WITHDRAW_ADDRESS = 'tb1pfewlx0000000000000000000000000000000000000000000000000000';
const TICKS: readonly SelectItem[] = [{ tick: 'ordi', decimal: '18', brc20Balance: '1700', swapBalance: '500' }];
const deps: SwapDeps = { api: () => new Promise(() => {}), signer: null, now: () => Date.now() };
let refreshed = 0;

export const panel = () => within(screen.getByTestId('withdraw'));
/** How often the panel told its creator to refresh the balances since it was mounted. */
export const refreshes = () => refreshed;

/** The real withdraw panel over `machine`: the running actor. */
export function mountPanel(machine: WithdrawMachine): AnyActorRef {
  let running: AnyActorRef | undefined;
  refreshed = 0;
  const testing = { machine, onActor: (a: AnyActorRef) => (running = a) };
  const view = (
    <WithdrawPanel deps={deps} address={WITHDRAW_ADDRESS} module={MODULE_INSCRIPTION_ID} ticks={TICKS} onDone={() => refreshed++} testing={testing} />
  );
  renderDialog(view, WITHDRAW_ADDRESS, { feesOffline: true });
  return running!;
}

/** The panel's own messages (the fee chooser says a failed fee source in an alert of its own): the withdraw panel's, or another's by its test id. */
export const panelAlerts = (testId = 'withdraw') =>
  within(screen.getByTestId(testId))
    .queryAllByRole('alert')
    .filter((a) => !screen.queryByTestId('fee-chooser')?.contains(a))
    .map((a) => a.textContent);

/**
 * The fee chooser's rates as the options show them: from the model's fee source (12.2, 20.5, 41 sats/vB), or the
 * defaults when the source fails (15, 30, Custom 30).
 */
const CHOOSER_RATES = { served: { Economy: 13, Normal: 21, Custom: 41 }, failed: { Economy: 15, Normal: 30, Custom: 30 } } as const;

/**
 * The rate the withdrawal must hold, as the chooser in this state stands: none while it loads, its option's rate, or
 * (an emptied custom rate, no rate) the one told before (`told`, checked to be Economy's, Normal's, or Custom's, which a
 * user picks on the panel before emptying it); -1 when it is none of them.
 */
export function chooserRate(chooser: FlowSnapshot, told: number | null): number | null {
  if (chooser.matches('loading')) return null;
  const { selected, failed } = chooser.context as { selected: string | null; failed: boolean };
  const rates = CHOOSER_RATES[failed ? 'failed' : 'served'];
  if (selected === 'Economy' || selected === 'Normal') return rates[selected];
  return ([rates.Economy, rates.Normal, rates.Custom] as number[]).includes(told ?? -1) ? told : -1;
}

/** The running fee chooser of the withdrawal's actor. */
export const runningChooser = (actor: AnyActorRef) => ((actor.getSnapshot() as FlowSnapshot).children.feeChooser as AnyActorRef).getSnapshot() as FlowSnapshot;

/** The panel's note on the miners' fee at each rate (200 vB at most per transaction). */
export const MINERS_AT_MOST: Readonly<Record<number, string>> = {
  13: 'each leaves the miners at most 0.000026 BTC at 13 sat/vB.',
  21: 'each leaves the miners at most 0.000042 BTC at 21 sat/vB.',
  15: 'each leaves the miners at most 0.00003 BTC at 15 sat/vB.',
  30: 'each leaves the miners at most 0.00006 BTC at 30 sat/vB.',
  41: 'each leaves the miners at most 0.000082 BTC at 41 sat/vB.',
};
