import { notProvided } from '../shared/not-provided';
import { assign, setup } from 'xstate';
import { formatWalletMessage } from '../../domain/wallet-messages';
import type { WalletType } from '../../domain/wallets';
import { isUserRejection } from '../../domain/wallet-rejection';
import type { ConnectedAccount, DisconnectReason, RestoreResult, SignedInUser } from '../../domain/wallet-session';

/**
 * Wallet connection and sign-in: disconnected -> choosing -> connecting ->
 * connected, with Cancel while connecting; restore at load with up to 10 retries (100 ms plus 100 ms per
 * try) that never opens a wallet prompt; forced disconnects.
 *
 * Side effects are named here and given by whoever creates the actor: `restoreAccount` (the stored wallet
 * choice and session, and that wallet's no-prompt account call; null when nothing is stored or the wallet
 * has no account), `connectWallet` (switch network, connect, public keys), and sign-in in three steps
 * the user sees: `fetchSignInMessage` (preload), `signSignInMessage` (the wallet signs), `logIn` (the
 * server checks it); `persist`, `forget` and `announceDisconnect` keep the stored choice and tell the rest
 * of the app. Every actor is stopped by Cancel, and its abort signal keeps a late step from running.
 */
export type { ConnectedAccount, DisconnectReason, RestoreResult, SignedInUser };

export interface WalletConnectContext {
  readonly walletType: WalletType | null;
  readonly account: ConnectedAccount | null;
  readonly user: SignedInUser | null;
  /** What went wrong last, for the chooser to show (never a user rejection). */
  readonly error: { readonly kind: string; readonly message: string; readonly wallet: WalletType | null; readonly retryable?: boolean } | null;
  readonly restoreAttempt: number;
  readonly lastDisconnect: DisconnectReason | null;
  /** The sign-in message the server gave, while signing in. */
  readonly signInMessage: string | null;
  /** The wallet's signature of it, while the server checks it. */
  readonly signature: string | null;
  /** The account the wallet switched to, offered a sign-in of its own (never acted for without it). */
  readonly switchedTo: { readonly walletType: WalletType; readonly address: string } | null;
}

export type WalletConnectEvent =
  | { type: 'CONNECT' }
  | { type: 'SELECT'; walletType: WalletType }
  | { type: 'CLOSE' }
  | { type: 'CANCEL' }
  | { type: 'DISCONNECT' }
  /**
   * The wallet's account changed; `wallet` says which wallet reported it (OKX has its own message), `address`
   * the account it switched to, when it said (none when it was locked or disconnected).
   */
  | { type: 'ACCOUNT_CHANGED'; wallet?: WalletType; address?: string }
  /** Sign in with the account the wallet switched to. */
  | { type: 'SIGN_IN_SWITCHED' }
  /** Stay signed out after the wallet switched account. */
  | { type: 'NOT_NOW' }
  /** A feature needs this wallet: another one connected is disconnected and the chooser opens. */
  | { type: 'REQUIRE_WALLET'; walletType: WalletType; walletName: string }
  | { type: 'NETWORK_CHANGED' }
  | { type: 'SESSION_INVALID' }
  | { type: 'BIND_REQUIRED' };

/** Tries of restore at load. */
export const RESTORE_MAX_ATTEMPTS = 10;

const errorOf = (event: unknown, wallet: WalletType | null = null): { kind: string; message: string; userRejected: boolean; retryable: boolean } => {
  const error = (event as { error?: unknown }).error as { kind?: unknown; message?: unknown; retryable?: unknown } | undefined;
  return {
    kind: typeof error?.kind === 'string' ? error.kind : 'wallet-error',
    message: typeof error?.message === 'string' ? error.message : String(error),
    userRejected: isUserRejection(error, wallet),
    retryable: error?.retryable === true,
  };
};

/** A wallet step that failed: the user said no in the wallet (no error is shown), or it failed (it is said); to `target` either way. */
const rejectedOrFailed = <const T extends string>(target: T) =>
  [
    { guard: 'isUserRejection', target, actions: 'leftStep' },
    { target, actions: 'failedStep' },
  ] as const;

