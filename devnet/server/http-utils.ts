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

/** The names the devnet serves its control API at (a loopback name, the port it listens on). */
const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/**
 * Whether the Host a request names is one of the devnet's own: localhost, 127.0.0.1 or [::1], with the port the
 * request came in on (no port only on port 80). A page of another name that resolves to 127.0.0.1 (DNS rebinding)
 * sends its own name here, so it is told apart even when its Origin equals its Host.
 */
export function isLocalHost(host: string | undefined, port: number | undefined): boolean {
  if (!host || port === undefined) return false;
  const named = host.toLowerCase();
  return LOCAL_NAMES.some((name) => named === `${name}:${port}` || (port === 80 && named === name));
}

/**
 * The control API (/devnet/api/…) answers its own pages only. Its Host must be one of the devnet's own names
 * (isLocalHost), so a page on another name that resolves to this machine (DNS rebinding) is refused; and a request a
 * browser sends from another origin (it says so in Origin) is refused, so a site a developer visits cannot fund,
 * tamper with or reset the devnet (a cross-origin POST with a plain-text body needs no preflight, so CORS alone would
 * not stop it). Both are refused before anything is done. Tools without a browser (curl, the tests) send no Origin.
 * Returns true when it answered.
 */
export function refuseForeignControl(req: IncomingMessage, res: ServerResponse): boolean {
  const host = req.headers.host;
  if (!isLocalHost(host, req.socket.localPort)) {
    sendJson(res, 403, {
      code: -1,
      msg: "The devnet's control API answers only at localhost, 127.0.0.1 or [::1] on its own port: open the control page there.",
      data: null,
    });
    return true;
  }
  const origin = req.headers.origin;
  if (origin === undefined || origin === `http://${host ?? ''}` || origin === `https://${host ?? ''}`) return false;
  sendJson(res, 403, { code: -1, msg: "The devnet's control API answers only the devnet's own pages.", data: null }, { Vary: 'Origin' });
  return true;
}
