import type { IncomingMessage, ServerResponse } from 'node:http';

import { CLIENT_HEADERS, sendJson } from '../../server/http-json.ts';

export { MAX_BODY_BYTES, fail, ok, parseJsonObject, readBody, sendJson } from '../../server/http-json.ts';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
