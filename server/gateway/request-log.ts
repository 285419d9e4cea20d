import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A log line's fields: names and plain values, never a header, a body, a query, an address or the key. */
export type LogFields = Readonly<Record<string, string | number | boolean | null>>;

/**
 * One log line as JSON: its time, its level, what happened (`event`) and its fields (the request's id, its call as
 * call-label.ts names it, the status, the time taken). One object a line, for the operator's log collector.
 */
export function logLine(time: number, level: 'info' | 'warn' | 'error', event: string, fields: LogFields = {}): string {
  return JSON.stringify({ time: new Date(time).toISOString(), level, event, ...fields });
}

/**
 * The id of a request, in its log lines and its answer's X-Request-Id: the one the operator's proxy gave it
 * (`--trust-proxy`; nginx's $request_id) when it is a plain token, else a new one.
 */
export function requestIdOf(req: IncomingMessage, trustProxy: boolean): string {
  const given = req.headers['x-request-id'];
  const id = Array.isArray(given) ? given[0] : given;
  return trustProxy && id && /^[A-Za-z0-9._-]{8,128}$/.test(id) ? id : randomBytes(12).toString('hex');
}
