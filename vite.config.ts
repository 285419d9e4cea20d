import { configDefaults, defineConfig } from 'vitest/config';
import { loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { resolve } from 'node:path';
import { devnetPlugin, gatewayProfile } from './devnet/vite-plugin.ts';
import { securityHeadersPlugin } from './server/vite-security-plugin.ts';
import { PREACT_ALIASES } from './scripts/preact-aliases.ts';
import { ITEM_READ_FIRST, prerenderPlugin } from './scripts/prerender.ts';
import { lazyChunks } from './scripts/lazy-chunks.ts';

/** The widget's React component on a React host page (src/widget/react.ts): run with React, in the 'dom' project. */
const REACT_HOST_TEST = 'tests/widget/react-component.test.tsx';

/** The styles every page shares (vanilla-extract modules, and the CSS each one gives): in the entry's first chunk. */
const SHARED_STYLES = /src[\\/]ui[\\/](components[\\/]page|theme[\\/]theme)\.css\.ts/;

/** What the entry imports and what each dynamic import reaches, learnt by each build (scripts/lazy-chunks.ts). */
const lazy = lazyChunks();

// The site. `--mode devnet` (npm start) mounts the local devnet on the same origin and shows its banner
// (.env.devnet); a production build has neither. The widget has its own config once it exists.
export default defineConfig(({ mode }) => ({
  plugins: [
    lazy.plugin,
    react(),
    vanillaExtractPlugin(),
    // The security headers on the dev and preview servers; a build writes them for nginx and keeps its source maps out of dist/.
    securityHeadersPlugin(loadEnv(mode, process.cwd(), 'VITE_'), { devnet: mode === 'devnet' }),
    // After a build, the pages a visitor lands on as HTML (scripts/prerender.ts, issue 46).
    prerenderPlugin(),
    ...(mode === 'devnet'
      ? [devnetPlugin({ dataFile: resolve(process.env.DEVNET_DATA ?? '.devnet-data/state.json'), gateway: gatewayProfile(process.env.DEVNET_GATEWAY) })]
      : []),
  ],
  build: {
    outDir: 'dist',
    // Made for debugging, never served: 'hidden' (no file points at them), moved to dist-sourcemaps/ after the build.
    sourcemap: 'hidden',
    manifest: true,
    // Every browser the site runs in (Chromium, Firefox 115+, Safari 17+) preloads modules itself: Vite's polyfill for
    // <link rel="modulepreload"> (a MutationObserver and a fetch per link) is first-render code no visitor needs.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The site's page, and the script an item's page runs before it (src/ui/item-read-first.ts, scripts/prerender.ts).
      input: { index: resolve('index.html'), 'item-read-first': resolve(ITEM_READ_FIRST) },
      // react-router reads React 19's `use` and `useOptimistic` when the React it runs on has them, and does without
      // when not (preact/compat has neither): the bundler's note that they are undefined here is expected.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && /[\\/]react-router[\\/]/.test(warning.id ?? '')) return;
        warn(warning);
      },
      output: {
        // The libraries of the first render in one chunk: left to itself the bundler splits react and the router into a
        // common chunk when a lazy chunk shares them, and two gzip streams cost more. xstate is not among them: the
        // first render runs no machine (the toast's and the wallet's load after it), so it is a chunk of its own.
        codeSplitting: {
          groups: [
            // What an item's page runs before the entry (src/ui/item-read-first.ts: the site's services, its read), in one
            // chunk that the entry imports too; left to itself the bundler split it into seven, and every page's first
            // render with it. The theme's and the page layout's styles too, which every page shares with its own chunk:
            // one stylesheet instead of two and no chunk of their own, two requests fewer on every page (Lantern, an
            // item's page: 1,868 → 1,837 ms).
            {
              name: 'boot',
              test: (id: string) => lazy.importsOf(ITEM_READ_FIRST)(id) || SHARED_STYLES.test(id),
              includeDependenciesRecursively: false,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|use-sync-external-store|use-isomorphic-layout-effect|cookie|set-cookie-parser)[\\/]/,
            },
            // On an item's road (issue 46), one chunk for the API layer's modules and one for the item page's, beyond the
            // first render's: its 27 files became 5 (Lighthouse, with the reads asked for first: LCP 2,683 → about 2,000 ms).
            // Other pages that share the item page's modules load its chunk (the market's +2.7 KB, /swap's +4.4 KB).
            // xstate and its React hooks, once the first render is in (the toast's and the wallet's machines): one chunk.
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]/ },
            { name: 'api', test: lazy.partsOf('src/services/api/create-api.ts'), includeDependenciesRecursively: false },
            { name: 'item', test: lazy.partsOf('src/ui/pages/item-page.tsx'), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  // The site runs on Preact's React layer, as the widget does (vite.widget.config.ts): the same components and hooks on
  // a 4 KB renderer instead of React DOM, whose 58 KB a phone parses before its first paint (issue 46). The unit
  // projects keep React (Testing Library renders with it; 'widget-preact' runs the widget's views on Preact); the
  // browser tests drive this build.
  resolve: mode === 'test' ? {} : { alias: PREACT_ALIASES },
  server: { port: 5173, strictPort: false },
  // The dev wallet is injected into the page (devnet mode), so Vite cannot find it in index.html: name it,
  // so its dependencies are bundled when the server starts rather than on the first page load.
  optimizeDeps: mode === 'devnet' ? { entries: ['index.html', 'devnet/wallet/inject.ts'] } : {},
  preview: { port: 4173, strictPort: true },
  test: {
    // Rules, services, the devnet and lint run in Node; views and model paths in jsdom (a file that needs a DOM
    // among the first says so with `// @vitest-environment jsdom`). Files share their worker's modules and jsdom
    // (isolate: false; the setup files take each test's render and fake clock down): the stage went from 78 s to 56 s.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: ['tests/{unit,api,wallets,lint,devnet,gateway}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-node.ts'],
        },
      },
      // Views: jest-dom's matchers, and each test's render taken down after it (tests/setup.ts). The widget's React
      // component is here too: its host page runs React itself, not the widget's Preact.
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: ['tests/{model,ui}/**/*.test.{ts,tsx}', REACT_HOST_TEST],
          setupFiles: ['tests/setup.ts'],
        },
      },
      // The widget as it ships: the same modules on Preact's React layer (vite.widget.config.ts's aliases), the
      // libraries that import React taken through them too.
      {
        extends: true,
        resolve: { alias: PREACT_ALIASES },
        test: {
          name: 'widget-preact',
          environment: 'jsdom',
          include: ['tests/widget/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, REACT_HOST_TEST],
          setupFiles: ['tests/setup-widget.ts'],
          // Bundled for the test as the widget's build bundles them, so their `require('react')` is Preact's too.
          // (the bundle itself is run through Vite, so its `import 'react'` meets the aliases above)
          server: { deps: { inline: [/[\\/]\.vite[\\/]vitest[\\/]/] } },
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: ['@xstate/react', '@tanstack/react-query', 'use-sync-external-store/shim/with-selector', 'use-isomorphic-layout-effect'],
                rolldownOptions: {
                  resolve: {
                    alias: {
                      'react-dom/client': 'preact/compat/client',
                      'react-dom': 'preact/compat',
                      'react/jsx-runtime': 'preact/jsx-runtime',
                      react: 'preact/compat',
                    },
                  },
                },
              },
            },
          },
        },
      },
    ],
    // One seeded devnet for the run, its state shared with every test process.
    globalSetup: ['tests/global-setup.ts'],
    // A seeded devnet takes a few seconds to lay down its month of trades; on a busy 2-core machine more.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    css: false,
    restoreMocks: true,
    // Vitest's default leaves one core of two idle in a run (CPUs - 1); the tests are independent files.
    maxWorkers: 2,
  },
}));
