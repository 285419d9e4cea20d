import { assign, fromPromise, setup } from 'xstate';
import { formatWalletMessage } from '../../domain/wallet-messages';
import type { WalletType } from '../../domain/wallets';

/**
 * Wallet connection and sign-in (spec 001 sections 4 and 5): disconnected -> choosing -> connecting ->
 * connected, with Cancel while connecting; restore at load with up to 10 retries (100 ms plus 100 ms per
 * try) that never opens a wallet prompt; forced disconnects.
 *
 * Side effects are named here and given by whoever creates the actor: `restoreAccount` (the stored wallet
 * choice and session, and that wallet's no-prompt account call; null when nothing is stored or the wallet
 * has no account), `connectWallet` (switch network, connect, public keys), `signIn` (preload ->
 * sign -> login); `persist`, `forget` and `announceDisconnect` keep the stored choice and tell the rest of
 * the app.
 */
export interface ConnectedAccount {
  readonly ordinalsAddress: string;
  readonly paymentAddress: string;
  readonly ordinalsPubKey: string;
  readonly paymentPubKey: string;
}

export interface SignedInUser {
  readonly session: string;
  readonly inscribeCount: number;
  readonly ogPassCount: number;
  readonly swapAccess: boolean;
}

export interface RestoreResult {
  readonly walletType: WalletType;
  readonly account: ConnectedAccount;
  readonly user: SignedInUser;
}

export type DisconnectReason = 'user' | 'account-changed' | 'network-changed' | 'session-invalid' | 'bind-required' | 'wallet-mismatch';

export interface WalletConnectContext {
  readonly walletType: WalletType | null;
  readonly account: ConnectedAccount | null;
  readonly user: SignedInUser | null;
  /** What went wrong last, for the chooser to show (never a user rejection). */
  readonly error: { readonly kind: string; readonly message: string; readonly wallet: WalletType | null } | null;
  readonly restoreAttempt: number;
  readonly lastDisconnect: DisconnectReason | null;
}

export type WalletConnectEvent =
  | { type: 'CONNECT' }
  | { type: 'SELECT'; walletType: WalletType }
  | { type: 'CLOSE' }
  | { type: 'CANCEL' }
  | { type: 'DISCONNECT' }
  /** The wallet's account changed; `wallet` says which wallet reported it (OKX has its own message). */
  | { type: 'ACCOUNT_CHANGED'; wallet?: WalletType }
  /** A feature needs this wallet (spec 001 section 5): another one connected is disconnected and the chooser opens. */
  | { type: 'REQUIRE_WALLET'; walletType: WalletType; walletName: string }
  | { type: 'NETWORK_CHANGED' }
  | { type: 'SESSION_INVALID' }
  | { type: 'BIND_REQUIRED' };

/** Tries of restore at load (spec 001 section 9). */
export const RESTORE_MAX_ATTEMPTS = 10;

const missing = (name: string) =>
  fromPromise<never, unknown>(async () => {
    throw new Error(`${name} was not provided`);
  });

const errorOf = (event: unknown): { kind: string; message: string; userRejected: boolean } => {
  const error = (event as { error?: unknown }).error as { kind?: unknown; message?: unknown; userRejected?: unknown; code?: unknown } | undefined;
  return {
    kind: typeof error?.kind === 'string' ? error.kind : 'wallet-error',
    message: typeof error?.message === 'string' ? error.message : String(error),
    userRejected: error?.userRejected === true || error?.code === 4001 || error?.code === -32000,
  };
};

