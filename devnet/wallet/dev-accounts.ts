import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { TEST_NETWORK, p2tr, p2wpkh } from '@scure/btc-signer';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/**
 * The dev wallet's accounts: from a well-known mnemonic (devnet coins have no value), each with a Taproot (ordinals)
 * and a Native Segwit (payment) address.
 */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const ACCOUNT_COUNT = 4;

export interface DevAccount {
  readonly index: number;
  readonly name: string;
  readonly taprootKey: Uint8Array;
  readonly segwitKey: Uint8Array;
  /** The ordinals address (P2TR); the UniSat provider's one address. */
  readonly ordinalsAddress: string;
  /** The payment address (P2WPKH). */
  readonly paymentAddress: string;
  /** Compressed public key of the taproot key. */
  readonly ordinalsPubKey: string;
  readonly paymentPubKey: string;
}

/** Each mnemonic's accounts, once derived in this process. */
const derived = new Map<string, readonly DevAccount[]>();

/**
 * The accounts of `mnemonic`, derived once per process: BIP-39's 2,048 rounds of PBKDF2 and the BIP-32 paths cost
 * about 90 ms each time in a test process, and a unit-test run asked 76 times (every devnet seeded, every test
 * world); now 17, one per process. Each caller gets its own copy, keys included, so none can change another's.
 */
export function deriveAccounts(mnemonic = DEV_MNEMONIC, count = ACCOUNT_COUNT): DevAccount[] {
  const key = `${count} ${mnemonic}`;
  let accounts = derived.get(key);
  if (!accounts) derived.set(key, (accounts = derive(mnemonic, count)));
  return accounts.map((account) => ({ ...account, taprootKey: account.taprootKey.slice(), segwitKey: account.segwitKey.slice() }));
}

function derive(mnemonic: string, count: number): DevAccount[] {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic));
  return Array.from({ length: count }, (_, index) => {
    const taprootKey = root.derive(`m/86'/1'/${index}'/0/0`).privateKey!;
    const segwitKey = root.derive(`m/84'/1'/${index}'/0/0`).privateKey!;
    return {
      index,
      name: `Account ${index + 1}`,
      taprootKey,
      segwitKey,
      ordinalsAddress: p2tr(schnorr.getPublicKey(taprootKey), undefined, TEST_NETWORK).address!,
      paymentAddress: p2wpkh(secp256k1.getPublicKey(segwitKey, true), TEST_NETWORK).address!,
      ordinalsPubKey: bytesToHex(secp256k1.getPublicKey(taprootKey, true)),
      paymentPubKey: bytesToHex(secp256k1.getPublicKey(segwitKey, true)),
    };
  });
}

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