export const walletConnectMachine = setup({
  types: {
    context: {} as WalletConnectContext,
    events: {} as WalletConnectEvent,
  },
  actors: {
    restoreAccount: notProvided<RestoreResult | null, unknown>('restoreAccount'),
    connectWallet: notProvided<ConnectedAccount, { walletType: WalletType }>('connectWallet'),
    fetchSignInMessage: notProvided<string, { walletType: WalletType; account: ConnectedAccount }>('fetchSignInMessage'),
    signSignInMessage: notProvided<string, { walletType: WalletType; message: string }>('signSignInMessage'),
    logIn: notProvided<SignedInUser, { walletType: WalletType; account: ConnectedAccount; signature: string }>('logIn'),
  },
  actions: {
    /** Keep the wallet choice and session for the next load. */
    persist: () => {},
    /** Clear addresses, session, stored wallet and bind data. */
    forget: () => {},
    /** Tell the app (and the other tabs) the wallet is disconnected. */
    announceDisconnect: () => {},
    /** The chooser's error after a failed step (never a user rejection: those show nothing). */
    failedStep: assign(({ context, event }) => {
      const { kind, message, retryable } = errorOf(event, context.walletType);
      return { error: { kind, message, retryable, wallet: context.walletType }, walletType: null, account: null, signInMessage: null, signature: null };
    }),
    /** Back to the chooser with nothing of the attempt kept. */
    leftStep: assign({ walletType: null, account: null, signInMessage: null, signature: null }),
  },
  guards: {
    restored: ({ event }) => (event as { output?: RestoreResult | null }).output != null,
    canRetryRestore: ({ context, event }) => errorOf(event).kind === 'not-installed' && context.restoreAttempt + 1 < RESTORE_MAX_ATTEMPTS,
    isUserRejection: ({ context, event }) => errorOf(event, context.walletType).userRejected,
    switchedAccount: ({ event }) => event.type === 'ACCOUNT_CHANGED' && !!event.address && !!event.wallet,
    otherWalletConnected: ({ context, event }) => event.type === 'REQUIRE_WALLET' && context.walletType !== event.walletType,
  },
  delays: {
    /** 100 ms plus 100 ms per try. */
    restoreRetryDelay: ({ context }) => 100 + 100 * context.restoreAttempt,
  },
}).createMachine({
  id: 'walletConnect',
  description: 'Connecting a wallet and signing in: restore at load, the wallet chooser, the sign-in steps, and every way a session ends.',
  context: {
    walletType: null,
    account: null,
    user: null,
    error: null,
    restoreAttempt: 0,
    lastDisconnect: null,
    signInMessage: null,
    signature: null,
    switchedTo: null,
  },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'The page has loaded and the app looks for a stored session, without any wallet prompt; Connect shows.',
      initial: 'attempting',
      // A visitor who clicks Connect while the extension is still loading gets the chooser at once.
      on: { CONNECT: { target: 'choosing', actions: assign({ error: null, restoreAttempt: 0 }) } },
      states: {
        attempting: {
          description: 'The app asks the stored wallet for its account (no prompt) and the server whether the session still holds.',
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
          description: 'The wallet extension has not appeared yet: the app waits a moment and tries again.',
          after: { restoreRetryDelay: { target: 'attempting', actions: assign({ restoreAttempt: ({ context }) => context.restoreAttempt + 1 }) } },
        },
      },
    },
    disconnected: {
      description: 'Signed out: the header shows Connect.',
      entry: assign({ restoreAttempt: 0 }),
      on: { CONNECT: { target: 'choosing', actions: assign({ error: null }) } },
    },
    switched: {
      description: 'Signed out because the wallet switched account: a dialog names the new account and offers Sign in or Not now.',
      entry: assign({ restoreAttempt: 0 }),
      on: {
        SIGN_IN_SWITCHED: {
          target: 'connecting',
          actions: assign(({ context }) => ({ walletType: context.switchedTo?.walletType ?? null, switchedTo: null, error: null })),
        },
        NOT_NOW: { target: 'disconnected', actions: assign({ switchedTo: null }) },
        CONNECT: { target: 'choosing', actions: assign({ switchedTo: null, error: null }) },
      },
    },
    choosing: {
      description: 'The Choose Wallet dialog lists the wallets, marks the installed ones, and says what went wrong last, if anything.',
      on: {
        SELECT: { target: 'connecting', actions: assign({ walletType: ({ event }) => event.walletType, error: null }) },
        CLOSE: { target: 'disconnected', actions: assign({ error: null }) },
      },
    },
    connecting: {
      description: 'The Connecting dialog shows the step the user is at, with a progress indicator and Cancel.',
      initial: 'wallet',
      on: { CANCEL: { target: 'choosing', actions: 'leftStep', description: 'The user presses Cancel: no wallet prompt opens after this.' } },
      states: {
        wallet: {
          description: 'The wallet asks the user to approve the connection.',
          invoke: {
            id: 'connectWallet',
            src: 'connectWallet',
            input: ({ context }) => ({ walletType: context.walletType! }),
            onDone: { target: 'message', actions: assign({ account: ({ event }) => event.output }) },
            onError: rejectedOrFailed('#walletConnect.choosing'),
          },
        },
        message: {
          description: 'The app fetches the sign-in message from the server.',
          invoke: {
            id: 'fetchSignInMessage',
            src: 'fetchSignInMessage',
            input: ({ context }) => ({ walletType: context.walletType!, account: context.account! }),
            onDone: { target: 'signing', actions: assign({ signInMessage: ({ event }) => event.output }) },
            onError: { target: '#walletConnect.choosing', actions: 'failedStep' },
          },
        },
        signing: {
          description: 'The wallet asks the user to sign the login message.',
          invoke: {
            id: 'signSignInMessage',
            src: 'signSignInMessage',
            input: ({ context }) => ({ walletType: context.walletType!, message: context.signInMessage! }),
            onDone: { target: 'verifying', actions: assign({ signature: ({ event }) => event.output }) },
            // Rejecting the sign-in leaves the user disconnected, with no error shown.
            onError: rejectedOrFailed('#walletConnect.choosing'),
          },
        },
        verifying: {
          description: 'The server checks the signature and opens the session.',
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ context }) => ({ walletType: context.walletType!, account: context.account!, signature: context.signature! }),
            onDone: {
              target: '#walletConnect.connected',
              actions: [assign({ user: ({ event }) => event.output, signInMessage: null, signature: null }), 'persist'],
            },
            onError: { target: '#walletConnect.choosing', actions: 'failedStep' },
          },
        },
      },
    },
    connected: {
      description: 'Signed in: the header shows the account menu with the short address.',
      entry: assign({ restoreAttempt: 0, lastDisconnect: null }),
      on: {
        DISCONNECT: { target: 'disconnected', actions: [assign({ lastDisconnect: 'user' }), 'forget', 'announceDisconnect'] },
        // The old session ends either way; an account the wallet named is offered a sign-in of its own.
        ACCOUNT_CHANGED: [
          {
            guard: 'switchedAccount',
            target: 'switched',
            actions: [
              // The event's wallet: `connected`'s exit has cleared the context's by now.
              assign(({ event }) => ({
                lastDisconnect: 'account-changed' as const,
                switchedTo: { walletType: event.wallet!, address: event.address! },
              })),
              'forget',
              'announceDisconnect',
            ],
          },
          { target: 'disconnected', actions: [assign({ lastDisconnect: 'account-changed' }), 'forget', 'announceDisconnect'] },
        ],
        NETWORK_CHANGED: { target: 'disconnected', actions: [assign({ lastDisconnect: 'network-changed' }), 'forget', 'announceDisconnect'] },
        SESSION_INVALID: { target: 'disconnected', actions: [assign({ lastDisconnect: 'session-invalid' }), 'forget', 'announceDisconnect'] },
        BIND_REQUIRED: { target: 'disconnected', actions: [assign({ lastDisconnect: 'bind-required' }), 'forget', 'announceDisconnect'] },
        // 'only supports wallet X' (the wallet's name without its own 'Wallet': not 'wallet UniSat Wallet'), then disconnect and prompt again.
        REQUIRE_WALLET: {
          guard: 'otherWalletConnected',
          target: 'choosing',
          actions: [
            assign(({ event }) => ({
              lastDisconnect: 'wallet-mismatch' as const,
              error: {
                kind: 'wallet-mismatch',
                message: formatWalletMessage('only_supports_wallet', { wallet: event.walletName.replace(/\s+wallet$/i, '') }),
                wallet: event.walletType,
              },
            })),
            'forget',
            'announceDisconnect',
          ],
        },
      },
      exit: assign({ account: null, user: null, walletType: null }),
    },
  },
});

export type WalletConnectMachine = typeof walletConnectMachine;
