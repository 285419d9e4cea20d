import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { feeChooserMachine, type LoadedFees } from '../../src/flows/fee-chooser/fee-chooser.machine';
import { blocksTimeList } from '../../src/services/api/fee-api';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { FeeChooser } from '../../src/ui/components/fee-chooser';
import { ServicesProvider } from '../../src/ui/hooks/services';

/** The fee chooser as a dialog shows it, its rates loaded from the given answer (issue 42, Fees). */
function show(loaded: LoadedFees, minimumRate?: number) {
  const services = createAppServices(readAppConfig(), {
    fetch: (() => new Promise<Response>(() => {})) as unknown as typeof fetch,
    localStore: createKeyValueStore(null),
    sessionStore: createKeyValueStore(null),
  });
  const machine = feeChooserMachine.provide({ actors: { loadFees: fromPromise(async () => loaded) } });
  render(
    <ServicesProvider services={services}>
      <FeeChooser {...(minimumRate === undefined ? {} : { minimumRate })} testing={{ machine }} />
    </ServicesProvider>,
  );
}

const optionTexts = async () =>
  (await within(await screen.findByRole('radiogroup', { name: 'Fee rate' })).findAllByRole('radio')).map((r) => r.closest('label')!.textContent);

// testnet: one projected block of 2,377 of 1,000,000 vB.
const testnetBlocks = [{ blockVSize: 2_377, medianFee: 1.0034, feeRange: [1.0027, 1.2, 3.5] }];

it('testnet: each option says it confirms in the next block (~10 minutes), not 24 hours+', async () => {
  show({ rates: { economy: 1, normal: 1, custom: 1, minimum: 1 }, blocksTime: blocksTimeList(testnetBlocks, 1), error: null });
  expect(await optionTexts()).toEqual(['Economy1 sats/vB~10 minutes', 'Normal1 sats/vB~10 minutes', 'Custom:1 sats/vB~10 minutes']);
  expect(screen.getByTestId('fee-level')).toHaveTextContent('1 sats/vB: a low fee, ~10 minutes to confirm.');
});

it('a network minimum of 0.1: 0.1 is offered, and a custom 0.3 is taken', async () => {
  show({ rates: { economy: 0.1, normal: 0.2, custom: 0.5, minimum: 0.1 }, blocksTime: blocksTimeList(testnetBlocks, 0.1), error: null });
  expect(await optionTexts()).toEqual(['Economy0.1 sats/vB~10 minutes', 'Normal0.2 sats/vB~10 minutes', 'Custom:0.5 sats/vB~10 minutes']);
  fireEvent.click(screen.getByRole('radio', { name: /^Custom/ }));
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Custom fee rate in sats/vB' }), { target: { value: '0.3' } });
  expect(screen.getByTestId('fee-level')).toHaveTextContent('0.3 sats/vB: a low fee, ~10 minutes to confirm.');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('a network minimum of 2: no option says 1, and a custom 1 is refused with the minimum', async () => {
  show({ rates: { economy: 1, normal: 1, custom: 1, minimum: 2 }, blocksTime: blocksTimeList(testnetBlocks, 2), error: null });
  expect(await optionTexts()).toEqual(['Economy2 sats/vB~10 minutes', 'Normal2 sats/vB~10 minutes', 'Custom:2 sats/vB~10 minutes']);
  fireEvent.click(screen.getByRole('radio', { name: /^Custom/ }));
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Custom fee rate in sats/vB' }), { target: { value: '1' } });
  expect(screen.getByRole('alert')).toHaveTextContent('The fee rate must be at least 2 sats/vB.');
  expect(screen.queryByTestId('fee-level')).toBeNull();
});
