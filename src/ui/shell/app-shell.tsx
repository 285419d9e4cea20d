import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { requiredWallet } from '../../domain/wallet-rules';
import { clockDriftMachine } from '../../machines/clock-drift/clock-drift.machine';
import { useServices } from '../app/services';
import { useWalletConnect, type WalletConnectActor } from '../wallet/wallet-session';
import { resolveSinglePageMode } from '../session/single-page-mode';
import { ClockDriftBanner } from './clock-drift-banner';
import { DevnetBanner } from './devnet-banner';
import { Footer } from './footer';
import { Header } from './header';
import { TestnetBanner } from './testnet-banner';
import * as css from './shell.css';

// The chooser is needed only after a click on Connect: its own chunk keeps it off the first render.
const ChooseWalletModal = lazy(() => import('../wallet/choose-wallet-modal').then((m) => ({ default: m.ChooseWalletModal })));

function WalletChooser({ actorRef, ...props }: { actorRef: WalletConnectActor } & Omit<Parameters<typeof ChooseWalletModal>[0], 'actorRef'>) {
  const open = useSelector(actorRef, (s) => s.matches('choosing') || s.matches('connecting'));
  return open ? (
    <Suspense fallback={null}>
      <ChooseWalletModal actorRef={actorRef} {...props} />
    </Suspense>
  ) : null;
}

/** The page shell: banners, header, the page, footer. It owns the app-wide flows (clock drift). */
export function AppShell() {
  const services = useServices();
  const { search, pathname } = useLocation();
  const wallet = useWalletConnect();
  const singlePageSeen = useRef(false);
  const singlePage = useMemo(() => {
    singlePageSeen.current ||= resolveSinglePageMode(search, services.sessionStore);
    return singlePageSeen.current;
  }, [search, services.sessionStore]);

  const clockDrift = useActorRef(
    clockDriftMachine.provide({
      actors: { fetchServerTime: fromPromise(() => services.serverTime.read()) },
    }),
  );

  // A page that needs one wallet (UniSat on /atomicals): another one connected is told 'only supports
  // wallet X', disconnected and asked to connect again (spec 001 section 5).
  const required = requiredWallet(pathname, services.config.atomicalsAllWallets);
  useEffect(() => {
    if (!wallet || !required) return;
    const check = () => {
      const snapshot = wallet.actorRef.getSnapshot();
      if (snapshot.matches('connected') && snapshot.context.walletType !== required) {
        wallet.actorRef.send({ type: 'REQUIRE_WALLET', walletType: required, walletName: wallet.adapters.find((a) => a.type === required)?.name ?? required });
      }
    };
    check();
    const subscription = wallet.actorRef.subscribe(check);
    return () => subscription.unsubscribe();
  }, [wallet, required]);

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
        <Outlet />
      </main>
      {singlePage ? null : <Footer />}
      {wallet ? <WalletChooser actorRef={wallet.actorRef} adapters={wallet.adapters} pathname={pathname} allowAllOnAtomicals={services.config.atomicalsAllWallets} /> : null}
    </div>
  );
}
