import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { FeeChooserContext } from '../../src/flows/fee-chooser/fee-chooser.machine';
import type { HandedOn, OrderFormContext, OrderFormMachine } from '../../src/flows/order-form/order-form.machine';
import { orderFormModel } from '../../src/flows/order-form/order-form.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { UserSessionProvider, type UserSession } from '../../src/ui/hooks/user-session-context';
import { WalletSignerProvider } from '../../src/ui/hooks/wallet-context';
import { InscribeForm, type PlaceRequest } from '../../src/ui/inscribe/inscribe-form';
import { describeFlow } from './describe-flow';
import { feeChooserGestures, feeRadio } from './fee-chooser-gestures';

/** The order form's paths (issue 43): its machine alone, and the Inscribe form over it with "hello" to inscribe. */
const ADDRESS = 'tb1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzsgnnjhk';
const REFUSAL = 'satoshi.sats is inscribed already.';

/**
 * The fee chooser's rates as the options show them: from the model's fee source (12.2, 20.5, 41 sats/vB), or the
 * defaults when the source fails (15, 30).
 */
const CHOOSER_RATES = { served: { Economy: 13, Normal: 21 }, failed: { Economy: 15, Normal: 30 } } as const;
/**
 * The rate the form keeps, by the running chooser: none before the rates load, Normal's once they have, Economy's once
 * picked, and none once the custom rate is emptied (a form has no rate to fall back on: it waits for one).
 */
function chooserRate(chooser: FlowSnapshot): number | null {
  if (chooser.matches('loading')) return null;
  const { selected, failed, customText } = chooser.context as FeeChooserContext;
  if (selected === 'Normal' || selected === 'Economy') return CHOOSER_RATES[failed ? 'failed' : 'served'][selected];
  // Custom: the model's one custom gesture empties it (`customText` '': no rate).
  return customText === '' ? null : Number(customText);
}

/**
 * What the fee panel shows for one text inscription of "hello" (546 sats in it) at each rate: the network fee and the
 * total. 41 and 30 are Custom's (picked on the way to emptying it).
 */
const PANEL: Readonly<Record<number, { network: string; total: string }>> = {
  13: { network: '4,641 sats at 13 sats/vB', total: '7,187 sats' },
  21: { network: '7,497 sats at 21 sats/vB', total: '10,043 sats' },
  15: { network: '5,355 sats at 15 sats/vB', total: '7,901 sats' },
  30: { network: '10,710 sats at 30 sats/vB', total: '13,256 sats' },
  41: { network: '14,637 sats at 41 sats/vB', total: '17,183 sats' },
};

/** The platform's timer, taken before the harness fakes it: the fee discount's failed read takes real time. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

const handed: number[] = [];
let placed: PlaceRequest[] = [];
let refuse: (words: string | null) => void = () => {};
let seen: FlowSnapshot[] = [];
const contextOf = (actor: AnyActorRef) => (actor.getSnapshot() as FlowSnapshot).context as OrderFormContext;
const chooserOf = (actor: AnyActorRef) => ((actor.getSnapshot() as FlowSnapshot).children.feeChooser as AnyActorRef).getSnapshot() as FlowSnapshot;

const signedIn: UserSession = {
  status: 'connected',
  user: { address: ADDRESS, publicKey: '02' + 'ab'.repeat(32), inscribeCount: 0, ogPassCount: 0, swapAccess: false, isDeployer: false },
  connect: () => {},
  disconnect: () => {},
};

/** The Inscribe form as the page holds it: what it places is kept, and the page's refusal is the test's to give. */
function Page({ testing }: { testing: { machine: OrderFormMachine; onActor: (a: AnyActorRef) => void } }) {
  const [placeError, setPlaceError] = useState<string | null>(null);
  refuse = setPlaceError;
  return (
    <InscribeForm
      network="testnet"
      onPlace={(request) => {
        setPlaceError(null);
        placed.push(request);
      }}
      placeError={placeError}
      testing={testing}
    />
  );
}

