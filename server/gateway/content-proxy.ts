import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTENT_HEADERS } from '../../src/domain/security-headers';
import { readCapped } from './upstream';

const MAX_CONTENT_BYTES = 8 * 1024 * 1024;

/**
 * The gateway's content origin: `/content/<id>` fetched from the content host of the network (`--content-upstream`)
 * and answered with CONTENT_HEADERS (a sandboxed opaque origin, nosniff, CORP), on a port of its own, so a
 * stranger's HTML is never on the site's origin. Nothing else is served there.
 */
export function createContentProxy(deps: { upstream: string; fetch: typeof fetch; timeoutMs: number }) {
  return async function handleContent(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const text = (status: number, body: string) => {
      if (!res.headersSent) res.writeHead(status, { ...CONTENT_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end(body);
    };
    // Only `/content/<inscription id>`, matched on the raw path (nothing else is parsed, so nothing can throw here).
    const path = (req.url ?? '').split('?')[0]!;
    if ((method !== 'GET' && method !== 'HEAD') || !/^\/content\/[0-9a-f]{64}i\d+$/.test(path)) {
      return void text(404, 'Only inscription content is served here: /content/<inscription id>.');
    }
    try {
      const answer = await deps.fetch(`${deps.upstream}${path}`, { signal: AbortSignal.timeout(deps.timeoutMs), redirect: 'follow' });
      if (!answer.ok) return void text(answer.status === 404 ? 404 : 502, answer.status === 404 ? 'No such inscription.' : 'The content host failed.');
      if (Number(answer.headers.get('content-length') ?? 0) > MAX_CONTENT_BYTES) return void text(502, 'The content is larger than this gateway serves.');
      const body = await readCapped(answer, MAX_CONTENT_BYTES);
      if (!body) return void text(502, 'The content is larger than this gateway serves.');
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
