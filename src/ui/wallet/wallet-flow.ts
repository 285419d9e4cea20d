import { isAtomicalsPath, supportsAtomicals } from '../../domain/wallet-rules';
import { formatWalletMessage } from '../../domain/wallet-messages';
import type { WalletType } from '../../domain/wallets';
import type { ConnectedAccount, RestoreResult, SignedInUser } from '../../machines/wallet-connect/wallet-connect.machine';
import type { Api } from '../../services/api/create-api';
import { isApiError } from '../../services/http/api-error';
import type { KeyValueStore } from '../../services/storage/key-value-store';
import { createWalletAdapters } from '../../services/wallets/create-wallet-adapters';
import { WalletError, type WalletAdapter, type WalletBalance } from '../../services/wallets/wallet-adapter';
import { createWalletBinding } from '../../services/wallets/wallet-binding';
import { readStoredWallet } from './stored-wallet';

export interface WalletFlowDeps {
  readonly api: () => Promise<Api>;
  readonly localStore: KeyValueStore;
  /** The network the wallet is asked to use, as it is now (the visitor can switch it). */
  readonly network: () => 'livenet' | 'testnet';
  /** The page's path when a wallet connects (/atomicals has its own rule). */
  readonly pathname: () => string;
}

/**
 * What the wallet-connect machine's actors do in the site: the ten adapters, restore, connect and sign
 * in, the binding of two-address wallets. Loaded on first use, so the wallet libraries stay off the first
 * render.
 */
export function createWalletFlow(deps: WalletFlowDeps) {
  /** The API's balance of an address (spec 001 section 3: btcSatoshi and btcPendingSatoshi). */
  const fetchBalance = async (address: string): Promise<WalletBalance> => {
    const { btcSatoshi, btcPendingSatoshi } = await (await deps.api()).query.addressBalance(address);
    return { confirmed: btcSatoshi, unconfirmed: btcPendingSatoshi, total: btcSatoshi + btcPendingSatoshi };
  };
  const adapters = createWalletAdapters({ network: deps.network, fetchBalance });
  const adapterFor = (type: WalletType): WalletAdapter => {
    const adapter = adapters.find((a) => a.type === type);
    if (!adapter) throw new WalletError('not-installed', formatWalletMessage('wallet_not_installed', { wallet: type }), type);
    if (!adapter.isInstalled()) throw new WalletError('not-installed', formatWalletMessage('wallet_not_installed', { wallet: adapter.name }), type);
    return adapter;
  };
  const binding = createWalletBinding({ store: deps.localStore, bind: async (body) => (await deps.api()).market.xverseBind(body) });

  return {
    adapters,
    fetchBalance,

    /** The stored choice and session, with the wallet's no-prompt account; null when there is nothing to restore. */
    async restore(): Promise<RestoreResult | null> {
      const stored = readStoredWallet((k) => deps.localStore.get(k));
      if (!stored) return null;
      // Not installed yet: the extension may still be injecting; the machine retries.
      const account = await adapterFor(stored.walletType).restore(stored.account ?? null);
      if (!account || account.ordinalsAddress !== stored.address) return null;
      // The session comes back only if the server still accepts it; its user data is refreshed on the way.
      const api = await deps.api();
      try {
        const fresh = await api.basic.user(stored.address);
        return { walletType: stored.walletType, account, user: { ...stored.user, inscribeCount: fresh.inscribeCount, ogPassCount: fresh.ogPassCount, swapAccess: fresh.access?.swapAccess?.access === true } };
      } catch (error) {
        if (isApiError(error) && (error.code === -501 || error.code === -502)) return null;
        return { walletType: stored.walletType, account, user: stored.user };
      }
    },

    async connect(type: WalletType): Promise<ConnectedAccount> {
      const adapter = adapterFor(type);
      // The ARC-20 marketplace needs UniSat Wallet 1.2.2 or later (spec 001 section 5).
      if (adapter.type === 'unisat' && isAtomicalsPath(deps.pathname()) && !supportsAtomicals(await adapter.getVersion())) {
        throw new WalletError('needs-update', formatWalletMessage('unisat_needs_update'), 'unisat');
      }
      // UniSat is switched to the app's network before use (spec 001 section 4); the others pick theirs per call.
      await adapter.switchNetwork(deps.network());
      return adapter.connect();
    },

    /** preload (the message) -> the wallet signs it (BIP-322 simple) -> login (spec 001 section 4). */
    async signIn(type: WalletType, account: ConnectedAccount): Promise<SignedInUser> {
      const adapter = adapterFor(type);
      const api = await deps.api();
      const address = account.ordinalsAddress;
      const { signMsg } = await api.basic.preload(address);
      const sign = await adapter.signMessage(signMsg, 'bip322-simple');
      const user = await api.basic.login({ address, pubkey: account.ordinalsPubKey, sign, walletType: type });
      return { session: user.session, inscribeCount: user.inscribeCount ?? 0, ogPassCount: user.ogPassCount ?? 0, swapAccess: user.access?.swapAccess?.access === true };
    },

    /** xverse_bind for a two-address wallet, once per pair (spec 001 section 7). */
    ensureBound: (type: WalletType, account: ConnectedAccount) => binding.ensureBound(adapterFor(type), account),
  };
}

export type WalletFlow = ReturnType<typeof createWalletFlow>;
