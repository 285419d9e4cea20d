import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTENT_HEADERS } from '../../src/domain/security-headers';

const MAX_CONTENT_BYTES = 8 * 1024 * 1024;

/**
 * The gateway's content origin: `/content/<id>` fetched from the content host of the network (`--content-upstream`)
 * and answered with CONTENT_HEADERS (a sandboxed opaque origin, nosniff, CORP), on a port of its own, so a
 * stranger's HTML is never on the site's origin. Nothing else is served there.
 */
export function createContentProxy(deps: { upstream: string; fetch: typeof fetch; timeoutMs: number }) {
  return async function handleContent(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://content.local');
    const method = (req.method ?? 'GET').toUpperCase();
    const text = (status: number, body: string) => res.writeHead(status, { ...CONTENT_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end(body);
    if ((method !== 'GET' && method !== 'HEAD') || !/^\/content\/[0-9a-f]{64}i\d+$/.test(url.pathname)) {
      return void text(404, 'Only inscription content is served here: /content/<inscription id>.');
    }
    try {
      const answer = await deps.fetch(`${deps.upstream}${url.pathname}`, { signal: AbortSignal.timeout(deps.timeoutMs), redirect: 'follow' });
      if (!answer.ok) return void text(answer.status === 404 ? 404 : 502, answer.status === 404 ? 'No such inscription.' : 'The content host failed.');
      const body = Buffer.from(await answer.arrayBuffer());
      if (body.length > MAX_CONTENT_BYTES) return void text(502, 'The content is larger than this gateway serves.');
      res
        .writeHead(200, {
          ...CONTENT_HEADERS,
          'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream',
          'Cache-Control': 'public, max-age=31536000, immutable',
        })
        .end(method === 'HEAD' ? undefined : body);
    } catch {
      text(502, 'The content host could not be reached.');
    }
  };
}
