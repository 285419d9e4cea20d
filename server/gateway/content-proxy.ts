import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTENT_HEADERS } from '../../src/domain/security-headers';
import { createContentCache, type ContentCacheLimits, type Fetched } from './content-cache';
import type { SharedLimiter } from '../store/gateway-store';
import { clientAddress } from './rate-limit';
import { readCapped } from './upstream';

const MAX_CONTENT_BYTES = 8 * 1024 * 1024;

export interface ContentProxyDeps {
  readonly upstream: string;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  /** The operator's API key: never sent to the content host, and content that holds it is not served. */
  readonly apiKey: string | null;
  readonly cache: ContentCacheLimits;
  /** Requests a client may make, by its address (as the API's), in the gateway's store (shared by its instances). */
  readonly limiter: SharedLimiter;
  /** Told of each request refused with 429 (the metrics). */
  readonly onRefused?: () => void;
  readonly trustProxy: boolean;
}

/**
 * The gateway's content origin: `/content/<id>` fetched from the content host of the network (`--content-upstream`)
 * and answered with CONTENT_HEADERS (a sandboxed opaque origin, nosniff, CORP), on a port of its own, so a
 * stranger's HTML is never on the site's origin. Nothing else is served there. Each client is rate-limited by its
 * address; what the content host answered with success is kept in memory by inscription id (content-cache.ts), so
 * an inscription asked for again, or by many at once, is fetched once.
 */
export function createContentProxy(deps: ContentProxyDeps) {
  const cache = createContentCache(deps.cache);
  const key = deps.apiKey ? Buffer.from(deps.apiKey) : null;

  async function fetchContent(path: string): Promise<Fetched> {
    const refused = (status: number, message: string): Fetched => ({ ok: false, status, message });
    try {
      const answer = await deps.fetch(`${deps.upstream}${path}`, { signal: AbortSignal.timeout(deps.timeoutMs), redirect: 'follow' });
      if (!answer.ok) return answer.status === 404 ? refused(404, 'No such inscription.') : refused(502, 'The content host failed.');
      if (Number(answer.headers.get('content-length') ?? 0) > MAX_CONTENT_BYTES) return refused(502, 'The content is larger than this gateway serves.');
      const body = await readCapped(answer, MAX_CONTENT_BYTES);
      if (!body) return refused(502, 'The content is larger than this gateway serves.');
      const contentType = answer.headers.get('content-type') ?? 'application/octet-stream';
      // Content is bytes the gateway cannot edit: an answer that holds the operator's key is not served at all.
      if (key && (body.includes(key) || contentType.includes(deps.apiKey!)))
        return refused(502, 'The content host answered something this gateway does not pass on.');
      return { ok: true, body, contentType };
    } catch {
      return refused(502, 'The content host could not be reached.');
    }
  }

  return async function handleContent(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const text = (status: number, body: string, headers: Record<string, string> = {}) => {
      if (!res.headersSent) res.writeHead(status, { ...CONTENT_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(body);
    };
    const allowed = await deps.limiter.take(`ip:${clientAddress(req, deps.trustProxy)}`).catch(() => null);
    if (allowed === null) return void text(503, 'The gateway cannot reach its store just now: try again in a moment.', { 'Retry-After': '5' });
    if (!allowed) {
      deps.onRefused?.();
      return void text(429, 'Too many requests from your address: wait a few seconds and try again.', { 'Retry-After': '5' });
    }
    // Only `/content/<inscription id>`, matched on the raw path (nothing else is parsed, so nothing can throw here).
    const path = (req.url ?? '').split('?')[0]!;
    if ((method !== 'GET' && method !== 'HEAD') || !/^\/content\/[0-9a-f]{64}i\d+$/.test(path)) {
      return void text(404, 'Only inscription content is served here: /content/<inscription id>.');
    }
    const fetched = await cache.get(path.slice('/content/'.length), () => fetchContent(path));
    if (!fetched.ok) return void text(fetched.status, fetched.message, fetched.status === 503 ? { 'Retry-After': '5' } : {});
    res
      .writeHead(200, {
        ...CONTENT_HEADERS,
        'Content-Type': fetched.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
      })
      .end(method === 'HEAD' ? undefined : fetched.body);
  };
}
