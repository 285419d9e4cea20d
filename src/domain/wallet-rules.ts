import type { WalletType } from './wallets';

/** Sighash values Hiro (Leather) signs with. */
export const HIRO_SIGHASH_TYPES: readonly number[] = [0, 1, 2, 131];

/** The ARC-20 marketplace needs UniSat Wallet 1.2.2 or later. */
export const ATOMICALS_MIN_UNISAT_VERSION = '1.2.2';

export const isAtomicalsPath = (pathname: string): boolean => pathname === '/atomicals' || pathname.startsWith('/atomicals/');
export const isSwapPath = (pathname: string): boolean => pathname === '/swap' || pathname.startsWith('/swap/');

/**
 * The wallet a page requires, or null when any will do: on /atomicals only UniSat, unless the flag allows
 * the others; on /swap only UniSat, the product's own wallet (the gate).
 */
export function requiredWallet(pathname: string, allowAllOnAtomicals: boolean): WalletType | null {
  if (isSwapPath(pathname)) return 'unisat';
  return isAtomicalsPath(pathname) && !allowAllOnAtomicals ? 'unisat' : null;
}

/** Which wallets the chooser lists on a page. */
export function walletsShownOn<T extends { readonly type: WalletType }>(wallets: readonly T[], pathname: string, allowAllOnAtomicals: boolean): T[] {
  const required = requiredWallet(pathname, allowAllOnAtomicals);
  return required ? wallets.filter((w) => w.type === required) : [...wallets];
}

/**
 * Compares dotted versions numerically ('1.10.0' > '1.2.2'); a pre-release or build suffix on a part is
 * ignored ('1.5.0-beta' counts as 1.5.0). A version that is not numbers counts as 0.0.0.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) =>
    v
      .split('.')
      .map((p) => Number.parseInt(p, 10))
      .map((n) => (Number.isFinite(n) && n >= 0 ? n : 0));
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

export const supportsAtomicals = (unisatVersion: string | null): boolean =>
  !!unisatVersion && compareVersions(unisatVersion, ATOMICALS_MIN_UNISAT_VERSION) >= 0;

/** A compressed secp256k1 public key in hex (33 bytes, 02 or 03 first): OKX must give one. */
export const isCompressedPubKey = (key: unknown): key is string => typeof key === 'string' && /^0[23][0-9a-fA-F]{64}$/.test(key);

/** The message a two-address wallet signs with its payment address to bind it to the ordinals address (ours). */
export const bindMessage = (btcAddress: string, nftAddress: string): string => `Bind payment address ${btcAddress} to ${nftAddress}`;

/** Wallets with a payment address apart from the ordinals one: the market needs them bound (xverse_bind). */
export const TWO_ADDRESS_WALLETS: readonly WalletType[] = ['xverse', 'magic-eden', 'hiro', 'phantom'];

/** Where the bound pair of a two-address wallet is kept (cleared with the rest on disconnect). */
export const BIND_STORE_KEY = 'wallet-bind';