export const walletConnectMachine = setup({
  types: {
    context: {} as WalletConnectContext,
    events: {} as WalletConnectEvent,
  },
  actors: {
    restoreAccount: missing('restoreAccount') as unknown as ReturnType<typeof fromPromise<RestoreResult | null>>,
    connectWallet: missing('connectWallet') as unknown as ReturnType<typeof fromPromise<ConnectedAccount, { walletType: WalletType }>>,
    signIn: missing('signIn') as unknown as ReturnType<typeof fromPromise<SignedInUser, { walletType: WalletType; account: ConnectedAccount }>>,
  },
  actions: {
    /** Keep the wallet choice and session for the next load. */
    persist: () => {},
    /** Clear addresses, session, stored wallet and bind data. */
    forget: () => {},
    /** Tell the app (and the other tabs) the wallet is disconnected. */
    announceDisconnect: () => {},
  },
  guards: {
    restored: ({ event }) => (event as { output?: RestoreResult | null }).output != null,
    canRetryRestore: ({ context, event }) => errorOf(event).kind === 'not-installed' && context.restoreAttempt + 1 < RESTORE_MAX_ATTEMPTS,
    isUserRejection: ({ event }) => errorOf(event).userRejected,
    otherWalletConnected: ({ context, event }) => event.type === 'REQUIRE_WALLET' && context.walletType !== event.walletType,
  },
  delays: {
    /** 100 ms plus 100 ms per try (spec 001 section 4). */
    restoreRetryDelay: ({ context }) => 100 + 100 * context.restoreAttempt,
  },
}).createMachine({
  id: 'walletConnect',
  context: { walletType: null, account: null, user: null, error: null, restoreAttempt: 0, lastDisconnect: null },
  initial: 'restoring',
  states: {
    restoring: {
      initial: 'attempting',
      // A visitor who clicks Connect while the extension is still loading gets the chooser at once.
      on: { CONNECT: { target: 'choosing', actions: assign({ error: null, restoreAttempt: 0 }) } },
      states: {
        attempting: {
          invoke: {
            id: 'restoreAccount',
            src: 'restoreAccount',
            onDone: [
              {
                guard: 'restored',
                target: '#walletConnect.connected',
                actions: assign(({ event }) => ({ walletType: event.output!.walletType, account: event.output!.account, user: event.output!.user })),
              },
              { target: '#walletConnect.disconnected', actions: 'forget' },
            ],
            onError: [
              { guard: 'canRetryRestore', target: 'waiting' },
              { target: '#walletConnect.disconnected', actions: 'forget' },
            ],
          },
        },
        waiting: {
          after: { restoreRetryDelay: { target: 'attempting', actions: assign({ restoreAttempt: ({ context }) => context.restoreAttempt + 1 }) } },
        },
      },
    },
    disconnected: {
      entry: assign({ restoreAttempt: 0 }),
      on: { CONNECT: { target: 'choosing', actions: assign({ error: null }) } },
    },
    choosing: {
      on: {
        SELECT: { target: 'connecting', actions: assign({ walletType: ({ event }) => event.walletType, error: null }) },
        CLOSE: { target: 'disconnected', actions: assign({ error: null }) },
      },
    },
    connecting: {
      initial: 'wallet',
      on: { CANCEL: { target: 'choosing', actions: assign({ walletType: null, account: null }) } },
      states: {
        wallet: {
          invoke: {
            id: 'connectWallet',
            src: 'connectWallet',
            input: ({ context }) => ({ walletType: context.walletType! }),
            onDone: { target: 'signing', actions: assign({ account: ({ event }) => event.output }) },
            onError: [
              { guard: 'isUserRejection', target: '#walletConnect.choosing', actions: assign({ walletType: null }) },
              { target: '#walletConnect.choosing', actions: assign(({ context, event }) => ({ error: { ...errorOf(event), wallet: context.walletType }, walletType: null })) },
            ],
          },
        },
        signing: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => ({ walletType: context.walletType!, account: context.account! }),
            onDone: { target: '#walletConnect.connected', actions: [assign({ user: ({ event }) => event.output }), 'persist'] },
            onError: [
              // Rejecting the sign-in leaves the user disconnected, with no error shown.
              { guard: 'isUserRejection', target: '#walletConnect.choosing', actions: assign({ walletType: null, account: null }) },
              { target: '#walletConnect.choosing', actions: assign(({ context, event }) => ({ error: { ...errorOf(event), wallet: context.walletType }, walletType: null, account: null })) },
            ],
          },
        },
      },
    },
    connected: {
      entry: assign({ restoreAttempt: 0, lastDisconnect: null }),
      on: {
        DISCONNECT: { target: 'disconnected', actions: [assign({ lastDisconnect: 'user' }), 'forget', 'announceDisconnect'] },
        ACCOUNT_CHANGED: { target: 'disconnected', actions: [assign({ lastDisconnect: 'account-changed' }), 'forget', 'announceDisconnect'] },
        NETWORK_CHANGED: { target: 'disconnected', actions: [assign({ lastDisconnect: 'network-changed' }), 'forget', 'announceDisconnect'] },
        SESSION_INVALID: { target: 'disconnected', actions: [assign({ lastDisconnect: 'session-invalid' }), 'forget', 'announceDisconnect'] },
        BIND_REQUIRED: { target: 'disconnected', actions: [assign({ lastDisconnect: 'bind-required' }), 'forget', 'announceDisconnect'] },
        // 'only supports wallet X', then disconnect and prompt again (spec 001 section 5).
        REQUIRE_WALLET: {
          guard: 'otherWalletConnected',
          target: 'choosing',
          actions: [
            assign(({ event }) => ({
              lastDisconnect: 'wallet-mismatch' as const,
              error: { kind: 'wallet-mismatch', message: formatWalletMessage('only_supports_wallet', { wallet: event.walletName }), wallet: event.walletType },
            })),
            'forget',
          ],
        },
      },
      exit: assign({ account: null, user: null, walletType: null }),
    },
  },
});

export type WalletConnectMachine = typeof walletConnectMachine;
