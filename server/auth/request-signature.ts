import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/**
 * The servers' check of a request proof's signature (README, "Request proofs"): ES256, ECDSA P-256 over SHA-256 of
 * the canonical string (`canonicalRequest`, canonical-request.ts), r||s as 64 bytes with low S, by the compressed
 * public key X-Client-Key carries. Shared by the gateway and the devnet (proof-read.ts); the site only signs.
 *
 * Node's own crypto (OpenSSL) checks it: every signed call a gateway answers pays for one, and OpenSSL's P-256 check
 * takes a small fraction of a pure-JavaScript one's (measured in the browser tests' servers: 26 of their 67
 * core-seconds went to @noble/curves' P-256 check).
 */
export function verifyRequestSignature(signatureHex: string, publicKeyHex: string, canonical: string): boolean {
  try {
    const signature = Buffer.from(signatureHex, 'hex');
    if (signature.length !== 64 || signature.toString('hex') !== signatureHex.toLowerCase()) return false;
    // Low S only (as the site signs, request-key.ts): a signature's other half, n - s, would be another valid
    // encoding of the same proof, and a proof is one string.
    if (BigInt(`0x${signature.subarray(32).toString('hex')}`) > HALF_ORDER) return false;
    const key = publicKey(publicKeyHex.toLowerCase());
    return key !== null && verify('sha256', Buffer.from(canonical, 'utf8'), { key, dsaEncoding: 'ieee-p1363' }, signature);
  } catch {
    return false;
  }
}

/** P-256's group order over 2 (SEC 2): an S above it is the high half. */
const HALF_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n >> 1n;
/** The DER of a SubjectPublicKeyInfo for a compressed P-256 point, up to the point itself (RFC 5480). */
const SPKI_COMPRESSED_P256 = Buffer.from('3039301306072a8648ce3d020106082a8648ce3d030107032200', 'hex');

/** The keys read lately (a session's calls all carry its key): at most 1,000, the oldest forgotten first. */
const keys = new Map<string, KeyObject | null>();
function publicKey(hex: string): KeyObject | null {
  const known = keys.get(hex);
  if (known !== undefined) return known;
  let key: KeyObject | null = null;
  const point = Buffer.from(hex, 'hex');
  if (point.length === 33 && (point[0] === 2 || point[0] === 3)) {
    try {
      // OpenSSL refuses a point off the curve.
      key = createPublicKey({ key: Buffer.concat([SPKI_COMPRESSED_P256, point]), format: 'der', type: 'spki' });
    } catch {
      key = null;
    }
  }
  if (keys.size >= 1_000) keys.delete(keys.keys().next().value!);
  keys.set(hex, key);
  return key;
}
