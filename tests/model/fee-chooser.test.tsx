import { render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { feeOptions, visibleFeeOptions } from '../../src/domain/fee-chooser';
import { chosenRate, customCheck, type FeeChooserContext, type feeChooserMachine } from '../../src/flows/fee-chooser/fee-chooser.machine';
import { feeChooserModel } from '../../src/flows/fee-chooser/fee-chooser.model';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { readAppConfig } from '../../src/ui/app/config';
import { FeeChooser } from '../../src/ui/components/fee-chooser';
import { feeChooserGestures, feeRadio } from './fee-chooser-gestures';
import { describeFlow, type EventExecutors } from './describe-flow';

/** The fee chooser's paths against the machine and against the real component a dialog shows. */
const services = () =>
  createAppServices(readAppConfig(), {
    fetch: (() => new Promise<Response>(() => {})) as unknown as typeof fetch,
    localStore: createKeyValueStore(null),
    sessionStore: createKeyValueStore(null),
  });

const radio = feeRadio;

describeFlow(feeChooserModel, {
  machine: {
    verify: (expected, actor) => {
      const context = actor.getSnapshot().context as FeeChooserContext;
      if (expected.matches('loading')) expect(context.rates).toBeNull();
      else {
        // The selection is one the dialog shows, and the chosen rate is that option's (or the custom one).
        const shown = visibleFeeOptions(feeOptions(context.rates), context.passedMinimum).map((o) => o.name);
        if (context.selected) expect(shown).toContain(context.selected);
        // A custom rate typed out of bounds, or emptied, is no rate (nothing can be paid at the last valid one).
        const custom = customCheck(context);
        expect(chosenRate(context)).toBe(
          context.selected === null
            ? null
            : context.selected === 'Custom'
              ? custom?.ok === false
                ? null
                : context.customRate
              : feeOptions(context.rates).find((o) => o.name === context.selected)!.rate,
        );
      }
    },
  },
  view: {
    name: 'the fee chooser',
    start: (machine, input) => {
      let running: AnyActorRef | undefined;
      const props = input as { minimumRate?: number; defaultIndex?: number };
      render(
        <ServicesProvider services={services()}>
          <FeeChooser {...props} testing={{ machine: machine as typeof feeChooserMachine, onActor: (a) => (running = a) }} />
        </ServicesProvider>,
      );
      return running!;
    },
    events: {
      ...feeChooserGestures,
      // The dialog fixes the rate while it uses it, and reopens it at its review.
      FIX: 'outside',
      REOPEN: 'outside',
    } satisfies EventExecutors<typeof feeChooserMachine>,
    verify: (expected, actor) => {
      const context = actor.getSnapshot().context as FeeChooserContext;
      if (expected.matches('loading')) {
        expect(screen.getByRole('status')).toHaveTextContent('Loading the current fee rates…');
        return;
      }
      // Fixed while the dialog uses the rate: every option is off; open again, on.
      expect(screen.getByTestId('fee-chooser')).toHaveProperty('disabled', expected.matches({ ready: 'fixed' }));
      const visible = visibleFeeOptions(feeOptions(context.rates), context.passedMinimum);
      const group = screen.getByRole('radiogroup', { name: 'Fee rate' });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => (r as HTMLInputElement).value),
      ).toEqual(visible.map((o) => o.name));
      for (const option of visible) expect(radio(option.name)).toHaveProperty('checked', context.selected === option.name);
      const rate = chosenRate(context);
      const custom = context.selected === 'Custom' ? customCheck(context) : null;
      const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
      if (custom?.ok === false) {
        // What is typed stays in the input, with the reason beside it; no rate is chosen.
        expect(alerts()).toContain(custom.error);
        expect(screen.getByRole('spinbutton', { name: 'Custom fee rate in sats/vB' })).toHaveValue(
          context.customText === '' ? null : Number(context.customText),
        );
        expect(screen.queryByTestId('fee-level')).toBeNull();
      } else if (rate === null) expect(screen.getByText('Choose a fee rate.')).toBeInTheDocument();
      else expect(screen.getByTestId('fee-level')).toHaveTextContent(`${rate} sats/vB`);
      const failedWords = 'Could not get the current fee rates. Default rates are shown; check them before you pay.';
      expect(alerts().filter((a) => a === failedWords)).toHaveLength(context.failed ? 1 : 0);
      expect(alerts()).toHaveLength((context.failed ? 1 : 0) + (custom?.ok === false ? 1 : 0));
    },
  },
});
