import { formatWalletMessage } from '../../domain/wallet-messages';
import { isCompressedPubKey } from '../../domain/wallet-rules';
import { addressNetwork } from '../../domain/wallets';
import {
  WalletError,
  globalWindow,
  requireProvider,
  letterLogo,
  providerAt,
  requireSignature,
  requireSignedPsbt,
  requireTxid,
  restoreStored,
  walletCall,
  type WalletAccount,
  type ProviderEvents,
  type WalletAdapter,
  type WalletAdapterDeps,
  type WalletBalance,
} from './wallet-adapter';

/** What `connect()` and the `accountChanged` event give: `publicKey` is x-only; `compressedPublicKey` only from newer mainnet versions. */
interface OkxAccount {
  readonly address?: string;
  readonly publicKey?: string;
  readonly compressedPublicKey?: string;
}

/**
 * OKX's Bitcoin provider as its docs publish it. Mainnet (`okxwallet.bitcoin`) has all of these; the testnet one
 * (`okxwallet.bitcoinTestnet`) documents only connect, signMessage, signPsbt and signPsbts, so the rest are optional.
 */
export interface OkxProvider extends ProviderEvents {
  connect(): Promise<OkxAccount>;
  /** Mainnet: the connected addresses, no prompt ([] when the site is not connected). */
  getAccounts?(): Promise<string[]>;
  /** Mainnet: the account's public key, compressed (hex). */
  getPublicKey?(): Promise<string>;
  getBalance?(): Promise<WalletBalance>;
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>;
  signPsbt(psbtHex: string, options?: unknown): Promise<string>;
  sendBitcoin?(toAddress: string, satoshis: number, options?: { feeRate?: number }): Promise<string>;
}

const NAME = 'OKX Wallet';

/**
 * OKX: `okxwallet.bitcoin`, or `okxwallet.bitcoinTestnet` on testnet. The site needs the account's compressed
 * public key: `compressedPublicKey` from connect where given, else getPublicKey (mainnet), else, on testnet where
 * connect gives only an x-only key, the compressed key that the address was made from (okx-public-key.ts). A key
 * that does not match the address is refused, never guessed. A change of account fires `accountChanged` (the site
 * then shows 'Wallet account changed, please reconnect.'). A user rejection is 4001.
 */
export function createOkxAdapter(deps: WalletAdapterDeps = {}): WalletAdapter {
  const getWindow = deps.getWindow ?? globalWindow;
  const network = () => deps.network?.() ?? 'livenet';
  const find = () => {
    const provider = providerAt(getWindow(), network() === 'testnet' ? 'okxwallet.bitcoinTestnet' : 'okxwallet.bitcoin') as OkxProvider | undefined;
    return typeof provider?.connect === 'function' && typeof provider.signPsbt === 'function' ? provider : null;
  };
  const guard = walletCall('okx');
  const provider = requireProvider(find, 'okx', NAME);
  let known: WalletAccount | null = null;
  const remember = (account: WalletAccount) => ((known = account), account);

  async function compressedKey(p: OkxProvider, address: string, account: OkxAccount): Promise<string> {
    if (isCompressedPubKey(account.compressedPublicKey)) return account.compressedPublicKey;
    if (isCompressedPubKey(account.publicKey)) return account.publicKey;
    if (p.getPublicKey) {
      const key = await p.getPublicKey();
      if (isCompressedPubKey(key)) return key;
    }
    if (account.publicKey) {
      const { compressedKeyForAddress } = await import('./okx-public-key');
      const key = compressedKeyForAddress(address, account.publicKey, network());
      if (key) return key;
    }
    throw new WalletError('no-public-key', formatWalletMessage('okx_compressed_key'), 'okx');
  }

  async function accountOf(p: OkxProvider, account: OkxAccount | null | undefined): Promise<WalletAccount> {
    const address = account?.address;
    if (!address) throw new WalletError('no-account', `${NAME} has no Bitcoin account. Create one in the wallet and try again.`, 'okx');
    if (addressNetwork(address) !== network()) {
      throw new WalletError(
        'wallet-error',
        formatWalletMessage('wallet_wrong_network', { wallet: NAME, network: network() === 'testnet' ? 'testnet' : 'mainnet' }),
        'okx',
      );
    }
    const key = await compressedKey(p, address, account);
    return remember({ ordinalsAddress: address, paymentAddress: address, ordinalsPubKey: key, paymentPubKey: key });
  }

  return {
    type: 'okx',
    name: NAME,
    logo: letterLogo('O', '#000000'),
    isInstalled: () => find() !== null,
    connect: () =>
      guard(async () => {
        const p = provider();
        return accountOf(p, await p.connect());
      }),
    restore: async (stored) => {
      const found = find();
      if (!found) return null;
      // Mainnet: getAccounts opens no prompt ([] when the site is not connected). Testnet documents no such
      // call, so the stored account comes back while the provider is there.
      if (!found.getAccounts) {
        const account = await restoreStored(true, stored);
        return account ? remember(account) : null;
      }
      const [address] = await guard(() => found.getAccounts!());
      return address ? guard(() => accountOf(found, { address })) : null;
    },
    getBalance: () =>
      guard(async () => {
        const p = provider();
        if (p.getBalance) return p.getBalance();
        if (!known || !deps.fetchBalance) throw new WalletError('wallet-limit', `${NAME} does not report a balance on this network.`, 'okx');
        return deps.fetchBalance(known.paymentAddress);
      }),
    getVersion: async () => null,
    signMessage: (message, type) => guard(async () => requireSignature('okx', await provider().signMessage(message, type))),
    signPsbt: (psbtHex, options) =>
      guard(async () =>
        requireSignedPsbt(
          'okx',
          psbtHex,
          await provider().signPsbt(psbtHex, { autoFinalized: options.autoFinalized ?? true, toSignInputs: options.toSignInputs }),
        ),
      ),
    sendBitcoin: (to, sats, options) =>
      guard(async () => {
        const p = provider();
        if (!p.sendBitcoin) throw new WalletError('unsupported', `${NAME} cannot send bitcoin from this page on this network.`, 'okx');
        return requireTxid('okx', await p.sendBitcoin(to, sats, options.feeRate === undefined ? {} : { feeRate: options.feeRate }));
      }),
    // One provider per network: the adapter takes the app's.
    switchNetwork: async () => {},
    onChange(listener) {
      const found = find();
      if (!found?.on) return () => {};
      const onAccount = (account: unknown) =>
        listener({ type: 'accounts', accounts: (account as OkxAccount | null)?.address ? [(account as OkxAccount).address!] : [] });
      found.on('accountChanged', onAccount);
      return () => void found.removeListener?.('accountChanged', onAccount);
    },
  };
}
