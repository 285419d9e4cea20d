/**
 * The security headers on every server Vite runs for the site, and the build's deployment outputs:
 *   vite preview   every header, the full CSP (what the browser tests check)
 *   vite (dev)     every header, the CSP without script-src and style-src (hot reload runs inline code)
 *   vite build     dist-deploy/nginx.conf (the same headers for nginx), dist-deploy/nginx-gateway.conf (nginx in front
 *                  of several gateway instances: docs/operators.md), and the source maps moved out of dist/
 *                  into dist-sourcemaps/ (built 'hidden': no file in dist/ points at them), so none is served
 */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { devnetContentOrigin, siteHeaders } from '../src/domain/security-headers.ts';
import { buildPolicy, type BuildEnv } from './site-headers.ts';
import { nginxConfig } from './nginx-config.ts';
import { gatewayNginxConfig } from './gateway-nginx-config.ts';

export function securityHeadersPlugin(env: BuildEnv, options: { devnet: boolean }): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'bitcoin-assets-security-headers',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    configureServer(server) {
      // The devnet's content origin is the page's host on another port: allowed by the policy.
      server.middlewares.use((req, res, next) => {
        const content = options.devnet ? devnetContentOrigin(req.headers.host) : null;
        const headers = siteHeaders(buildPolicy(env, null, { development: true, ...(content ? { content } : {}) }));
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
    configurePreviewServer(server) {
      const headers = siteHeaders(buildPolicy(env, resolve(root, outDir)));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
    closeBundle() {
      const dist = resolve(root, outDir);
      const maps = resolve(root, `${outDir}-sourcemaps`);
      rmSync(maps, { recursive: true, force: true });
      const assets = join(dist, 'assets');
      for (const file of safeList(assets).filter((f) => f.endsWith('.map'))) {
        mkdirSync(maps, { recursive: true });
        renameSync(join(assets, file), join(maps, file));
      }
      if (options.devnet) return;
      const deploy = resolve(root, 'dist-deploy');
      mkdirSync(deploy, { recursive: true });
      writeFileSync(join(deploy, 'nginx.conf'), nginxConfig(buildPolicy(env, dist)));
      writeFileSync(join(deploy, 'nginx-gateway.conf'), gatewayNginxConfig());
    },
  };
}

const safeList = (dir: string): string[] => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};
