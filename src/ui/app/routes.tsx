import { Navigate, type RouteObject } from 'react-router';
import { AppShell } from '../shell/app-shell';
import { NotFoundPage } from '../pages/not-found-page';
import { Component as HomePage } from '../pages/home-page';

/**
 * A route for every path the specs name. Pages other than home load on demand, so the home page
 * ships only what it shows.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    // Shown while a page's module loads on a direct visit (react-router asks for one).
    hydrateFallbackElement: (
      <p role="status" style={{ padding: 24, margin: 0 }}>
        Loading…
      </p>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'download', lazy: () => import('../pages/download-page') },
      { path: 'inscribe', lazy: () => import('../pages/inscribe-page') },
      { path: 'search', lazy: () => import('../pages/search-page') },
      { path: 'brc20', lazy: () => import('../pages/brc20-page') },
      { path: 'swap', lazy: () => import('../pages/swap-page') },
      { path: 'market', lazy: () => import('../pages/market-page') },
      { path: 'plans', lazy: () => import('../pages/plans-page') },
      { path: 'address/account', lazy: () => import('../pages/account-page') },
      { path: 'orders/inscribe', lazy: () => import('../pages/inscribe-orders-page') },
      { path: 'deployer', lazy: () => import('../pages/deployer-page') },
      { path: 'developer-disclaimer', lazy: () => import('../pages/developer-disclaimer-page') },
      { path: 'media-kit', lazy: () => import('../pages/media-kit-page') },
      { path: 'runes', element: <Navigate to="/runes/inscribe" replace /> },
      { path: 'runes/inscribe', lazy: () => import('../pages/runes-inscribe-page') },
      { path: 'runes/list', lazy: () => import('../pages/runes-list-page') },
      { path: 'runes/market', lazy: () => import('../pages/runes-market-page') },
      // /atomicals is the ARC-20 marketplace (spec 001 section 2).
      { path: 'atomicals', element: <Navigate to="/atomicals/market/arc20" replace /> },
      { path: 'atomicals/market', element: <Navigate to="/atomicals/market/arc20" replace /> },
      { path: 'atomicals/market/arc20', lazy: () => import('../pages/arc20-market-page') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
