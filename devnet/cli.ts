/**
 * The devnet on its own, for pages on another origin:
 *   npm run devnet -- [--port 8787] [--data .devnet-data/state.json]     (or DEVNET_PORT)
 *                     [--site dist-devnet] [--widget dist-widget]       (serve a built site and the widget, compressed)
 *                     [--demo-port 9787]                                 (the widget's demo host page on another origin)
 *                     [--gateway fractal|testnet|…|none]                 (the site's /api through the gateway on that network's
 *                                                                         profile, the devnet its upstream: server/gateway-front.ts;
 *                                                                         fractal unless said; none: the devnet's own /api)
 *   npm run devnet:reset                                                  (forget all state)
 */
import { createServer } from 'node:http';
import { keepIdleSocketsAMinute } from './server/keep-alive';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDevnet } from './server/devnet-app';
import { allowCrossOrigin } from './server/http-utils';
import { serveFile } from '../server/static-files';
import { pageFileOf } from '../server/prerendered-pages';
import { serveWidgetFile, startWidgetDemo } from './widget-demo/demo-server';
import { WIDGET_PATH } from '../server/widget-route';
import { contentPortFor, startContentServer } from './server/content-server';
import { devnetContentOrigin, siteHeaders } from '../src/domain/security-headers';
import { buildPolicy } from '../server/site-headers';
import { isNetworkName, NETWORK_NAMES, WIDEST_NETWORK } from '../server/gateway/networks';
import { createGatewayFront, DEVNET_API_KEY } from './server/gateway-front';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dataFile = resolve(option('data') ?? process.env.DEVNET_DATA ?? '.devnet-data/state.json');

if (args.includes('--reset')) {
  rmSync(dataFile, { force: true });
  console.log(`devnet: state removed (${dataFile}); it starts over on the next start.`);
  process.exit(0);
}

const port = Number(option('port') ?? process.env.DEVNET_PORT ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('devnet: --port takes a port number (1 to 65535)');
  process.exit(2);
}
const site = option('site');
/** The built site's policy (its index.html read once); the content origin is added per request, from its Host. */
const sitePolicy = site ? buildPolicy({}, resolve(site)) : null;
const widget = option('widget');
// The gateway is in front (issue 42), on Fractal mainnet's profile unless said (`--gateway none`: the devnet's own /api).
const given = option('gateway') ?? WIDEST_NETWORK;
if (given !== 'none' && !isNetworkName(given)) {
  console.error(`devnet: --gateway takes ${NETWORK_NAMES.join(', ')} or none`);
  process.exit(2);
}
const profile = given === 'none' ? undefined : given;
const devnet = createDevnet({
  dataFile,
  contentOrigin: () => `http://127.0.0.1:${contentPortFor(port)}`,
  ...(profile ? { profile, apiKey: DEVNET_API_KEY } : {}),
});
const front = profile
  ? createGatewayFront({
      network: devnet.profile,
      origin: `http://127.0.0.1:${port}`,
      content: `http://127.0.0.1:${contentPortFor(port)}`,
      now: devnet.serverNow,
      sessions: devnet.sessions,
      interfere: devnet.interfere,
    })
  : null;
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://devnet.local').pathname;
  // The widget's files, to any origin, compressed.
  if (widget && serveWidgetFile(req, res, resolve(widget))) return;
  // Pages on another origin call the API (the widget): allowed, with the request headers the site sends. The
  // control API answers the devnet's own pages only.
  if (path.startsWith('/api/') && allowCrossOrigin(req, res)) return;
  // Through the gateway: the site's API is the gateway's, which calls this devnet's open API.
  if (front && (path === '/api' || path.startsWith('/api/'))) return void front(req, res);
  void devnet.handle(req, res, () => {
    // A built site (production code), compressed, with the site's security headers (its content origin is this
    // host's content port); a path that is no file is a page of the app (prerendered, or index.html).
    if (sitePolicy) {
      const content = devnetContentOrigin(req.headers.host);
      for (const [name, value] of Object.entries(siteHeaders({ ...sitePolicy, content }))) res.setHeader(name, value);
    }
    if (
      site &&
      (serveFile(req, res, resolve(site), path, { 'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' }) ||
        serveFile(req, res, resolve(site), pageFileOf(resolve(site), req.url ?? '/'), { 'Cache-Control': 'no-cache' }))
    )
      return;
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.');
  });
});
keepIdleSocketsAMinute(server);
server.listen(port, '127.0.0.1', () => {
  console.log(`devnet: http://127.0.0.1:${port}/api (control page http://127.0.0.1:${port}/devnet), state in ${dataFile}`);
  if (profile) console.log(`devnet: the site's API through the gateway on the ${profile} profile; the devnet's open API at http://127.0.0.1:${port}/v1/…`);
  if (site) console.log(`devnet: the site from ${site} at http://127.0.0.1:${port}/`);
  if (widget) console.log(`devnet: the widget from ${widget} at http://127.0.0.1:${port}${WIDGET_PATH}`);
  const demoPort = option('demo-port');
  if (widget && demoPort) {
    // The demo host page on another origin; the dev wallet is put into it by whoever drives the browser.
    void startWidgetDemo({
      host: '127.0.0.1',
      port: Number(demoPort),
      apiOrigin: `http://127.0.0.1:${port}`,
      widgetDir: resolve(widget),
      devnet: async () => devnet,
      walletScript: false,
    }).then(({ url }) => console.log(`devnet: the widget's demo page at ${url}`));
  }
  // Inscription content on an origin of its own (the site on the devnet finds it at this port).
  const contentPort = contentPortFor(port);
  startContentServer({ host: '127.0.0.1', port: contentPort, devnet: async () => devnet }).then(
    () => console.log(`devnet: inscription content at http://127.0.0.1:${contentPort}/content/<id>`),
    (error: unknown) => console.warn(`devnet: inscription content not served on port ${contentPort}: ${String(error)}`),
  );
  console.log('devnet: a local simulation; coins have no value.');
});
