import { resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { isNetworkName, NETWORK_NAMES, WIDEST_NETWORK, type NetworkName } from '../server/gateway/networks.ts';
import { allowCrossOrigin } from './server/http-utils.ts';
import type { Devnet } from './server/devnet-app';
import type { DevnetOptions } from './server/devnet-options';
import type * as DemoServer from './widget-demo/demo-server';
import type * as ContentServer from './server/content-server';
import type * as GatewayFront from './server/gateway-front';
import { DEVNET_CONTENT_PORT_OFFSET } from '../src/domain/security-headers.ts';

type DemoModule = typeof DemoServer;

/**
 * The network whose profile `npm start`'s gateway runs on (issue 42: the gateway is always in front): DEVNET_GATEWAY's,
 * by default Fractal mainnet, the one host that serves the swap and both markets of names and collections; `none` is the
 * devnet's own /api (the site's dialect, no gateway). Anything else stops the start.
 */
export function gatewayProfile(value: string | undefined): NetworkName | null {
  if (!value) return WIDEST_NETWORK;
  if (value === 'none') return null;
  if (!isNetworkName(value)) throw new Error(`DEVNET_GATEWAY takes ${NETWORK_NAMES.join(', ')} or none`);
  return value;
}

/**
 * Mounts the devnet into Vite's dev server (`npm start`), on the site's own origin. The devnet is loaded
 * through the dev server's own module loader when the server starts, so Vite's config never imports the
 * devnet's code (and a build never sees it).
 */
export function devnetPlugin(options: DevnetOptions & { readonly gateway?: NetworkName | null } = {}): Plugin {
  let devnet: Promise<Devnet> | null = null;
  // npm start (DEVNET_GATEWAY=testnet npm start for another network): the devnet stands for UniSat's host of that
  // network, and the site's /api is the gateway's in front of it (issue 42), the road the site takes on that network.
  const profile = options.gateway ?? null;
  /** The content origin, once the dev server knows its address (the images the devnet's answers name are there). */
  let contentOrigin: string | null = null;
  const load = (server: ViteDevServer) =>
    (devnet ??= server.ssrLoadModule('/devnet/server/gateway-front.ts').then((front) =>
      server.ssrLoadModule('/devnet/server/devnet-app.ts').then((m) =>
        (m as { createDevnet: (o: DevnetOptions) => Devnet }).createDevnet({
          ...options,
          contentOrigin: () => contentOrigin,
          ...(profile ? { profile, apiKey: (front as typeof GatewayFront).DEVNET_API_KEY } : {}),
        }),
      ),
    ));
  /** The gateway in front of the devnet, once the dev server knows its own address (the devnet's open API is there). */
  let gateway: Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>> | null = null;
  let demo: Promise<DemoModule> | null = null;
  const loadDemo = (server: ViteDevServer) => (demo ??= server.ssrLoadModule('/devnet/widget-demo/demo-server.ts') as Promise<DemoModule>);
  const widgetDir = (server: ViteDevServer) => resolve(server.config.root, 'dist-widget');
  const mount = (server: ViteDevServer, middlewares: Connect.Server) =>
    middlewares.use((req, res, next) => {
      const path = (req.url ?? '/').split('?')[0]!;
      // The widget's files and the API are called from pages on other origins (the widget's host pages). The widget's
      // files are under /widget/v1/; another path under /widget/ gets a 404 saying the URL to use (server/widget-route.ts).
      if (path.startsWith('/widget/')) {
        loadDemo(server).then(
          (m) => m.serveWidgetFile(req, res, widgetDir(server)) || next(),
          (error: unknown) => next(error),
        );
        return;
      }
      if (path.startsWith('/api/') && allowCrossOrigin(req, res)) return;
      if (gateway && (path === '/api' || path.startsWith('/api/'))) {
        gateway.then((handle) => handle(req, res)).catch((error: unknown) => next(error));
        return;
      }
      load(server).then(
        (d) => d.handle(req, res, () => next()),
        (error: unknown) => next(error),
      );
    });
  return {
    name: 'bitcoin-assets-devnet',
    configureServer(server) {
      mount(server, server.middlewares);
      // Node closes an idle kept-alive socket after 5 s; a client that sends on it at that moment gets
      // ECONNRESET. Scripts and tests pause longer than that between calls, so idle sockets live a minute.
      if (server.httpServer && 'keepAliveTimeout' in server.httpServer) {
        server.httpServer.keepAliveTimeout = 60_000;
        server.httpServer.headersTimeout = 61_000;
      }
      // Start it now: the seed is laid down and blocks are mined before the first page asks.
      void load(server);
      // The widget's demo host page, on another origin (the port 1000 up, or DEVNET_DEMO_PORT).
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (!address || typeof address === 'string') return;
        const host = address.family === 'IPv6' ? (address.address === '::1' ? 'localhost' : address.address) : address.address;
        const apiOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
        // Inscription content on an origin of its own: this host, the site's port + 2000 (where the site looks on the devnet).
        const contentPort = address.port + DEVNET_CONTENT_PORT_OFFSET;
        contentOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${contentPort}`;
        if (profile)
          gateway = Promise.all([server.ssrLoadModule('/devnet/server/gateway-front.ts'), load(server)]).then(([front, d]) => {
            server.config.logger.info(`  ➜  The site's API: the gateway on the ${profile} profile, in front of the devnet's open API`);
            return (front as typeof GatewayFront).createGatewayFront({
              network: d.profile,
              origin: apiOrigin,
              content: `http://${host.includes(':') ? `[${host}]` : host}:${contentPort}`,
              now: d.serverNow,
              sessions: d.sessions,
              interfere: d.interfere,
            });
          });
        void server
          .ssrLoadModule('/devnet/server/content-server.ts')
          .then((m) => (m as typeof ContentServer).startContentServer({ host: address.address, port: contentPort, devnet: () => load(server) }))
          .then(
            (contentServer) => {
              server.httpServer?.once('close', () => contentServer.close());
              server.config.logger.info(
                `  ➜  Inscription content (its own origin): http://${host.includes(':') ? `[${host}]` : host}:${contentPort}/content/<id>`,
              );
            },
            (error: unknown) => server.config.logger.warn(`  inscription content not served on port ${contentPort}: ${String(error)}`),
          );
        const port = Number(process.env.DEVNET_DEMO_PORT ?? address.port + 1000);
        void loadDemo(server)
          .then((m) => m.startWidgetDemo({ host: address.address, port, apiOrigin, widgetDir: widgetDir(server), devnet: () => load(server) }))
          .then(
            ({ url, server: demoServer }) => {
              server.httpServer?.once('close', () => demoServer.close());
              server.config.logger.info(`  ➜  Widget demo (another origin): ${url}`);
            },
            (error: unknown) => server.config.logger.warn(`  widget demo not started on port ${port}: ${String(error)}`),
          );
      });
    },
    // The dev wallet, on the dev server only: a production build never has it.
    transformIndexHtml(_html, ctx) {
      if (!ctx.server) return [];
      return [{ tag: 'script', attrs: { type: 'module', src: '/devnet/wallet/inject.ts' }, injectTo: 'head-prepend' }];
    },
  };
}
