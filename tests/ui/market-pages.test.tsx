import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { App } from '../../src/ui/app/app';
import type { UserSession } from '../../src/ui/hooks/user-session-context';
import { atPath } from '../helpers/at-path';
import { devnetServices, seededDevnet, VISITOR } from '../helpers/app-on-devnet';

/**
 * The market's pages in the real app (jsdom) over a real devnet with its seed: a month of sales, the
 * seed's listings, shared outputs and a name with symbols not on a keyboard. Everything between the page
 * and the devnet is the product's own code.
 */
const [me, , alice] = deriveAccounts();
const devnet = seededDevnet();
const visitor = VISITOR;
const signedIn = (address: string): UserSession => ({
  status: 'connected',
  user: { address, publicKey: '02' + 'ab'.repeat(32), inscribeCount: 0, ogPassCount: 0, swapAccess: false, isDeployer: false },
  connect: () => {},
  disconnect: () => {},
});

function mount(path: string, session: UserSession = visitor) {
  return render(<App services={devnetServices(devnet())} router={atPath(path)} session={session} />);
}
const slow = { timeout: 8_000 };
const names = (rows: HTMLElement[]) => rows.map((r) => r.getAttribute('data-asset'));

describe('the market pages on the seeded devnet', () => {
  it('/market lists brc-20 ticks with floor, volume and change per window; sorts and searches', async () => {
    const user = userEvent.setup();
    mount('/market');
    await screen.findAllByTestId('asset-row', {}, slow);
    const table = screen.getByTestId('asset-table-brc20');
    const ordi = () =>
      within(table)
        .getAllByTestId('asset-row')
        .find((r) => r.getAttribute('data-asset') === 'ordi')!;
    // 24 hours: four ordi sales of 50 at 1,480, 1,550, 1,620 and 1,600 sats a unit.
    expect(ordi()).toHaveTextContent('300 sats');
    expect(ordi()).toHaveTextContent('0.003125 BTC');
    expect(ordi()).toHaveTextContent('+6.67%');
    await user.selectOptions(within(table).getByLabelText('Window'), '30d');
    await screen.findByText('+60.00%', {}, slow);
    // The frog tick is shown as it is (issue 44: not "%F0%9F%90%B8") with the warning icon.
    const frog = within(table)
      .getAllByTestId('asset-row')
      .find((r) => r.getAttribute('data-asset') === '🐸')!;
    expect(frog).toHaveTextContent('🐸');
    expect(frog).not.toHaveTextContent('%F0');
    expect(within(frog).getByRole('img')).toHaveAccessibleName(/not on a keyboard/);
    // Sorted by volume (most first), then by floor both ways.
    expect(names(within(table).getAllByTestId('asset-row'))).toEqual(['ordi', 'pizza', '🐸']);
    await user.click(within(table).getByRole('button', { name: 'Floor' }));
    expect(names(within(table).getAllByTestId('asset-row'))).toEqual(['🐸', 'pizza', 'ordi']);
    await user.click(within(table).getByRole('button', { name: /Floor/ }));
    expect(names(within(table).getAllByTestId('asset-row'))).toEqual(['ordi', 'pizza', '🐸']);
    expect(within(table).getByRole('columnheader', { name: /Floor/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.type(within(table).getByLabelText('Search brc-20'), 'PIZ');
    expect(names(within(table).getAllByTestId('asset-row'))).toEqual(['pizza']);
    await user.clear(within(table).getByLabelText('Search brc-20'));
    await user.type(within(table).getByLabelText('Search brc-20'), 'zzz');
    expect(within(table).getByText('Nothing matches “zzz”.')).toBeInTheDocument();
  });

  it('the collections tab says which collection is unverified', async () => {
    mount('/market?tab=collection');
    const rows = await screen.findAllByTestId('asset-row', {}, slow);
    const apes = rows.find((r) => r.getAttribute('data-asset') === 'unverified-apes')!;
    expect(apes).toHaveTextContent('Unverified');
  });

  it('the domains tab offers no window: the open API gives domain kinds one (issue 42), and the line says which', async () => {
    mount('/market?tab=domain&window=7d');
    const table = await screen.findByTestId('asset-table-domain', {}, slow);
    expect(within(table).queryByLabelText('Window')).toBeNull();
    expect(within(table).getByTestId('one-window')).toHaveTextContent('Figures of the last 24 hours: the market gives domains no other window.');
    expect(await within(table).findAllByTestId('asset-row', {}, slow)).not.toHaveLength(0);
  });

  it("an asset page: statistics, the price chart's summary, listings filtered and sorted, activity", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    mount('/market/brc20/ordi');
    const stats = await screen.findByTestId('asset-stats', {}, slow);
    expect(stats).toHaveTextContent('Floor (a unit)300 sats');
    expect(stats).toHaveTextContent('Last sale (a unit)1,600 sats');
    expect(await screen.findByTestId('chart-summary', {}, slow)).toHaveTextContent(
      '10 sales in the last 7 days: low 1,270 sats, high 1,620 sats, last 1,600 sats a unit.',
    );
    await user.click(screen.getByRole('button', { name: '24 hours' }));
    expect(await screen.findByText(/^4 sales in the last 24 hours/, {}, slow)).toBeInTheDocument();
    expect(screen.getByTestId('price-chart').querySelectorAll('circle')).toHaveLength(4);
    const listings = screen.getByTestId('listings');
    expect(await within(listings).findByTestId('listing-count', {}, slow)).toHaveTextContent('2 listings');
    const prices = () =>
      within(listings)
        .getAllByTestId('listing-row')
        .map((r) => r.textContent);
    await user.selectOptions(within(listings).getByLabelText('Sort'), 'price-desc');
    await vi_waitFor(() => expect(prices()[0]).toContain('0.0015 BTC'));
    await user.type(within(listings).getByLabelText('Highest price (BTC)'), '0.001');
    await vi_waitFor(() => expect(within(listings).getByTestId('listing-count')).toHaveTextContent('1 listing'));
    expect(prices()[0]).toContain('250 ordi');
    expect(prices()[0]).toContain('360 sats each');
    await user.clear(within(listings).getByLabelText('Highest price (BTC)'));
    await user.type(within(listings).getByLabelText('Highest price (BTC)'), 'abc');
    expect(within(listings).getByRole('alert')).toHaveTextContent('Enter a price in BTC, such as 0.001.');
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    const activity = await screen.findByTestId('activity', {}, slow);
    await user.selectOptions(within(activity).getByLabelText('Event'), 'Sold');
    await user.selectOptions(within(activity).getByLabelText('Time'), 'day1');
    await vi_waitFor(() => expect(within(activity).getAllByTestId('activity-row')).toHaveLength(4));
    expect(
      within(activity)
        .getAllByTestId('activity-row')
        .every((r) => r.getAttribute('data-type') === 'Sold'),
    ).toBe(true);
  });

  it("a collection's page: its name, description and figures (collection_statistic); the unverified one warned", async () => {
    mount('/market/collection/devnet-punks');
    const stats = await screen.findByTestId('asset-stats', {}, slow);
    expect(screen.getByTestId('asset-name')).toHaveTextContent('Devnet Punks');
    expect(screen.getByText('Pixel faces minted on the devnet.')).toBeInTheDocument();
    expect(stats).toHaveTextContent('Floor0.0025 BTC');
    expect(stats).toHaveTextContent('Total volume0.0068 BTC');
    expect(stats).toHaveTextContent('Listed2');
    expect(screen.queryByTestId('unverified-warning')).toBeNull();
  });

  it("an unverified collection's page warns; a domain kind's page lists its names by category (domain_statistic)", async () => {
    const { unmount } = mount('/market/collection/unverified-apes');
    expect(await screen.findByTestId('unverified-warning', {}, slow)).toBeInTheDocument();
    unmount();
    mount('/market/domain/sats');
    expect(await screen.findByTestId('asset-stats', {}, slow)).toHaveTextContent('24h volume');
    const categories = await screen.findByTestId('domain-categories', {}, slow);
    await waitFor(() => expect(within(categories).getByRole('row', { name: /Keyboard only 2 moon\.sats/ })).toBeInTheDocument(), slow);
  });

  it('domain filters narrow the listings; the empty result says so', async () => {
    const user = userEvent.setup();
    mount('/market/domain/btc');
    const listings = await screen.findByTestId('listings', {}, slow);
    expect(await within(listings).findByTestId('listing-count', {}, slow)).toHaveTextContent('1 listing');
    await user.selectOptions(within(listings).getByLabelText('Names'), '3_letters');
    await vi_waitFor(() => expect(within(listings).getByTestId('listing-count')).toHaveTextContent('1 listing'));
    await user.selectOptions(within(listings).getByLabelText('Names'), '2_letters');
    expect(await within(listings).findByTestId('no-listings', {}, slow)).toHaveTextContent('No listings match these filters.');
  });

  it('the listings view is in the address: a link with ?sort=price-desc opens it so (issue 27, 8); no sale-type filter (issue 42)', async () => {
    mount('/market/brc20/ordi?sort=price-desc&sale=fixedPrice');
    const listings = await screen.findByTestId('listings', {}, slow);
    expect(within(listings).getByLabelText('Sort')).toHaveValue('price-desc');
    // The open API's list filters by no sale type: the control is gone, each row says Fixed price or Auction.
    expect(within(listings).queryByLabelText('Sale')).toBeNull();
    await vi_waitFor(() => expect(within(listings).getAllByTestId('listing-row')[0]).toHaveTextContent('0.0015 BTC'));
  });

  it("a brc-20 tick nobody sells says 'No {tick} to sell'", async () => {
    mount('/market/brc20/PIZZ');
    expect(await screen.findByTestId('no-listings', {}, slow)).toHaveTextContent('No PIZZ to sell');
  });
});

describe('item pages', () => {
  it('a listed item sharing its output: the warning, the sale, and Buy disabled with the reason', async () => {
    const punks = await devnet()
      .api()
      .market.forCategory('collection')
      .list({ filter: { collectionId: 'devnet-punks' } });
    const punk3 = punks.list.find((l) => l.name === 'Devnet Punk #3')!;
    mount(`/listing/collection/${punk3.auctionId}`);
    expect(await screen.findByTestId('shared-utxo-warning', {}, slow)).toHaveTextContent(
      'This item shares its output with 1 other inscription. They are sold together',
    );
    expect(screen.getByTestId('item-listing')).toHaveTextContent('Price0.003 BTC');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(screen.getByTestId('action-reason')).toHaveTextContent('Connect a wallet to trade.');
    // SVG content goes in a sandboxed frame: scripts, but no same-origin access.
    const frame = screen.getByTestId('inscription-content').querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(screen.getByTestId('item-traits')).toHaveTextContent(alice!.ordinalsAddress);
  });

  it('the seller sees Update price and Unlist, both open; a visitor of an unverified item sees the community warning', async () => {
    const apes = await devnet()
      .api()
      .market.forCategory('collection')
      .list({ filter: { collectionId: 'unverified-apes' } });
    const { unmount } = mount(`/listing/collection/${apes.list[0]!.auctionId}`);
    expect(await screen.findByTestId('unverified-warning', {}, slow)).toHaveTextContent('submitted by the community and has not been verified');
    unmount();
    const punks = await devnet()
      .api()
      .market.forCategory('collection')
      .list({ filter: { collectionId: 'devnet-punks' } });
    mount(`/listing/collection/${punks.list[0]!.auctionId}`, signedIn(alice!.ordinalsAddress));
    await screen.findByTestId('item-listing', {}, slow);
    expect(screen.getByRole('button', { name: 'Update price' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Unlist' })).toBeEnabled();
    // A seller cannot buy their own item.
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
    expect(screen.queryByTestId('action-reason')).toBeNull();
  });

  it('text content is shown escaped: markup in an inscription stays text', async () => {
    await devnet().control('/give', {
      address: me!.ordinalsAddress,
      kind: 'inscription',
      contentType: 'text/plain;charset=utf-8',
      content: '<img src=x onerror="window.pwned=1"><b>bold?</b>',
    });
    const mine = await devnet().api().query.accountInscriptions(me!.ordinalsAddress, 100);
    const item = mine.list.find((i) => i.contentType?.startsWith('text/plain') && !i.tick && !i.inscriptionName)!;
    mount(`/inscription/${item.inscriptionId}`);
    const content = await screen.findByTestId('inscription-content', {}, slow);
    expect(await within(content).findByText('<img src=x onerror="window.pwned=1"><b>bold?</b>', {}, slow)).toBeInTheDocument();
    expect(content.querySelector('img, b')).toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('a plain inscription: List says what the market takes and asks for no price (issue 44)', async () => {
    const given = await devnet().control('/give', {
      address: me!.ordinalsAddress,
      kind: 'inscription',
      contentType: 'text/plain;charset=utf-8',
      content: 'a plain note',
    });
    await devnet().control('/mine', { blocks: 1 });
    mount(`/inscription/${String(given.data.inscriptionId)}`, signedIn(me!.ordinalsAddress));
    fireEvent.click(await screen.findByRole('button', { name: 'List' }, slow));
    const dialog = await screen.findByTestId('pricing-dialog', {}, slow);
    expect(within(dialog).getByTestId('not-listable')).toHaveTextContent(
      'The market cannot list this inscription: it takes collection items, domain names (such as satoshi.sats), brc-20 transfer inscriptions, runes and ARC-20, and this one is a plain inscription in no collection. Nothing was asked of your wallet.',
    );
    expect(within(dialog).queryByLabelText('Total price (sats)')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Next|Sign/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('pricing-dialog')).toBeNull());
  });
});

describe('My Bitcoin Assets', () => {
  it('asks a visitor to connect', async () => {
    mount('/address/account');
    expect(await screen.findByTestId('account-connect', {}, slow)).toHaveTextContent('Connect a wallet to see its inscriptions');
  });

  it('shows what the seeded account holds, tab by tab', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    mount('/address/account?tab=collection', signedIn(me!.ordinalsAddress));
    const inscriptions = await screen.findByTestId('account-inscriptions', {}, slow);
    await waitFor(() => expect(inscriptions).toHaveTextContent('Devnet Punk #1'), slow);
    // collection_summary: the collections held, each a link to its market page.
    const held = await screen.findByTestId('collection-holdings', {}, slow);
    await waitFor(() => expect(within(held).getByRole('link', { name: /Devnet Punks/ })).toHaveAttribute('href', '/market/collection/devnet-punks'), slow);
    await user.click(screen.getByRole('link', { name: 'brc-20' }));
    const ordi = await screen.findAllByTestId('brc20-holding', {}, slow).then((rows) => rows.find((r) => r.getAttribute('data-tick') === 'ordi')!);
    expect(ordi).toHaveTextContent('ordi ▸2,0001,700300');
    const frog = screen.getAllByTestId('brc20-holding').find((r) => r.getAttribute('data-tick') === '🐸')!;
    await user.click(within(frog).getByRole('button'));
    expect(await screen.findByText('No 🐸 to sell', {}, slow)).toBeInTheDocument();
    await user.click(within(ordi).getByRole('button'));
    const transferable = await screen.findByTestId('transferable-list', {}, slow);
    await within(transferable).findByText(/300/, {}, slow);
    // List opens the brc-20 listing: the transfer inscription to choose, read from the devnet, and a custom amount.
    await user.click(within(transferable).getByRole('button', { name: 'List' }));
    const choice = await screen.findByTestId('transfer-choice', {}, slow);
    expect(choice).toHaveTextContent('300 ordi');
    expect(choice).toHaveAttribute('data-state', 'ready');
    await user.click(within(screen.getByTestId('brc20-list-dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('brc20-list-dialog')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Runes' }));
    // The panel is there while it loads: wait for what it shows once the balances come (a busy machine took longer).
    await waitFor(() => expect(screen.getByTestId('account-runes')).toHaveTextContent('DEVNET•RUNE10,000List'), slow);
    expect(screen.getByTitle('10,000 ᚱ')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'ARC-20' }));
    expect(await screen.findByRole('button', { name: 'List atom' }, slow)).toBeEnabled();
    expect(within(screen.getByTestId('account-arc20')).getByRole('link', { name: 'atom' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Names' }));
    expect(await screen.findByText('satoshi.sats', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'My listings' }));
    expect(await screen.findByText('You have nothing listed.', {}, slow)).toBeInTheDocument();
  });
});

describe("someone else's address (issue 27, 17)", () => {
  it('shows their listings under a plain name, and no Points', async () => {
    mount(`/address/${alice!.ordinalsAddress}?tab=listings`, signedIn(me!.ordinalsAddress));
    const tabs = await screen.findByRole('navigation', { name: 'Asset kinds' }, slow);
    expect(within(tabs).queryByRole('link', { name: 'Points' })).toBeNull();
    expect(within(tabs).queryByRole('link', { name: 'My listings' })).toBeNull();
    expect(within(tabs).getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('region', { name: 'Listings' }, slow)).toBeInTheDocument();
  });
});

/** waitFor with a longer time-out (the devnet answers over real HTTP). */
const vi_waitFor = (check: () => void) => waitFor(check, { timeout: 8_000 });
