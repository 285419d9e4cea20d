import { NETWORK, p2tr } from '@scure/btc-signer';
import { schnorr } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { signMessageBip322Simple } from '../../server/auth/message-signing';
import { memorySessionStore } from '../../server/auth/session-store';
import { createSignIn } from '../../server/auth/sign-in';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';

/** Sign-in as the gateway serves it on mainnet (`--network mainnet`): bc1 addresses only, the same signature checks. */
describe('sign-in on mainnet (server/auth/sign-in.ts)', () => {
  const [account] = deriveAccounts();
  const key = account!.taprootKey;
  const mainnetAddress = p2tr(schnorr.getPublicKey(key), undefined, NETWORK).address!;
  let now = Date.UTC(2026, 10, 24);
  const signIn = createSignIn({ sessions: memorySessionStore(), now: () => now, network: 'mainnet', siteName: 'Bitcoin Assets' });
  const clientKey = `02${'11'.repeat(32)}`;

  it('refuses a testnet address, signs in a bc1p address with its BIP-322 signature, bound to the request key', () => {
    expect(() => signIn.preload(account!.ordinalsAddress, clientKey)).toThrow(/is not a mainnet address/);
    const { signMsg } = signIn.preload(mainnetAddress, clientKey);
    expect(signMsg).toContain(`Bitcoin Assets asks you to sign in with ${mainnetAddress}.`);
    const sign = signMessageBip322Simple(signMsg, key, mainnetAddress, NETWORK);
    // Another request key cannot use the message this one was given.
    expect(() => signIn.login({ address: mainnetAddress, pubkey: account!.ordinalsPubKey, sign, walletType: 'unisat' }, `03${'22'.repeat(32)}`)).toThrow(
      /expired/,
    );
    const { session, address } = signIn.login({ address: mainnetAddress, pubkey: account!.ordinalsPubKey, sign, walletType: 'unisat' }, clientKey);
    expect(address).toBe(mainnetAddress);
    expect(signIn.requireSession(session)).toBe(mainnetAddress);
    expect(signIn.keyMismatch(session, `03${'22'.repeat(32)}`)).toMatch(/another device/);
    // Each message signs in once.
    expect(() => signIn.login({ address: mainnetAddress, pubkey: account!.ordinalsPubKey, sign, walletType: 'unisat' }, clientKey)).toThrow(/expired/);
    // A day later the session has expired (-502).
    now += 24 * 3_600_000 + 1;
    expect(() => signIn.requireSession(session)).toThrow(/expired/);
  });
});
