import { isAtomicalsPath, supportsAtomicals } from '../../domain/wallet-rules';
import { formatWalletMessage } from '../../domain/wallet-messages';
import { formatMessage } from '../../domain/messages';
import { isUserRejection } from '../../domain/wallet-rejection';
import { addressNetwork, type WalletType } from '../../domain/wallets';
import type { ConnectedAccount, FlowFailure, RestoreResult, SignedInUser } from '../../domain/wallet-session';
import type { Api } from '../api/create-api';
import { ApiError, isApiError } from '../http/api-error';
import { userMessageForError } from '../http/error-routing';
import type { KeyValueStore } from '../storage/key-value-store';
import { createWalletAdapters } from '../wallets/create-wallet-adapters';
import { WalletError, type WalletAdapter, type WalletAdapterDeps, type WalletBalance } from '../wallets/wallet-adapter';
import { createWalletBinding } from '../wallets/wallet-binding';
import { readStoredWallet } from './stored-wallet';

export interface WalletFlowDeps {
  readonly api: () => Promise<Api>;
  /** Where the choice, the session and the bind record are kept. */
  readonly storage: KeyValueStore;
  /** The network the wallet is asked to use, as it is now (the visitor can switch it). */
  readonly network: () => 'livenet' | 'testnet';
  /** The page's path when a wallet connects (/atomicals has its own rule). */
  readonly pathname: () => string;
  /** The wallets offered: the ten adapters by default; in passthrough, the host's one. */
  readonly createAdapters?: (deps: WalletAdapterDeps) => WalletAdapter[];
}

/** Why restore gave nothing back: the chooser and the shell tell the user when it was the server. */
export type RestoreOutcome = { readonly restored: RestoreResult } | { readonly restored: null; readonly refused: boolean };

/** Any failure as the machine and the chooser take it: the catalogue's plain words, never a raw key. */
export function toFlowFailure(error: unknown, wallet: WalletType | null): FlowFailure {
  const userRejected = isUserRejection(error, wallet);
  if (error instanceof WalletError)
    return { kind: error.kind, message: error.message, userRejected, retryable: error.kind === 'wallet-error' || error.kind === 'sign-failed' };
  if (isApiError(error)) {
    const shown = userMessageForError(error, wallet);
    const message = !shown ? '' : 'key' in shown ? formatMessage(shown.key, shown.params) : shown.text;
    return { kind: error.kind === 'server' ? 'server' : error.kind, message, userRejected, retryable: error.kind !== 'server' || error.code === -1 };
  }
  const raw = (error as { message?: unknown } | null)?.message;
  return {
    kind: (error as { kind?: unknown } | null)?.kind === 'aborted' ? 'aborted' : 'wallet-error',
    message: typeof raw === 'string' && raw ? raw : formatWalletMessage('unknown_error'),
    userRejected,
    retryable: true,
  };
}

/** Throws when the user has cancelled: nothing after a Cancel may open a wallet prompt or reach the server. */
const stopIfCancelled = (signal: AbortSignal | undefined) => {
  if (signal?.aborted) throw new ApiError({ kind: 'aborted', path: '', message: 'cancelled' });
};

/**
 * What the wallet-connect machine's actors do: the adapters, restore, connect and the three steps of
 * sign-in, the binding of two-address wallets. Loaded on first use, so the wallet libraries stay off the
 * first render. Every step takes the actor's abort signal: after Cancel no later step runs.
 */
