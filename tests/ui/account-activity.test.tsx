import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { UserSessionProvider, type UserSession } from '../../src/ui/hooks/user-session-context';
import { AccountAssets } from '../../src/ui/market/account-assets';
import { BASES } from '../api/helpers';

/**
 * Issue 44, "a personal activity history with profit and loss": My Bitcoin Assets' Activity tab reads the connected
 * address's market history in every category (actions, filter.address), newest first, in its own words, each price
 * exactly, and what its trades made. The market answers as the open API does (msw); its ARC-20 market is not offered.
 */
const ME = 'bc1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';
const OTHER = 'bc1pzzzz7s3mvaw4kyplhyy2tqrkhzw6u7t2ccmdn9pylsnmhtsu5g2qqkjmz4';
const MINUTE = 60_000;
const DAY = 86_400_000;
const PUNK = `${'cd'.repeat(32)}i0`;
const SALE_TX = 'ef'.repeat(32);
const at = (ago: number) => Date.now() - ago;
const punk = { inscriptionId: PUNK, inscriptionNumber: 66, collectionId: 'devnet-punks', collectionItemName: 'Devnet Punk #6' };
/** The address's history per category, newest first, as the market keeps it. */
const history = (): Record<string, unknown[]> => ({
  brc20: [
    { event: 'Sold', auctionId: 'o1', price: 80_000, from: ME, to: OTHER, timestamp: at(MINUTE), tick: 'ordi', amount: 50 },
    // Fifty listings older than the sale: the second page holds the last of them.
    ...Array.from({ length: 50 }, (_, i) => ({
      event: 'Listed',
      auctionId: `l${i}`,
      price: 90_000,
      from: ME,
      to: null,
      timestamp: at((i + 2) * MINUTE),
      tick: 'ordi',
      amount: 50,
    })),
  ],
  domain: [
    {
      event: 'Claim',
      auctionId: 'd1',
      price: 70_000,
      from: OTHER,
      to: ME,
      timestamp: at(10 * MINUTE + 30_000),
      inscriptionId: 'aa'.repeat(32) + 'i0',
      domain: 'moon.sats',
    },
  ],
  collection: [
    { event: 'Sold', auctionId: 'p2', price: 310_000, from: ME, to: OTHER, timestamp: at(DAY), txid: SALE_TX, ...punk },
    { event: 'Listed', auctionId: 'p2', price: 310_000, from: ME, to: null, timestamp: at(2 * DAY), ...punk },
    { event: 'Sold', auctionId: 'p1', price: 260_000, from: OTHER, to: ME, timestamp: at(3 * DAY), ...punk },
  ],
  runes: [],
});
let asked: { category: string; body: { filter: { address: string }; start: number; limit: number } }[] = [];
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data });
const server = setupServer(
  http.post(`${BASES.market}/:category/auction/actions`, async ({ params, request }) => {
    const category = String(params.category);
    const body = (await request.json()) as (typeof asked)[number]['body'];
    asked.push({ category, body });
    if (category === 'arc20') return HttpResponse.json({ code: -404, msg: 'The ARC-20 market is not offered on this network.', data: null });
    const rows = (history()[category] ?? []).filter(
      (r) => (r as { from: string }).from === body.filter.address || (r as { to: string }).to === body.filter.address,
    );
    return ok({ list: rows.slice(body.start, body.start + body.limit), total: rows.length });
  }),
);
const connected: UserSession = {
  status: 'connected',
  user: { address: ME, publicKey: '02' + 'ab'.repeat(32), inscribeCount: 0, ogPassCount: 0, swapAccess: false, isDeployer: false },
  connect: () => {},
  disconnect: () => {},
};
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  asked = [];
});
afterAll(() => server.close());

