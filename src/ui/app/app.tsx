import { useState } from 'react';
import { BrowserRouter, MemoryRouter, useRoutes } from 'react-router';
import { ToastProvider } from '../components/toast';
import { NetworkProvider } from '../session/network-context';
import { UserSessionProvider, type UserSession } from '../session/user-session-context';
import { WalletSessionProvider, type WalletSessionProviderProps } from '../wallet/wallet-session';
import { themeClass } from '../theme/theme.css';
import { siteRoot } from './site-global.css';
import { PortalContainerContext } from '../theme/portal-container';
import { routes } from './routes';
import { ServicesProvider, type AppServices } from './services';

export interface AppProps {
  readonly services: AppServices;
  /** A session to use instead of the default (tests pass a signed-in one). */
  readonly session?: UserSession;
  /** For tests: start at this path in memory instead of the browser's location. */
  readonly initialPath?: string;
  /** The wallet session and, for the model-based tests, its machine (see WalletSessionProvider). */
  readonly wallet?: Omit<WalletSessionProviderProps, 'children'>;
}

function Routes() {
  return useRoutes(routes);
}

export function App({ services, session, initialPath, wallet }: AppProps) {
  const content = initialPath ? (
    <MemoryRouter initialEntries={[initialPath]}>
      <Routes />
    </MemoryRouter>
  ) : (
    <BrowserRouter>
      <Routes />
    </BrowserRouter>
  );
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  return (
    <div className={`${themeClass} ${siteRoot}`}>
      <PortalContainerContext.Provider value={portal}>
      <ServicesProvider services={services}>
        <NetworkProvider store={services.localStore} {...(services.config.devnet ? { fixed: 'testnet' as const } : {})}>
          <ToastProvider>{session ? <UserSessionProvider session={session}>{content}</UserSessionProvider> : <WalletSessionProvider {...wallet}>{content}</WalletSessionProvider>}</ToastProvider>
        </NetworkProvider>
      </ServicesProvider>
      </PortalContainerContext.Provider>
      <div ref={setPortal} data-portal-root="" />
    </div>
  );
}
