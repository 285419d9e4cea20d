import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { AppShell } from '../shell/app-shell';
import { NotFoundPage } from '../pages/not-found-page';
import { Component as HomePage } from '../pages/home-page';
import { afterFirstPaint } from './first-paint';
import { AccountLoading } from '../market/account-loading';

/** A route's page: its element, and `preload` to load its module before the first render (see preloadRoute). */
interface RoutePage {
  readonly element: ReactNode;
  readonly handle: { readonly preload: () => Promise<void> };
}

/**
 * A page module loaded when its route is first visited, with a loading line meanwhile. Once loaded (preloadRoute, or
 * a first visit), the page renders at once, with no loading line: a prerendered page is taken over as it is (issue 46).
 */
function page(load: () => Promise<{ Component: ComponentType }>, Loading?: ComponentType<{ line: ReactNode }>): RoutePage {
  let loaded: ComponentType | null = null;
  const keep = (m: { Component: ComponentType }) => (loaded = m.Component);
  // The page's module is asked for once the first frame is painted (first-paint.ts), the loading view meanwhile.
  const Lazy = lazy(() => new Promise<void>((painted) => void afterFirstPaint(painted)).then(load).then((m) => ({ default: keep(m) })));
  function RoutedPage() {
    const Page = loaded;
    if (Page) return <Page />;
    const line = (
      <p role="status" style={{ margin: 0 }}>
        Loading…
      </p>
    );
    // A page may show more of itself while its module loads (what the build cannot prerender: the account's address).
    const loadingLine = Loading ? <Loading line={line} /> : line;
    // The loading view from the first frame on, in one place until the page comes: a view put in another place is painted
    // anew, and Lighthouse took that second paint as the largest (My Bitcoin Assets' address, LCP 1.6–2.4 s; issue 46).
    return (
      <Suspense fallback={loadingLine}>
        <Lazy />
      </Suspense>
    );
  }
  return {
    element: <RoutedPage />,
    handle: {
      preload: () =>
        load().then(
          (m) => void keep(m),
          () => undefined,
        ),
    },
  };
}

/**
 * The declarative router (README, "Routing"): it costs 16 KB less of the first render than the data router,
 * and the site uses no loader, action or blocker.
 *
 * A route for every path the specs name. Pages other than home load on demand, so the home page
 * ships only what it shows.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'download', ...page(() => import('../pages/download-page')) },
      { path: 'inscribe', ...page(() => import('../pages/inscribe-page')) },
      { path: 'search', ...page(() => import('../pages/search-page')) },
      { path: 'brc20', ...page(() => import('../pages/brc20-page')) },
      { path: 'swap', ...page(() => import('../pages/swap-page')) },
      { path: 'market', ...page(() => import('../pages/market-page')) },
      { path: 'market/:category/:key', ...page(() => import('../pages/asset-page')) },
      { path: 'listing/:category/:auctionId', ...page(() => import('../pages/item-page')) },
      { path: 'inscription/:inscriptionId', ...page(() => import('../pages/item-page')) },
      { path: 'plans', ...page(() => import('../pages/plans-page')) },
      { path: 'address/account', ...page(() => import('../pages/account-page'), AccountLoading) },
      { path: 'address/:address', ...page(() => import('../pages/address-page')) },
      { path: 'orders/inscribe', ...page(() => import('../pages/inscribe-orders-page')) },
      { path: 'inscribe/collections', ...page(() => import('../pages/collections-page')) },
      // The market operator's page: linked from nowhere on the site.
      { path: 'operator/maintenance', ...page(() => import('../pages/operator-maintenance-page')) },
      { path: 'deployer', ...page(() => import('../pages/deployer-page')) },
      { path: 'developer-disclaimer', ...page(() => import('../pages/developer-disclaimer-page')) },
      { path: 'media-kit', ...page(() => import('../pages/media-kit-page')) },
      { path: 'runes', element: <Navigate to="/runes/inscribe" replace /> },
      { path: 'runes/inscribe', ...page(() => import('../pages/runes-inscribe-page')) },
      { path: 'runes/list', ...page(() => import('../pages/runes-list-page')) },
      { path: 'runes/market', ...page(() => import('../pages/runes-market-page')) },
      { path: 'runes/market/:key', ...page(() => import('../pages/asset-page').then((m) => ({ Component: m.RunesComponent }))) },
      // /atomicals is the ARC-20 marketplace.
      { path: 'atomicals', element: <Navigate to="/atomicals/market/arc20" replace /> },
      { path: 'atomicals/market', element: <Navigate to="/atomicals/market/arc20" replace /> },
      { path: 'atomicals/market/arc20', ...page(() => import('../pages/arc20-market-page')) },
      { path: 'atomicals/market/arc20/:key', ...page(() => import('../pages/asset-page').then((m) => ({ Component: m.Arc20Component }))) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Loads the page module of `pathname`'s route, so the first render shows the page itself, not its loading line. */
export function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map((m) => (m.route.handle as RoutePage['handle'] | undefined)?.preload())).then(() => undefined);
}
