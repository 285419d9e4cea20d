import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { DepositMachine } from '../../src/flows/swap-op/deposit.machine';
import { depositModel } from '../../src/flows/swap-op/deposit.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { describeFlow } from './describe-flow';
import { depositReal } from './deposit-real';
import { devnetPerFile } from './devnet-world';
import { DEPOSIT_AT_MOST, depositGestures, depositPanel, depositRefreshes, mountDepositPanel, pickedTransfer, transferRadio } from './deposit-harness';
import { feeChooserGestures, feeRadio } from './fee-chooser-gestures';
import { chooserRate, panelAlerts, runningChooser } from './withdraw-harness';

/** The deposit's paths against the machine, the real actors over msw and the devnet, and the real deposit panel, with its fee chooser walked as its child. */
/** Where the deposit uses the rate: the chooser is fixed there, and open everywhere else. */
const RATE_USED = ['preparing', 'signing', 'committing', 'requoting'] as const;
const INSCRIPTION = `${'ef'.repeat(32)}i0`;

const devnet = devnetPerFile();

describeFlow(depositModel, {
  real: depositReal(devnet),
  machine: {
    verify: (expected, actor) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context;
      expect(context.operation).toBe('deposit');
      // The deposit's rate is the one the chooser stands at (none before its rates load: Deposit waits for it).
      const chooser = runningChooser(actor);
      const rate = chooserRate(chooser, context.feeRate as number | null);
      expect(context.feeRate).toBe(rate);
      // What the panel sends is the inscription alone; the rate is added where the deposit is built and submitted.
      if (context.request !== null) expect(context.request).toEqual({ inscriptionId: INSCRIPTION });
      const children = actor.getSnapshot().children as Record<string, AnyActorRef | undefined>;
      if (expected.matches('preparing'))
        expect(children.prepare?.getSnapshot().input).toMatchObject({ request: { inscriptionId: INSCRIPTION, feeRate: String(rate) } });
      if (expected.matches('signing'))
        expect(children.signingStep?.getSnapshot().input).toMatchObject({ request: { request: { inscriptionId: INSCRIPTION, feeRate: String(rate) } } });
      // No price moves for a deposit: the quote shown is the one taken.
      expect(context.shown).toBe(context.quote);
      // The chooser is fixed exactly while the deposit is prepared, signed and submitted at the rate (and a commit
      // holds it); open at idle, ready, a failed look-up and a done deposit.
      if (!chooser.matches('loading')) expect(chooser.matches({ ready: 'fixed' })).toBe(RATE_USED.some((s) => expected.matches(s)));
      else expect(RATE_USED.some((s) => expected.matches(s))).toBe(false);
    },
  },
  view: {
    name: 'the deposit panel',
    start: (machine) => mountDepositPanel(machine as DepositMachine),
    events: {
      ...depositGestures,
      // A deposit is never quoted again by the user, and has no price to accept: the panel has no such button.
      REFRESH: 'outside',
      ACCEPT: 'outside',
      // A deposit has no review (the wallet shows the transaction): no path sends these.
      CONFIRM: 'outside',
      BACK: 'outside',
      // The fee chooser tells the deposit its rate (its gestures are the chooser's, below).
      FEE_RATE: 'outside',
    },
    children: { feeChooser: feeChooserGestures },
    verify: (expected, actor) => {
      const error = expected.context.error as string | null;
      // The fee chooser's own warning (a failed fee source) is not the panel's error.
      expect(panelAlerts('deposit')).toEqual(error ? [error] : []);
      if (expected.context.notice) expect(screen.getByTestId('deposit-notice')).toHaveTextContent(expected.context.notice as string);
      else expect(screen.queryByTestId('deposit-notice')).toBeNull();
      // The chooser shows all along: loading, or its option checked, its options off exactly while the rate is used.
      const chooser = depositModel.childSnapshots(expected).feeChooser!;
      const rate = chooserRate(runningChooser(actor), (actor.getSnapshot() as FlowSnapshot).context.feeRate as number | null);
      if (chooser.matches('loading')) expect(depositPanel().getByText('Loading the current fee rates…')).toBeVisible();
      else {
        expect(screen.getByTestId('fee-chooser')).toHaveProperty('disabled', chooser.matches({ ready: 'fixed' }));
        expect(feeRadio((chooser.context as { selected: string }).selected)).toBeChecked();
      }
      // The transfer inscription stays picked from the user's pick until another token or a done deposit; with a
      // rate, the panel sums up what goes and the most the miners get.
      const picked = !expected.matches('idle') && !expected.matches('success');
      expect(pickedTransfer()).toBe(picked);
      if (picked && rate !== null) {
        const summary = within(screen.getByTestId('deposit-summary'));
        expect(summary.getByText('You deposit').nextSibling).toHaveTextContent('100 ordi');
        expect(summary.getByText('Network fee').nextSibling).toHaveTextContent(DEPOSIT_AT_MOST[rate]!);
        expect(screen.getByTestId('deposit-fee-bound')).toHaveTextContent(
          `The app refuses a network fee above ${rate} sat/vB × the transaction's size, plus 10%, before your wallet is asked.`,
        );
      } else expect(screen.queryByTestId('deposit-summary')).toBeNull();
      const submit = screen.queryByTestId('deposit-submit');
      if (expected.matches('success')) {
        expect(screen.getByTestId('deposit-success')).toHaveTextContent(
          'Deposit sent (transaction cdcdcdcd…). It is credited to your swap balance after its confirmations.',
        );
        // The balances are refreshed once for this deposit.
        expect(depositRefreshes()).toBe(1);
        expect(submit).toBeNull();
        return;
      }
      // Working: the panel is locked, Deposit is taken once, and the step is said.
      const working: Record<string, string> = {
        preparing: 'Preparing the deposit transaction…',
        // The signing step's first words (the paths settle the whole step at once).
        signing: 'Confirm in your wallet…',
        committing: 'Waiting for the rollup to be committed…',
        requoting: 'Checking again…',
      };
      const step = working[String(expected.value)];
      if (step) {
        expect(depositPanel().getByText(step)).toBeInTheDocument();
        expect(submit).toHaveTextContent('Depositing…');
        expect(submit).toBeDisabled();
        expect(transferRadio()).toBeDisabled();
        return;
      }
      // Otherwise Deposit says what it waits for, and can be pressed with the inscription picked and a rate.
      expect(submit).toHaveTextContent(!picked ? 'Pick a transfer inscription' : rate === null ? 'Choose a fee rate' : 'Deposit');
      expect(submit).toHaveProperty('disabled', !(picked && rate !== null && (expected.matches('ready') || expected.matches('refreshing'))));
    },
  },
});
