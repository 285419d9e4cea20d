import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { App } from '../../src/ui/app/app';
import { readAppConfig } from '../../src/ui/app/config';
import { prefetchRouteReads } from '../../src/ui/app/route-reads';
import type { UserSession } from '../../src/ui/hooks/user-session-context';
import { clientDeps, startDevnet } from '../devnet/devnet-harness';
import { atPath } from '../helpers/at-path';

/**
 * Issue 46: an item's read is asked for at start, beside the page's module (src/ui/main.tsx), and the page that then
 * renders shows that answer without asking again; a later visit reads again. The real app in jsdom over a seeded devnet.
 */
let h: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  h = await startDevnet();
  h.devnet.reset();
});
afterAll(() => h.close());

const visitor: UserSession = { status: 'disconnected', user: null, connect: () => {}, disconnect: () => {} };

describe('the reads a page is opened for', () => {
  it("an item's read, asked for before its page renders, is the page's own: one listing read, then one more on a later visit", async () => {
    const punks = await h
      .api()
      .market.forCategory('collection')
      .list({ filter: { collectionId: 'devnet-punks' } });
    const path = `/listing/collection/${punks.list.find((l) => l.name === 'Devnet Punk #3')!.auctionId}`;
    const asked: string[] = [];
    const deps = clientDeps(h.origin, h.now);
    const services = createAppServices(
      { ...readAppConfig(), api: deps.bases, devnet: false },
      {
        fetch: (input, init) => {
          asked.push(String(input instanceof Request ? input.url : input));
          return fetch(input, init);
        },
        clock: { now: h.now },
        localStore: createKeyValueStore(null),
        sessionStore: createKeyValueStore(null),
      },
    );
    const listingReads = () => asked.filter((url) => url.includes('/auction/detail')).length;

    prefetchRouteReads({ pathname: path, search: '' }, services);
    // The answer is in before the page renders (its module is slower to come than the read on a phone).
    await vi.waitFor(() => expect(listingReads()).toBe(1));
    await vi.waitFor(() => expect(services.queries.isFetching()).toBe(0));
    const first = render(<App services={services} router={atPath(path)} session={visitor} />);
    expect(await screen.findByTestId('shared-utxo-warning', {}, { timeout: 8_000 })).toHaveTextContent('This item shares its output with 1 other inscription.');
    await vi.waitFor(() => expect(services.queries.isFetching()).toBe(0));
    expect(listingReads()).toBe(1);
    first.unmount();

    render(<App services={services} router={atPath(path)} session={visitor} />);
    expect(await screen.findByTestId('shared-utxo-warning', {}, { timeout: 8_000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(listingReads()).toBe(2));
  });
});
