import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { ToastProvider } from '../components/toast';
import { ExplorerProvider } from '../hooks/explorer-choice';
import { NetworkProvider } from '../hooks/network-context';
import { UserSessionProvider, type UserSession } from '../hooks/user-session-context';
import { WalletSessionProvider, type WalletSessionProviderProps } from '../wallet/wallet-session';
import { themeClass } from '../theme/theme.css';
import { siteRoot } from './site-global.css';
import { WithPortalContainer } from '../theme/portal-container';
import { routes } from './routes';
import { ServicesProvider, type AppServices } from '../hooks/services';

export interface AppProps {
  readonly services: AppServices;
  /** A session to use instead of the default (tests pass a signed-in one). */
  readonly session?: UserSession;
  /** For tests: the router around the routes (a MemoryRouter at a path); the browser's location by default. */
  readonly router?: (routes: ReactNode) => ReactNode;
  /** The wallet session and, for the model-based tests, its machine (see WalletSessionProvider). */
  readonly wallet?: Omit<WalletSessionProviderProps, 'children'>;
}

function Routes() {
  return useRoutes(routes);
}

export function App({ services, session, router, wallet }: AppProps) {
  // The site's first render carries only the browser's router; tests bring their own.
  const content = router ? (
    router(<Routes />)
  ) : (
    <BrowserRouter>
      <Routes />
    </BrowserRouter>
  );
  return (
    <div className={`${themeClass} ${siteRoot}`}>
      <WithPortalContainer>
        <ServicesProvider services={services}>
          <NetworkProvider store={services.localStore} {...(services.config.fixedNetwork ? { fixed: services.config.fixedNetwork } : {})}>
            <ExplorerProvider store={services.localStore}>
              <ToastProvider>
                {session ? (
                  <UserSessionProvider session={session}>{content}</UserSessionProvider>
                ) : (
                  <WalletSessionProvider {...wallet}>{content}</WalletSessionProvider>
                )}
              </ToastProvider>
            </ExplorerProvider>
          </NetworkProvider>
        </ServicesProvider>
      </WithPortalContainer>
    </div>
  );
}
