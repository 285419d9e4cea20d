import { hex } from '../encoding/bytes';
import type { Clock } from '../time/clock';
import type { KeyValueStore } from '../storage/key-value-store';
import { isRequestKeyPair, newRequestKey, NO_WEB_CRYPTO, requestKeyOf, webCrypto, type RequestKey } from './request-key';
import type { RequestKeyVault } from './request-key-vault';

/**
 * Request proofs, modelled on DPoP (RFC 9449, proof of possession) with ES256 (ECDSA P-256): the key is a
 * non-extractable WebCrypto key (request-key.ts), and WebCrypto has no secp256k1 (README, "Request proofs", says why
 * this departs from the spec's ES256K). Names and signing are ours, so:
 *
 * | header            | value                                                                  |
 * |-------------------|------------------------------------------------------------------------|
 * | X-App-Id          | the app's id (`VITE_APP_ID`)                                           |
 * | X-Front-Version   | the build's version                                                    |
 * | X-Session         | the login session, when logged in (only on the layers that use it)     |
 * | X-Client-Key      | the browser's request key: a compressed P-256 public key, hex          |
 * | X-Ts              | the request time, Unix ms (server time once the clock check has a      |
 * |                   | reading, so a device with a wrong clock can still sign in)             |
 * | X-Proof-Id        | a unique id of this proof (16 random bytes, hex)                       |
 * | X-Sign            | ES256 (P-256 ECDSA over SHA-256, r||s as 64 bytes, low-S, hex) of the  |
 * |                   | canonical string below, by the request key                             |
 *
 * Canonical string: `${ts}\n${proofId}\n${METHOD}\n${full request URL}\n${sha256 hex of the body, '' for
 * none}\n${session, '' for none}`. The URL is DPoP's `htu`: scheme, host, port, path and query, as the WHATWG
 * URL parser writes it (`new URL(url).href`), so a proof made for one server is no proof for another.
 *
 * A server accepts X-Ts within 3 minutes of its clock, checks X-Sign against X-Client-Key
 * (`verifyRequestSignature`, server/auth/request-signature.ts, shared by the gateway and the devnet), refuses a
 * proof id it has seen within that window (a replay), and binds a session to the key that signed the
 * login request: the same session with another key, or with none, is refused as session-invalid.
 *
 * The request key is made fresh at every sign-in (`rotate`) and forgotten at every disconnect (`discard`); it
 * is kept in memory and, so a reload stays signed in, in IndexedDB as the non-extractable CryptoKey itself
 * (request-key-vault.ts): no script can read its bytes. It signs requests only and holds no funds.
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
  /** Where the request key is kept between loads (the browser's IndexedDB, or memory). */
  readonly vault: RequestKeyVault;
  /** The WebCrypto that makes and uses the key (default: this environment's; null where there is none). */
  readonly subtle?: SubtleCrypto | null;
  /** The long-lived storage where builds before the vault kept the key raw: it is removed from there. */
  readonly legacyStore?: KeyValueStore;
  /** The current session, or null when logged out. */
  readonly getSession: () => string | null;
}

/** What a layer sends: proof and session (basic, market, swap), proof only (config, query), or nothing. */
export interface LayerProof {
  readonly proof: boolean;
  readonly session: boolean;
}

