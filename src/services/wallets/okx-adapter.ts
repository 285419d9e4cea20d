import { formatWalletMessage } from '../../domain/wallet-messages';
import { isCompressedPubKey } from '../../domain/wallet-rules';
import {
  WalletError,
  globalWindow,
  requireProvider,
  letterLogo,
  providerAt,
  requireSignature,
  requireSignedPsbt,
  requireTxid,
  walletCall,
  type WalletAccount,
  type ProviderEvents,
  type WalletAdapter,
  type WalletAdapterDeps,
} from './wallet-adapter';

interface OkxAccount {
  readonly address?: string;
  readonly publicKey?: string;
  readonly compressedPublicKey?: string;
}

/** OKX's Bitcoin provider, as far as the site uses it. */
export interface OkxProvider extends ProviderEvents {
  connect(): Promise<OkxAccount>;
  getSelectedAccount?(): Promise<OkxAccount | null>;
  getBalance(): Promise<{ confirmed: number; unconfirmed: number; total: number }>;
  signMessage(message: string, type?: string): Promise<string>;
  signPsbt(psbtHex: string, options?: unknown): Promise<string>;
  sendBitcoin?(to: string, sats: number, options?: { feeRate?: number }): Promise<string>;
}

const NAME = 'OKX Wallet';

/**
 * OKX: `okxwallet.bitcoin` (`okxwallet.bitcoinTestnet` on testnet). `connect()` gives an x-only key and,
 * from current versions, the compressed one, which the site needs (the account must
 * exist and have a compressed public key). A change of account fires `accountChanged` (the site then
 * shows 'Wallet account changed, please reconnect.'). A user rejection is 4001.
 */
export function createOkxAdapter(deps: WalletAdapterDeps = {}): WalletAdapter {
  const getWindow = deps.getWindow ?? globalWindow;
  const find = () => {
    const provider = providerAt(getWindow(), deps.network?.() === 'testnet' ? 'okxwallet.bitcoinTestnet' : 'okxwallet.bitcoin') as OkxProvider | undefined;
    return typeof provider?.connect === 'function' && typeof provider.signPsbt === 'function' ? provider : null;
  };
  const guard = walletCall('okx');
  const provider = requireProvider(find, 'okx', NAME);
  const accountOf = (account: OkxAccount | null | undefined): WalletAccount => {
    if (!account?.address) throw new WalletError('no-account', `${NAME} has no Bitcoin account. Create one in the wallet and try again.`, 'okx');
    if (!isCompressedPubKey(account.compressedPublicKey)) {
      throw new WalletError('no-public-key', formatWalletMessage('okx_compressed_key'), 'okx');
    }
    return {
      ordinalsAddress: account.address,
      paymentAddress: account.address,
      ordinalsPubKey: account.compressedPublicKey,
      paymentPubKey: account.compressedPublicKey,
    };
  };

  return {
    type: 'okx',
    name: NAME,
    logo: letterLogo('O', '#000000'),
    isInstalled: () => find() !== null,
    connect: () => guard(async () => accountOf(await provider().connect())),
    restore: async () => {
      const found = find();
      if (!found?.getSelectedAccount) return null;
      // getSelectedAccount opens no prompt; null when the site is not connected.
      const account = await guard(() => found.getSelectedAccount!());
      return account?.address ? accountOf(account) : null;
    },
    getBalance: () => guard(() => provider().getBalance()),
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
        if (!p.sendBitcoin) throw new WalletError('unsupported', `${NAME} cannot send bitcoin from this page.`, 'okx');
        return requireTxid('okx', await p.sendBitcoin(to, sats, options.feeRate === undefined ? {} : { feeRate: options.feeRate }));
      }),
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