function mount(session: UserSession, path: string, shown?: string) {
  const services = createAppServices(
    { ...readAppConfig(), api: BASES, devnet: false },
    { fetch: (input, init) => fetch(input, init), clock: { now: Date.now }, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  render(
    <ServicesProvider services={services}>
      <UserSessionProvider session={session}>
        <MemoryRouter initialEntries={[path]}>{shown ? <AccountAssets address={shown} /> : <AccountAssets />}</MemoryRouter>
      </UserSessionProvider>
    </ServicesProvider>,
  );
}
const slow = { timeout: 8_000 };
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

it('the history newest first in plain words, its P&L, and Load more (issue 44)', async () => {
  const user = userEvent.setup();
  mount(connected, '/address/account?tab=activity');
  const tab = await screen.findByTestId('account-activity', {}, slow);
  const rows = await within(tab).findAllByTestId('account-activity-row', {}, slow);
  // The first page of each: 50 of brc-20's 51 rows, the claim; the punk's trades are older than the 50th and wait.
  expect(rows).toHaveLength(51);
  expect(cells(rows[0]!)).toEqual(['50 ordi', 'Sold', '0.0008 BTC (80,000 sats)', '1 min ago', '–']);
  expect(cells(rows[1]!)).toEqual(['50 ordi', 'Listed', '0.0009 BTC (90,000 sats)', '2 min ago', '–']);
  expect(cells(rows[10]!)).toEqual(['moon.sats', 'Claimed', '0.0007 BTC (70,000 sats)', '10 min ago', '–']);
  expect(within(rows[0]!).getByRole('link', { name: '50 ordi' })).toHaveAttribute('href', expect.stringContaining('o1'));
  expect(within(tab).getByTestId('pnl-spent')).toHaveTextContent('0 BTC (0 sats)');
  expect(within(tab).getByTestId('pnl-received')).toHaveTextContent('0.0008 BTC (80,000 sats)');
  expect(within(tab).getByTestId('pnl-notes')).toHaveTextContent('1 sale has no purchase in this history: its profit or loss is unknown.');
  expect(within(tab).getByTestId('activity-not-offered')).toHaveTextContent("Not read: this network's market has no history of ARC-20.");
  expect(asked.find((a) => a.category === 'collection')?.body).toEqual({ filter: { address: ME }, start: 0, limit: 50 });

  await user.click(within(tab).getByRole('button', { name: 'Load more' }));
  await within(tab).findAllByText('Devnet Punk #6', {}, slow);
  const all = within(tab).getAllByTestId('account-activity-row');
  expect(all).toHaveLength(55);
  expect(asked.filter((a) => a.category === 'brc20').map((a) => a.body.start)).toEqual([0, 0, 50]);
  const punkRows = all.filter((r) => r.textContent?.includes('Devnet Punk #6'));
  expect(punkRows.map(cells)).toEqual([
    ['Devnet Punk #6', 'Sold · P&L +0.0005 BTC (+50,000 sats)', '0.0031 BTC (310,000 sats)', '1 day ago', 'View on mempool.space'],
    ['Devnet Punk #6', 'Listed', '0.0031 BTC (310,000 sats)', '2 days ago', '–'],
    ['Devnet Punk #6', 'Bought', '0.0026 BTC (260,000 sats)', '3 days ago', '–'],
  ]);
  expect(within(punkRows[0]!).getByRole('link', { name: /View on mempool\.space/ })).toHaveAttribute('href', expect.stringContaining(SALE_TX));
  expect(within(tab).getByTestId('pnl-spent')).toHaveTextContent('0.0026 BTC (260,000 sats)');
  expect(within(tab).getByTestId('pnl-received')).toHaveTextContent('0.0039 BTC (390,000 sats)');
  expect(within(tab).getByTestId('pnl-realized')).toHaveTextContent('+0.0005 BTC (+50,000 sats)');
  expect(within(tab).getByTestId('pnl-notes')).toHaveTextContent(
    "1 purchase and 2 sales in the history shown; the realized P&L is each sale of an item bought earlier in it, less what it was bought for. 1 sale has no purchase in this history: its profit or loss is unknown. The market's history states prices only: the fees it took are not in these figures.",
  );
  expect(within(tab).queryByRole('button', { name: 'Load more' })).toBeNull();
});

it("someone else's address has no Activity tab: the history is the owner's own", async () => {
  mount(connected, `/address/${OTHER}?tab=listings`, OTHER);
  const tabs = await screen.findByRole('navigation', { name: 'Asset kinds' }, slow);
  expect(within(tabs).queryByRole('link', { name: 'Activity' })).toBeNull();
  expect(within(tabs).getByRole('link', { name: 'Listings' })).toBeInTheDocument();
});
