import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Devnet } from '../server/devnet-app';
import { allowCrossOrigin } from '../server/http-utils';
import { serveFile } from '../../server/static-files';
import { WIDGET_PATH, widgetRoute } from '../../server/widget-route';
import { FEE_ADDRESS } from '../market/market-config';
import { contentOriginOf } from '../server/content-server';
import { hostCsp } from './host-csp';
import { handlePlayground } from './playground-server';

/**
 * The widget on a page of another site: `npm start` serves the built widget (dist-widget/) at
 * /widget/v1/ on the API's origin, and runs this demo host page on another origin (the next port up by 1000),
 * under a strict Content Security Policy. The page embeds both widgets: the swap integrated, the buy as a
 * modal, with a hostile stylesheet to switch on, and `?passthrough` for the page's own wallet connection. Its
 * playground (`/playground`, playground-server.ts) places a widget with the options an embedder sets.
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};
const typeOf = (file: string) => TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';

/**
 * The snippet a host pastes: the loader with its Subresource Integrity hash, as `build:widget` prints it (`data-preload`:
 * the widget's code loads at once, and `BitcoinAssetsWidget` is defined for the page's scripts after it). Under a CSP
 * without inline scripts, the tag carries the page's nonce, which the loader gives its import map.
 */
export function loaderSnippet(widgetDir: string, origin: string, nonce?: string): { integrity: string; snippet: string } {
  const integrity = `sha384-${createHash('sha384')
    .update(readFileSync(join(widgetDir, 'loader.js')))
    .digest('base64')}`;
  const nonceAttr = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return {
    integrity,
    snippet: `<script src="${origin}${WIDGET_PATH}loader.js" integrity="${integrity}" crossorigin="anonymous"${nonceAttr} data-preload></script>`,
  };
}

/**
 * Serves dist-widget/ at /widget/v1/ to any origin (server/widget-route.ts, as the gateway does): another path under
 * /widget/ is a 404 that says the URL to use. Returns false for paths outside /widget/.
 */
export function serveWidgetFile(req: IncomingMessage, res: ServerResponse, widgetDir: string): boolean {
  const url = new URL(req.url ?? '/', 'http://devnet.local');
  const route = widgetRoute(url.pathname);
  if (!route) return false;
  if (allowCrossOrigin(req, res)) return true;
  // Compressed as a host should serve them (brotli or gzip, as the browser asks).
  if ('file' in route && serveFile(req, res, widgetDir, route.file, { 'Cache-Control': 'no-cache', 'Cross-Origin-Resource-Policy': 'cross-origin' }))
    return true;
  res
    .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
    .end(
      'notHere' in route ? route.notHere : existsSync(widgetDir) ? `No widget file at ${url.pathname}.` : 'The widget is not built: run npm run build:widget.',
    );
  return true;
}

/**
 * The strict policy the demo page runs under (host-csp.ts, the one the playground shows): no inline script or style,
 * no eval; the API's origin for scripts and calls, the devnet's content origin (the API's port + 2000) beside it for
 * the item's picture and frame. The nonce is the one inline script's, the loader's import map (the hashes of the
 * widget's files): the page gives it to the loader's tag, which gives it to the map.
 */
