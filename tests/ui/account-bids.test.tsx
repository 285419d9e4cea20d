import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { BidRecord } from '../../src/domain/market/bid-standing';
import { createAppServices } from '../../src/services/app-services';
import { createBidBook } from '../../src/services/market/bid-book';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { BidsTab } from '../../src/ui/market/bids-tab';
import { BASES } from '../api/helpers';

/**
 * Issue 44, 11: bids lived in one browser. On another device My Bitcoin Assets said "No bids placed from this browser
 * yet", and a bid its bidder had raised read "Lost" beside "Won". The Bids tab now reads the address's bids from the
 * market (its open auctions' bid_history) beside this browser's own book. The market answers as the open API does (msw).
 */
const ME = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';
const OTHER = 'tb1pzzzz7s3mvaw4kyplhyy2tqrkhzw6u7t2ccmdn9pylsnmhtsu5g2qqkjmz4';
const DAY = 86_400_000;
const auction = (auctionId: string, domain: string, status: string) => ({
  auctionId,
  nftType: 'domain',
  marketType: 'auction',
  price: 100_000,
  domain,
  address: OTHER,
  status,
  endTime: Date.now() + DAY,
  minimumBid: 138_915,
});
const AUCTIONS: Record<string, ReturnType<typeof auction>> = {
  'devnet-000063': auction('devnet-000063', '777.bitmap', 'listed'),
  'devnet-000070': auction('devnet-000070', '778.bitmap', 'sold'),
};
const BIDS: Record<string, unknown[]> = {
  'devnet-000063': [
    { bidId: 'bid-3', address: ME, price: 132_300, status: 'placed', time: 2_000 },
    { bidId: 'bid-2', address: ME, price: 126_000, status: 'placed', time: 1_000 },
    { bidId: 'bid-1', address: OTHER, price: 120_000, status: 'placed', time: 500 },
  ],
  'devnet-000070': [{ bidId: 'bid-9', address: ME, price: 90_000, status: 'won', time: 3_000 }],
};
/** The market's open listings per category: empty unless a test lists some. */
let listed: Record<string, unknown[]> = {};
let historyAsked: string[] = [];
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data });
const server = setupServer(
  http.post(`${BASES.market}/:category/auction/list`, ({ params }) => {
    const list = listed[String(params.category)] ?? [];
    return ok({ list, total: list.length });
  }),
  http.post(`${BASES.market}/:category/auction/detail`, async ({ request }) => ok(AUCTIONS[((await request.json()) as { auctionId: string }).auctionId])),
  http.post(`${BASES.market}/:category/auction/bid_history`, async ({ request }) => {
    const { auctionId } = (await request.json()) as { auctionId: string };
    historyAsked.push(auctionId);
    return ok(BIDS[auctionId] ?? []);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  listed = {};
  historyAsked = [];
});
afterAll(() => server.close());

function renderBids(book: readonly BidRecord[] = []) {
  const localStore = createKeyValueStore(null);
  for (const record of [...book].reverse()) createBidBook(localStore).add(ME, record);
  const services = createAppServices(
    { ...readAppConfig(), api: BASES, devnet: false },
    { fetch: (input, init) => fetch(input, init), clock: { now: Date.now }, localStore, sessionStore: createKeyValueStore(null) },
  );
  render(
    <ServicesProvider services={services}>
      <MemoryRouter>
        <BidsTab address={ME} />
      </MemoryRouter>
    </ServicesProvider>,
  );
}

it('no bid in this browser nor on the market: "No bids placed yet"', async () => {
  renderBids();
  expect(
    await screen.findByText('No bids placed yet. A bid you place on an auction shows here, followed until the auction ends.', {}, { timeout: 8_000 }),
  ).toBeVisible();
  expect(screen.queryByText(/from this browser/)).toBeNull();
});

it("the address's bids on the market's open auctions show beside this browser's own; a raised bid reads Raised (issue 44, 11)", async () => {
  // The domain market lists a fixed-price sale and an auction; the other categories list nothing.
  listed = {
    domain: [{ ...AUCTIONS['devnet-000063'], auctionId: 'devnet-000064', domain: '779.bitmap', marketType: 'fixedPrice' }, AUCTIONS['devnet-000063']],
  };
  // This browser placed only the bid that won 778.bitmap (the market no longer lists that auction: it sold).
  renderBids([
    {
      category: 'domain',
      auctionId: 'devnet-000070',
      bidId: 'bid-9',
      priceSats: '90000',
      title: '778.bitmap',
      coins: [{ txid: 'aa'.repeat(32), vout: 0 }],
      placedAt: 3_000,
      endTime: null,
    },
  ]);
  await screen.findByText('Replaced by your higher bid of 132,300 sats: that one is the highest so far.', {}, { timeout: 8_000 });
  const rows = screen.getAllByTestId('bid-row');
  expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['778.bitmap', '777.bitmap', '777.bitmap']);
  // Each row's status is a read of its own: the market's bid may still be "Reading…" when the first row shows.
  await waitFor(() => expect(rows.map((r) => within(r).getByTestId('bid-status').textContent)).toEqual(['Won', 'Highest bid', 'Raised']), { timeout: 8_000 });
  // The book's bid says the coins it holds; the market's say they are unknown here.
  expect(rows[0]).toHaveTextContent('holds aaaaaaaa…:0');
  expect(rows[1]).toHaveTextContent('Your bid 0.001323 BTC');
  expect(rows[1]).toHaveTextContent('placed from another browser: the coins it holds are unknown here');
  expect(rows[2]).toHaveTextContent('Your bid 0.00126 BTC');
  expect(screen.getByText(/^Your bids, newest first: those placed from this browser and those the market shows on its open auctions\./)).toBeVisible();
  expect(screen.queryByText(/No bids placed/)).toBeNull();
  // Only the auction's bid_history is read, never a fixed-price sale's.
  expect(historyAsked).toContain('devnet-000063');
  expect(historyAsked).not.toContain('devnet-000064');
});
