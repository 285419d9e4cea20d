import { createContext, useContext, type ReactNode } from 'react';
import type { SessionUser } from '../../domain/user-menu';

/**
 * What the shell needs of the wallet session. The wallet module provides the real one; until a wallet
 * is connected the visitor is disconnected and sees a Connect button.
 */
export interface UserSession {
  readonly status: 'disconnected' | 'connecting' | 'connected';
  readonly user: SessionUser | null;
  /**
   * A stored session on its way back (restored with no prompt, status 'disconnected' meanwhile): its address, which a
   * page may show as the one being signed back in; null or absent otherwise.
   */
  readonly restoring?: { readonly address: string } | null;
  /** Ask to connect: opens the wallet chooser. */
  connect(): void;
  disconnect(): void;
}

const UserSessionContext = createContext<UserSession | null>(null);

export function UserSessionProvider({ session, children }: { session: UserSession; children: ReactNode }) {
  return <UserSessionContext.Provider value={session}>{children}</UserSessionContext.Provider>;
}

export function useUserSession(): UserSession {
  const session = useContext(UserSessionContext);
  if (!session) throw new Error('useUserSession needs a <UserSessionProvider>');
  return session;
}
