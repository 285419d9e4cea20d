import { formatWalletMessage, type WalletMessageKey } from '../../domain/wallet-messages';
import type { WalletType } from '../../domain/wallets';
import type { ConnectedAccount, DisconnectReason, RestoreResult, SignedInUser } from '../../domain/wallet-session';
import { BIND_STORE_KEY } from '../../domain/wallet-rules';
import type { WalletAdapter, WalletBalance, WalletChange } from '../wallets/wallet-adapter';
import { WALLET_STORE_KEY, readStoredWallet, type StoredWallet } from './stored-wallet';
import type { WalletFlow } from './wallet-flow';
import { hostAdapter } from './host-wallet';
import type { SessionWarning, TabChannel, WalletSessionDeps } from './wallet-session-deps';
import { walletSigner, type WalletSigner } from './wallet-signer';

const NOTICE_KEY = 'wallet-signed-out';
const NOTICES: Partial<Record<DisconnectReason | 'restore-refused', WalletMessageKey>> = {
  'session-invalid': 'signed_out_session_expired',
  'restore-refused': 'signed_out_session_expired',
  'account-changed': 'signed_out_elsewhere',
  'network-changed': 'signed_out_elsewhere',
  'bind-required': 'signed_out_elsewhere',
};

const defaultChannel = (name: string): TabChannel | null => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null);

/**
 * The wallet session: one per mount (the site, a test, each widget), never shared. It does the I/O the
 * wallet-connect machine names (restore, connect, the sign-in steps, keeping and forgetting the session,
 * telling the other tabs), gives dialogs the signing contract, and ends the session on the server on
 * Disconnect. Everything that belongs to the host comes in `deps`.
 */