describeFlow(orderFormModel, {
  machine: {
    actions: { handOn: (_: unknown, params: HandedOn) => void handed.push(params.feeRate) },
    verify: (expected, actor, path, at) => {
      const context = contextOf(actor);
      // The rate kept is the one the chooser shows (13 or 21 sats/vB served, 15 or 30 by default).
      // (read from the running chooser: its rates served or the defaults, and what is selected)
      const rate = chooserRate(chooserOf(actor));
      expect(context.feeRate).toBe(rate);
      // The chooser is off exactly while the order is placed; the order is handed on at the rate.
      const chooser = chooserOf(actor);
      if (!chooser.matches('loading')) expect(chooser.matches({ ready: 'fixed' })).toBe(expected.matches('placing'));
      if (expected.matches('placing')) expect(handed.at(-1)).toBe(rate);
      // The form says a refusal until the order is placed again.
      const last = path.steps
        .slice(0, at + 1)
        .map((s) => s.event.type)
        .filter((type) => type === 'PLACE' || type === 'REFUSED')
        .at(-1);
      expect(context.refused).toBe(last === 'REFUSED');
    },
  },
  view: {
    name: 'the Inscribe form',
    start: async (machine) => {
      let running: AnyActorRef | undefined;
      placed = [];
      seen = [];
      // Nothing answers but at once: the address's fee discount is none, and Inscribe does not wait for it.
      const fetch = (() => Promise.reject(new TypeError('offline'))) as unknown as typeof globalThis.fetch;
      const services = createAppServices(readAppConfig(), { fetch, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) });
      // The API client is loaded on first use (a module import, in real time): loaded before the clock is moved on.
      await services.api();
      render(
        <ServicesProvider services={services}>
          <UserSessionProvider session={signedIn}>
            <WalletSignerProvider signer={null}>
              <Page testing={{ machine: machine as OrderFormMachine, onActor: (a) => (running = a) }} />
            </WalletSignerProvider>
          </UserSessionProvider>
        </ServicesProvider>,
      );
      fireEvent.change(screen.getByTestId('inscribe-text'), { target: { value: 'hello' } });
      // The address's fee discount is read once typing settles (500 ms); Inscribe waits until the read has failed.
      await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
      for (let waited = 0; services.queries.isFetching() > 0 && waited < 5_000; waited += 5) await new Promise((resolve) => realSetTimeout(resolve, 5));
      await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
      return running!;
    },
    events: {
      PLACE: () => void fireEvent.click(screen.getByTestId('inscribe-submit')),
      // The page refuses the order before it is made (a name inscribed already).
      REFUSED: () => refuse(REFUSAL),
      // The fee chooser tells the form its rate (its gestures are the chooser's, below).
      FEE_RATE: 'outside',
    },
    children: { feeChooser: feeChooserGestures },
    verify: (expected, actor) => {
      seen.push(expected);
      const chooser = orderFormModel.childSnapshots(expected).feeChooser!;
      if (chooser.matches('loading')) {
        expect(screen.getByText('Loading the current fee rates…')).toBeVisible();
        expect(screen.getByTestId('fee-panel')).toHaveTextContent('Add something to inscribe and choose a fee rate to see what it costs.');
        expect(screen.getByTestId('inscribe-submit')).toBeDisabled();
        return;
      }
      // The chooser shows its option checked, off exactly while the order is placed.
      expect(screen.getByTestId('fee-chooser')).toHaveProperty('disabled', expected.matches('placing'));
      expect(feeRadio((chooser.context as FeeChooserContext).selected!)).toBeChecked();
      // The fee panel is at the rate the form keeps; an emptied custom rate is none, and Inscribe waits for one.
      const rate = contextOf(actor).feeRate;
      expect(rate).toBe(chooserRate(chooserOf(actor)));
      if (rate === null) {
        expect(screen.getByTestId('fee-panel')).toHaveTextContent('Add something to inscribe and choose a fee rate to see what it costs.');
        expect(screen.getByTestId('inscribe-submit')).toBeDisabled();
        return;
      }
      expect(screen.getByTestId('fee-items-value')).toHaveTextContent('546 sats');
      expect(screen.getByTestId('fee-network')).toHaveTextContent(PANEL[rate]!.network);
      expect(screen.getByTestId('fee-total')).toHaveTextContent(PANEL[rate]!.total);
      if (expected.matches('placing')) {
        // The order is handed to the page at that rate, with the panel's total.
        expect(placed.at(-1)).toMatchObject({ mode: 'text', receiveAddress: ADDRESS, outputValue: 546, feeRate: rate });
        expect(placed.at(-1)!.fees.total.toNumber().toLocaleString('en-US')).toBe(PANEL[rate]!.total.replace(' sats', ''));
        return;
      }
      expect(screen.getByTestId('inscribe-submit')).toBeEnabled();
      if (expected.context.refused) expect(screen.getByTestId('place-error')).toHaveTextContent(REFUSAL);
      else expect(screen.queryByTestId('place-error')).toBeNull();
    },
  },
});
