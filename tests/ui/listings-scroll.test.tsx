import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { ListingsPanel } from '../../src/ui/market/listings-panel';
import { BASES } from '../api/helpers';

/**
 * Issue 44, 15 (a): a fast scroll over 10,000 listings made 502 list calls of 20 and ended on "Loading…" rows. The
 * market answers as the open API does (its list's limit is under 100); the list is scrolled to its end in 100 quick steps.
 */
const TOTAL = 10_000;
const ROW = 68;
let calls: { start: number; limit: number }[] = [];
let failOnce = new Set<number>();
/** Every call after the first finds nothing (a filter that matches no listing). */
let noneAfterFirst = false;
const server = setupServer(
  http.post(`${BASES.market}/collection/auction/list`, async ({ request }) => {
    const { start, limit } = (await request.json()) as { start: number; limit: number };
    calls.push({ start, limit });
    if (failOnce.delete(start)) return HttpResponse.json({ code: -1, msg: 'busy', data: null });
    if (noneAfterFirst && calls.length > 1) return HttpResponse.json({ code: 0, msg: 'ok', data: { list: [], total: 0 } });
    const list = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - start)) }, (_, i) => ({
      auctionId: `a${start + i}`,
      inscriptionId: `${'ab'.repeat(32)}i${start + i}`,
      nftType: 'collection',
      marketType: 'fixedPrice',
      price: 100_000,
      name: `Devnet Punk #${start + i + 1}`,
    }));
    return HttpResponse.json({ code: 0, msg: 'ok', data: { list, total: TOTAL } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  calls = [];
  failOnce = new Set();
  noneAfterFirst = false;
});
afterAll(() => server.close());

function renderPunks() {
  const services = createAppServices(
    { ...readAppConfig(), api: BASES, devnet: false },
    { fetch: (input, init) => fetch(input, init), clock: { now: Date.now }, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  const view = render(
    <ServicesProvider services={services}>
      <MemoryRouter>
        <ListingsPanel asset={{ category: 'collection', collectionId: 'devnet-punks' }} noun="Devnet Punks" />
      </MemoryRouter>
    </ServicesProvider>,
  );
  return view;
}

async function scrollToTheEnd() {
  const view = renderPunks();
  expect(await screen.findByText('10,000 listings', {}, { timeout: 8_000 })).toBeInTheDocument();
  const list = screen.getByTestId('virtual-list');
  // jsdom lays nothing out: the list's own fallback height (640 px) is its viewport; each step moves 100 rows.
  const end = TOTAL * ROW - 640;
  for (let step = 1; step <= 100; step++) {
    Object.defineProperty(list, 'scrollTop', { value: Math.min(end, step * 100 * ROW), configurable: true });
    fireEvent.scroll(list);
    await new Promise((r) => setTimeout(r, 10));
  }
  return { list, view };
}

it('pages by 99, asks for no page scrolled past, and ends on the last listings (issue 44, 15 a)', async () => {
  const { list } = await scrollToTheEnd();
  expect(await within(list).findByText('Devnet Punk #10000', {}, { timeout: 8_000 })).toBeInTheDocument();
  // The last two pages are asked together and may arrive in either order: the row of #10,000 can show while the page
  // before it is still on its way (its rows read "Loading…" until it arrives, which a busy machine made visible once).
  await waitFor(() => expect(within(list).queryByText('Loading…')).toBeNull(), { timeout: 8_000 });
  expect(within(list).getByText('Devnet Punk #9995')).toBeInTheDocument();
  // The first page, then the last two (rows 9,901 to 10,000): three calls of 99, not 502 of 20.
  expect([...calls].sort((a, b) => a.start - b.start)).toEqual([
    { start: 0, limit: 99 },
    { start: 9_900, limit: 99 },
    { start: 9_999, limit: 99 },
  ]);
});

it('a page shown that could not be read is asked again: the list does not end on "Loading…" rows', async () => {
  failOnce = new Set([9_900]);
  const { list } = await scrollToTheEnd();
  await waitFor(() => expect(within(list).queryByText('Loading…')).toBeNull(), { timeout: 8_000 });
  expect(within(list).getByText('Devnet Punk #9985')).toBeInTheDocument();
  expect(calls.filter((c) => c.start === 9_900)).toHaveLength(2);
});

it('a filter set as soon as the rows show ends on its own answer, not on "Loading listings…" (the last query’s rest timer asks nothing)', async () => {
  noneAfterFirst = true;
  renderPunks();
  expect(await screen.findByText('10,000 listings', {}, { timeout: 8_000 })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Lowest price (BTC)'), { target: { value: '5' } });
  expect(await screen.findByText('No listings match these filters.', {}, { timeout: 4_000 })).toBeInTheDocument();
  // The rest timer of the first query has passed: the list stays on the filter's answer.
  await new Promise((r) => setTimeout(r, 400));
  expect(screen.getByTestId('no-listings')).toHaveTextContent('No listings match these filters.');
  expect(screen.queryByText('Loading listings…')).toBeNull();
});
