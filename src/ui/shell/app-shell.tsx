import { useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useFlow } from '../hooks/use-flow';
import { createClockDriftActors } from '../../flows/clock-drift/clock-drift.actors';
import { clockDriftMachine } from '../../flows/clock-drift/clock-drift.machine';
import { useServices } from '../hooks/services';
import { WalletRequirements } from '../wallet/wallet-requirements';
import { resolveSinglePageMode } from '../hooks/single-page-mode';
import { ClockDriftBanner } from './clock-drift-banner';
import { DevnetBanner } from './devnet-banner';
import { ErrorBoundary } from '../components/error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { TestnetBanner } from './testnet-banner';
import * as css from './shell.css';

/** The page shell: banners, header, the page, footer. It owns the app-wide flows (clock drift). */
export function AppShell() {
  const services = useServices();
  const { search, pathname } = useLocation();
  const singlePageSeen = useRef(false);
  const singlePage = useMemo(() => {
    singlePageSeen.current ||= resolveSinglePageMode(search, services.sessionStore);
    return singlePageSeen.current;
  }, [search, services.sessionStore]);

  // The banner subscribes itself: the shell is not rendered again on each check.
  const [, clockDrift] = useFlow(clockDriftMachine, { actors: createClockDriftActors(services), subscribe: false });

  return (
    <div className={css.layout}>
      <a href="#main" className={css.skipLink}>
        Skip to content
      </a>
      <DevnetBanner />
      <TestnetBanner />
      <ClockDriftBanner actorRef={clockDrift} />
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
