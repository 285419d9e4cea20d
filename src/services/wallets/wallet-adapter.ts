import { formatWalletMessage } from '../../domain/wallet-messages';
import { formatMessage } from '../../domain/messages';
import type { WalletType } from '../../domain/wallets';
import { REJECTION_WORDS, isUserRejection } from '../../domain/wallet-rejection';

/** An account as the site uses it: both addresses, identical for single-address wallets. */
export interface WalletAccount {
  readonly ordinalsAddress: string;
  readonly paymentAddress: string;
  readonly ordinalsPubKey: string;
  readonly paymentPubKey: string;
}

/** sats (confirmed, unconfirmed, total). */
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

/** The event half of an injected provider (UniSat, OKX, Phantom): optional, as some wallets have none. */
export interface ProviderEvents {
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** What an adapter needs besides the page: the API's balance, for wallets that do not report one. */
export interface WalletAdapterDeps {
  readonly getWindow?: () => Record<string, unknown>;
  /** The app's network now, for wallets with one provider per network (OKX). Default livenet. */
  readonly network?: () => 'livenet' | 'testnet';
  /** sats for an address (from btcSatoshi and btcPendingSatoshi). */
  readonly fetchBalance?: (address: string) => Promise<WalletBalance>;
}

/**
 * One interface over every wallet. An adapter finds its provider where the wallet
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
  /**
   * The connected account without any prompt, or null (restore at load). Wallets with a no-prompt account
   * call use it; the others give back the stored account when their provider is there.
   */
  restore(stored?: WalletAccount | null): Promise<WalletAccount | null>;
  /** The wallet's version where it reports one (UniSat: the /atomicals check), else null. */
  getVersion(): Promise<string | null>;
  getBalance(): Promise<WalletBalance>;
  /** Signs with the ordinals address, or with `address` (a two-address wallet's payment address). */
  signMessage(message: string, type: 'ecdsa' | 'bip322-simple', address?: string): Promise<string>;
  /** Signs the inputs named; the PSBT in and out as hex. */
  signPsbt(psbtHex: string, options: SignPsbtOptions): Promise<string>;
  /**
   * Inscribes a brc-20 transfer of the account's own balance in the wallet's own screens (UniSat's
   * inscribeTransfer), answering what the wallet gives back (an inscription id or a txid). Absent where the
   * wallet has no such call: the app then sends the user to its inscribe page.
   */
  inscribeTransfer?(tick: string, amount: string): Promise<string>;
  /**
   * Sends sats from the payment address to one address, in the wallet's own prompt, answering the txid
   * (UniSat's sendBitcoin, OKX's, sats-connect's and Leather's sendTransfer). Absent where the wallet has none.
   */
  sendBitcoin?(to: string, sats: number, options: { readonly feeRate?: number }): Promise<string>;
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
  | 'needs-update'
  | 'wallet-limit'
  | 'unsupported'
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

type Win = Record<string, unknown>;
export const globalWindow = (): Win => globalThis as unknown as Win;

/** A value at a dotted path of the page's window ('okxwallet.bitcoin'), or undefined. */
export function providerAt(win: Win, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Win)[k] : undefined), win);
}

/**
 * Runs a wallet call and turns what the wallet throws into a WalletError: its own rejection codes into
 * one 'user-rejected', anything else into 'wallet-error' with the wallet's message.
 */
export function walletCall(type: WalletType) {
  return async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toWalletError(type, error);
    }
  };
}

/** The wallet's error as a WalletError; its rejection by the one rule of `isUserRejection` (src/domain). */
export function toWalletError(type: WalletType, error: unknown): WalletError {
  if (error instanceof WalletError) return error;
  const e = error as { code?: unknown; message?: unknown } | null;
  const message = error instanceof Error ? error.message : typeof e?.message === 'string' ? e.message : String(error);
  const rejected = isUserRejection(error, type) || REJECTION_WORDS.test(message);
  return rejected
    ? new WalletError('user-rejected', 'User rejected the request.', type, { cause: error })
    : new WalletError('wallet-error', message, type, { cause: error });
}

/** The provider `find` gives, or the 'X not installed' error naming the wallet. */
export function requireProvider<P>(find: () => P | null, type: WalletType, name: string): () => P {
  return () => {
    const found = find();
    if (!found) throw new WalletError('not-installed', formatWalletMessage('wallet_not_installed', { wallet: name }), type);
    return found;
  };
}

/**
 * The account of a two-address wallet from its ordinals and payment entries: both addresses and both
 * public keys are required, each missing one with the error the wallet's rules give.
 */
export function twoAddressAccount(
  type: WalletType,
  name: string,
  ordinals: { address?: string; publicKey?: string } | undefined,
  payment: { address?: string; publicKey?: string } | undefined,
  messages: { noAccount?: string; noPublicKey?: string } = {},
): WalletAccount {
  if (!ordinals?.address || !payment?.address) throw new WalletError('no-account', messages.noAccount ?? `${name} has no Bitcoin account.`, type);
  if (!ordinals.publicKey || !payment.publicKey)
    throw new WalletError('no-public-key', messages.noPublicKey ?? formatWalletMessage('cannot_get_pubkey', { wallet: name }), type);
  return { ordinalsAddress: ordinals.address, paymentAddress: payment.address, ordinalsPubKey: ordinals.publicKey, paymentPubKey: payment.publicKey };
}

/** A signature must come back (sign_failed). */
export function requireSignature(type: WalletType, signature: unknown): string {
  if (typeof signature !== 'string' || !signature) throw new WalletError('sign-failed', formatWalletMessage('sign_failed'), type);
  return signature;
}

/** A signed PSBT equal to the one sent counts as failure (sign_psbt_failed). */
export function requireSignedPsbt(type: WalletType, sentHex: string, signedHex: unknown): string {
  if (typeof signedHex !== 'string' || !signedHex || signedHex.toLowerCase() === sentHex.toLowerCase()) {
    throw new WalletError('sign-psbt-failed', formatMessage('sign_psbt_failed'), type);
  }
  return signedHex;
}

/** A txid from a wallet's send, or sign-failed: a send that answers nothing usable did not happen as far as the site knows. */
export function requireTxid(type: WalletType, txid: unknown): string {
  const value = typeof txid === 'string' ? txid : (txid as { txid?: unknown } | null)?.txid;
  if (typeof value !== 'string' || !/^[0-9a-f]{64}$/i.test(value))
    throw new WalletError('wallet-error', 'The wallet did not say that the payment was sent. Check your wallet’s activity before paying again.', type);
  return value.toLowerCase();
}

/** Gives back a stored account when the wallet has no no-prompt account call (restore never opens a popup). */
export function restoreStored(installed: boolean, stored: WalletAccount | null | undefined): Promise<WalletAccount | null> {
  return Promise.resolve(installed && stored ? stored : null);
}