export function demoCsp(apiOrigin: string, nonce: string): string {
  return hostCsp({ apiOrigin, contentOrigin: contentOriginOf(apiOrigin), nonce });
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function demoPage(
  apiOrigin: string,
  integrity: string,
  nonce: string,
  listing: { category: string; auctionId: string; title: string } | null,
  walletScript: boolean,
  passthrough: boolean,
): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo shop: the Bitcoin Assets widget on another site</title>
<link rel="stylesheet" href="/demo.css">
<link rel="stylesheet" href="/hostile.css" id="hostile" disabled>
${walletScript ? `<script type="module" src="${apiOrigin}/devnet/wallet/inject.ts"></script>` : ''}
<script src="/host-wallet.js" defer></script>
<script src="/demo.js" defer></script>
</head>
<body data-api="${escapeAttr(apiOrigin)}" data-fee-address="${escapeAttr(FEE_ADDRESS)}" data-category="${escapeAttr(listing?.category ?? '')}" data-auction-id="${escapeAttr(listing?.auctionId ?? '')}">
<header class="bar"><strong>Demo shop</strong> <span>a page on ${'another origin'} than the API, under a strict Content Security Policy</span></header>
<main>
  <h1>The Bitcoin Assets widget, embedded</h1>
  <p>The swap below is the widget integrated in this page; the buy opens it as a modal. Local devnet: coins have no value.</p>
  <p class="controls">
    <label><input type="checkbox" id="hostile-switch"> Hostile stylesheet</label>
    <span id="mode">Wallet: ${passthrough ? 'passed through from this page' : 'the widget connects its own'}</span>
    <button type="button" id="host-connect"${passthrough ? '' : ' hidden'}>Connect wallet (this page's own)</button>
    <a href="/playground">The playground: set the options, copy the snippet and the policy</a>
  </p>
  <section aria-labelledby="swap-title"><h2 id="swap-title">Trade tokens here</h2><div id="swap-slot"></div></section>
  <section aria-labelledby="buy-title"><h2 id="buy-title">Our pick from the market</h2>
    <p>${listing ? `For sale: ${escapeAttr(listing.title)}.` : 'Nothing is listed at a fixed price right now.'}</p>
    <button type="button" id="buy-open"${listing ? '' : ' disabled'}>Buy with the widget</button>
  </section>
  <section aria-labelledby="events-title"><h2 id="events-title">What the page heard</h2><ol id="events"></ol></section>
</main>
<script src="${apiOrigin}${WIDGET_PATH}loader.js" integrity="${integrity}" crossorigin="anonymous" nonce="${nonce}" data-preload></script>
</body>
</html>`;
}

export interface WidgetDemoOptions {
  readonly host: string;
  readonly port: number;
  readonly apiOrigin: string;
  readonly widgetDir: string;
  readonly devnet: () => Promise<Devnet>;
  /** Whether the page loads the dev wallet from the dev server (npm start); false when a test puts it in the page. */
  readonly walletScript?: boolean;
}

/** Starts the demo host page's server. Resolves with its URL. */
export function startWidgetDemo(options: WidgetDemoOptions): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://demo.local');
      if (url.pathname === '/') {
        if (!existsSync(join(options.widgetDir, 'loader.js'))) {
          res
            .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' })
            .end('The widget is not built: run npm run build:widget (npm start does it first).');
          return;
        }
        const devnet = await options.devnet();
        // The demo may be the first page opened on a fresh devnet: the seed (and its listings) first.
        devnet.ensureSeeded();
        const asked = url.searchParams.get('auctionId');
        const open = Object.values(devnet.state().market.listings).filter(
          (l) => l.status === 'listed' && l.marketType === 'fixedPrice' && l.nftType === 'collection',
        );
        const chosen = (asked ? Object.values(devnet.state().market.listings).find((l) => l.auctionId === asked) : open[0]) ?? null;
        const title = chosen?.inscriptionId
          ? (devnet.indexer.state().inscriptions[chosen.inscriptionId]?.collection?.itemName ?? chosen.name ?? chosen.auctionId)
          : (chosen?.name ?? chosen?.auctionId ?? '');
        const listing = chosen ? { category: chosen.nftType, auctionId: chosen.auctionId, title } : null;
        const nonce = randomBytes(16).toString('base64');
        res.writeHead(200, { 'Content-Type': TYPES['.html']!, 'Content-Security-Policy': demoCsp(options.apiOrigin, nonce), 'Cache-Control': 'no-store' });
        res.end(
          demoPage(
            options.apiOrigin,
            loaderSnippet(options.widgetDir, options.apiOrigin).integrity,
            nonce,
            listing,
            options.walletScript !== false,
            url.searchParams.has('passthrough'),
          ),
        );
        return;
      }
      const playground = {
        apiOrigin: options.apiOrigin,
        widgetDir: options.widgetDir,
        loaderTag: (nonce: string) => loaderSnippet(options.widgetDir, options.apiOrigin, nonce).snippet,
        devnet: options.devnet,
        walletScript: options.walletScript !== false,
      };
      if (await handlePlayground(req, res, playground)) return;
      if (url.pathname === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }
      const name = url.pathname.slice(1);
      if (['demo.js', 'host-wallet.js', 'demo.css', 'hostile.css'].includes(name)) {
        res.writeHead(200, { 'Content-Type': typeOf(name), 'Cache-Control': 'no-store' }).end(readFileSync(join(here, name)));
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.');
    })().catch((error: unknown) => {
      console.error('[widget demo]', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The demo page failed.');
    });
  });
  return new Promise((done, failed) => {
    server.once('error', failed);
    server.listen(options.port, options.host, () =>
      done({ url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}/`, server }),
    );
  });
}