/** The canonical string a proof signs (see above), from the body's SHA-256 in hex ('' for no body). */
export function canonicalString(p: {
  ts: number;
  proofId: string;
  method: string;
  /** The full request URL (DPoP's htu). */
  url: string;
  bodyHash: string;
  session: string | null;
}): string {
  return `${p.ts}\n${p.proofId}\n${p.method.toUpperCase()}\n${p.url}\n${p.bodyHash}\n${p.session ?? ''}`;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * The body's SHA-256 in hex as the canonical string carries it ('' for no body), by WebCrypto: the page that signs
 * has it already (no hash library in the API layer). The servers' side, in one call, is canonical-request.ts.
 */
export async function bodyHashOf(body: string | undefined, subtle: SubtleCrypto): Promise<string> {
  return body === undefined || body === '' ? '' : hex.encode(new Uint8Array(await subtle.digest('SHA-256', utf8(body))));
}

/** Where builds before the vault kept the key, raw: removed at start. */
export const LEGACY_REQUEST_KEY_STORE = 'requestKey';

/** The URL as the proof binds it: the WHATWG parser's href, relative URLs taken against the page. */
export function proofUrl(url: string): string {
  return new URL(url, globalThis.location?.href ?? 'http://localhost/').href;
}

export function createRequestSigner(deps: SigningDeps) {
  deps.legacyStore?.remove(LEGACY_REQUEST_KEY_STORE);
  /** The vault's calls one after another, so a key forgotten is never read back by a load that started later. */
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => {});
    return next;
  };
  const subtle = deps.subtle === undefined ? webCrypto() : deps.subtle;
  /**
   * A new key, used as soon as it is made; kept in the vault in turn with the vault's other calls (the save is queued
   * now, so a discard that comes later clears it after), and used even if keeping fails. A first visit's first
   * request no longer waits for IndexedDB's write.
   */
  const fresh = (): Promise<RequestKey> => {
    const made = newRequestKey(subtle);
    void serially(async () => deps.vault.save((await made).pair)).catch(() => {});
    return made;
  };
  /** The key requests are signed with now; a changed generation means it was rotated or discarded since. */
  let current: Promise<RequestKey> | null = null;
  let generation = 0;
  const key = (): Promise<RequestKey> =>
    (current ??= serially(() => deps.vault.load()).then(
      (kept) => (subtle && isRequestKeyPair(kept) ? requestKeyOf(kept, subtle).catch(() => fresh()) : fresh()),
      () => fresh(),
    ));

  return {
    publicKeyHex: async () => (await key()).publicKeyHex,
    /** Which key is in use (changes at every rotate and discard): a discard can be made conditional on it. */
    generation: () => generation,
    /** A new key for a sign-in that starts now: sessions of the old key can no longer be proved. */
    rotate(): void {
      generation += 1;
      current = fresh();
    },
    /**
     * Forgets the key, in memory and in the vault (a disconnect). With `ifGeneration`, only when no rotate or
     * discard came since (a logout signed with the old key ends after a new sign-in started).
     */
    discard(ifGeneration?: number): void {
      if (ifGeneration !== undefined && ifGeneration !== generation) return;
      generation += 1;
      current = null;
      void serially(() => deps.vault.clear()).catch(() => {});
    },
    /** The headers of one request to `url` on a layer that sends `what`. */
    async headers(what: LayerProof, method: string, url: string, body: string | undefined, sessionOverride?: string): Promise<Record<string, string>> {
      const headers: Record<string, string> = { [HEADER.appId]: deps.appId, [HEADER.frontVersion]: deps.frontVersion };
      if (!what.proof) return headers;
      const requestKey = await key();
      const ts = Math.round(deps.clock.now());
      const proofId = hex.encode(globalThis.crypto.getRandomValues(new Uint8Array(16)));
      const session = what.session ? (sessionOverride ?? deps.getSession()) : null;
      if (!subtle) throw new Error(NO_WEB_CRYPTO);
      const bodyHash = await bodyHashOf(body, subtle);
      const signature = await requestKey.sign(utf8(canonicalString({ ts, proofId, method, url: proofUrl(url), bodyHash, session })));
      headers[HEADER.clientKey] = requestKey.publicKeyHex;
      headers[HEADER.timestamp] = String(ts);
      headers[HEADER.proofId] = proofId;
      headers[HEADER.signature] = hex.encode(signature);
      if (session) headers[HEADER.session] = session;
      return headers;
    },
  };
}

export type RequestSigner = ReturnType<typeof createRequestSigner>;
