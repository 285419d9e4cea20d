/** A wallet the host page connected itself (passthrough), and the adapter the session makes of it. */
import type { ConnectedAccount } from '../../domain/wallet-session';
import type { WalletType } from '../../domain/wallets';
import type { SignPsbtOptions, WalletAdapter, WalletBalance, WalletChange } from '../wallets/wallet-adapter';

/**
 * A wallet the host page has already connected, handed to the session (passthrough): the session then
 * makes no adapters of its own and never reads or replaces the page's injected providers. The host's
 * object signs; the session only calls it.
 */
export interface HostWallet {
  readonly walletType: WalletType;
  readonly name?: string;
  readonly account: ConnectedAccount;
  signMessage(message: string, type: 'ecdsa' | 'bip322-simple', address?: string): Promise<string>;
  signPsbt(psbtHex: string, options: SignPsbtOptions): Promise<string>;
  getBalance?(): Promise<WalletBalance>;
  /** Account and network changes the host hears; returns the unsubscribe. */
  onChange?(listener: (change: WalletChange) => void): () => void;
}

/** The host's wallet as an adapter: every call goes to the host's object, nothing to the page's globals. */
export function hostAdapter(host: HostWallet): WalletAdapter {
  return {
    type: host.walletType,
    name: host.name ?? host.walletType,
    logo: 'data:image/svg+xml,',
    isInstalled: () => true,
    connect: async () => host.account,
    restore: async () => host.account,
    getVersion: async () => null,
    getBalance: () => (host.getBalance ? host.getBalance() : Promise.reject(new Error('no balance'))),
    signMessage: (message, type, address) => host.signMessage(message, type, address),
    signPsbt: (psbtHex, options) => host.signPsbt(psbtHex, options),
    switchNetwork: async () => {},
    onChange: (listener) => host.onChange?.(listener) ?? (() => {}),
  };
}
