import { createContext, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { WalletSigner } from '../../services/wallet-session/wallet-session';
import { UserSessionProvider, type UserSession } from '../session/user-session-context';
import type { WalletConnectActor, WalletContextValue, WalletSessionRuntimeProps } from './wallet-session-types';

export type { WalletConnectActor, WalletContextValue };

const WalletContext = createContext<WalletContextValue | null>(null);

/** The wallet flow, once it runs (a test may give the shell a fixed session instead). */
export function useWalletConnect(): WalletContextValue | null {
  return useContext(WalletContext);
}

const SignerContext = createContext<WalletSigner | null | undefined>(undefined);

/**
 * A signer given by whoever hosts a dialog instead of the wallet session's (a host's wallet in passthrough,
 * a test's fake wallet): the dialogs below use it.
 */
export function WalletSignerProvider({ signer, children }: { signer: WalletSigner | null; children: ReactNode }) {
  return <SignerContext.Provider value={signer}>{children}</SignerContext.Provider>;
}

/** The only way a dialog reaches the wallet: null until a wallet is connected. */
export function useWalletSigner(): WalletSigner | null {
  const given = useContext(SignerContext);
  const session = useContext(WalletContext)?.signer ?? null;
  return given === undefined ? session : given;
}

export type WalletSessionProviderProps = Omit<WalletSessionRuntimeProps, 'onValue' | 'pendingConnect'> & { readonly children: ReactNode };

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
  useEffect(() => {
    let live = true;
    void import('./wallet-session-runtime').then((m) => {
      if (live) setRuntime(() => m.WalletSessionRuntime);
    });
    return () => {
      live = false;
    };
  }, []);
  const loading = useMemo<UserSession>(
    () => ({
      status: 'disconnected',
      user: null,
      connect: () => {
        if (pendingConnect.connect) pendingConnect.connect();
        else pendingConnect.current = true;
      },
      disconnect: () => {},
    }),
    [],
  );
  return (
    <WalletContext.Provider value={value?.wallet ?? null}>
      <UserSessionProvider session={value?.session ?? loading}>
        {children}
        {Runtime ? <Runtime {...props} onValue={setValue} pendingConnect={pendingConnect} /> : null}
      </UserSessionProvider>
    </WalletContext.Provider>
  );
}
