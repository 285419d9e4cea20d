import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router';
import { ToastProvider, useToaster } from '../components/toast';
import { NetworkProvider } from '../session/network-context';
import { UserSessionProvider, type UserSession } from '../session/user-session-context';
import { themeClass } from '../theme/theme.css';
import { routes } from './routes';
import { ServicesProvider, type AppServices } from './services';

/**
 * Until the wallet module provides the real session, a visitor is disconnected; Connect says plainly
 * that wallet connection is not part of this build yet.
 */
function DisconnectedSession({ children }: { children: React.ReactNode }) {
  const toaster = useToaster();
  const session = useMemo<UserSession>(
    () => ({
      status: 'disconnected',
      user: null,
      connect: () => toaster.warning('Wallet connection is not available in this build yet.'),
      disconnect: () => {},
    }),
    [toaster],
  );
  return <UserSessionProvider session={session}>{children}</UserSessionProvider>;
}

export interface AppProps {
  readonly services: AppServices;
  /** A session to use instead of the default (tests pass a signed-in one). */
  readonly session?: UserSession;
  /** For tests: start at this path in memory instead of the browser's location. */
  readonly initialPath?: string;
}

export function App({ services, session, initialPath }: AppProps) {
  const router = useMemo(() => (initialPath ? createMemoryRouter(routes, { initialEntries: [initialPath] }) : createBrowserRouter(routes)), [initialPath]);
  const content = <RouterProvider router={router} />;
  return (
    <div className={themeClass}>
      <ServicesProvider services={services}>
        <NetworkProvider store={services.localStore}>
          <ToastProvider>{session ? <UserSessionProvider session={session}>{content}</UserSessionProvider> : <DisconnectedSession>{content}</DisconnectedSession>}</ToastProvider>
        </NetworkProvider>
      </ServicesProvider>
    </div>
  );
}
