import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Component } from 'react';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { SwapHistory } from '../../src/ui/swap/swap-history';
import { ErrorBoundary } from '../../src/ui/components/error-boundary';
import { MINIMAL } from '../api/swap-answers';
import { BASES } from '../api/helpers';
import { nowrap } from '../../src/ui/components/kit.css';

/**
 * Issue 28, finding 1: switching History tabs blanked the whole site (the new tab drew the previous tab's rows with
 * its own columns, and nothing caught the error). The swap's history calls answer as the sequencer does (msw, with
 * the conformance answers); a render error stays inside its panel.
 */
const answer = (call: string) => MINIMAL.find(([c]) => c === call)![2];
const server = setupServer(
  http.get(`${BASES.swap}/swap_history`, () => HttpResponse.json({ code: 0, msg: 'ok', data: answer('swap_history') })),
  // The liquidity history answers slowly: the Swaps rows are still there when the Liquidity tab renders.
  http.get(`${BASES.swap}/liq_history`, async () => {
    await new Promise((r) => setTimeout(r, 150));
    return HttpResponse.json({ code: 0, msg: 'ok', data: answer('liq_history') });
  }),
  http.get(`${BASES.swap}/send_history`, () => HttpResponse.json({ code: 0, msg: 'ok', data: { total: 1, list: [{ broken: true }] } })),
  // 45 fees paid: three pages of 20; each row's amount is its place, newest first.
  http.get(`${BASES.swap}/gas_history`, ({ request }) => {
    const url = new URL(request.url);
    const start = Number(url.searchParams.get('start'));
    const limit = Number(url.searchParams.get('limit'));
    const sample = (answer('gas_history') as { list: Record<string, unknown>[] }).list[0]!;
    const list = Array.from({ length: Math.max(0, Math.min(limit, 45 - start)) }, (_, i) => ({ ...sample, amount: String(start + i + 1) }));
    return HttpResponse.json({ code: 0, msg: 'ok', data: { total: 45, list } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

function mount(ui: React.ReactNode) {
  const services = createAppServices(
    { ...readAppConfig(), api: BASES, devnet: false },
    { fetch: (input, init) => fetch(input, init), clock: { now: Date.now }, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  return render(<ServicesProvider services={services}>{ui}</ServicesProvider>);
}

describe('the swap history (issue 28)', () => {
  it("switching tabs shows each tab's own rows, never the previous tab's with the new columns", async () => {
    const user = userEvent.setup();
    mount(<SwapHistory address="tb1ptest" />);
    const history = screen.getByTestId('swap-history');
    expect(await within(history).findByRole('cell', { name: '1 ordi' })).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Liquidity' }));
    expect(within(history).queryByRole('cell', { name: '1 ordi' })).toBeNull();
    expect(await within(history).findByRole('cell', { name: '1 ordi + 2 pizza' })).toBeInTheDocument();
    expect(within(history).queryByTestId('panel-error')).toBeNull();
  });

  it('a tab whose answer is not what the swap sends says so inside the history; the page and the tabs go on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    mount(
      <>
        <p>The rest of the page</p>
        <SwapHistory address="tb1ptest" />
      </>,
    );
    const history = screen.getByTestId('swap-history');
    await user.click(within(history).getByRole('button', { name: 'Sends' }));
    // Decoded at the boundary: the named field, never a row drawn from it.
    expect(await within(history).findByRole('alert')).toHaveTextContent(/Could not load sends\. The swap's answer to .*send_history/);
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Swaps' }));
    expect(await within(history).findByRole('cell', { name: '1 ordi' })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('ErrorBoundary', () => {
  it('Try again renders the panel anew', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    class Flaky extends Component {
      override render() {
        if (fail) throw new Error('boom');
        return <p>Shown</p>;
      }
    }
    const user = userEvent.setup();
    render(
      <ErrorBoundary what="the panel">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong showing the panel.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Shown')).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('the swap history, paged', () => {
  it('a history longer than a page pages by 20: Older and Newer, and where it is (issue 28, 8)', async () => {
    const user = userEvent.setup();
    mount(<SwapHistory address="tb1ptest" />);
    const history = screen.getByTestId('swap-history');
    await user.click(within(history).getByRole('button', { name: 'All operations' }));
    const pager = await within(history).findByTestId('history-pager');
    expect(pager).toHaveTextContent('1–20 of 45');
    expect(within(pager).getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Older' }));
    await user.click(within(pager).getByRole('button', { name: 'Older' }));
    expect(await within(history).findByText('41–45 of 45')).toBeInTheDocument();
    expect(within(history).getAllByRole('row')).toHaveLength(5 + 1);
    expect(within(pager).getByRole('button', { name: 'Older' })).toBeDisabled();
  });
});

describe('the swap history, withdrawals (issue 45)', () => {
  it('a tick shows as it is with the warning beside it (🐸, not %F0%9F%90%B8), and a status is never broken inside a word', async () => {
    const frog = { id: 'w', tick: '🐸', totalAmount: '5', completedAmount: '5', ts: 1, totalConfirmedNum: 3, totalNum: 3, status: 'completed' };
    server.use(http.get(`${BASES.swap}/withdraw_history`, () => HttpResponse.json({ code: 0, msg: 'ok', data: { total: 1, list: [frog] } })));
    const user = userEvent.setup();
    mount(<SwapHistory address="tb1ptest" />);
    const history = screen.getByTestId('swap-history');
    await user.click(within(history).getByRole('button', { name: 'Withdrawals' }));
    const row = (await within(history).findByText('Completed')).closest('tr')!;
    expect(row).toHaveTextContent('5 🐸 ⚠5 (3 of 3 confirmations)Completed');
    expect(row.textContent).not.toContain('%F0');
    expect(within(row).getByRole('img', { name: 'symbols not on a keyboard' })).toHaveTextContent('⚠');
    // "Complet/ed" at 390 px: the status is one unbreakable run.
    expect(within(row).getByText('Completed')).toHaveClass(nowrap);
  });
});

describe('the swap history follows the chain', () => {
  it('reads again every 10 s while the tab is shown, nothing while it is hidden, and at once when it is shown again', async () => {
    // The client's interval is faked; the reads themselves take real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let hidden = false;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
    let reads = 0;
    const count = ({ request }: { request: Request }) => void (request.url.includes('/swap_history') && reads++);
    server.events.on('request:start', count);
    mount(<SwapHistory address="tb1ptest" />);
    expect(await within(screen.getByTestId('swap-history')).findByRole('cell', { name: '1 ordi' })).toBeInTheDocument();
    expect(reads).toBe(1);
    vi.advanceTimersByTime(9_999);
    expect(reads).toBe(1);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(reads).toBe(2));
    vi.advanceTimersByTime(10_000);
    await vi.waitFor(() => expect(reads).toBe(3));
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    vi.advanceTimersByTime(60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(3);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await vi.waitFor(() => expect(reads).toBe(4));
    server.events.removeListener('request:start', count);
    visibility.mockRestore();
    vi.useRealTimers();
  });
});
