import type { Connect, Plugin } from 'vite';
import { createDevnet, type DevnetOptions } from './server/devnet-app';

/** Mounts the devnet into Vite's dev server (`npm start`) and preview server, on the site's own origin. */
export function devnetPlugin(options: DevnetOptions = {}): Plugin {
  const devnet = createDevnet(options);
  const mount = (middlewares: Connect.Server) => middlewares.use((req, res, next) => void devnet.handle(req, res, () => next()));
  return {
    name: 'bitcoin-assets-devnet',
    configureServer(server) {
      mount(server.middlewares);
    },
    configurePreviewServer(server) {
      mount(server.middlewares);
    },
    // The dev wallet, on the dev server only: a production build never has it.
    transformIndexHtml(_html, ctx) {
      if (!ctx.server) return [];
      return [{ tag: 'script', attrs: { type: 'module', src: '/devnet/wallet/inject.ts' }, injectTo: 'head-prepend' }];
    },
  };
}
