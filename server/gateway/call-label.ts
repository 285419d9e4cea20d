import { splitLayer } from '../api-layers';
import { siteCallName } from './call-table';

/**
 * What a request is, for the log and the metrics, in a few hundred names at most and never a value from the request:
 * the site's call as the specs name it (`query GET /brc20/{x}/info`: a path's addresses and ids are `{x}`), `healthz`,
 * `readyz`, `widget`, `site` (a page or a file of the site), or `api (no such call)`.
 */
export function callLabel(method: string, pathname: string): string {
  if (pathname === '/healthz' || pathname === '/readyz') return pathname.slice(1);
  if (pathname.startsWith('/widget/')) return 'widget';
  if (pathname !== '/api' && !pathname.startsWith('/api/')) return 'site';
  const { layer, path } = splitLayer(pathname.slice('/api'.length) || '/');
  const call = siteCallName(layer, method.toUpperCase(), path);
  // The layer as asked (query-5byte's calls are the query layer's, under its own base).
  return call ? `${layer} ${call.split(' ').slice(1).join(' ')}` : 'api (no such call)';
}
