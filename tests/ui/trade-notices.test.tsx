import { act, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deriveAccounts } from '../../devnet/wallet/dev-wallet';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { App } from '../../src/ui/app/app';
import { readAppConfig } from '../../src/ui/app/config';
import { tradeNoticesKey } from '../../src/ui/hooks/use-trade-notices';
import type { UserSession } from '../../src/ui/hooks/user-session-context';
import { buyAs, clientDeps, startDevnet } from '../devnet/devnet-harness';
import { atPath } from '../helpers/at-path';

/**
 * Notifications while the site is open (issue 44's trader features), in the real app (jsdom) over the seeded devnet:
 * Alice is signed in; another account buys her Devnet Punk #2 while the site is open, and the next look at her
 * market toasts the sale. Her sales of before the sign-in are not news.
 */
const [me, , alice] = deriveAccounts();
let h: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  h = await startDevnet();
  h.devnet.reset();
});
afterAll(() => h.close());

const slow = { timeout: 15_000 };
const signedIn = (address: string): UserSession => ({
  status: 'connected',
  user: { address, publicKey: '02' + 'ab'.repeat(32), inscribeCount: 0, ogPassCount: 0, swapAccess: false, isDeployer: false },
  connect: () => {},
  disconnect: () => {},
});

it('a sale made by another account while the site is open toasts "Sold: Devnet Punk #2 for 0.0025 BTC."; nothing on load', async () => {
  const deps = clientDeps(h.origin, h.now);
  const services = createAppServices(
    { ...readAppConfig(), api: deps.bases, devnet: false },
    { fetch: (input, init) => fetch(input, init), clock: { now: h.now }, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  const queryKey = ['remote', tradeNoticesKey(alice!.ordinalsAddress)];
  render(<App services={services} router={atPath('/market')} session={signedIn(alice!.ordinalsAddress)} />);

  // The first look after sign-in: Alice's past sales (the seeded month of them, Devnet Punk #6 among them) are not news.
  const past = await h
    .api()
    .market.forCategory('collection')
    .list({ filter: { address: alice!.ordinalsAddress, isEnd: true }, start: 0, limit: 99 });
  expect(past.list.find((l) => l.name === 'Devnet Punk #6')).toMatchObject({ status: 'sold', soldPrice: 260_000 });
  await waitFor(() => expect(services.queries.getQueryState(queryKey)?.status).toBe('success'), slow);
  expect(screen.queryByText(/^Sold:/)).toBeNull();

  // Another account buys her Devnet Punk #2 (listed at 250,000 sats) while the site is open.
  const listed = await h.api().reads.listingsOf('collection', alice!.ordinalsAddress);
  const punk = listed.list.find((l) => l.name === 'Devnet Punk #2');
  expect(punk?.price).toBe(250_000);
  await buyAs(await h.signIn(me!), me!, punk!.auctionId, 250_000, 'collection');

  // The next look (what the 30 s interval does, asked now).
  await act(() => services.queries.refetchQueries({ queryKey }));
  const toast = await screen.findByText('Sold: Devnet Punk #2 for 0.0025 BTC.', {}, slow);
  expect(toast.closest('[role="status"]')).toHaveAttribute('data-toast-type', 'success');
  expect(screen.getAllByText(/^Sold:/)).toHaveLength(1);

  // A look with nothing new shows it no second time.
  await act(() => services.queries.refetchQueries({ queryKey }));
  expect(screen.getAllByText(/^Sold:/)).toHaveLength(1);
});
