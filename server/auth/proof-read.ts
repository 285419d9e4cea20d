import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { TIMESTAMP_TOLERANCE_MS } from '../../src/domain/constants';
import { verifyRequestSignature } from './request-signature';
import { HEADER } from '../../src/services/http/request-signing';
import { canonicalRequest } from '../../src/services/http/canonical-request';

/** What a request and its proof are checked with. */
export interface ProofInput {
  readonly headers: IncomingHttpHeaders;
  readonly method: string;
  /** The full URL the request was made to, as the server sees it (scheme, host, path, query). */
  readonly url: string;
  readonly body: string;
  readonly serverNow: number;
  readonly checkTime: boolean;
}

/** A proof that holds: who signed it, its id and its request, and how long its id must be remembered. */
export interface ReadProof {
  /** The request key that signed (the key a session is bound to). */
  readonly clientKey: string;
  readonly session: string | null;
  /** The proof id with the key that signed it (another key's id is another entry). */
  readonly id: string;
  /** The hash of the canonical request: a resent copy has the same, another request with the same id another. */
  readonly request: string;
  /** The server time after which the id may be forgotten (no proof with its time could be accepted then). */
  readonly until: number;
}

/**
 * Reads a request's proof as the README's API section defines it (DPoP-style, ES256: P-256): X-Client-Key, X-Ts,
 * X-Proof-Id and X-Sign over the canonical string (time, proof id, method, path with query, body hash, session; the
 * URL in full, DPoP's htu); X-Ts within 3 minutes of server time. `/ts2` is checked for its signature but not its
 * time: it is how a client with a wrong clock learns the right time. Whether the id was used before is the ledger's
 * (proof-ledger.ts): this reads one request alone.
 */
export function readProof(input: ProofInput): { problem: string } | ReadProof {
  const header = (name: string) => {
    const value = input.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  const key = header(HEADER.clientKey);
  const ts = header(HEADER.timestamp);
  const proofId = header(HEADER.proofId);
  const sign = header(HEADER.signature);
  const session = header(HEADER.session) ?? null;
  if (!key || !ts || !sign || !proofId)
    return { problem: `Missing request proof: send ${HEADER.clientKey}, ${HEADER.timestamp}, ${HEADER.proofId} and ${HEADER.signature}.` };
  if (!/^\d{1,16}$/.test(ts)) return { problem: `${HEADER.timestamp} must be Unix time in ms.` };
  if (!/^[0-9a-f]{32,64}$/i.test(proofId)) return { problem: `${HEADER.proofId} must be 16 to 32 random bytes in hex.` };
  if (!/^0[23][0-9a-f]{64}$/i.test(key)) return { problem: `${HEADER.clientKey} must be a compressed P-256 public key in hex.` };
  if (!/^[0-9a-f]{128}$/i.test(sign)) return { problem: `${HEADER.signature} must be a 64-byte compact signature in hex.` };
  const canonical = canonicalRequest({
    ts: Number(ts),
    proofId,
    method: input.method,
    url: input.url,
    body: input.method === 'GET' ? undefined : input.body,
    session,
  });
  if (!verifyRequestSignature(sign.toLowerCase(), key.toLowerCase(), canonical))
    return { problem: 'Invalid request signature: the proof was not made for this request.' };
  if (input.checkTime && Math.abs(Number(ts) - input.serverNow) > TIMESTAMP_TOLERANCE_MS) {
    return { problem: 'The request time is more than 3 minutes from server time. Check your device clock.' };
  }
  // Kept as long as a proof with its time could be accepted: never longer than the tolerance from now (a /ts2
  // proof's time is not checked, and a time far ahead must not keep its id, and the memory, forever).
  const until = Math.min(Math.max(Number(ts) || 0, input.serverNow), input.serverNow + TIMESTAMP_TOLERANCE_MS) + TIMESTAMP_TOLERANCE_MS;
  return {
    clientKey: key.toLowerCase(),
    session,
    id: `${key.toLowerCase()}:${proofId.toLowerCase()}`,
    request: createHash('sha256').update(canonical).digest('hex'),
    until,
  };
}
