import { afterEach, describe, expect, it } from 'vitest';
import { bytesToHex } from '@noble/hashes/utils.js';
import { builtAccounts, deriveAccounts, walletAccounts } from '../../devnet/wallet/dev-accounts';

const global = globalThis as { __DEV_WALLET_ACCOUNTS__?: string };

describe("the prebuilt dev wallet's accounts (derived by the build, not in every page)", () => {
  afterEach(() => delete global.__DEV_WALLET_ACCOUNTS__);

  it('are the accounts of the dev mnemonic, keys and all, as the build wrote them', () => {
    global.__DEV_WALLET_ACCOUNTS__ = builtAccounts(deriveAccounts());
    const [one] = walletAccounts();
    expect(one!.name).toBe('Account 1');
    expect(one!.ordinalsAddress).toBe('tb1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzsgnnjhk');
    expect(one!.paymentAddress).toBe('tb1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelvmc7t8');
    expect(one!.taprootKey).toBeInstanceOf(Uint8Array);
    expect(bytesToHex(one!.taprootKey).slice(0, 16)).toBe('893af8e39dab62e9');
  });

  it('are what the build wrote, not derived again: a build with other accounts is taken as it is', () => {
    const [, two] = deriveAccounts();
    global.__DEV_WALLET_ACCOUNTS__ = builtAccounts([two!]);
    expect(walletAccounts().map((a) => a.name)).toEqual(['Account 2']);
  });

  it('are derived from the mnemonic where nothing was built (npm start)', () => {
    expect(walletAccounts().map((a) => a.ordinalsAddress)[0]).toBe('tb1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzsgnnjhk');
  });

  it('derived once a process, each caller gets its own keys: one changed leaves the next caller’s as they were', () => {
    const [first] = deriveAccounts();
    first!.taprootKey.fill(0);
    const [again] = deriveAccounts();
    expect(bytesToHex(again!.taprootKey).slice(0, 16)).toBe('893af8e39dab62e9');
    expect(again!.ordinalsAddress).toBe('tb1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzsgnnjhk');
    // Another mnemonic is derived on its own, not taken from the first's.
    expect(deriveAccounts('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about', 1)[0]!.ordinalsAddress).not.toBe(
      again!.ordinalsAddress,
    );
  });
});
