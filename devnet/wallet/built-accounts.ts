import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { deriveAccounts, type DevAccount } from './dev-wallet';

/**
 * The dev wallet's accounts as `npm run build:devnet` derived them (scripts/build-devnet.ts defines
 * `__DEV_WALLET_ACCOUNTS__`), so the prebuilt wallet a test or Lighthouse puts into every page does not derive them
 * there: BIP-39's 2,048 rounds of PBKDF2 and eight BIP-32 paths cost a page about 100 ms of its main thread before
 * its own scripts ran (a real wallet derives in its extension, not in the page). The keys come from DEV_MNEMONIC,
 * which the script holds anyway: devnet coins have no value.
 */
declare const __DEV_WALLET_ACCOUNTS__: string | undefined;

/** One account as the build writes it: the keys in hex. */
export type BuiltAccount = Omit<DevAccount, 'taprootKey' | 'segwitKey'> & { readonly taprootKey: string; readonly segwitKey: string };

export function builtAccounts(accounts: readonly DevAccount[]): string {
  return JSON.stringify(accounts.map((a): BuiltAccount => ({ ...a, taprootKey: bytesToHex(a.taprootKey), segwitKey: bytesToHex(a.segwitKey) })));
}

/** The accounts the build derived, or (the dev server, `npm start`, where nothing was built) derived now. */
export function walletAccounts(): DevAccount[] {
  if (typeof __DEV_WALLET_ACCOUNTS__ !== 'string') return deriveAccounts();
  return (JSON.parse(__DEV_WALLET_ACCOUNTS__) as BuiltAccount[]).map((a) => ({
    ...a,
    taprootKey: hexToBytes(a.taprootKey),
    segwitKey: hexToBytes(a.segwitKey),
  }));
}
