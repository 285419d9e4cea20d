import { act, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
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
 * market toasts the sale. Her sales of before the sign-in are not news. And a bid followed to its end: outbid, the
 * auction's last 10 minutes, won. Each next look is asked of the query client (what its 30 s interval does).
 */
const [me, friend, alice] = deriveAccounts();
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

/** Every toast shown from now on, in order, by its words (a toast closes after 4.5 s: a slow run still counts it). */
function toastsShown() {
  const seen = new WeakSet<Element>();
  const texts: string[] = [];
  const take = () =>
    document.querySelectorAll('[data-toast-type]').forEach((el) => {
      if (seen.has(el)) return;
      seen.add(el);
      texts.push((el.textContent ?? '').replace(/×$/, ''));
    });
  const observer = new MutationObserver(take);
  observer.observe(document.body, { childList: true, subtree: true });
  return { texts, stop: () => (take(), observer.disconnect()) };
}

it('a sale made by another account while the site is open toasts "Sold: Devnet Punk #2 for 0.0025 BTC."; nothing on load', async () => {
  const deps = clientDeps(h.origin, h.now);
  const services = createAppServices(
    { ...readAppConfig(), api: deps.bases, devnet: false },
    { fetch: (input, init) => fetch(input, init), clock: { now: h.now }, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  const queryKey = ['remote', tradeNoticesKey(alice!.ordinalsAddress)];
  const toasts = toastsShown();
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

  // A look with nothing new shows it no second time.
  await act(() => services.queries.refetchQueries({ queryKey }));
  toasts.stop();
  expect(toasts.texts).toEqual(['Sold: Devnet Punk #2 for 0.0025 BTC.']);
});

it('a bid followed to its end: outbid, the auction ending within 10 minutes, then won', async () => {
  const deps = clientDeps(h.origin, h.now);
  const services = createAppServices(
    { ...readAppConfig(), api: deps.bases, devnet: false },
    { fetch: (input, init) => fetch(input, init), clock: { now: h.now }, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  const queryKey = ['remote', tradeNoticesKey(me!.ordinalsAddress)];
  const toasts = toastsShown();
  const lookAgain = () => act(() => services.queries.refetchQueries({ queryKey }));
  // Bob's auction of 777.bitmap (from 100,000 sats); the signed-in account bids first, from another device.
  const open = await h.api().reads.openListings('domain', 0, 99);
  const bitmap = open.list.find((l) => l.domain === '777.bitmap' && l.marketType === 'auction')!;
  const meApi = await h.signIn(me!);
  await buyAs(meApi, me!, bitmap.auctionId, 100_000, 'domain');
  render(<App services={services} router={atPath('/market')} session={signedIn(me!.ordinalsAddress)} />);
  await waitFor(() => expect(services.queries.getQueryState(queryKey)?.status).toBe('success'), slow);

  // Another bidder goes 5% higher.
  await buyAs(await h.signIn(friend!), friend!, bitmap.auctionId, 105_000, 'domain');
  await lookAgain();
  expect(await screen.findByText('Outbid on 777.bitmap: the highest bid is now 0.00105 BTC.', {}, slow)).toBeVisible();

  // The account bids again, and the clock moves to 9 and a half minutes before the end.
  await buyAs(meApi, me!, bitmap.auctionId, 110_250, 'domain');
  await lookAgain();
  h.advance(bitmap.endTime! - h.now() - 570_000);
  await lookAgain();
  expect(await screen.findByText('The auction for 777.bitmap ends in 10 minutes.', {}, slow)).toBeVisible();

  // The end: the market settles the highest bid, the account's.
  h.advance(600_000);
  await h.control('/mine', { blocks: 1 });
  await lookAgain();
  expect(await screen.findByText('You won 777.bitmap at 0.0011025 BTC.', {}, slow)).toBeVisible();
  // A minute later, nothing new; every toast of the auction, once each.
  h.advance(60_000);
  await lookAgain();
  toasts.stop();
  expect(toasts.texts).toEqual([
    'Outbid on 777.bitmap: the highest bid is now 0.00105 BTC.',
    'The auction for 777.bitmap ends in 10 minutes.',
    'You won 777.bitmap at 0.0011025 BTC.',
  ]);
});
