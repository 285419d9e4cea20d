import { render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { App } from '../../src/ui/app/app';
import { readAppConfig } from '../../src/ui/app/config';
import type { UserSession } from '../../src/ui/hooks/user-session-context';
import { clientDeps } from '../devnet/devnet-harness';
import { startGateway } from '../gateway/gateway-harness';
import { LISTED_ITEM, RUNES_SELLER, UNPLACED_ITEM } from '../gateway/fake-upstream';
import { atPath } from '../helpers/at-path';

/**
 * The real app (jsdom) on the real gateway for Bitcoin testnet, in front of the fake open API that answers only what
 * the swagger lists for that host: a read the network cannot do says so and where it works, and offers no Try again
 * (asking again can never succeed); a read that failed for a while still offers it.
 */
let g: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  g = await startGateway();
});
afterAll(() => g.close());

const visitor: UserSession = { status: 'disconnected', user: null, connect: () => {}, disconnect: () => {} };
function appServices(slowPath?: string) {
  const deps = clientDeps(g.origin, Date.now);
  // `slowPath`: that call's answer comes 300 ms late, as on a slow line.
  const late = (input: RequestInfo | URL) => (slowPath && String(input).endsWith(slowPath) ? new Promise((r) => globalThis.setTimeout(r, 300)) : null);
  return createAppServices(
    { ...readAppConfig(), api: deps.bases, devnet: false, fixedNetwork: 'testnet' },
    {
      fetch: async (input, init) => (await late(input), fetch(input, init)),
      clock: { now: Date.now },
      localStore: createKeyValueStore(null),
      sessionStore: createKeyValueStore(null),
    },
  );
}
function mount(path: string, slowPath?: string) {
  const services = appServices(slowPath);
  return render(<App services={services} router={atPath(path)} session={visitor} />);
}
// The first page of the file loads the app's modules cold: on a loaded machine that alone took over 8 s once.
// Beside the whole suite on two cores a page's reads through the gateway have taken past 15 s.
const slow = { timeout: 30_000 };

