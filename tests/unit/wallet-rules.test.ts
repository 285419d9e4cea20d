import { describe, expect, it } from 'vitest';
import { compareVersions, isCompressedPubKey, requiredWallet, supportsAtomicals, walletsShownOn } from '../../src/domain/wallet-rules';
import { WALLETS } from '../../src/domain/wallets';

describe('wallet rules', () => {
  it('versions compare by number, not by text', () => {
    expect(compareVersions('1.10.0', '1.2.2')).toBe(1);
    expect(compareVersions('1.2.2', '1.2.2')).toBe(0);
    expect(compareVersions('1.2', '1.2.2')).toBe(-1);
    expect(compareVersions('1.5.0-devnet', '1.2.2')).toBe(1);
    expect(supportsAtomicals('1.2.1')).toBe(false);
    expect(supportsAtomicals('1.2.2')).toBe(true);
    expect(supportsAtomicals(null)).toBe(false);
    expect(supportsAtomicals('garbage')).toBe(false);
  });

  it('on /atomicals only UniSat is listed unless the flag allows all', () => {
    expect(walletsShownOn(WALLETS, '/atomicals/market/arc20', false).map((w) => w.type)).toEqual(['unisat']);
    expect(walletsShownOn(WALLETS, '/atomicals/market/arc20', true)).toHaveLength(10);
    expect(walletsShownOn(WALLETS, '/market', false)).toHaveLength(10);
    expect(walletsShownOn(WALLETS, '/atomicalsx', false)).toHaveLength(10);
    expect(requiredWallet('/atomicals', false)).toBe('unisat');
    expect(requiredWallet('/market', false)).toBeNull();
  });

  it("on /swap only UniSat, the product's own wallet, is listed and required (issue 13, the gate)", () => {
    expect(requiredWallet('/swap', true)).toBe('unisat');
    expect(walletsShownOn(WALLETS, '/swap', true).map((w) => w.type)).toEqual(['unisat']);
  });

  it('a compressed key is 33 bytes starting 02 or 03', () => {
    expect(isCompressedPubKey(`02${'a'.repeat(64)}`)).toBe(true);
    expect(isCompressedPubKey('a'.repeat(64))).toBe(false);
    expect(isCompressedPubKey(`04${'a'.repeat(128)}`)).toBe(false);
    expect(isCompressedPubKey(undefined)).toBe(false);
  });
});
