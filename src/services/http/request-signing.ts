import * as secp256k1 from '@noble/secp256k1';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

// The small standalone secp256k1 (the home page's size budget): its synchronous ECDSA needs the hashes.
secp256k1.hashes.sha256 = sha256;
secp256k1.hashes.hmacSha256 = (key, message) => hmac(sha256, key, message);
import type { Clock } from '../time/clock';
import type { KeyValueStore } from '../storage/key-value-store';

/**
 * The request headers of spec 001 section 7. The spec leaves names and signing to us and allows only
 * ES256K for signed tokens, so:
 *
 * | header            | value                                                                  |
 * |-------------------|------------------------------------------------------------------------|
 * | X-App-Id          | the app's id (`VITE_APP_ID`)                                           |
 * | X-Front-Version   | the build's version                                                    |
 * | X-Session         | the login session, when logged in                                      |
 * | X-Client-Key      | the browser's request key: a compressed secp256k1 public key, hex      |
 * | X-Ts              | the request time, Unix ms                                              |
 * | X-Sign            | ES256K (secp256k1 ECDSA over SHA-256, compact r||s, low-S, hex) of the |
 * |                   | canonical string below, by the request key                             |
 *
 * Canonical string: `${ts}\n${METHOD}\n${path with query}\n${sha256 hex of the body, '' for none}`.
 * A server accepts X-Ts within 3 minutes of its clock (the spec's tolerance) and checks X-Sign against
 * X-Client-Key; it ties a session to the key that logged in. The request key lives for the browser
 * session; it signs requests only and holds no funds.
 */
export const HEADER = {
  appId: 'X-App-Id',
  frontVersion: 'X-Front-Version',
  session: 'X-Session',
  clientKey: 'X-Client-Key',
  timestamp: 'X-Ts',
  signature: 'X-Sign',
} as const;

export interface SigningDeps {
  readonly appId: string;
  readonly frontVersion: string;
  readonly clock: Clock;
  /** Where the request key is kept (session storage in the browser). */
  readonly store: KeyValueStore;
  /** The current session, or null when logged out. */
  readonly getSession: () => string | null;
}

export function canonicalRequest(ts: number, method: string, pathWithQuery: string, body: string | undefined): string {
  const bodyHash = body === undefined || body === '' ? '' : bytesToHex(sha256(utf8ToBytes(body)));
  return `${ts}\n${method.toUpperCase()}\n${pathWithQuery}\n${bodyHash}`;
}

export function verifyRequestSignature(signatureHex: string, publicKeyHex: string, canonical: string): boolean {
  try {
    return secp256k1.verify(hexToBytes(signatureHex), utf8ToBytes(canonical), hexToBytes(publicKeyHex));
  } catch {
    return false;
  }
}

const KEY_STORE = 'requestKey';

export function createRequestSigner(deps: SigningDeps) {
  let secretKey: Uint8Array | null = null;
  const key = (): Uint8Array => {
    if (secretKey) return secretKey;
    const stored = deps.store.get(KEY_STORE);
    if (stored && /^[0-9a-f]{64}$/.test(stored)) {
      try {
        secp256k1.getPublicKey(hexToBytes(stored));
        secretKey = hexToBytes(stored);
        return secretKey;
      } catch {
        /* a damaged key: make a new one */
      }
    }
    secretKey = secp256k1.utils.randomSecretKey();
    deps.store.set(KEY_STORE, bytesToHex(secretKey));
    return secretKey;
  };

  return {
    publicKeyHex: () => bytesToHex(secp256k1.getPublicKey(key(), true)),
    /** The headers of one request. */
    headers(method: string, pathWithQuery: string, body: string | undefined): Record<string, string> {
      const ts = deps.clock.now();
      const sk = key();
      const signature = secp256k1.sign(utf8ToBytes(canonicalRequest(ts, method, pathWithQuery, body)), sk);
      const headers: Record<string, string> = {
        [HEADER.appId]: deps.appId,
        [HEADER.frontVersion]: deps.frontVersion,
        [HEADER.clientKey]: bytesToHex(secp256k1.getPublicKey(sk, true)),
        [HEADER.timestamp]: String(ts),
        [HEADER.signature]: bytesToHex(signature),
      };
      const session = deps.getSession();
      if (session) headers[HEADER.session] = session;
      return headers;
    },
  };
}

export type RequestSigner = ReturnType<typeof createRequestSigner>;
