import type { Connect, Plugin, ViteDevServer } from 'vite';
import type { Devnet, DevnetOptions } from './server/devnet-app';

/**
 * Mounts the devnet into Vite's dev server (`npm start`), on the site's own origin. The devnet is loaded
 * through the dev server's own module loader when the server starts, so Vite's config never imports the
 * devnet's code (and a build never sees it).
 */
export function devnetPlugin(options: DevnetOptions = {}): Plugin {
  let devnet: Promise<Devnet> | null = null;
  const load = (server: ViteDevServer) =>
    (devnet ??= server.ssrLoadModule('/devnet/server/devnet-app.ts').then((m) => (m as { createDevnet: (o: DevnetOptions) => Devnet }).createDevnet(options)));
  const mount = (server: ViteDevServer, middlewares: Connect.Server) =>
    middlewares.use((req, res, next) => {
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
    },
    // The dev wallet, on the dev server only: a production build never has it.
    transformIndexHtml(_html, ctx) {
      if (!ctx.server) return [];
      return [{ tag: 'script', attrs: { type: 'module', src: '/devnet/wallet/inject.ts' }, injectTo: 'head-prepend' }];
    },
  };
}
