import { hex } from '../encoding/bytes';

/**
 * The request key: an ECDSA P-256 key (ES256) that signs request proofs. In a browser (and in Node) it is a
 * WebCrypto key pair made with `extractable: false`: the private key is a CryptoKey object whose bytes no script
 * can read (`exportKey` is refused), kept as that object (IndexedDB stores it by structured clone, still
 * non-extractable) and used only through `crypto.subtle.sign`. P-256 because WebCrypto has no secp256k1.
 *
 * Where WebCrypto is missing (browsers give `crypto.subtle` only to secure contexts: https, or localhost) no key is
 * made, and a call that needs a proof fails with words saying so: there is no key in bytes, anywhere.
 */
export interface RequestKey {
  /** The public key as X-Client-Key carries it: a compressed P-256 point (33 bytes, 02 or 03 first), hex. */
  readonly publicKeyHex: string;
  /** ES256 of `message`: ECDSA P-256 over SHA-256, r||s (64 bytes), low-S. */
  sign(message: Uint8Array): Promise<Uint8Array>;
  /** The WebCrypto pair, to keep in the vault. */
  readonly pair: CryptoKeyPair;
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;
/** The order of P-256's group: an s above half of it is given as n - s (low-S, as the server requires). */
const N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

const toBigInt = (bytes: Uint8Array) => BigInt(`0x${hex.encode(bytes)}`);
const to32Bytes = (n: bigint) => hex.decode(n.toString(16).padStart(64, '0'));

/** r||s with s in the lower half of the group order (WebCrypto gives either half). */
export function lowS(signature: Uint8Array): Uint8Array {
  const s = toBigInt(signature.subarray(32, 64));
  if (s <= N >> 1n) return signature;
  const out = signature.slice();
  out.set(to32Bytes(N - s), 32);
  return out;
}

/** A raw (uncompressed, 65-byte) P-256 public key as 33 compressed bytes. */
export function compressPoint(raw: Uint8Array): Uint8Array {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('Not an uncompressed P-256 public key.');
  const out = new Uint8Array(33);
  out[0] = 2 + (raw[64]! & 1);
  out.set(raw.subarray(1, 33), 1);
  return out;
}

/**
 * True when `value` is a pair this code would have made: a private ECDSA P-256 key that cannot be exported and
 * may sign, and its public key. Anything else kept (an older build's record, a key that could be read out) is not
 * used.
 */
export function isRequestKeyPair(value: unknown): value is CryptoKeyPair {
  if (typeof CryptoKey === 'undefined' || typeof value !== 'object' || value === null) return false;
  const { privateKey, publicKey } = value as Partial<CryptoKeyPair>;
  if (!(privateKey instanceof CryptoKey) || !(publicKey instanceof CryptoKey)) return false;
  const curve = (key: CryptoKey) => (key.algorithm as EcKeyAlgorithm).namedCurve;
  return (
    privateKey.type === 'private' &&
    privateKey.extractable === false &&
    privateKey.usages.includes('sign') &&
    privateKey.algorithm.name === ALGORITHM.name &&
    curve(privateKey) === ALGORITHM.namedCurve &&
    publicKey.type === 'public' &&
    publicKey.algorithm.name === ALGORITHM.name &&
    curve(publicKey) === ALGORITHM.namedCurve
  );
}

/** The request key of a WebCrypto pair (one made by `newRequestKey`, or read back from the vault). */
export async function requestKeyOf(pair: CryptoKeyPair, subtle: SubtleCrypto): Promise<RequestKey> {
  const publicKeyHex = hex.encode(compressPoint(new Uint8Array(await subtle.exportKey('raw', pair.publicKey))));
  return {
    publicKeyHex,
    pair,
    sign: async (message) => lowS(new Uint8Array(await subtle.sign(SIGNING, pair.privateKey, message as Uint8Array<ArrayBuffer>))),
  };
}

/** What a call that needs a proof says where the browser gives the page no WebCrypto. */
export const NO_WEB_CRYPTO =
  'This browser gives this page no Web Crypto (it does so only on https pages), so it cannot prove requests: open the site over https.';

/** A new request key: a non-extractable WebCrypto pair. */
export async function newRequestKey(subtle: SubtleCrypto | null): Promise<RequestKey> {
  if (!subtle) throw new Error(NO_WEB_CRYPTO);
  const pair = await subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
  return requestKeyOf(pair, subtle);
}

/** This environment's WebCrypto, or null where it is missing. */
export const webCrypto = (): SubtleCrypto | null => globalThis.crypto?.subtle ?? null;
