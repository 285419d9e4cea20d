import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import type { ListingRow } from '../../src/domain/market/market-reads';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { UserSessionProvider, type UserSession } from '../../src/ui/hooks/user-session-context';
import { MyListingsTable } from '../../src/ui/market/my-listings-table';

/**
 * My listings (issue 44, "What traders expect"): a checkbox per listing of an item sold whole, Select all, and the two
 * bulk actions, reached with the keyboard alone. A token sold by the unit has no checkbox (its own page changes it).
 */
const punk = (n: number): ListingRow => ({
  auctionId: `devnet-00006${n + 2}`,
  inscriptionId: `${String(n).repeat(64)}i0`,
  nftType: 'collection',
  marketType: 'fixedPrice',
  price: 250_000,
  name: `Devnet Punk #${n}`,
  collectionId: 'devnet-punks',
});
const ordi: ListingRow = {
  auctionId: 'devnet-000070',
  inscriptionId: `${'7'.repeat(64)}i0`,
  nftType: 'brc20',
  marketType: 'fixedPrice',
  price: 90_000,
  tick: 'ordi',
  amount: '1000',
};
const owner: UserSession = { status: 'disconnected', user: null, connect: () => {}, disconnect: () => {} };

it('Select all by keyboard ticks both Devnet Punks, not the ordi; the bulk buttons say how many and open the dialog', async () => {
  const user = userEvent.setup();
  // A market that never answers: the dialog waits for the price limits.
  const fetch = (() => new Promise<Response>(() => {})) as typeof globalThis.fetch;
  const services = createAppServices(readAppConfig(), { fetch, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) });
  render(
    <ServicesProvider services={services}>
      <UserSessionProvider session={owner}>
        <MemoryRouter>
          <MyListingsTable rows={[punk(2), punk(3), ordi]} now={0} onChanged={() => {}} />
        </MemoryRouter>
      </UserSessionProvider>
    </ServicesProvider>,
  );
  const actions = screen.getByTestId('bulk-listing-actions');
  expect(within(actions).getByRole('button', { name: 'Unlist selected' })).toBeDisabled();
  expect(within(actions).getByRole('button', { name: 'New price for selected' })).toBeDisabled();
  expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label') ?? c.closest('label')?.textContent)).toEqual([
    'Select all',
    'Select Devnet Punk #2',
    'Select Devnet Punk #3',
  ]);

  await user.tab();
  expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.getByRole('checkbox', { name: 'Select Devnet Punk #2' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Select Devnet Punk #3' })).toBeChecked();
  expect(within(actions).getByRole('button', { name: 'Unlist selected (2)' })).toBeEnabled();

  await user.click(screen.getByRole('checkbox', { name: 'Select Devnet Punk #3' }));
  expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
  // From Select all, the next stop is Unlist selected.
  screen.getByRole('checkbox', { name: 'Select all' }).focus();
  await user.tab();
  expect(within(actions).getByRole('button', { name: 'Unlist selected (1)' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Unlist 1 listing' }, { timeout: 8_000 })).toBeInTheDocument();
});