export function createWalletFlow(deps: WalletFlowDeps) {
  /** The API's balance of an address (btcSatoshi and btcPendingSatoshi). */
  const fetchBalance = async (address: string): Promise<WalletBalance> => {
    const { btcSatoshi, btcPendingSatoshi } = await (await deps.api()).query.addressBalance(address);
    return { confirmed: btcSatoshi, unconfirmed: btcPendingSatoshi, total: btcSatoshi + btcPendingSatoshi };
  };
  const adapters = (deps.createAdapters ?? createWalletAdapters)({ network: deps.network, fetchBalance });
  const adapterFor = (type: WalletType): WalletAdapter => {
    const adapter = adapters.find((a) => a.type === type);
    if (!adapter) throw new WalletError('not-installed', formatWalletMessage('wallet_not_installed', { wallet: type }), type);
    if (!adapter.isInstalled()) throw new WalletError('not-installed', formatWalletMessage('wallet_not_installed', { wallet: adapter.name }), type);
    return adapter;
  };
  const binding = createWalletBinding({ store: deps.storage, bind: async (body) => (await deps.api()).market.xverseBind(body) });

  /** Runs a step and hands any failure on in plain words. */
  const step = async <T>(wallet: WalletType | null, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toFlowFailure(error, wallet);
    }
  };

  return {
    adapters,
    adapterFor,
    fetchBalance,

    /**
     * The stored choice and session, with the wallet's no-prompt account. Nothing comes back when nothing
     * is stored, the wallet has another account, or the server refuses the session or says it belongs to
     * another address (then `refused`, so the user is told why they are signed out).
     */
    async restore(): Promise<RestoreOutcome> {
      const stored = readStoredWallet((k) => deps.storage.get(k));
      if (!stored) return { restored: null, refused: false };
      // Not installed yet: the extension may still be injecting; the machine retries.
      const account = await adapterFor(stored.walletType).restore(stored.account ?? null);
      if (!account || account.ordinalsAddress !== stored.address) return { restored: null, refused: false };
      const api = await deps.api();
      try {
        const fresh = await api.basic.user(stored.address);
        if (typeof fresh.address === 'string' && fresh.address !== stored.address) return { restored: null, refused: true };
        return {
          restored: {
            walletType: stored.walletType,
            account,
            user: { ...stored.user, inscribeCount: fresh.inscribeCount, ogPassCount: fresh.ogPassCount, swapAccess: fresh.access?.swapAccess?.access === true },
          },
        };
      } catch (error) {
        // The server said no: never show a signed-in user it refused. Unreachable: keep the stored session.
        if (isApiError(error) && (error.kind === 'server' || error.status === 401 || error.status === 403)) return { restored: null, refused: true };
        return { restored: { walletType: stored.walletType, account, user: stored.user } };
      }
    },

    connect: (type: WalletType, signal?: AbortSignal): Promise<ConnectedAccount> =>
      step(type, async () => {
        const adapter = adapterFor(type);
        // The ARC-20 marketplace needs UniSat Wallet 1.2.2 or later.
        if (adapter.type === 'unisat' && isAtomicalsPath(deps.pathname()) && !supportsAtomicals(await adapter.getVersion())) {
          throw new WalletError('needs-update', formatWalletMessage('unisat_needs_update'), 'unisat');
        }
        stopIfCancelled(signal);
        // UniSat is switched to the app's network before use; the others pick theirs per call.
        await adapter.switchNetwork(deps.network());
        stopIfCancelled(signal);
        const account = await adapter.connect();
        // A wallet that stayed on another network (it could not, or would not, switch) is never signed in: a testnet
        // account on a mainnet site (or widget) would sign for coins that are not the ones on screen.
        const network = deps.network();
        if ([account.ordinalsAddress, account.paymentAddress].some((a) => addressNetwork(a) !== network))
          throw new WalletError(
            'wallet-error',
            formatWalletMessage('wallet_wrong_network', { wallet: adapter.name, network: network === 'livenet' ? 'mainnet' : 'testnet' }),
            adapter.type,
          );
        return account;
      }),

    /** Sign-in, step 1: a new request key, and preload gives the message to sign. */
    fetchSignInMessage: (type: WalletType, account: ConnectedAccount, signal?: AbortSignal): Promise<string> =>
      step(type, async () => {
        const api = await deps.api();
        // A fresh request key for every sign-in: the session about to open is bound to it and to no earlier one.
        api.signer.rotate();
        const { signMsg } = await api.basic.preload(account.ordinalsAddress);
        stopIfCancelled(signal);
        return signMsg;
      }),

    /** Sign-in, step 2: the wallet signs it (BIP-322 simple). Never asked once the user has cancelled. */
    signSignInMessage: (type: WalletType, message: string, signal?: AbortSignal): Promise<string> =>
      step(type, async () => {
        stopIfCancelled(signal);
        const signature = await adapterFor(type).signMessage(message, 'bip322-simple');
        stopIfCancelled(signal);
        return signature;
      }),

    /** Sign-in, step 3: login with the signature; the session is bound to this browser's request key. */
    logIn: (type: WalletType, account: ConnectedAccount, signature: string, signal?: AbortSignal): Promise<SignedInUser> =>
      step(type, async () => {
        stopIfCancelled(signal);
        const user = await (
          await deps.api()
        ).basic.login({ address: account.ordinalsAddress, pubkey: account.ordinalsPubKey, sign: signature, walletType: type });
        return {
          session: user.session,
          inscribeCount: user.inscribeCount ?? 0,
          ogPassCount: user.ogPassCount ?? 0,
          swapAccess: user.access?.swapAccess?.access === true,
        };
      }),

    /** xverse_bind for a two-address wallet, once per pair. */
    ensureBound: (type: WalletType, account: ConnectedAccount) => binding.ensureBound(adapterFor(type), account),
    clearBinding: () => binding.clear(),
  };
}

export type WalletFlow = ReturnType<typeof createWalletFlow>;
