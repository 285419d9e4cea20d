import { lazy, Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AfterFirstRender } from '../components/after-first-render';
import { useServices } from '../hooks/services';
import { afterPageContent } from '../hooks/page-content-first';
import { useUserSession } from '../hooks/user-session-context';
import { WalletRequirements } from '../wallet/wallet-requirements';
import { resolveSinglePageMode } from '../hooks/single-page-mode';
import { useScrollToTopOnNavigate } from '../hooks/scroll-to-top';
import { DevnetBanner } from './devnet-banner';
import { ErrorBoundary } from '../components/error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { TestnetBanner } from './testnet-banner';
import * as css from './shell.css';

/** The clock-drift flow and its banner: just after the first render, and after the page's own content (page-content-first.ts). */
const ClockDrift = lazy(() => afterPageContent().then(() => import('./clock-drift')));
/**
 * Notifications of the signed-in address's trades while the site is open: loaded once someone is signed in (a
 * visitor's page does not fetch the market reads they follow while its own reads are on their way).
 */
const TradeNotices = lazy(() => import('./trade-notices'));
function SignedInNotices() {
  const { status, user } = useUserSession();
  return status === 'connected' && user ? (
    <Suspense fallback={null}>
      <TradeNotices key={user.address} address={user.address} />
    </Suspense>
  ) : null;
}

/** The page shell: banners, header, the page, footer. It owns the app-wide flows (clock drift) and the trade notifications. */
export function AppShell() {
  const services = useServices();
  const { search, pathname } = useLocation();
  useScrollToTopOnNavigate();
  // Remembered for the session (single-page-mode.ts): later pages without the query stay in it; ?only=0 leaves it.
  const singlePage = useMemo(() => resolveSinglePageMode(search, services.sessionStore), [search, services.sessionStore]);

  return (
    <div className={css.layout}>
      <a href="#main" className={css.skipLink}>
        Skip to content
      </a>
      <DevnetBanner />
      <TestnetBanner />
      <AfterFirstRender>
        <Suspense fallback={null}>
          <ClockDrift />
        </Suspense>
        <SignedInNotices />
      </AfterFirstRender>
      <Header singlePage={singlePage} />
      <main id="main" className={css.main}>
        <ErrorBoundary what="this page" resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      {singlePage ? null : <Footer />}
      <WalletRequirements pathname={pathname} />
    </div>
  );
}
