import { formatWalletMessage } from '../../domain/wallet-messages';
import { HIRO_SIGHASH_TYPES } from '../../domain/wallet-rules';
import {
  WalletError,
  globalWindow,
  requireProvider,
  twoAddressAccount,
  letterLogo,
  providerAt,
  requireSignature,
  requireSignedPsbt,
  requireTxid,
  restoreStored,
  walletCall,
  type WalletAccount,
  type WalletAdapter,
  type WalletAdapterDeps,
} from './wallet-adapter';

/** Leather's provider (`LeatherProvider`), as far as the site uses it. */
export interface LeatherProvider {
  request(method: string, params?: unknown): Promise<{ result?: unknown; error?: { code?: number; message?: string } }>;
}

interface LeatherAddress {
  readonly symbol?: string;
  readonly type?: string;
  readonly address: string;
  readonly publicKey?: string;
}

const NAME = 'Leather (Hiro)';

/**
 * Hiro (Leather): `request('getAddresses' | 'signMessage' | 'signPsbt')`. It needs both a Taproot
 * (ordinals) and a Native Segwit (payment) address; a user rejection is 4001 (-32000 is a server error
 * there); it signs only with sighash 0, 1, 2 and 131. It has no call that gives the
 * account without a prompt, so restore gives back the stored account when the provider is there.
 */
export function createLeatherAdapter(deps: WalletAdapterDeps = {}): WalletAdapter {
  const getWindow = deps.getWindow ?? globalWindow;
  const find = () => {
    const provider = providerAt(getWindow(), 'LeatherProvider') as LeatherProvider | undefined;
    return typeof provider?.request === 'function' ? provider : null;
  };
  const guard = walletCall('hiro');
  let network: 'mainnet' | 'testnet' = 'mainnet';
  let known: WalletAccount | null = null;

  async function call<R>(method: string, params?: unknown): Promise<R> {
    const provider = requireProvider(find, 'hiro', NAME)();
    return guard(async () => {
      let response: Awaited<ReturnType<LeatherProvider['request']>>;
      try {
        response = await provider.request(method, params);
      } catch (thrown) {
        // Leather rejects with the whole JSON-RPC response.
        throw (thrown as { error?: unknown })?.error ?? thrown;
      }
      if (response?.error) throw response.error;
      return response?.result as R;
    });
  }

  return {
    type: 'hiro',
    name: NAME,
    logo: letterLogo('L', '#12100f'),
    isInstalled: () => find() !== null,
    connect: async () => {
      const result = await call<{ addresses?: LeatherAddress[] }>('getAddresses');
      const btc = (result?.addresses ?? []).filter((a) => !a.symbol || a.symbol === 'BTC');
      const taproot = btc.find((a) => a.type === 'p2tr');
      const segwit = btc.find((a) => a.type === 'p2wpkh');
      known = twoAddressAccount('hiro', NAME, taproot, segwit, { noAccount: formatWalletMessage('connect_failed_no_address') });
      return known;
    },
    restore: async (stored) => {
      const account = await restoreStored(find() !== null, stored);
      if (account) known = account;
      return account;
    },
    getBalance: async () => {
      if (!known || !deps.fetchBalance) throw new WalletError('wallet-limit', `${NAME} does not report a balance.`, 'hiro');
      return deps.fetchBalance(known.paymentAddress);
    },
    getVersion: async () => null,
    signMessage: async (message, _type, address) => {
      // Leather signs BIP-322 with the chosen address type; the site signs in with the ordinals address.
      const paymentType = address && known && address === known.paymentAddress ? 'p2wpkh' : 'p2tr';
      const result = await call<{ signature?: string }>('signMessage', { message, paymentType, network });
      return requireSignature('hiro', result?.signature);
    },
    signPsbt: async (psbtHex, options) => {
      const sighashes = options.toSignInputs.flatMap((i) => i.sighashTypes ?? []);
      const refused = sighashes.find((s) => !HIRO_SIGHASH_TYPES.includes(s));
      if (refused !== undefined) throw new WalletError('wallet-limit', `${NAME} cannot sign with sighash ${refused}. Use another wallet.`, 'hiro');
      const result = await call<{ hex?: string }>('signPsbt', {
        hex: psbtHex,
        signAtIndex: options.toSignInputs.map((i) => i.index),
        ...(sighashes.length ? { allowedSighash: [...new Set(sighashes)] } : {}),
        network,
        broadcast: false,
      });
      return requireSignedPsbt('hiro', psbtHex, result?.hex);
    },
    sendBitcoin: async (to, sats) =>
      requireTxid('hiro', await call<{ txid?: string }>('sendTransfer', { recipients: [{ address: to, amount: String(sats) }], network })),
    switchNetwork: async (to) => {
      // Leather picks the network per request.
      network = to === 'livenet' ? 'mainnet' : 'testnet';
    },
    // Leather emits no account events the site can listen to.
    onChange: () => () => {},
  };
}
