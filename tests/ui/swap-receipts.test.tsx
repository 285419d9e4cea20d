import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { SwapHistory } from '../../src/ui/swap/swap-history';
import { PendingWithdrawals } from '../../src/ui/swap/pending-withdrawals';
import { BASES } from '../api/helpers';

/**
 * Issue 45, "receipts and every pending withdrawal in one view": each history row states its amounts exactly and
 * links the rollup inscription (the site's page) and the transaction where the swap's answer names them, and nothing
 * where it does not; the withdraw panel lists every withdrawal not yet completed. The swap answers through msw.
 */
const TXID = 'a1'.repeat(32);
const INSCRIPTION = `${'b2'.repeat(32)}i0`;
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data });
const server = setupServer(
  http.get(`${BASES.swap}/swap_history`, () =>
    ok({ total: 1, list: [{ tickIn: 'ordi', tickOut: 'pizza', amountIn: '0.000000000123456789', amountOut: '12345.5', exactType: 'exactIn', ts: 1 }] }),
  ),
  http.get(`${BASES.swap}/rollup_history`, () =>
    ok({
      total: 2,
      list: [
        { txid: TXID, height: 840001, transactionNum: 7, inscriptionId: INSCRIPTION, inscriptionNumber: 1234, ts: 2 },
        // Not yet inscribed: the answer names no transaction and no inscription.
        { txid: '', height: 0, transactionNum: 2, inscriptionId: '', inscriptionNumber: 0, ts: 3 },
      ],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function mount(ui: ReactNode) {
  const services = createAppServices(
    { ...readAppConfig(), api: BASES, devnet: false },
    { fetch: (input, init) => fetch(input, init), clock: { now: Date.now }, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  return render(
    <ServicesProvider services={services}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ServicesProvider>,
  );
}

describe('the swap history as receipts (issue 45)', () => {
  it('a swap states both amounts exactly, every digit the swap answered', async () => {
    mount(<SwapHistory address="tb1ptest" />);
    const history = screen.getByTestId('swap-history');
    expect(await within(history).findByRole('cell', { name: '0.000000000123456789 ordi' })).toBeInTheDocument();
    expect(within(history).getByRole('cell', { name: '12,345.5 pizza' })).toBeInTheDocument();
  });

  it("a rollup links its inscription to the site's inscription page and its transaction to the explorer; one without them links nothing", async () => {
    const user = userEvent.setup();
    mount(<SwapHistory address="tb1ptest" />);
    const history = screen.getByTestId('swap-history');
    await user.click(within(history).getByRole('button', { name: 'Rollups' }));
    const inscription = await within(history).findByRole('link', { name: 'Rollup inscription #1234' });
    expect(inscription).toHaveAttribute('href', `/inscription/${INSCRIPTION}`);
    const [done, pending] = within(history).getAllByRole('row').slice(1);
    expect(
      within(done!)
        .getByRole('link', { name: /transaction a1a1a1a1…a1a1/ })
        .getAttribute('href'),
    ).toContain(`/tx/${TXID}`);
    expect(done).toHaveTextContent('840001');
    expect(pending).toHaveTextContent('#0');
    expect(pending).toHaveTextContent('Unconfirmed');
    expect(within(pending!).queryAllByRole('link')).toEqual([]);
  });
});

describe('every withdrawal not yet completed, in one view (issue 45)', () => {
  const w = (id: string, status: string, totalAmount: string, totalConfirmedNum: number, totalNum: number) => ({
    id,
    tick: 'ordi',
    totalAmount,
    completedAmount: '0',
    ts: 1,
    totalConfirmedNum,
    totalNum,
    status,
  });
  // 101 withdrawals: a page of 100 (one queued among completed ones), then the last, a failed one.
  const history = [
    w('q', 'order', '100', 1, 3),
    ...Array.from({ length: 99 }, (_, i) => w(`c${i}`, 'completed', '5', 3, 3)),
    w('f', 'error', '0.000000000000000001', 0, 3),
  ];

  it('lists each with its exact amount, its stage in words and its confirmations as the module says them, read to the end of the history', async () => {
    server.use(
      http.get(`${BASES.swap}/withdraw_history`, ({ request }) => {
        const url = new URL(request.url);
        const start = Number(url.searchParams.get('start'));
        const limit = Number(url.searchParams.get('limit'));
        return ok({ total: history.length, list: history.slice(start, start + limit) });
      }),
    );
    const followed: string[] = [];
    const user = userEvent.setup();
    mount(<PendingWithdrawals address="tb1ptest" tracked="q" busy={false} onFollow={(id) => followed.push(id)} />);
    const list = await screen.findByTestId('pending-withdrawals');
    const rows = (await within(list).findAllByRole('row')).slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['100 ordi', 'Waiting in the queue', '1 of 3 confirmations', 'Shown above'],
      ['0.000000000000000001 ordi', 'Failed', '0 of 3 confirmations', 'Follow'],
    ]);
    await user.click(within(list).getByRole('button', { name: 'Follow the withdrawal of 0.000000000000000001 ordi' }));
    expect(followed).toEqual(['f']);
  });

  it('says none is under way when every one is over, and offers no Follow while the panel is busy', async () => {
    server.use(http.get(`${BASES.swap}/withdraw_history`, () => ok({ total: 1, list: [w('c', 'completed', '5', 3, 3)] })));
    const { unmount } = mount(<PendingWithdrawals address="tb1pnone" tracked={null} busy={false} onFollow={() => {}} />);
    expect(await screen.findByText('No withdrawal is under way.')).toBeInTheDocument();
    unmount();
    server.use(http.get(`${BASES.swap}/withdraw_history`, () => ok({ total: 1, list: [w('p', 'pendingOrder', '7', 0, 3)] })));
    mount(<PendingWithdrawals address="tb1pbusy" tracked={null} busy onFollow={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Follow the withdrawal of 7 ordi' })).toBeDisabled();
    expect(screen.getByRole('row', { name: /7 ordi/ })).toHaveTextContent('7 ordiProcessing0 of 3 confirmationsFollow');
  });
});
