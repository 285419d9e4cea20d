import { waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWidget } from '../../src/widget/create-widget';
import type { WidgetHandle } from '../../src/widget/widget-api';
import { startDevnet } from '../devnet/devnet-harness';

/**
 * A modal swap widget as the first widget of a page (issue 45, 5): its lazily loaded form is not loaded yet when it
 * opens. This file is its own page: no widget before it has loaded the swap's modules.
 */
let h: Awaited<ReturnType<typeof startDevnet>>;
const widgets: WidgetHandle[] = [];
beforeAll(async () => {
  h = await startDevnet();
  h.devnet.ensureSeeded();
}, 60_000);
afterAll(() => h?.close());
afterEach(() => {
  widgets.splice(0).forEach((w) => w.destroy());
  document.body.replaceChildren();
});

describe('a modal swap widget, the first on its page', () => {
  it('opens at once with the swap form in its dialog, and open() after close() opens it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(h.now());
    const handle = createWidget({ kind: 'swap', api: { base: `${h.origin}/api` }, network: 'testnet', swap: { tickIn: 'ordi', tickOut: 'pizza' } });
    widgets.push(handle);
    const root = document.querySelector('bitcoin-assets-widget')!.shadowRoot!.querySelector('div')!;
    const view = within(root);
    const dialog = await view.findByRole('dialog', { name: 'Swap' }, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getByTestId('swap-form')).toBeInTheDocument(), { timeout: 10_000 });
    expect(within(dialog).getByText('Slippage 0.5%')).toBeInTheDocument();
    // Nothing of the widget is left on the host page outside its element.
    expect(document.body.children).toHaveLength(1);
    handle.close();
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    handle.open();
    const again = await view.findByRole('dialog', { name: 'Swap' }, { timeout: 10_000 });
    await waitFor(() => expect(within(again).getByTestId('swap-form')).toBeInTheDocument(), { timeout: 10_000 });
  });
});
