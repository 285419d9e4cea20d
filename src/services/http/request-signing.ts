import * as secp256k1 from '@noble/secp256k1';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

// The small standalone secp256k1 (the home page's size budget): its synchronous ECDSA needs the hashes.
secp256k1.hashes.sha256 = sha256;
secp256k1.hashes.hmacSha256 = (key, message) => hmac(sha256, key, message);
import type { Clock } from '../time/clock';
import type { KeyValueStore } from '../storage/key-value-store';

/**
 * Request proofs, modelled on DPoP (RFC 9449, proof of possession) with ES256K, the only algorithm the
 * services allow. Names and signing are ours, so:
 *
 * | header            | value                                                                  |
 * |-------------------|------------------------------------------------------------------------|
 * | X-App-Id          | the app's id (`VITE_APP_ID`)                                           |
 * | X-Front-Version   | the build's version                                                    |
 * | X-Session         | the login session, when logged in (only on the layers that use it)     |
 * | X-Client-Key      | the browser's request key: a compressed secp256k1 public key, hex      |
 * | X-Ts              | the request time, Unix ms (server time once the clock check has a      |
 * |                   | reading, so a device with a wrong clock can still sign in)             |
 * | X-Proof-Id        | a unique id of this proof (16 random bytes, hex)                       |
 * | X-Sign            | ES256K (secp256k1 ECDSA over SHA-256, compact r||s, low-S, hex) of the |
 * |                   | canonical string below, by the request key                             |
 *
 * Canonical string: `${ts}\n${proofId}\n${METHOD}\n${path with query}\n${sha256 hex of the body, '' for
 * none}\n${session, '' for none}`.
 *
 * A server accepts X-Ts within 3 minutes of its clock, checks X-Sign against X-Client-Key, refuses a
 * proof id it has seen within that window (a replay), and binds a session to the key that signed the
 * login request: the same session with another key, or with none, is refused as session-invalid. The
 * request key is kept as long as the stored session (it is useless without it and the session is useless
 * without it); it signs requests only and holds no funds.
 */
export const HEADER = {
  appId: 'X-App-Id',
  frontVersion: 'X-Front-Version',
  session: 'X-Session',
  clientKey: 'X-Client-Key',
  timestamp: 'X-Ts',
  proofId: 'X-Proof-Id',
  signature: 'X-Sign',
} as const;

export interface SigningDeps {
  readonly appId: string;
  readonly frontVersion: string;
  /** The time proofs carry: server time where the clock check knows it, else the device's. */
  readonly clock: Clock;
  /** Where the request key is kept: the same storage as the session it is bound to. */
  readonly store: KeyValueStore;
  /** The current session, or null when logged out. */
  readonly getSession: () => string | null;
}

/** What a layer sends: proof and session (basic, market, swap), proof only (config, query), or nothing. */
export interface LayerProof {
  readonly proof: boolean;
  readonly session: boolean;
}

export function canonicalRequest(p: {
  ts: number;
  proofId: string;
  method: string;
  pathWithQuery: string;
  body: string | undefined;
  session: string | null;
}): string {
  const bodyHash = p.body === undefined || p.body === '' ? '' : bytesToHex(sha256(utf8ToBytes(p.body)));
  return `${p.ts}\n${p.proofId}\n${p.method.toUpperCase()}\n${p.pathWithQuery}\n${bodyHash}\n${p.session ?? ''}`;
}

export function verifyRequestSignature(signatureHex: string, publicKeyHex: string, canonical: string): boolean {
  try {
    return secp256k1.verify(hexToBytes(signatureHex), utf8ToBytes(canonical), hexToBytes(publicKeyHex));
  } catch {
    return false;
  }
}

export const REQUEST_KEY_STORE = 'requestKey';

export function createRequestSigner(deps: SigningDeps) {
  let secretKey: Uint8Array | null = null;
  const key = (): Uint8Array => {
    const stored = deps.store.get(REQUEST_KEY_STORE);
    if (secretKey && stored === bytesToHex(secretKey)) return secretKey;
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
    deps.store.set(REQUEST_KEY_STORE, bytesToHex(secretKey));
    return secretKey;
  };

  return {
    publicKeyHex: () => bytesToHex(secp256k1.getPublicKey(key(), true)),
    /** A new key for the next sign-in: the old session's proofs can no longer be made. */
    rotate(): void {
      secretKey = null;
      deps.store.remove(REQUEST_KEY_STORE);
    },
    /** The headers of one request on a layer that sends `what`. */
    headers(what: LayerProof, method: string, pathWithQuery: string, body: string | undefined, sessionOverride?: string): Record<string, string> {
      const headers: Record<string, string> = { [HEADER.appId]: deps.appId, [HEADER.frontVersion]: deps.frontVersion };
      if (!what.proof) return headers;
      const ts = Math.round(deps.clock.now());
      const proofId = bytesToHex(randomBytes(16));
      const session = what.session ? (sessionOverride ?? deps.getSession()) : null;
      const sk = key();
      const signature = secp256k1.sign(utf8ToBytes(canonicalRequest({ ts, proofId, method, pathWithQuery, body, session })), sk);
      headers[HEADER.clientKey] = bytesToHex(secp256k1.getPublicKey(sk, true));
      headers[HEADER.timestamp] = String(ts);
      headers[HEADER.proofId] = proofId;
      headers[HEADER.signature] = bytesToHex(signature);
      if (session) headers[HEADER.session] = session;
      return headers;
    },
  };
}

export type RequestSigner = ReturnType<typeof createRequestSigner>;
