import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifyRequestSignature } from '../../server/auth/request-signature';

/** The order of P-256's group (SEC 2). */
const N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const CANONICAL = '1700000000000\n00112233445566778899aabbccddeeff\nGET\nhttps://api.example/api/ts2\n\n';

/** A key pair and a low-S signature of `message`, made as a client would (compact r||s, SHA-256 prehash). */
function signed(secret: Uint8Array, message: string) {
  const signature = p256.sign(utf8ToBytes(message), secret, { lowS: true, prehash: true, format: 'compact' });
  return { key: bytesToHex(p256.getPublicKey(secret, true)), signature: bytesToHex(signature) };
}
const SECRET = hexToBytes('7f'.repeat(32));

/** The same signature with its other half of S (n - s): valid as ECDSA goes, but not the one encoding a proof has. */
function highS(signatureHex: string): string {
  const s = BigInt(`0x${signatureHex.slice(64)}`);
  return signatureHex.slice(0, 64) + (N - s).toString(16).padStart(64, '0');
}

describe("the servers' check of a request proof's signature (Node's crypto)", () => {
  it('takes a low-S signature of the canonical string by the key sent, and nothing else', () => {
    const { key, signature } = signed(SECRET, CANONICAL);
    expect(verifyRequestSignature(signature, key, CANONICAL)).toBe(true);
    expect(verifyRequestSignature(signature.toUpperCase(), key.toUpperCase(), CANONICAL)).toBe(true);
    // Another request, another key (the same x with the other y), the other half of S.
    expect(verifyRequestSignature(signature, key, CANONICAL.replace('GET', 'PUT'))).toBe(false);
    expect(verifyRequestSignature(signature, (key.startsWith('02') ? '03' : '02') + key.slice(2), CANONICAL)).toBe(false);
    expect(verifyRequestSignature(highS(signature), key, CANONICAL)).toBe(false);
  });

  it('refuses what is not a signature or not a key, without throwing', () => {
    const { key, signature } = signed(SECRET, CANONICAL);
    // x = 1 has no point on P-256.
    expect(verifyRequestSignature(signature, `02${'00'.repeat(31)}01`, CANONICAL)).toBe(false);
    expect(verifyRequestSignature(signature, `04${key.slice(2)}`, CANONICAL)).toBe(false);
    expect(verifyRequestSignature(signature, key.slice(0, 64), CANONICAL)).toBe(false);
    expect(verifyRequestSignature(signature.slice(0, 126), key, CANONICAL)).toBe(false);
    expect(verifyRequestSignature(`${signature.slice(0, 126)}zz`, key, CANONICAL)).toBe(false);
    expect(verifyRequestSignature('00'.repeat(64), key, CANONICAL)).toBe(false);
    expect(verifyRequestSignature(`${'00'.repeat(32)}${signature.slice(64)}`, key, CANONICAL)).toBe(false);
  });

  it('agrees with @noble/curves (low S required) on any key, request and signature half', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 48, maxLength: 48 }), fc.string(), fc.boolean(), (seed, message, flip) => {
        const secret = p256.utils.randomSecretKey(seed);
        const made = signed(secret, message);
        const signature = flip ? highS(made.signature) : made.signature;
        const noble = p256.verify(hexToBytes(signature), utf8ToBytes(message), hexToBytes(made.key), { lowS: true, prehash: true, format: 'compact' });
        expect(verifyRequestSignature(signature, made.key, message)).toBe(noble);
        expect(noble).toBe(!flip);
      }),
      { numRuns: 50 },
    );
  });
});
