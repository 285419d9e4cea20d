import { createContext, useContext, type ReactNode } from 'react';
import type { WalletSigner } from '../../services/wallet-session/wallet-signer';
import type { WalletContextValue } from './wallet-types';

/** The running wallet flow, given by the wallet session's provider (ui/wallet/wallet-session.tsx). */
export const WalletContext = createContext<WalletContextValue | null>(null);

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