describe('what a network does not offer, on the gateway', () => {
  it("a collection's page on testnet: the collection market is not offered there, where it runs, and no Try again", async () => {
    mount('/market/collection/devnet-punks');
    const words =
      "This is not offered on Bitcoin testnet: UniSat's open API has it (market/collection/auction/collection_statistic) only on Bitcoin mainnet and Fractal mainnet.";
    await waitFor(() => expect(screen.getAllByTestId('not-offered').map((l) => l.textContent)).toContain(words), slow);
    const line = screen.getAllByTestId('not-offered').find((l) => l.textContent === words)!;
    expect(line).toHaveAttribute('role', 'status');
    expect(within(line.parentElement!).queryByRole('button', { name: 'Try again' })).toBeNull();
  }, 60_000);

  it("a collection's page on testnet whose statistic answers after its row: the same words, the statistic's", async () => {
    mount('/market/collection/devnet-punks', '/collection_statistic');
    const words =
      "This is not offered on Bitcoin testnet: UniSat's open API has it (market/collection/auction/collection_statistic) only on Bitcoin mainnet and Fractal mainnet.";
    await waitFor(() => expect(screen.getAllByTestId('not-offered').map((l) => l.textContent)).toContain(words), slow);
  }, 60_000);

  it("an item's page on testnet reads the brc-20 market's inscription_info, which testnet serves: the item is shown", async () => {
    mount(`/inscription/${'ab'.repeat(32)}i0`);
    expect(await screen.findByText(/Inscription #7/, {}, slow)).toBeVisible();
    expect(screen.queryByTestId('not-offered')).toBeNull();
  });

  it("a listing's page on testnet, whose host has no read by auctionId: the listing is read from its inscription's inscription_info, with Buy", async () => {
    mount(`/listing/brc20/a2?inscription=${LISTED_ITEM}`);
    expect(await screen.findByRole('heading', { name: '300 ordi' }, slow)).toBeVisible();
    expect(screen.getByTestId('item-listing')).toHaveTextContent('0.0012 BTC');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeVisible();
    expect(screen.queryByTestId('not-offered')).toBeNull();
    // The market was asked for the inscription, never for detail (testnet's host has none: the gateway answers -404 itself).
    expect(g.upstream.calls.some((c) => c.url.endsWith('/auction/detail'))).toBe(false);
  });

  it("a runes lot's page on testnet, whose host has no read by auctionId: found among its seller's listings of its rune, with Buy", async () => {
    const rune = encodeURIComponent('DOG•GO•TO•THE•MOON');
    mount(`/listing/runes/r7?tick=${rune}&seller=${RUNES_SELLER}`);
    expect(await screen.findByTestId('item-listing', {}, slow)).toHaveTextContent('0.00064 BTC');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeVisible();
    expect(screen.queryByTestId('not-offered')).toBeNull();
    const asked = g.upstream.calls.filter((c) => c.url === '/v3/market/runes/auction/list').at(-1)!;
    expect(JSON.parse(asked.body)).toMatchObject({ filter: { address: RUNES_SELLER, tick: 'DOG•GO•TO•THE•MOON' } });
    expect(g.upstream.calls.some((c) => c.url.endsWith('/auction/detail'))).toBe(false);
  });

  it("a runes lot no longer among its seller's listings: the page says so, with no Buy", async () => {
    mount(`/listing/runes/r8?tick=${encodeURIComponent('DOG•GO•TO•THE•MOON')}&seller=${RUNES_SELLER}`);
    expect(await screen.findByText('Nobody is selling this item now.', {}, slow)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Not for sale' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
  });

  it("a listing whose market answer says not where its item is (inscription_info's utxo {}, as the swagger has it): its output and offset are the indexer's", async () => {
    const item = await (await appServices().api()).reads.item({ category: 'brc20', auctionId: 'a5', inscriptionId: UNPLACED_ITEM });
    expect(item.listing).toMatchObject({ auctionId: 'a5', price: 90000 });
    expect(item.inscription).toMatchObject({ inscriptionId: UNPLACED_ITEM, output: `${'ab'.repeat(32)}:0`, offset: 0 });
    expect(g.upstream.calls.some((c) => c.url === `/v1/indexer/inscription/info/${UNPLACED_ITEM}`)).toBe(true);
  });

  it("a listing's page whose inscription is no longer on it: the item, not for sale, and nothing not offered", async () => {
    mount(`/listing/brc20/a9?inscription=${LISTED_ITEM}`);
    expect(await screen.findByRole('heading', { name: '300 ordi' }, slow)).toBeVisible();
    expect(await screen.findByText('Not for sale')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
    expect(screen.queryByTestId('not-offered')).toBeNull();
  });

  it("a tick's figures, which the open API has no call for, are built from its types_specified and its cheapest listing; its chart draws the open API's price points", async () => {
    mount('/market/brc20/ordi');
    await waitFor(
      () =>
        expect(screen.getByTestId('chart-summary')).toHaveTextContent('3 price points in the last 7 days: low 360 sats, high 375 sats, last 375 sats a unit.'),
      slow,
    );
    expect(screen.getAllByRole('img', { name: /^Price: / })).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('asset-stats')).toHaveTextContent('Floor (a unit)375 sats'), slow);
    expect(screen.getByTestId('asset-stats')).toHaveTextContent('Last sale (a unit)375 sats24h volume0.024 BTCChange+4.17%Listed1');
    expect(screen.queryByTestId('not-offered')).toBeNull();
    expect(screen.queryByText(/Could not load/)).toBeNull();
    // brc20_statistic was never sent upstream (the gateway answers it -404 itself: "built").
    expect(g.upstream.calls.some((c) => c.url.endsWith('/brc20_statistic'))).toBe(false);
  });

  it("the brc-20 market's list on testnet: its ticks from brc20_types, priced by their last sale (the open API says no floor)", async () => {
    mount('/market?tab=brc20&window=1h');
    const table = await screen.findByRole('table', {}, slow);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Price', 'Volume ▼', 'Change', 'Sales', 'Listed']);
    expect(
      within(table)
        .getAllByTestId('asset-row')
        .map((r) => r.textContent),
    ).toEqual(['ordi375 sats0.024 BTC+4.17%––', 'pepe12.5 sats0.009 BTC-2.50%––']);
    expect(screen.getByTestId('answered-window')).toHaveTextContent(
      "Figures of the last 24 hours: this network's market gives brc-20 figures over 24 hours, 7 days and 30 days only.",
    );
    expect(screen.queryByTestId('not-offered')).toBeNull();
    expect(g.upstream.calls.some((c) => c.url.endsWith('/brc20_types_many'))).toBe(false);
  });
});
