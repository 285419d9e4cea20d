import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { UserSessionProvider, type UserSession } from '../hooks/user-session-context';
import type { WalletContextValue, WalletSessionRuntimeProps } from '../hooks/wallet-types';
import { WalletContext } from '../hooks/wallet-context';
import { useOptionalServices } from '../hooks/services';
import { readStoredWallet } from '../../services/wallet-session/stored-wallet';
import { afterPageContent } from '../hooks/page-content-first';

export type WalletSessionProviderProps = Omit<WalletSessionRuntimeProps, 'onValue' | 'pendingConnect' | 'storedAddress'> & { readonly children: ReactNode };

/**
 * The wallet session for whatever it wraps (the site, a test, a widget). The page renders at once with a
 * signed-out session; the runtime (the wallet-connect machine and the session service) loads right
 * after the first render and takes over: it restores a stored session with no prompt, and a click on
 * Connect made before it loaded opens the chooser as soon as it has.
 */
export function WalletSessionProvider({ children, ...props }: WalletSessionProviderProps) {
  const pendingConnect = useRef<boolean>(false) as WalletSessionRuntimeProps['pendingConnect'];
  const [Runtime, setRuntime] = useState<ComponentType<WalletSessionRuntimeProps> | null>(null);
  const [value, setValue] = useState<{ wallet: WalletContextValue; session: UserSession } | null>(null);
  const services = useOptionalServices();
  const [storedAddress] = useState(() => (services ? (readStoredWallet((key) => services.localStore.get(key))?.address ?? null) : null));
  const restoresSoon = storedAddress !== null;
  useEffect(() => {
    let live = true;
    // After the page's own content where the site holds it (page-content-first.ts); a click on Connect releases it.
    void afterPageContent().then(() => {
      void import('./wallet-session-runtime').then((m) => {
        if (live) setRuntime(() => m.WalletSessionRuntime);
      });
      // The wallet's dialogs (wallet-requirements.tsx) render as soon as the runtime runs: fetched beside it.
      void import('./wallet-dialogs').catch(() => undefined);
      // A stored session is restored as soon as the runtime runs: the restore's module is fetched beside the runtime,
      // not after it (one round trip less before a signed-in page shows the account).
      if (restoresSoon) void import('../../services/wallet-session/wallet-flow').catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, [restoresSoon]);
  const loading = useMemo<UserSession>(
    () => ({
      status: 'disconnected',
      user: null,
      connect: () => {
        if (pendingConnect.connect) pendingConnect.connect();
        else pendingConnect.current = true;
      },
      disconnect: () => {},
      restoring: storedAddress ? { address: storedAddress } : null,
    }),
    [storedAddress],
  );
  return (
    <WalletContext.Provider value={value?.wallet ?? null}>
      <UserSessionProvider session={value?.session ?? loading}>
        {children}
        {Runtime ? <Runtime {...props} onValue={setValue} pendingConnect={pendingConnect} storedAddress={storedAddress} /> : null}
      </UserSessionProvider>
    </WalletContext.Provider>
  );
}
