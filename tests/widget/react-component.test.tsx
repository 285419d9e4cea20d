import { render, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWidget } from '../../src/widget/create-widget';
import { BitcoinAssetsWidget, type CreateWidget, type ReactWidgetOptions } from '../../src/widget/react';
import { startDevnet } from '../devnet/devnet-harness';

/**
 * The widget's React component (issue 45) on a host page built with React: this file runs in the 'dom' project
 * (vite.config.ts), where React is React, not the widget's Preact. It places a swap widget against a seeded devnet,
 * passes a changed prop to it, and takes it away on unmount.
 */
let h: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  h = await startDevnet();
  h.devnet.ensureSeeded();
}, 60_000);
afterAll(() => h?.close());

const swapOptions = (slippage: string): ReactWidgetOptions => ({
  kind: 'swap',
  api: { base: `${h.origin}/api` },
  network: 'testnet',
  swap: { tickIn: 'ordi', tickOut: 'pizza', slippage },
});

describe('<BitcoinAssetsWidget> on a React page', () => {
  it('places the swap widget in its div, shows the new slippage when the prop changes, and leaves nothing when it unmounts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(h.now());
    const { container, rerender, unmount } = render(<BitcoinAssetsWidget create={createWidget} options={swapOptions('1')} className="swap" />);
    const element = container.querySelector('div.swap > bitcoin-assets-widget')!;
    expect(element).not.toBeNull();
    const root = element.shadowRoot!.querySelector('div')!;
    const view = within(root);
    await view.findByTestId('swap-form', undefined, { timeout: 10_000 });
    expect(view.getByText('Slippage 1%')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();

    rerender(<BitcoinAssetsWidget create={createWidget} options={swapOptions('2')} className="swap" />);
    await waitFor(() => expect(view.getByText('Slippage 2%')).toBeInTheDocument(), { timeout: 10_000 });
    // Updated in place: the same element, not a second widget.
    expect(document.querySelectorAll('bitcoin-assets-widget')).toHaveLength(1);
    expect(container.querySelector('bitcoin-assets-widget')).toBe(element);

    unmount();
    // Destroyed once the host's commit is over (a microtask later).
    await waitFor(() => expect(document.querySelector('bitcoin-assets-widget')).toBeNull());
    expect(element.isConnected).toBe(false);
    // Destroyed, not only out of the page: its root unmounted (its form, its requests and timers gone).
    expect(root).toBeEmptyDOMElement();
  });

  it('tells the widget only what changed: nothing for options written afresh, the theme alone, a new widget for a new kind', async () => {
    const calls: string[] = [];
    const create: CreateWidget = (options) => {
      calls.push(`create ${options.kind} ${options.display} ${options.target instanceof HTMLDivElement ? 'in its div' : 'without a target'}`);
      return {
        open: () => calls.push('open'),
        close: () => calls.push('close'),
        update: (next) => calls.push(`update ${JSON.stringify(next)}`),
        destroy: () => calls.push('destroy'),
      };
    };
    const base = { api: { base: 'https://api.example/api' }, network: 'testnet' } as const;
    const { rerender, unmount } = render(<BitcoinAssetsWidget create={create} options={{ kind: 'swap', ...base, theme: { mode: 'dark' } }} />);
    expect(calls).toEqual(['create swap integrated in its div']);
    rerender(<BitcoinAssetsWidget create={create} options={{ kind: 'swap', ...base, theme: { mode: 'dark' } }} />);
    expect(calls).toEqual(['create swap integrated in its div']);
    rerender(<BitcoinAssetsWidget create={create} options={{ kind: 'swap', ...base, theme: { mode: 'light' } }} />);
    expect(calls).toEqual(['create swap integrated in its div', 'update {"theme":{"mode":"light"}}']);
    rerender(<BitcoinAssetsWidget create={create} options={{ kind: 'buy', ...base, buy: { inscriptionId: 'abc…i0' }, display: 'modal' }} />);
    // The old one goes once the host's commit is over (a microtask later), after the new one is made.
    await Promise.resolve();
    expect(calls).toEqual(['create swap integrated in its div', 'update {"theme":{"mode":"light"}}', 'create buy modal without a target', 'destroy']);
    unmount();
    await Promise.resolve();
    expect(calls).toEqual([
      'create swap integrated in its div',
      'update {"theme":{"mode":"light"}}',
      'create buy modal without a target',
      'destroy',
      'destroy',
    ]);
  });

  it("without create, it uses the loader's global, and says so when the loader's script tag is missing", async () => {
    const calls: string[] = [];
    const global = {
      version: '1.0.0',
      preload: () => Promise.resolve(),
      create: () => (calls.push('loader create'), { open() {}, close() {}, update() {}, destroy: () => calls.push('loader destroy') }),
    };
    vi.stubGlobal('BitcoinAssetsWidget', global);
    const { unmount } = render(<BitcoinAssetsWidget options={{ kind: 'swap', api: { base: 'https://api.example/api' } }} />);
    unmount();
    await Promise.resolve();
    expect(calls).toEqual(['loader create', 'loader destroy']);
    vi.unstubAllGlobals();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<BitcoinAssetsWidget options={{ kind: 'swap', api: { base: 'https://api.example/api' } }} />)).toThrow(
      "Bitcoin Assets widget: window.BitcoinAssetsWidget is not defined. Add the loader's script tag (…/widget/v1/loader.js) before React renders, or pass create={createWidget} from widget.js.",
    );
  });
});
