import type { IncomingMessage, ServerResponse } from 'node:http';
import { siteHeaders, type SitePolicy } from '../../src/domain/security-headers';
import { gzipSync } from 'node:zlib';
import { serveFile } from '../static-files';
import { createPageHtml } from '../prerendered-pages';

/** What the built site learns from the page it is served in (meta tags: no inline script, so the CSP stays strict). */
export interface RuntimeSettings {
  /** The address format the site works in (it knows mainnet and testnet): Fractal's networks use mainnet's. */
  readonly network: 'mainnet' | 'testnet';
  /** The gateway's network by name (server/gateway/networks.ts: `fractal-testnet`), for a site that tells them apart. */
  readonly networkName: string;
  readonly contentBase: string;
  /** Where the market's service fee is paid (the buy dialog's check needs it: the market's answers do not say). */
  readonly marketFeeAddress: string | null;
  /** The swap module the operator pins for this network (`--swap-module`): deposits and withdrawals go to it only. */
  readonly swapModule?: string | null;
}

/** index.html with the runtime settings as meta tags the site reads at start (src/ui/app/config.ts). */
export function pageWithSettings(html: string, settings: RuntimeSettings): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const fee = settings.marketFeeAddress ? `<meta name="ba-market-fee-address" content="${escape(settings.marketFeeAddress)}">` : '';
  const module = settings.swapModule ? `<meta name="ba-swap-module" content="${escape(settings.swapModule)}">` : '';
  const tags = `<meta name="ba-network" content="${escape(settings.network)}"><meta name="ba-network-name" content="${escape(settings.networkName)}"><meta name="ba-content-base" content="${escape(settings.contentBase)}">${fee}${module}`;
  return html.replace('</head>', `${tags}</head>`);
}

/**
 * The production build: its files (compressed, immutable under /assets/), every other path the app's page (its
 * prerendered HTML where the build wrote one, server/prerendered-pages.ts) with the
 * runtime settings, all with the site's security headers (the content origin added). Returns false when there is
 * no built site.
 */
export function createSiteServer(deps: { siteDir: string; policy: SitePolicy; settings: (host: string | undefined) => RuntimeSettings }) {
  const pageHtml = createPageHtml(deps.siteDir);
  return function serveSite(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    const settings = deps.settings(req.headers.host);
    const html = pageHtml(req.url ?? path, settings.network);
    if (!html) return false;
    for (const [name, value] of Object.entries(siteHeaders({ ...deps.policy, content: settings.contentBase }))) res.setHeader(name, value);
    if (path !== '/' && path !== '/index.html') {
      const immutable = path.startsWith('/assets/');
      if (serveFile(req, res, deps.siteDir, path, { 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' })) return true;
      if (immutable || /\.[a-z0-9]+$/i.test(path)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.');
        return true;
      }
    }
    // The page differs per host (its content origin): gzipped here, small enough not to keep.
    const page = Buffer.from(pageWithSettings(html, settings));
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res
      .writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      })
      .end(gzip ? gzipSync(page) : page);
    return true;
  };
}
