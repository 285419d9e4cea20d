import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { ListingsPanel } from '../../src/ui/market/listings-panel';
import { BASES } from '../api/helpers';

/**
 * Issue 44: a collection's listings as a grid of cards (its content, name, price and Buy), only the cards in view in
 * the page; and a search within the collection, which reads its listings once with the open API's `all`.
 */
type Row = { auctionId: string; inscriptionId: string; inscriptionNumber: number; name: string; price: number; contentType: string };
const row = (n: number, name: string, price: number, contentType = 'image/svg+xml'): Row => ({
  auctionId: `a${n}`,
  inscriptionId: `${'ab'.repeat(32)}i${n}`,
  inscriptionNumber: n,
  name,
  price,
  contentType,
});
let items: Row[] = [];
let calls: { start: number; all: boolean }[] = [];
const server = setupServer(
  http.post(`${BASES.market}/collection/auction/list`, async ({ request }) => {
    const body = (await request.json()) as { start: number; limit: number; filter: { all?: boolean } };
    const all = body.filter.all === true;
    calls.push({ start: body.start, all });
    const list = (all ? items : items.slice(body.start, body.start + body.limit)).map((r) => ({ ...r, nftType: 'collection', marketType: 'fixedPrice' }));
    return HttpResponse.json({ code: 0, msg: 'ok', data: { list, total: items.length } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  calls = [];
  items = [];
});
afterAll(() => server.close());

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderPunks(entry: string) {
  const services = createAppServices(
    { ...readAppConfig(), api: BASES, devnet: false },
    { fetch: (input, init) => fetch(input, init), clock: { now: Date.now }, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <ListingsPanel asset={{ category: 'collection', collectionId: 'devnet-punks' }} noun="Devnet Punks" />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ServicesProvider>,
  );
}

it('?view=grid shows cards (content in its sandbox, name, exact price, Buy), only those in view; List and Grid switch it', async () => {
  items = Array.from({ length: 10_000 }, (_, i) => row(i + 1, `Devnet Punk #${i + 1}`, 250_000 + i));
  items[1] = row(2, 'Devnet Punk #2', 1_234_567, 'image/png');
  renderPunks('/market/collection/devnet-punks?view=grid');
  expect(await screen.findByText('10,000 listings', {}, { timeout: 8_000 })).toBeInTheDocument();
  const cards = await screen.findAllByTestId('listing-card');
  // jsdom lays nothing out: the list's fallback 640 px wide holds 4 columns of 160 px; 3 lines in view and 2 either side.
  expect(cards).toHaveLength(24);
  const first = cards[0]!;
  expect(within(first).getByRole('link', { name: 'Devnet Punk #1' })).toHaveAttribute('href', `/listing/collection/a1?inscription=${'ab'.repeat(32)}i1`);
  expect(within(first).getByTestId('card-price')).toHaveTextContent('0.0025 BTC');
  expect(within(first).getByRole('link', { name: 'Buy: Devnet Punk #1' })).toHaveTextContent('Buy');
  // A stranger's SVG stays in its frame, sandboxed without same-origin access; an image is an image.
  expect(within(first).getByTitle("Devnet Punk #1: the inscription's content, in a sandboxed frame")).toHaveAttribute('sandbox', 'allow-scripts');
  expect(within(cards[1]!).getByRole('img', { name: "Devnet Punk #2: the inscription's image" })).toBeInTheDocument();
  expect(within(cards[1]!).getByTestId('card-price')).toHaveTextContent('0.01234567 BTC');
  expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  // No search typed: no read of all the listings.
  expect(calls).toEqual([{ start: 0, all: false }]);

  fireEvent.click(screen.getByRole('button', { name: 'List' }));
  expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('address')).toHaveTextContent('');
  expect(screen.queryByTestId('listing-card')).toBeNull();
  expect(screen.getAllByTestId('listing-row')[0]).toHaveTextContent('Devnet Punk #1');
  fireEvent.click(screen.getByRole('button', { name: 'Grid' }));
  expect(screen.getByTestId('address')).toHaveTextContent('?view=grid');
});

it("a search reads the collection's listings once (all: true) and filters them by name or number; none says so", async () => {
  items = [row(41, 'Devnet Punk #2', 250_000), row(123, 'Devnet Punk #3', 300_000), row(7, 'Golden Ape', 90_000)];
  renderPunks('/market/collection/devnet-punks');
  expect(await screen.findByText('3 listings', {}, { timeout: 8_000 })).toBeInTheDocument();
  const box = screen.getByRole('searchbox', { name: 'Search this collection by name or number' });
  fireEvent.change(box, { target: { value: 'golden' } });
  expect(await screen.findByText('1 listing matches “golden”', {}, { timeout: 4_000 })).toBeInTheDocument();
  expect(screen.getAllByTestId('listing-row').map((r) => r.textContent)).toEqual([expect.stringContaining('Golden Ape')]);
  expect(screen.getByTestId('listing-row')).toHaveTextContent('0.0009 BTC');

  fireEvent.change(box, { target: { value: '#123' } });
  expect(await screen.findByText('1 listing matches “#123”', {}, { timeout: 4_000 })).toBeInTheDocument();
  expect(screen.getByTestId('listing-row')).toHaveTextContent('Devnet Punk #3');

  fireEvent.change(box, { target: { value: 'zzz' } });
  expect(await screen.findByText('No listing in this collection matches “zzz”.', {}, { timeout: 4_000 })).toBeInTheDocument();
  // One read of them all, whatever was typed after.
  expect(calls.filter((c) => c.all)).toEqual([{ start: 0, all: true }]);

  fireEvent.change(box, { target: { value: '' } });
  expect(await screen.findByText('3 listings')).toBeInTheDocument();
});
