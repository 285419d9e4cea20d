import { formatWalletMessage } from '../../domain/wallet-messages';
import { addressNetwork } from '../../domain/wallets';
import { base64, hex, unsecuredToken } from '../encoding/bytes';
import {
  WalletError,
  globalWindow,
  letterLogo,
  providerAt,
  requireSignature,
  requireSignedPsbt,
  requireTxid,
  restoreStored,
  requireProvider,
  walletCall,
  twoAddressAccount,
  type WalletAccount,
  type WalletAdapter,
  type WalletAdapterDeps,
} from './wallet-adapter';

interface MagicEdenAddress {
  readonly address: string;
  readonly publicKey: string;
  readonly purpose: string;
}

/**
 * Magic Eden's Bitcoin provider (`window.magicEden.bitcoin`, marked `isMagicEden`), as its docs publish it: the
 * provider of sats-connect's first API, not the RPC one. Each call takes one argument, the request as an unsecured
 * JWT, and has no `request(method, params)`: sats-connect's `request()` cannot reach it.
 */
export interface MagicEdenProvider {
  readonly isMagicEden?: boolean;
  connect(request: string): Promise<{ addresses?: MagicEdenAddress[] } | MagicEdenAddress[]>;
  /** The signature (base64). */
  signMessage(request: string): Promise<string>;
  signTransaction(request: string): Promise<{ psbtBase64?: string; txId?: string }>;
  /** The txid. */
  sendBtcTransaction?(request: string): Promise<unknown>;
  addListener?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

const NAME = 'Magic Eden Wallet';
const MAINNET = { type: 'Mainnet' } as const;

/**
 * Magic Eden: two addresses (ordinals, Taproot; payment, Native Segwit), each with its key. It works on mainnet
 * only, so on the site's testnet it refuses before the wallet is asked. No call gives the account without a
 * prompt, so restore gives back the stored account while the provider is there. A rejection is taken by the
 * site's rule for Magic Eden (its code, or the wallet's words).
 */
export function createMagicEdenAdapter(deps: WalletAdapterDeps = {}): WalletAdapter {
  const getWindow = deps.getWindow ?? globalWindow;
  const find = (): MagicEdenProvider | null => {
    const provider = providerAt(getWindow(), 'magicEden.bitcoin') as MagicEdenProvider | undefined;
    return provider?.isMagicEden === true && typeof provider.connect === 'function' && typeof provider.signTransaction === 'function' ? provider : null;
  };
  let known: WalletAccount | null = null;

  const provider = requireProvider(find, 'magic-eden', NAME);
  const guard = walletCall('magic-eden');
  /** The provider on mainnet, or the error the user sees; the wallet's own throw as a WalletError. */
  const call = async <R>(run: (p: MagicEdenProvider) => Promise<R>): Promise<R> => {
    const p = provider();
    if (deps.network?.() === 'testnet')
      throw new WalletError('unsupported', `${NAME} works on mainnet only. Use another wallet on this test network.`, 'magic-eden');
    return guard(() => run(p));
  };
  const connected = () => {
    if (!known) throw new WalletError('no-account', `${NAME} is not connected.`, 'magic-eden');
    return known;
  };

  return {
    type: 'magic-eden',
    name: NAME,
    logo: letterLogo('M', '#e42575'),
    isInstalled: () => find() !== null,
    connect: () =>
      call(async (p) => {
        const answer = await p.connect(unsecuredToken({ purposes: ['ordinals', 'payment'], message: 'Connect to sign in.', network: MAINNET }));
        const addresses = Array.isArray(answer) ? answer : (answer?.addresses ?? []);
        const account = twoAddressAccount(
          'magic-eden',
          NAME,
          addresses.find((a) => a.purpose === 'ordinals'),
          addresses.find((a) => a.purpose === 'payment'),
          { noAccount: `${NAME} did not give both an ordinals and a payment address.` },
        );
        if (addressNetwork(account.ordinalsAddress) !== 'livenet' || addressNetwork(account.paymentAddress) !== 'livenet') {
          throw new WalletError('wallet-error', formatWalletMessage('wallet_wrong_network', { wallet: NAME, network: 'mainnet' }), 'magic-eden');
        }
        known = account;
        return account;
      }),
    restore: async (stored) => {
      const account = await restoreStored(find() !== null && deps.network?.() !== 'testnet', stored);
      if (account) known = account;
      return account;
    },
    getBalance: async () => {
      if (!deps.fetchBalance) throw new WalletError('wallet-limit', `${NAME} does not report a balance.`, 'magic-eden');
      return deps.fetchBalance(connected().paymentAddress);
    },
    getVersion: async () => null,
    signMessage: (message, signType, address) =>
      call(async (p) => {
        const request = { address: address ?? connected().ordinalsAddress, message, protocol: signType === 'ecdsa' ? 'ECDSA' : 'BIP322', network: MAINNET };
        return requireSignature('magic-eden', await p.signMessage(unsecuredToken(request)));
      }),
    signPsbt: async (psbtHex, options) => {
      let request: { psbt: string; signInputs: Record<string, number[]> };
      try {
        // Each input by the address that owns it, the sighash written into the PSBT (as for Xverse).
        const { satsConnectSignRequest } = await import('../psbt/sats-connect-inputs');
        request = satsConnectSignRequest(psbtHex, options.toSignInputs, known);
      } catch (error) {
        throw new WalletError('sign-psbt-failed', error instanceof Error ? error.message : String(error), 'magic-eden', { cause: error });
      }
      const inputsToSign = Object.entries(request.signInputs).map(([address, signingIndexes]) => ({ address, signingIndexes }));
      const signed = await call((p) =>
        p.signTransaction(unsecuredToken({ network: MAINNET, message: 'Sign the transaction.', psbtBase64: request.psbt, broadcast: false, inputsToSign })),
      );
      return requireSignedPsbt('magic-eden', psbtHex, typeof signed?.psbtBase64 === 'string' ? hex.encode(base64.decode(signed.psbtBase64)) : null);
    },
    sendBitcoin: (to, sats) =>
      call(async (p) => {
        if (!p.sendBtcTransaction) throw new WalletError('unsupported', `${NAME} cannot send bitcoin from this page.`, 'magic-eden');
        const request = { network: MAINNET, senderAddress: connected().paymentAddress, recipients: [{ address: to, amountSats: String(sats) }] };
        return requireTxid('magic-eden', await p.sendBtcTransaction(unsecuredToken(request)));
      }),
    // Mainnet only: nothing to switch.
    switchNetwork: async () => {},
    onChange(listener) {
      const p = find();
      if (!p?.addListener) return () => {};
      const onAccounts = (accounts: unknown) =>
        listener({ type: 'accounts', accounts: Array.isArray(accounts) ? accounts.map((a) => String((a as MagicEdenAddress)?.address ?? a)) : [] });
      p.addListener('accountsChanged', onAccounts);
      return () => void p.removeListener?.('accountsChanged', onAccounts);
    },
  };
}
