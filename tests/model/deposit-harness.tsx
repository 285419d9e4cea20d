import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { SelectItem } from '../../src/domain/swap/balance-entities';
import type { DepositMachine } from '../../src/flows/swap-op/deposit.machine';
import { depositOutcomes } from '../../src/flows/swap-op/deposit.model';
import type { SwapDeps } from '../../src/flows/swap-op/swap-op.actors';
import { DepositPanel } from '../../src/ui/swap/deposit-panel';
import { MODULE_INSCRIPTION_ID } from '../../devnet/swap/swap-config';
import { renderDialog } from './dialog-harness';
import type { Gesture } from './run-flow-path';

/** The real deposit panel in jsdom, for the deposit paths: ordi (with the model's transfer inscription of 100 ordi) and pizza. */
const ADDRESS = 'tb1pdep0s1t000000000000000000000000000000000000000000000000000';
const TICKS: readonly SelectItem[] = [
  { tick: 'ordi', decimal: '18', brc20Balance: '1700', swapBalance: '500' },
  { tick: 'pizza', decimal: '18', brc20Balance: '500', swapBalance: '200' },
];
const deps: SwapDeps = { api: () => new Promise(() => {}), signer: null, now: () => Date.now() };
/** The platform's timer, taken before a test fakes it: the panel's first read is waited for on it. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
let refreshed = 0;

export const depositPanel = () => within(screen.getByTestId('deposit'));
/** How often the panel told its creator to refresh the balances since it was mounted. */
export const depositRefreshes = () => refreshed;

/** The indexer's list of the address's transfer inscriptions of a tick: the model's one of ordi, none of pizza. */
const transfersRead = (url: string) => {
  const tick = /\/brc20\/([^/]+)\/transferable-inscriptions/.exec(url)?.[1];
  if (tick === undefined) return undefined;
  const detail = tick === 'ordi' ? [depositOutcomes.transfer] : [];
  return { detail, start: 0, total: detail.length };
};

/** The transfer inscription's choice on the panel ("100 ordi #7"). */
export const transferRadio = () => depositPanel().getByRole('radio', { name: /^100 ordi/ }) as HTMLInputElement;

/** Whether the transfer inscription is picked (with another token chosen, the panel lists pizza's: none). */
export const pickedTransfer = () => (depositPanel().queryByRole('radio', { name: /^100 ordi/ }) as HTMLInputElement | null)?.checked ?? false;

/** The token chosen on the panel, by the picker's name ("Token to deposit: ordi …"). */
const pickerButton = () => depositPanel().getByRole('button', { name: /^Token to deposit:/ });
const chosenTick = () => (/^Token to deposit: (\S+)/.exec(pickerButton().getAttribute('aria-label') ?? '')?.[1] ?? '').toLowerCase();

/** The user picks `tick` in the token picker (the panel forgets the transfer inscription picked: CLEAR), then does `then`. */
function pickToken(tick: string, then?: Gesture): Gesture {
  fireEvent.click(pickerButton());
  return () => {
    fireEvent.click(screen.getByRole('option', { name: new RegExp(`^${tick}`) }));
    return then;
  };
}

/** The real deposit panel over `machine`: the running actor, once the panel shows the ordi transfer inscriptions. */
export async function mountDepositPanel(machine: DepositMachine): Promise<AnyActorRef> {
  let running: AnyActorRef | undefined;
  refreshed = 0;
  const testing = { machine, onActor: (a: AnyActorRef) => (running = a) };
  const view = <DepositPanel deps={deps} address={ADDRESS} module={MODULE_INSCRIPTION_ID} ticks={TICKS} onDone={() => refreshed++} testing={testing} />;
  renderDialog(view, ADDRESS, { reads: transfersRead });
  // A deadline on real time, not a count of tries; each wait also moves the faked clock on, so a first read that is
  // tried again after a pause (after a real-actor path, it was) is answered rather than waited for forever.
  const deadline = performance.now() + 15_000;
  while (depositPanel().queryByRole('radio', { name: /^100 ordi/ }) === null) {
    if (performance.now() > deadline) throw new Error('The deposit panel never showed the transfer inscription of 100 ordi');
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 5));
      await vi.advanceTimersByTimeAsync(50);
    });
  }
  return running!;
}

/**
 * How the user causes the deposit's own events on the panel. EDIT picks the transfer inscription of 100 ordi; one
 * picked already stays picked when pressed again (no change), so the user picks pizza and ordi again first (each a
 * CLEAR, as the swap form's amount is cleared and typed again). CLEAR picks another token.
 */
export const depositGestures = {
  EDIT: (): void | Gesture => {
    const pick: Gesture = () => void fireEvent.click(transferRadio());
    if (chosenTick() !== 'ordi') return pickToken('ordi', pick);
    if (transferRadio().checked) return pickToken('pizza', () => pickToken('ordi', pick));
    return pick();
  },
  CLEAR: () => pickToken(chosenTick() === 'ordi' ? 'pizza' : 'ordi'),
  SUBMIT: () => void fireEvent.click(screen.getByTestId('deposit-submit')),
  DONE: () => void fireEvent.click(depositPanel().getByRole('button', { name: 'Deposit another' })),
} as const;

/** The panel's summary of the network fee at each rate (300 vB at most for a deposit). */
export const DEPOSIT_AT_MOST: Readonly<Record<number, string>> = {
  13: 'at most 0.000039 BTC (13 sat/vB)',
  21: 'at most 0.000063 BTC (21 sat/vB)',
  15: 'at most 0.000045 BTC (15 sat/vB)',
  30: 'at most 0.00009 BTC (30 sat/vB)',
  41: 'at most 0.000123 BTC (41 sat/vB)',
};
