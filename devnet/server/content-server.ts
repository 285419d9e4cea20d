import { keepIdleSocketsAMinute } from './keep-alive';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { CONTENT_HEADERS, DEVNET_CONTENT_PORT_OFFSET } from '../../src/domain/security-headers';
import type { Devnet } from './devnet-app';

/**
 * The devnet's content origin (issue 24): inscription content at `/content/<id>` on a port of its own (the site's
 * port + 2000, where the site looks for it on the devnet), so a stranger's HTML opened at its URL is never on the
 * site's origin. Every answer carries CONTENT_HEADERS (a sandboxed opaque origin, nosniff, CORP); the content
 * itself is the API's content call (/api/static/content/<id>), which carries them as well.
 */
export function contentPortFor(sitePort: number): number {
  return sitePort + DEVNET_CONTENT_PORT_OFFSET;
}

/** The content origin beside an API origin (`http://127.0.0.1:5177` → `http://127.0.0.1:7177`), for a page's CSP. */
export function contentOriginOf(apiOrigin: string): string {
  const url = new URL(apiOrigin);
  return `${url.protocol}//${url.hostname}:${contentPortFor(Number(url.port || (url.protocol === 'https:' ? 443 : 80)))}`;
}

export function handleContent(req: IncomingMessage, res: ServerResponse, devnet: Devnet): void {
  const url = new URL(req.url ?? '/', 'http://devnet.local');
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'OPTIONS') {
    res.writeHead(204, { ...CONTENT_HEADERS, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  if ((method === 'GET' || method === 'HEAD') && /^\/content\/[^/]+$/.test(url.pathname)) {
    req.url = `/api/static${url.pathname}${url.search}`;
    // HEAD is answered as GET (Node sends no body for a HEAD request), with the same headers.
    req.method = 'GET';
    void devnet.handle(req, res);
    return;
  }
  res
    .writeHead(404, { ...CONTENT_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' })
    .end('Only inscription content is served here: /content/<inscription id>.');
}

/** Starts the content origin on `port`; resolves once it listens. */
export function startContentServer(options: { host: string; port: number; devnet: () => Promise<Devnet> }): Promise<Server> {
  const server = createServer((req, res) => {
    options.devnet().then(
      (devnet) => handleContent(req, res, devnet),
      () => res.writeHead(503, { ...CONTENT_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('The devnet is not running.'),
    );
  });
  keepIdleSocketsAMinute(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
