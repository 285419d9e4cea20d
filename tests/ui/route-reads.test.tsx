import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/ui/app/app';
import { prefetchRouteReads, routeWaitsForARead } from '../../src/ui/app/route-reads';
import { routes } from '../../src/ui/app/routes';
import { atPath } from '../helpers/at-path';
import { devnetServices, seededDevnet, VISITOR } from '../helpers/app-on-devnet';

/**
 * Issue 46: an item's read is asked for at start, beside the page's module (src/ui/main.tsx), and the page that then
 * renders shows that answer without asking again; a later visit reads again. The real app in jsdom over a seeded devnet.
 */
const devnet = seededDevnet();

/** The devnet, the path of a Devnet Punk's listing page, and the app's services over it that note each URL asked. */
async function punkListing(name: string) {
  const h = devnet();
  const punks = await h
    .api()
    .market.forCategory('collection')
    .list({ filter: { collectionId: 'devnet-punks' } });
  const asked: string[] = [];
  return {
    path: `/listing/collection/${punks.list.find((l) => l.name === name)!.auctionId}`,
    services: devnetServices(h, (url) => asked.push(url)),
    listingReads: () => asked.filter((url) => url.includes('/auction/detail')).length,
  };
}

describe('the reads a page is opened for', () => {
  it("an item's read, asked for before its page renders, is the page's own: one listing read, then one more on a later visit", async () => {
    const { path, services, listingReads } = await punkListing('Devnet Punk #3');

    prefetchRouteReads({ pathname: path, search: '' }, services);
    // The answer is in before the page renders (its module is slower to come than the read on a phone).
    await vi.waitFor(() => expect(listingReads()).toBe(1));
    await vi.waitFor(() => expect(services.queries.isFetching()).toBe(0));
    const first = render(<App services={services} router={atPath(path)} session={VISITOR} />);
    expect(await screen.findByTestId('shared-utxo-warning', {}, { timeout: 8_000 })).toHaveTextContent('This item shares its output with 1 other inscription.');
    await vi.waitFor(() => expect(services.queries.isFetching()).toBe(0));
    expect(listingReads()).toBe(1);
    first.unmount();

    render(<App services={services} router={atPath(path)} session={VISITOR} />);
    expect(await screen.findByTestId('shared-utxo-warning', {}, { timeout: 8_000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(listingReads()).toBe(2));
  });

  it("asked for twice (an item's page's own script, then the entry), after the first has answered: one read", async () => {
    const { path, services, listingReads } = await punkListing('Devnet Punk #2');
    await prefetchRouteReads({ pathname: path, search: '' }, services);
    await prefetchRouteReads({ pathname: path, search: '' }, services);
    expect(listingReads()).toBe(1);
  });

  it("knows an item's page by its path as the router does, without the router: any case, a trailing slash, and nothing else", () => {
    const at = (pathname: string, search = '') => routeWaitsForARead({ pathname, search });
    expect(at('/listing/collection/devnet-000001')).toBe(true);
    expect(at('/LISTING/collection/devnet-000001/')).toBe(true);
    expect(at('/inscription/abc%69i0')).toBe(true);
    expect(at('/listing/brc20')).toBe(false);
    expect(at('/listing/not-a-market/1')).toBe(false);
    expect(at('/listing/collection/1/more')).toBe(false);
    expect(at('/market/collection/devnet-punks')).toBe(false);
    expect(at('/inscription/')).toBe(false);
  });

  it("the router's routes: its two item routes, and no other, are an item's page here", () => {
    const paths = (routes[0]!.children ?? []).flatMap((route) => (route.path && route.path !== '*' ? [route.path] : []));
    expect(paths).toEqual(expect.arrayContaining(['listing/:category/:auctionId', 'inscription/:inscriptionId']));
    // Each route's path with its parameters filled in, as a visitor would open it.
    const opened = paths.map((path) => `/${path.replace(':category', 'collection').replace(/:\w+/g, 'x1')}`);
    expect(opened.filter((pathname) => routeWaitsForARead({ pathname, search: '' }))).toEqual(['/listing/collection/x1', '/inscription/x1']);
  });
});
