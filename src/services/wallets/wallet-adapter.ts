import type { WalletType } from '../../domain/wallets';

/** An account as the site uses it (spec 001 section 3): both addresses, identical for single-address wallets. */
export interface WalletAccount {
  readonly ordinalsAddress: string;
  readonly paymentAddress: string;
  readonly ordinalsPubKey: string;
  readonly paymentPubKey: string;
}

/** sats (spec 001 section 3: confirmed, unconfirmed, total). */
export interface WalletBalance {
  readonly confirmed: number;
  readonly unconfirmed: number;
  readonly total: number;
}

export interface SignPsbtInput {
  readonly index: number;
  readonly address?: string;
  readonly publicKey?: string;
  readonly sighashTypes?: readonly number[];
}

export interface SignPsbtOptions {
  readonly autoFinalized?: boolean;
  readonly toSignInputs: readonly SignPsbtInput[];
}

export type WalletChange = { readonly type: 'accounts'; readonly accounts: readonly string[] } | { readonly type: 'network'; readonly network: string };

/**
 * One interface over every wallet (spec 001 section 3). An adapter finds its provider where the wallet
 * injects it, and turns the wallet's own rejection code into one `WalletError` of kind 'user-rejected',
 * which the site never shows as an error.
 */
export interface WalletAdapter {
  readonly type: WalletType;
  readonly name: string;
  /** An image URL (data: URL) for the chooser. */
  readonly logo: string;
  isInstalled(): boolean;
  /** Asks the wallet to connect (may open its prompt). */
  connect(): Promise<WalletAccount>;
  /** The connected account without any prompt, or null (restore at load). */
  restore(): Promise<WalletAccount | null>;
  getBalance(): Promise<WalletBalance>;
  signMessage(message: string, type: 'ecdsa' | 'bip322-simple'): Promise<string>;
  /** Signs the inputs named; the PSBT in and out as hex. */
  signPsbt(psbtHex: string, options: SignPsbtOptions): Promise<string>;
  /** Makes the wallet use the app's network before use ('livenet' | 'testnet'), where it can. */
  switchNetwork(network: 'livenet' | 'testnet'): Promise<void>;
  /** Account and network changes; returns the unsubscribe. */
  onChange(listener: (change: WalletChange) => void): () => void;
}

export type WalletErrorKind =
  | 'user-rejected'
  | 'not-installed'
  | 'no-account'
  | 'no-public-key'
  | 'sign-failed'
  | 'sign-psbt-failed'
  | 'wallet-error';

/** A wallet failure; `kind` says what the site shows (nothing, for 'user-rejected'). */
export class WalletError extends Error {
  readonly userRejected: boolean;
  constructor(
    readonly kind: WalletErrorKind,
    message: string,
    readonly wallet: WalletType,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'WalletError';
    this.userRejected = kind === 'user-rejected';
  }
}

/** A letter badge as the wallet's logo (the brands' own images are not ours to ship). */
export function letterLogo(letter: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${color}"/><text x="20" y="27" font-size="20" font-family="Arial" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
