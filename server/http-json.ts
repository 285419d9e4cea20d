import type { IncomingMessage, ServerResponse } from 'node:http';
import { CallError } from './call-error.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/** The headers the site's client sends, which a page on another origin must be allowed to send (CORS). */
export const CLIENT_HEADERS = 'Content-Type, X-App-Id, X-Front-Version, X-Session, X-Client-Key, X-Ts, X-Proof-Id, X-Sign';

/** The request body as text; a body over `limit` bytes (1 MiB unless said) is refused. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new CallError(-413, `The request body is larger than ${limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MiB` : `${limit} bytes`}.`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The body as a JSON object; anything else is a bad request with a clear message. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CallError(-1, 'The request body is not JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new CallError(-1, 'The request body must be a JSON object.');
  return value as Record<string, unknown>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

/** The envelope of every call: code 0 is success. */
export function ok(res: ServerResponse, data: unknown, headers?: Record<string, string>): void {
  sendJson(res, 200, { code: 0, msg: 'ok', data }, headers);
}
export function fail(res: ServerResponse, code: number, msg: string, headers?: Record<string, string>): void {
  sendJson(res, 200, { code, msg, data: null }, headers);
}
