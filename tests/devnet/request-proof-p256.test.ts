import { p256 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { compressPoint, lowS } from '../../src/services/http/request-key';
import { HEADER, proofUrl } from '../../src/services/http/request-signing';
import { canonicalRequest } from '../../src/services/http/canonical-request';
import { startDevnet } from './devnet-harness';

/**
 * Issue 41, finding 4: request proofs are ES256 (P-256) by a non-extractable WebCrypto key. The devnet's check (the
 * gateway's: server/auth/proof-check.ts) accepts a proof by the key the session signed in with, and refuses one by
 * any other P-256 key, one whose S is high, and one of the ES256K format of builds before this one.
 */
const [account] = deriveAccounts();
const address = account!.ordinalsAddress;
let h: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  h = await startDevnet({ seed: false });
});
afterAll(() => h.close());

type Signer = { publicKeyHex: string; sign: (message: Uint8Array) => Promise<Uint8Array> };
/** A WebCrypto pair as a signer (the site's kind of key, or another browser's). */
const webCryptoSigner = async (pair: CryptoKeyPair): Promise<Signer> => ({
  publicKeyHex: bytesToHex(compressPoint(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)))),
  sign: async (message) =>
    lowS(new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, message as Uint8Array<ArrayBuffer>))),
});
const otherP256Key = async () => webCryptoSigner(await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']));

/** GET base/user with `session`, proved by `signer` (its X-Client-Key `claimedKey` unless given); the devnet's answer. */
async function userCall(session: string, signer: Signer, claimedKey = signer.publicKeyHex, tweak: (signature: Uint8Array) => Uint8Array = (s) => s) {
  const url = `${h.origin}/api/base/user?address=${address}`;
  const ts = h.now();
  const proofId = bytesToHex(crypto.getRandomValues(new Uint8Array(16)));
  const signature = tweak(await signer.sign(utf8ToBytes(canonicalRequest({ ts, proofId, method: 'GET', url: proofUrl(url), body: undefined, session }))));
  const headers = {
    [HEADER.clientKey]: claimedKey,
    [HEADER.timestamp]: String(ts),
    [HEADER.proofId]: proofId,
    [HEADER.signature]: bytesToHex(signature),
    [HEADER.session]: session,
  };
  return (await (await fetch(url, { headers })).json()) as { code: number; msg: string; data?: { address: string } };
}

describe('ES256 request proofs on the devnet (server/auth/proof-check.ts)', () => {
  it('accepts a proof by the key that signed in; refuses one by another P-256 key, as that key or as the right one', async () => {
    const user = await h.signIn(account!);
    const pair = await user.keys.load();
    expect(pair!.privateKey.extractable).toBe(false);
    const right = await webCryptoSigner(pair!);
    // The key the login was signed with is the one the site sends.
    expect((await user.signer.headers({ proof: true, session: false }, 'GET', `${h.origin}/api/ts2`, undefined))[HEADER.clientKey]).toBe(right.publicKeyHex);
    expect(await userCall(user.session, right)).toMatchObject({ code: 0, data: { address } });

    const other = await otherP256Key();
    // Another P-256 key, sent as itself: a valid proof, but not of the key this session is bound to.
    expect(await userCall(user.session, other)).toEqual({
      code: -501,
      msg: 'This session belongs to another device. Please connect your wallet again.',
      data: null,
    });
    // Another P-256 key, claiming to be the right one: its signature does not verify against the right key.
    expect(await userCall(user.session, other, right.publicKeyHex)).toEqual({
      code: -1,
      msg: 'Invalid request signature: the proof was not made for this request.',
      data: null,
    });
    // A software P-256 key (not WebCrypto) claiming the right key: the same.
    const software = p256.utils.randomSecretKey();
    const softwareSigner: Signer = { publicKeyHex: bytesToHex(p256.getPublicKey(software, true)), sign: async (m) => p256.sign(m, software) };
    expect(await userCall(user.session, softwareSigner, right.publicKeyHex)).toEqual({
      code: -1,
      msg: 'Invalid request signature: the proof was not made for this request.',
      data: null,
    });
    // The right key once more: still accepted (nothing above ended the session).
    expect(await userCall(user.session, right)).toMatchObject({ code: 0, data: { address } });
  });

  it('refuses the right key with a high S (the same signature, malleated) and an ES256K proof of builds before this one', async () => {
    const user = await h.signIn(account!);
    const right = await webCryptoSigner((await user.keys.load())!);
    const N = p256.Point.CURVE().n;
    const highS = (signature: Uint8Array) => {
      const out = signature.slice();
      const s = BigInt(`0x${bytesToHex(signature.subarray(32))}`);
      out.set(p256.Point.Fn.toBytes(N - s), 32);
      return out;
    };
    expect(await userCall(user.session, right, right.publicKeyHex, highS)).toEqual({
      code: -1,
      msg: 'Invalid request signature: the proof was not made for this request.',
      data: null,
    });
    // The old format: a secp256k1 key and its ES256K signature (compact, low-S), as the site sent them before.
    const old = new Uint8Array(32).fill(7);
    const es256k: Signer = { publicKeyHex: bytesToHex(secp256k1.getPublicKey(old, true)), sign: async (m) => secp256k1.sign(m, old) };
    expect(await userCall(user.session, es256k)).toEqual({ code: -1, msg: 'Invalid request signature: the proof was not made for this request.', data: null });
    expect(await userCall(user.session, right)).toMatchObject({ code: 0, data: { address } });
  });
});
