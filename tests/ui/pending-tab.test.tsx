import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { UserSessionProvider, type UserSession } from '../../src/ui/hooks/user-session-context';
import { AccountAssets } from '../../src/ui/market/account-assets';
import { BASES, HOST } from '../api/helpers';

/**
 * Issue 44, "confirmation counts and a pending-transactions view": My Bitcoin Assets' Pending tab, the connected
 * address's transactions in the mempool and its last confirmed ones, from the open API's address history (msw).
 */
const ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const TX_PENDING = 'a1'.repeat(32);
const TX_OLD = 'b2'.repeat(32);
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data });
const confirmedOld = { txid: TX_OLD, nIn: 0, nOut: 1, inSatoshi: 0, outSatoshi: 1250000, height: 850000, idx: 1, blkid: 'cc'.repeat(32), confirmations: 3 };
let answers: unknown[] = [];
let asked = 0;
const server = setupServer(
  http.get(`${HOST}/*/address/:address/history`, ({ request }) => {
    expect(new URL(request.url).searchParams.toString()).toBe('cursor=0&size=20');
    asked += 1;
    return ok(answers[Math.min(asked, answers.length) - 1]);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

const connected: UserSession = {
  status: 'connected',
  user: { address: ADDRESS, publicKey: '02' + 'ab'.repeat(32), inscribeCount: 0, ogPassCount: 0, swapAccess: false, isDeployer: false },
  connect: () => {},
  disconnect: () => {},
};
function mount(shown?: string) {
  asked = 0;
  const services = createAppServices(
    { ...readAppConfig(), api: BASES, devnet: false },
    { fetch: (input, init) => fetch(input, init), clock: { now: Date.now }, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  return render(
    <ServicesProvider services={services}>
      <UserSessionProvider session={connected}>
        <MemoryRouter initialEntries={['/address/account?tab=pending']}>{shown ? <AccountAssets address={shown} /> : <AccountAssets />}</MemoryRouter>
      </UserSessionProvider>
    </ServicesProvider>,
  );
}
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const slow = { timeout: 8_000 };

it('lists the pending transaction, then the confirmed one: txid, exact sats each way, confirmations; read again until none is pending', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const pending = { txid: TX_PENDING, nIn: 1, nOut: 2, inSatoshi: 1250000, outSatoshi: 1199845, height: 4194303, confirmations: 0 };
  answers = [
    { start: 0, total: 2, detail: [pending, confirmedOld] },
    {
      start: 0,
      total: 2,
      detail: [
        { ...pending, height: 850003, confirmations: 1 },
        { ...confirmedOld, confirmations: 4 },
      ],
    },
  ];
  mount();
  const waiting = await screen.findByTestId('pending-txs', {}, slow);
  expect(within(waiting).getByText('Waiting for a block (read again every 15 seconds)')).toBeInTheDocument();
  expect(cells(within(waiting).getByTestId('history-tx'))).toEqual([
    `${TX_PENDING} View on mempool.space`,
    '1,250,000 sats',
    '1,199,845 sats',
    'Pending (in the mempool)',
  ]);
  expect(within(waiting).getByRole('link', { name: 'View on mempool.space (transaction a1a1a1a1…a1a1)' })).toHaveAttribute(
    'href',
    `https://mempool.space/tx/${TX_PENDING}`,
  );
  expect(cells(within(screen.getByTestId('confirmed-txs')).getByTestId('history-tx'))).toEqual([
    `${TX_OLD} View on mempool.space`,
    '0 sats',
    '1,250,000 sats',
    '3 confirmations',
  ]);
  expect(asked).toBe(1);

  // 15 s on: read again; the transaction is in a block now, so nothing is pending and the reads stop.
  await act(() => vi.advanceTimersByTimeAsync(15_000));
  expect(await screen.findByText('Nothing is waiting for a block: every transaction of this address is confirmed.', {}, slow)).toBeInTheDocument();
  expect(screen.queryByTestId('pending-txs')).toBeNull();
  expect(screen.getAllByTestId('history-tx').map((r) => cells(r)[3])).toEqual(['1 confirmation', '4 confirmations']);
  expect(asked).toBe(2);
  await act(() => vi.advanceTimersByTimeAsync(60_000));
  expect(asked).toBe(2);
});

it('says so in plain words when the address has no transactions, and is not offered for another address', async () => {
  answers = [{ start: 0, total: 0, detail: [] }];
  const { unmount } = mount();
  expect(await screen.findByTestId('pending-none', {}, slow)).toHaveTextContent('This address has no transactions yet.');
  expect(screen.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
  unmount();
  mount('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7');
  expect(await screen.findByRole('navigation', { name: 'Asset kinds' }, slow)).not.toHaveTextContent('Pending');
  expect(screen.queryByTestId('account-pending')).toBeNull();
});
