import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { memoryProofLedger, STORED_ANSWER_MAX, verdict, type ProofOutcome, type StoredAnswer } from './proof-ledger';
import { readProof, type ProofInput } from './proof-read';

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

/** The headers a resent copy gets again. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'retry-after'] as const;

/**
 * Checks a request's proof (proof-read.ts) and uses its id once (proof-ledger.ts), in this process's memory: the
 * devnet's. A proof id used before within its window is a replay: a resent copy of the same request gets the first
 * copy's answer, another request with the same id is refused. Several gateways share the ledger instead
 * (shared-proof-check.ts).
 */
export function createProofChecker() {
  const ledger = memoryProofLedger();
  return {
    check(input: ProofInput): { problem: string } | { replay: StoredAnswer } | CheckedProof {
      const proof = readProof(input);
      if ('problem' in proof) return proof;
      const claim = ledger.claim(proof.id, proof.request, proof.until, input.serverNow);
      // A copy of a request seen before (a browser resends one after a dropped connection): answered as the first
      // copy was (nothing is done twice); handled now if the first was dropped before it was handled.
      if (!claim.taken) return verdict(claim.entry, proof.request);
      return { clientKey: proof.clientKey, session: proof.session, proofId: proof.id };
    },

    /** Keeps what `res` answers the request of `proofId` (recordAnswer). */
    record: (proofId: string, res: ServerResponse): AnswerRecorder => recordAnswer(res, (outcome) => ledger.settle(proofId, outcome)),
  };
}

/**
 * Keeps what `res` answers a request (when small), as the handler ends it, so a resent copy gets the same answer
 * even when the first copy's connection is gone: `settle` is told the outcome. A connection that closes before
 * `dispatch` (nothing was handled) marks it dropped: a resent copy is then handled. One that closes after stays
 * pending until the handler ends. When `settle` returns a promise (a shared ledger), the answer leaves only once it
 * has settled, so whoever has the answer finds it kept, on every instance.
 */
export function recordAnswer(res: ServerResponse, settle: (outcome: ProofOutcome) => void | Promise<void>): AnswerRecorder {
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
    if (ended) return end(chunk as never, ...(rest as []));
    ended = true;
    const all: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...res.getHeaders(), ...headers })) if (value !== undefined) all[name.toLowerCase()] = String(value);
    const fits = size <= STORED_ANSWER_MAX && !all['content-encoding'];
    const kept = Object.fromEntries(KEPT_HEADERS.flatMap((name) => (all[name] ? [[name, all[name]]] : [])));
    const settled = settle({ state: 'answered', answer: fits ? { status: res.statusCode, headers: kept, body: Buffer.concat(chunks) } : null });
    if (!settled) return end(chunk as never, ...(rest as []));
    // A ledger that does not answer does not keep the answer from its request.
    void settled.catch(() => undefined).then(() => end(chunk as never, ...(rest as [])));
    return res;
  }) as ServerResponse['end'];
  res.on('close', () => {
    if (!ended && !dispatched) void Promise.resolve(settle({ state: 'dropped' })).catch(() => undefined);
  });
  return {
    dispatch: () => {
      dispatched = true;
    },
  };
}

/** Sends a kept answer again (a resent copy of a request that was answered). */
export function sendStoredAnswer(res: ServerResponse, answer: StoredAnswer): void {
  res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers, 'content-length': String(answer.body.length) });
  res.end(answer.body);
}
