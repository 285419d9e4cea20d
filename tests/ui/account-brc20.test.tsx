import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { UserSessionProvider, type UserSession } from '../../src/ui/hooks/user-session-context';
import { AccountAssets } from '../../src/ui/market/account-assets';
import { BASES, HOST } from '../api/helpers';

/**
 * Issue 44: My Bitcoin Assets' brc-20 tab. 14: balances read with separators, as every other screen's amounts;
 * 15 (g): its transfer inscriptions' links sit in a line of text, so they are underlined (axe link-in-text-block).
 * The indexer answers as the open API does (msw).
 */
const ADDRESS = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';
const id = `${'ab'.repeat(32)}i0`;
const balances = { overallBalance: '1234567.5', availableBalance: '1222567.5', transferableBalance: '12000' };
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data });
const server = setupServer(
  http.get(`${HOST}/*/address/:address/brc20/summary`, () => ok({ start: 0, total: 1, detail: [{ ticker: 'ordi', ...balances }] })),
  http.get(`${HOST}/*/address/:address/brc20/:tick/info`, () =>
    ok({
      ticker: 'ordi',
      ...balances,
      availableBalanceSafe: '1222567.5',
      availableBalanceUnSafe: '1222567.5',
      transferableInscriptions: [{ inscriptionId: id, inscriptionNumber: 7, confirmations: 3, data: { tick: 'ordi', amt: '12000' } }],
    }),
  ),
);
const visitor: UserSession = { status: 'disconnected', user: null, connect: () => {}, disconnect: () => {} };
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

it('brc-20 balances have separators and the transfer links are underlined (issue 44, 14 and 15 g)', async () => {
  const user = userEvent.setup();
  const services = createAppServices(
    { ...readAppConfig(), api: BASES, devnet: false },
    { fetch: (input, init) => fetch(input, init), clock: { now: Date.now }, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  render(
    <ServicesProvider services={services}>
      <UserSessionProvider session={visitor}>
        <MemoryRouter initialEntries={['/address?tab=brc20']}>
          <AccountAssets address={ADDRESS} />
        </MemoryRouter>
      </UserSessionProvider>
    </ServicesProvider>,
  );
  const row = await screen.findByTestId('brc20-holding', {}, { timeout: 8_000 });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['ordi ▸', '1,234,567.5', '1,222,567.5', '12,000']);
  await user.click(within(row).getByRole('button', { name: /ordi/ }));
  const link = await screen.findByRole('link', { name: '12,000 ordi' }, { timeout: 8_000 });
  expect(link).toHaveStyle({ textDecoration: 'underline' });
  expect(link.closest('li')).toHaveTextContent('12,000 ordi #7 · 3 confirmations');
});
