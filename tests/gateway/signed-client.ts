import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import { TEST_NETWORK } from '@scure/btc-signer';
import { signMessageBip322Simple } from '../../server/auth/message-signing';
import type { DevAccount } from '../../devnet/wallet/dev-accounts';
import { HEADER, proofUrl } from '../../src/services/http/request-signing';
import { compressPoint, lowS } from '../../src/services/http/request-key';
import { canonicalRequest } from '../../src/services/http/canonical-request';
import { SERVED_BY_HEADER } from './alternating-proxy';

/** A request as a browser sends it, signed: sent once, and again byte for byte when a test resends it. */
export interface SignedRequest {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** What a caller saw: the status, the body as text, which instance answered (behind the test proxy), the time taken. */
export interface Seen {
  readonly status: number;
  readonly text: string;
  readonly servedBy: string | null;
  readonly ms: number;
}

/** A browser: its request key (P-256, as the site's), the key's public half as X-Client-Key carries it, and, once signed in, its session. */
export interface Browser {
  readonly key: KeyObject;
  readonly publicKey: string;
  session: string | null;
}

/**
 * A browser with a new request key. Made and used by Node's own crypto (OpenSSL), as the site's by the browser's
 * WebCrypto; the signature put in the site's low-S form by the site's own `lowS`. (With @noble/curves, signing and
 * deriving the public key for every request took 6.6 of the unit stage's 267 busy CPU seconds, profiled on 2026-12-03.)
 */
export function newBrowser(): Browser {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    key: privateKey,
    publicKey: bytesToHex(compressPoint(new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-65)))),
    session: null,
  };
}

/**
 * `path` under `origin` signed by `browser` (its session in X-Session when it has one), as the site's client signs;
 * with a fresh proof id unless `proofId` is given (a test that reuses one).
 */
export function signed(
  origin: string,
  browser: Browser,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  proofId = bytesToHex(randomBytes(16)),
): SignedRequest {
  const url = `${origin}${path}`;
  const text = body === undefined ? undefined : JSON.stringify(body);
  const ts = Date.now();
  const canonical = canonicalRequest({ ts, proofId, method, url: proofUrl(url), body: method === 'GET' ? undefined : text, session: browser.session });
  const headers: Record<string, string> = {
    [HEADER.clientKey]: browser.publicKey,
    [HEADER.timestamp]: String(ts),
    [HEADER.proofId]: proofId,
    [HEADER.signature]: bytesToHex(lowS(new Uint8Array(sign('sha256', Buffer.from(canonical, 'utf8'), { key: browser.key, dsaEncoding: 'ieee-p1363' })))),
    ...(browser.session ? { [HEADER.session]: browser.session } : {}),
    ...(text === undefined ? {} : { 'content-type': 'application/json' }),
  };
  return { url, method, headers, ...(text === undefined ? {} : { body: text }) };
}

/** Sends `request` (again, when it was sent before: the very same bytes), with `extra` headers that are not signed. */
export async function send(request: SignedRequest, extra: Record<string, string> = {}): Promise<Seen> {
  const started = performance.now();
  const answer = await fetch(request.url, {
    method: request.method,
    headers: { ...request.headers, ...extra },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const text = await answer.text();
  return { status: answer.status, text, servedBy: answer.headers.get(SERVED_BY_HEADER), ms: performance.now() - started };
}

/** A body's JSON. */
export const json = (seen: Seen): { code: number; msg: string; data: unknown } => JSON.parse(seen.text) as { code: number; msg: string; data: unknown };

/**
 * Signs `browser` in as `account` through `origin`: the preload (the message to sign), the wallet's BIP-322
 * signature of it, the login; each sent with `extra[i]` (the proxy's pin, to send them to given instances).
 */
export async function signIn(origin: string, browser: Browser, account: DevAccount, pins: readonly Record<string, string>[] = [{}, {}]): Promise<[Seen, Seen]> {
  const preload = await send(signed(origin, browser, 'GET', `/api/base/preload?address=${account.ordinalsAddress}`), pins[0]);
  const { signMsg } = json(preload).data as { signMsg: string };
  const sign = signMessageBip322Simple(signMsg, account.taprootKey, account.ordinalsAddress, TEST_NETWORK);
  const login = await send(
    signed(origin, browser, 'POST', '/api/base/login', { address: account.ordinalsAddress, pubkey: account.ordinalsPubKey, sign, walletType: 'unisat' }),
    pins[1],
  );
  browser.session = (json(login).data as { session: string }).session;
  return [preload, login];
}

/** The p-th percentile of `values` (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
