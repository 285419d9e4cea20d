import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-json';

/** Answers larger than this are refused (the site's largest lists are far smaller): a hostile or broken upstream cannot fill the memory. */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/** The body of an answer, read up to `limit` bytes; null when it is larger (the rest is not read). */
export async function readCapped(answer: Response, limit: number): Promise<Buffer | null> {
  if (!answer.body) return Buffer.alloc(0);
  const reader = answer.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/** What a forwarded call came to, for the log: the status the site got and why, never a header or a body. */
export interface Forwarded {
  readonly status: number;
  readonly outcome: 'ok' | 'timeout' | 'upstream-status' | 'not-json' | 'unreachable' | 'key-refused' | 'too-large';
  /** The answer held the operator's key, and it was taken out before the answer went on. */
  readonly keyRemoved?: true;
}

/** What stands in an answer where the operator's key was. */
export const KEY_REMOVED = '[removed by the gateway]';

/**
 * `value` (a parsed JSON answer) with `secret` taken out of every string in it, names and values: decoded strings,
 * so an answer that writes the key with JSON escapes is caught too. `found` says whether there was any.
 */
export function withoutSecret(value: unknown, secret: string): { value: unknown; found: boolean } {
  let found = false;
  const clean = (text: string) => {
    if (!text.includes(secret)) return text;
    found = true;
    return text.split(secret).join(KEY_REMOVED);
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return clean(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, item]) => [clean(k), walk(item)]));
    return v;
  };
  const cleaned = walk(value);
  return { value: cleaned, found };
}

/**
 * Forwards one call to an upstream and writes its answer: JSON only, with no header of the upstream's (no cookies,
 * no server names) and never the key. `key`, when given, goes in `Authorization: Bearer` and nowhere else; an answer
 * that echoes `secret` (the operator's key, whichever upstream it is) has it taken out (withoutSecret). What
 * goes wrong upstream becomes an HTTP status the site's error routing words from the catalogue: 504 past the
 * time-out (the site shows request_timeout's words when its own clock runs out first), 502 for a failed, closed or
 * non-JSON answer (response_status_error).
 */
export async function forward(input: {
  readonly res: ServerResponse;
  readonly url: string;
  readonly method: string;
  readonly body: string;
  /** More headers for the upstream (a devnet's extension: the signed-in user). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly key: string | null;
  /** The operator's key, taken out of any answer that holds it. */
  readonly secret: string | null;
  readonly timeoutMs: number;
  readonly fetch: typeof fetch;
  /** Whose service it is, in the words an answer uses ("UniSat's open API", "The mempool API"). */
  readonly service: string;
}): Promise<Forwarded> {
  const headers: Record<string, string> = { ...input.headers, Accept: 'application/json' };
  if (input.key) headers.Authorization = `Bearer ${input.key}`;
  if (input.method === 'POST') headers['Content-Type'] = 'application/json';
  const refuse = (status: number, outcome: Forwarded['outcome'], msg: string): Forwarded => {
    if (!input.res.headersSent) sendJson(input.res, status, { code: -1, msg, data: null });
    return { status, outcome };
  };
  let body: Buffer | null;
  let status: number;
  try {
    const answer = await input.fetch(input.url, {
      method: input.method,
      headers,
      ...(input.method === 'POST' ? { body: input.body } : {}),
      signal: AbortSignal.timeout(input.timeoutMs),
      redirect: 'error',
    });
    status = answer.status;
    body = await readCapped(answer, MAX_ANSWER_BYTES);
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return timedOut
      ? refuse(504, 'timeout', `${input.service} did not answer within ${input.timeoutMs / 1000} s.`)
      : refuse(502, 'unreachable', `${input.service} could not be reached.`);
  }
  if (status === 401 || status === 403)
    return refuse(502, 'key-refused', `${input.service} refused the gateway's API key: the operator must check UNISAT_API_KEY.`);
  if (status >= 500) return refuse(502, 'upstream-status', `${input.service} failed (HTTP ${status}).`);
  if (!body) return refuse(502, 'too-large', `${input.service} answered more than this gateway passes on.`);
  let data: unknown;
  try {
    data = JSON.parse(body.toString('utf8'));
  } catch {
    return refuse(502, 'not-json', `${input.service} answered something that is not JSON.`);
  }
  const scrubbed = input.secret ? withoutSecret(data, input.secret) : { value: data, found: false };
  sendJson(input.res, status, scrubbed.value);
  return { status, outcome: 'ok', ...(scrubbed.found ? { keyRemoved: true as const } : {}) };
}
