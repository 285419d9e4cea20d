import { p256 } from '@noble/curves/nist.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The servers' check of a request proof's signature (README, "Request proofs"): ES256, ECDSA P-256 over SHA-256 of
 * the canonical string (`canonicalRequest`, request-signing.ts), r||s as 64 bytes with low S, by the compressed public
 * key X-Client-Key carries. Shared by the gateway and the devnet (server/auth/proof-check.ts); the site only signs,
 * so its pages never load this.
 */
export function verifyRequestSignature(signatureHex: string, publicKeyHex: string, canonical: string): boolean {
  try {
    return p256.verify(hexToBytes(signatureHex), utf8ToBytes(canonical), hexToBytes(publicKeyHex), { lowS: true, prehash: true, format: 'compact' });
  } catch {
    return false;
  }
}