export function createWalletSession(deps: WalletSessionDeps) {
  let flowLoading: Promise<WalletFlow> | null = null;
  const flow = (): Promise<WalletFlow> =>
    (flowLoading ??= import('./wallet-flow')
      .then((m) => {
        const host = deps.passthrough;
        const createAdapters = host ? () => [hostAdapter(host)] : deps.createAdapters;
        return m.createWalletFlow({
          api: deps.api,
          storage: deps.storage,
          network: deps.network,
          pathname: deps.pathname,
          ...(createAdapters ? { createAdapters } : {}),
        });
      })
      .catch((error: unknown) => {
        // Not loaded (offline, or a new version deployed meanwhile): the next call tries again.
        flowLoading = null;
        throw error;
      }));

  // The tabs' channel is open while someone listens (the provider, from mount to unmount); a message
  // is sent on it, or on a channel opened for the moment.
  const openChannel = () => (deps.channelName ? (deps.createChannel ?? defaultChannel)(deps.channelName) : null);
  let channel: TabChannel | null = null;
  const remoteListeners = new Set<(reason: DisconnectReason | null) => void>();
  const announce = (message: unknown) => {
    const target = channel ?? openChannel();
    try {
      target?.postMessage(message);
    } catch {
      /* a closed channel: the other tabs learn it on their next load */
    }
    if (target !== channel) target?.close();
  };

  const warningListeners = new Set<(warning: SessionWarning) => void>();
  const warn = deps.warn ?? ((warning: SessionWarning) => warningListeners.forEach((listener) => listener(warning)));

  /** The session to end on the server, kept from `forget` (which runs first) to `end`. */
  let forgotten: string | null = null;

  const remember = (reason: DisconnectReason | 'restore-refused') => {
    const key = NOTICES[reason];
    if (key) deps.tabStorage.set(NOTICE_KEY, key);
  };

  return {
    /** True when the host handed over its wallet. */
    passthrough: deps.passthrough !== undefined,
    adapters: async (): Promise<readonly WalletAdapter[]> => (await flow()).adapters,
    fetchBalance: async (address: string): Promise<WalletBalance> => (await flow()).fetchBalance(address),

    /** Restore at load: the stored session the server still accepts. A refused one is remembered to be told. */
    async restore(): Promise<RestoreResult | null> {
      const api = await deps.api();
      const generation = api.signer.generation();
      // Nothing stored, nothing to restore: the wallet libraries are not loaded for a visitor (issue 45, 11; issue 46).
      const outcome = readStoredWallet((k) => deps.storage.get(k)) ? await (await flow()).restore() : { restored: null, refused: false };
      if (outcome.restored) return outcome.restored;
      // Nobody is signed in: no key is kept for a session that is gone (unless a sign-in has begun meanwhile).
      api.signer.discard(generation);
      if (outcome.refused) remember('restore-refused');
      return null;
    },
    connect: async (type: WalletType, signal?: AbortSignal) => (await flow()).connect(type, signal),
    fetchSignInMessage: async (type: WalletType, account: ConnectedAccount, signal?: AbortSignal) => (await flow()).fetchSignInMessage(type, account, signal),
    signSignInMessage: async (type: WalletType, message: string, signal?: AbortSignal) => (await flow()).signSignInMessage(type, message, signal),
    logIn: async (type: WalletType, account: ConnectedAccount, signature: string, signal?: AbortSignal) =>
      (await flow()).logIn(type, account, signature, signal),

    /** Keeps the choice and the session for the next load. */
    persist(state: { walletType: WalletType; account: ConnectedAccount; user: SignedInUser }): void {
      deps.storage.set(
        WALLET_STORE_KEY,
        JSON.stringify({
          walletType: state.walletType,
          address: state.account.ordinalsAddress,
          account: state.account,
          user: state.user,
        } satisfies StoredWallet),
      );
    },

    /** Forgets the stored choice, session and bind record. */
    forget(): void {
      forgotten = readStoredWallet((k) => deps.storage.get(k))?.user.session ?? forgotten;
      deps.storage.remove(WALLET_STORE_KEY);
      deps.storage.remove(BIND_STORE_KEY);
    },

    /**
     * The session ended: on the server (logout, quietly skipped where the server has none or already
     * refused the session), in the other tabs, and, for a forced disconnect, a warning that reloads
     * when the user acts on it and is explained after the reload; unless the app offers a sign-in with the account
     * the wallet switched to, which says so itself.
     */
    end(reason: DisconnectReason, detail: { wallet?: WalletType | undefined; signInOffered?: boolean } = {}): void {
      const session = forgotten;
      forgotten = null;
      // The session ends on the server, proved with the key it is bound to; then the key is forgotten (unless a
      // new sign-in has rotated it meanwhile).
      void deps
        .api()
        .then(async (api) => {
          const generation = api.signer.generation();
          if (session && reason !== 'session-invalid') await api.basic.logout(session).catch(() => {});
          api.signer.discard(generation);
        })
        .catch(() => {});
      announce({ type: 'disconnect', reason });
      if (reason === 'user' || reason === 'wallet-mismatch' || detail.signInOffered) return;
      const message =
        reason === 'bind-required'
          ? formatWalletMessage('wallet_outdated')
          : reason === 'account-changed' && detail.wallet === 'okx'
            ? formatWalletMessage('okx_account_changed')
            : reason === 'session-invalid'
              ? formatWalletMessage('session_expired_reload')
              : formatWalletMessage('wallet_disconnected');
      let acted = false;
      warn({
        message,
        // Once: the toast's text and its × both act on it.
        onActivate: () => {
          if (acted) return;
          acted = true;
          remember(reason);
          deps.reload();
        },
      });
    },

    /** What to tell the user at load about how their last session ended, once; null when nothing. */
    takeNotice(): string | null {
      const key = deps.tabStorage.get(NOTICE_KEY) as WalletMessageKey | null;
      deps.tabStorage.remove(NOTICE_KEY);
      return key && key in NOTICE_MESSAGES ? formatWalletMessage(key) : null;
    },

    /** Warnings, where the host gave no `warn`. Returns the unsubscribe. */
    onWarning(listener: (warning: SessionWarning) => void): () => void {
      warningListeners.add(listener);
      return () => warningListeners.delete(listener);
    },

    /** Another tab ended the session. Returns the unsubscribe. */
    onOtherTabDisconnect(listener: (reason: DisconnectReason | null) => void): () => void {
      remoteListeners.add(listener);
      if (!channel) {
        channel = openChannel();
        if (channel) {
          channel.onmessage = (message: MessageEvent<{ type?: string; reason?: DisconnectReason }>) => {
            if (message.data?.type === 'disconnect') for (const heard of remoteListeners) heard(message.data.reason ?? null);
          };
        }
      }
      return () => {
        remoteListeners.delete(listener);
        if (remoteListeners.size === 0) {
          channel?.close();
          channel = null;
        }
      };
    },

    /** The connected wallet's account and network changes. Returns the unsubscribe. */
    watchWallet(type: WalletType, listener: (change: WalletChange) => void): () => void {
      let stop: (() => void) | null = null;
      let live = true;
      void flow().then((f) => {
        const adapter = f.adapters.find((a) => a.type === type);
        if (live && adapter) stop = adapter.onChange(listener);
      });
      return () => {
        live = false;
        stop?.();
      };
    },

    /** The signing contract for the wallet and account connected now. */
    signer(walletType: WalletType, account: ConnectedAccount): WalletSigner {
      return walletSigner(walletType, account, flow, deps);
    },

    dispose(): void {
      remoteListeners.clear();
      warningListeners.clear();
      channel?.close();
      channel = null;
    },
  };
}

const NOTICE_MESSAGES: Readonly<Record<string, true>> = Object.fromEntries(Object.values(NOTICES).map((k) => [k, true]));

export type WalletSession = ReturnType<typeof createWalletSession>;
