import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { TIMESTAMP_TOLERANCE_MS } from '../../src/domain/constants';
import { verifyRequestSignature } from '../../src/services/http/request-proof-verify';
import { HEADER, canonicalRequest } from '../../src/services/http/request-signing';

export interface CheckedProof {
  /** The request key that signed (the key a session is bound to). */
  readonly clientKey: string;
  readonly session: string | null;
  /** The request's idempotency key: the proof id, with the key that signed it (another key's id is another entry). */
  readonly proofId: string;
}
/** What a request records its answer with (`record`), and marks once its handler has started (`dispatch`). */
export interface AnswerRecorder {
  /** Called just before the request is handled: a connection that closes after this is not a dropped request. */
  dispatch(): void;
}

/** What the first copy of a request was answered (kept to answer a resent copy the same). */
interface StoredAnswer {
  readonly status: number;
  /** The headers that say what the answer is (content type, caching, retry), as first sent. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}
/** The headers a resent copy gets again. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'retry-after'] as const;
/** A proof id's request: being handled, answered (its answer kept when small), or dropped before it was handled. */
type Outcome = { readonly state: 'pending' } | { readonly state: 'answered'; readonly answer: StoredAnswer | null } | { readonly state: 'dropped' };
/** Answers kept to re-send are at most this big each, and this much in all. */
const STORED_ANSWER_MAX = 256 * 1024;
const STORED_ANSWERS_TOTAL = 32 * 1024 * 1024;

/**
 * Checks a request's proof as the README's API section defines it (DPoP-style, ES256: P-256): X-Client-Key,
 * X-Ts, X-Proof-Id and X-Sign over the canonical string (time, proof id, method, path with query, body
 * hash, session; the URL in full, DPoP's htu); X-Ts within 3 minutes of server time; a proof id used before within that window is a
 * replay. `/ts2` is checked for its signature but not its time: it is how a client with a wrong clock
 * learns the right time.
 */
export function createProofChecker() {
  /**
   * Proof ids seen (with the key that signed them), the server time after which they may be forgotten, the hash of
   * the request they were made for, and what became of it.
   */
  const seen = new Map<string, { until: number; request: string; outcome: Outcome }>();
  let storedBytes = 0;
  const sizeOf = (o: Outcome) => (o.state === 'answered' && o.answer ? o.answer.body.length : 0);
  const forgetOld = (serverNow: number) => {
    for (const [id, entry] of seen)
      if (entry.until < serverNow) {
        storedBytes -= sizeOf(entry.outcome);
        seen.delete(id);
      }
  };
  const settle = (id: string, outcome: Outcome) => {
    const entry = seen.get(id);
    if (!entry) return;
    storedBytes += sizeOf(outcome) - sizeOf(entry.outcome);
    seen.set(id, { ...entry, outcome });
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
    }): { problem: string } | { replay: StoredAnswer } | CheckedProof {
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
      forgetOld(input.serverNow);
      const id = `${key.toLowerCase()}:${proofId.toLowerCase()}`;
      const request = createHash('sha256').update(canonical).digest('hex');
      const entry = seen.get(id);
      // A copy of a request seen before (a browser resends one after a dropped connection): answered as the first
      // copy was (nothing is done twice); handled now if the first was dropped before it was handled. The same key and
      // id on another request is refused: a proof id is used for one request.
      if (entry && entry.request !== request) return { problem: 'This request proof was made for another request: each request needs a proof of its own.' };
      const before = entry?.outcome;
      if (before?.state === 'pending') return { problem: 'This request is still being handled: wait a moment, then check whether it went through.' };
      if (before?.state === 'answered') {
        if (before.answer) return { replay: before.answer };
        return { problem: 'This request reached the server twice and its answer was not kept, so nothing was done twice. Check whether it went through.' };
      }
      // Kept as long as a proof with its time could be accepted: never longer than the tolerance from now (a /ts2
      // proof's time is not checked, and a time far ahead must not keep its id, and the memory, forever).
      const until = Math.min(Math.max(Number(ts) || 0, input.serverNow), input.serverNow + TIMESTAMP_TOLERANCE_MS) + TIMESTAMP_TOLERANCE_MS;
      seen.set(id, { until, request, outcome: { state: 'pending' } });
      return { clientKey: key.toLowerCase(), session, proofId: id };
    },

    /**
     * Keeps what `res` answers the request of `proofId` (when small), as the handler ends it, so a resent copy gets the
     * same answer even when the first copy's connection is gone. A connection that closes before `dispatch` (nothing
     * was handled) marks it dropped: a resent copy is then handled. One that closes after stays pending until the
     * handler ends.
     */
    record(proofId: string, res: ServerResponse): AnswerRecorder {
      const chunks: Buffer[] = [];
      let size = 0;
      let dispatched = false;
      let ended = false;
      let headers: OutgoingHttpHeaders = {};
      const keep = (chunk: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        size += buffer.length;
        if (size <= STORED_ANSWER_MAX) chunks.push(buffer);
      };
      const writeHead = res.writeHead.bind(res);
      const write = res.write.bind(res);
      const end = res.end.bind(res);
      res.writeHead = ((status: number, ...rest: unknown[]) => {
        const given = rest.find((r) => typeof r === 'object' && r !== null && !Array.isArray(r));
        if (given) headers = { ...headers, ...(given as OutgoingHttpHeaders) };
        return writeHead(status, ...(rest as []));
      }) as ServerResponse['writeHead'];
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk);
        return write(chunk as never, ...(rest as []));
      }) as ServerResponse['write'];
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        keep(chunk);
        if (!ended) {
          ended = true;
          const all: Record<string, string> = {};
          for (const [name, value] of Object.entries({ ...res.getHeaders(), ...headers })) if (value !== undefined) all[name.toLowerCase()] = String(value);
          const fits = size <= STORED_ANSWER_MAX && storedBytes + size <= STORED_ANSWERS_TOTAL && !all['content-encoding'];
          const kept = Object.fromEntries(KEPT_HEADERS.flatMap((name) => (all[name] ? [[name, all[name]]] : [])));
          settle(proofId, { state: 'answered', answer: fits ? { status: res.statusCode, headers: kept, body: Buffer.concat(chunks) } : null });
        }
        return end(chunk as never, ...(rest as []));
      }) as ServerResponse['end'];
      res.on('close', () => {
        if (!ended && !dispatched) settle(proofId, { state: 'dropped' });
      });
      return {
        dispatch: () => {
          dispatched = true;
        },
      };
    },
  };
}

/** Sends a kept answer again (a resent copy of a request that was answered). */
export function sendStoredAnswer(res: ServerResponse, answer: StoredAnswer): void {
  res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers, 'content-length': String(answer.body.length) });
  res.end(answer.body);
}
