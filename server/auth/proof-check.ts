import type { IncomingHttpHeaders } from 'node:http';
import { TIMESTAMP_TOLERANCE_MS } from '../../src/domain/constants';
import { HEADER, canonicalRequest, verifyRequestSignature } from '../../src/services/http/request-signing';

export interface CheckedProof {
  /** The request key that signed (the key a session is bound to). */
  readonly clientKey: string;
  readonly session: string | null;
}

/**
 * Checks a request's proof as the README's API section defines it (DPoP-style, ES256K): X-Client-Key,
 * X-Ts, X-Proof-Id and X-Sign over the canonical string (time, proof id, method, path with query, body
 * hash, session; the URL in full, DPoP's htu); X-Ts within 3 minutes of server time; a proof id used before within that window is a
 * replay. `/ts2` is checked for its signature but not its time: it is how a client with a wrong clock
 * learns the right time.
 */
export function createProofChecker() {
  /** Proof ids seen, with the server time after which they may be forgotten. */
  const seen = new Map<string, number>();
  const forgetOld = (serverNow: number) => {
    for (const [id, until] of seen) if (until < serverNow) seen.delete(id);
  };

  return {
    check(input: {
      headers: IncomingHttpHeaders;
      method: string;
      /** The full URL the request was made to, as the server sees it (scheme, host, path, query). */
      url: string;
      body: string;
      serverNow: number;
      checkTime: boolean;
    }): { problem: string } | CheckedProof {
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
      if (!/^0[23][0-9a-f]{64}$/i.test(key)) return { problem: `${HEADER.clientKey} must be a compressed secp256k1 public key in hex.` };
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
      forgetOld(input.serverNow);
      const id = proofId.toLowerCase();
      if (seen.has(id))
        return {
          problem:
            'This request reached the server twice (after a dropped connection the browser sends it again); the second copy was refused, so nothing is done twice. Check whether it went through, then try again.',
        };
      // Kept as long as a proof with its time could be accepted: never longer than the tolerance from now (a /ts2
      // proof's time is not checked, and a time far ahead must not keep its id, and the memory, forever).
      seen.set(id, Math.min(Math.max(Number(ts) || 0, input.serverNow), input.serverNow + TIMESTAMP_TOLERANCE_MS) + TIMESTAMP_TOLERANCE_MS);
      return { clientKey: key.toLowerCase(), session };
    },
  };
}
