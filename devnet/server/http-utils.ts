import type { IncomingMessage, ServerResponse } from 'node:http';
import { DevnetError } from '../devnet-error.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/** The request body as text; a body over 1 MiB is refused. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new DevnetError(-1, 'The request body is larger than 1 MiB.'));
        req.destroy();
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
    throw new DevnetError(-1, 'The request body is not JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new DevnetError(-1, 'The request body must be a JSON object.');
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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The headers the site's client sends, which a page on another origin must be allowed to send. */
const CLIENT_HEADERS = 'Content-Type, X-App-Id, X-Front-Version, X-Session, X-Client-Key, X-Ts, X-Proof-Id, X-Sign';

/**
 * Lets pages on other origins call the devnet's API (the widget's host pages, a site run elsewhere): the CORS
 * headers on every answer, and a preflight answered here. Returns true when the request was a preflight. Never
 * for the control API (refuseForeignControl).
 */
export function allowCrossOrigin(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Headers', CLIENT_HEADERS);
  res.setHeader('Access-Control-Expose-Headers', 'X-Web-Version');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204).end();
  return true;
}

/**
 * The control API (/devnet/api/…) answers its own pages only: a request a browser sends from another origin
 * (it says so in Origin) is refused before it does anything, so a site a developer visits cannot fund, tamper
 * with or reset the devnet (a cross-origin POST with a plain-text body needs no preflight, so CORS alone would
 * not stop it). Tools without a browser (curl, the tests) send no Origin. Returns true when it answered.
 */
export function refuseForeignControl(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || origin === `http://${req.headers.host ?? ''}` || origin === `https://${req.headers.host ?? ''}`) return false;
  sendJson(res, 403, { code: -1, msg: "The devnet's control API answers only the devnet's own pages.", data: null }, { Vary: 'Origin' });
  return true;
}
