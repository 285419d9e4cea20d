import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { PREACT_ALIASES } from './scripts/preact-aliases.ts';
import { widgetFiles } from './scripts/widget-files.ts';

/**
 * The widget (issue 14), built in two passes into dist-widget/ by `npm run build:widget`
 * (scripts/build-widget.ts):
 *   --mode loader   the loader, src/widget/loader.ts: one classic script (IIFE), loader.js
 *   (default)       the widget, src/widget/widget.ts: an ES module, widget.js, with chunks it loads on demand
 *   --mode react    the React component, src/widget/react.ts: react.js, an ES module for hosts that bundle React,
 *                   which imports `react` (the host's: never bundled) and no file of the widget (not in the loader's hashes)
 * Every module's CSS goes into the widget's JavaScript as one string, which each widget adopts into its
 * shadow root: the host page gets no stylesheet, and no <link> or <style> is added to its head.
 * The loader is built second because it holds the SHA-384 hash of every file of the widget (issue 24,
 * src/widget/integrity-map.ts), so the host's SRI hash of loader.js covers them all.
 */
const OUT_DIR = 'dist-widget';

/**
 * Wraps every dynamic import of the widget's code (`import('…')` with a literal) in chunk-guard.ts's guardChunk:
 * a lazy chunk the browser refuses for its hash then stops the widget with onError, not half of it.
 */
const GUARD = fileURLToPath(new URL('./src/widget/chunk-guard.ts', import.meta.url));
const DYNAMIC_IMPORT = /(?<![\w$.])import\((\s*(["'`])[^"'`\n]+\2\s*)\)/g;
function guardDynamicImports(): Plugin {
  return {
    name: 'bitcoin-assets-widget-guard-imports',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id.split('?')[0]!) || id.startsWith(GUARD) || !DYNAMIC_IMPORT.test(code)) return null;
      DYNAMIC_IMPORT.lastIndex = 0;
      const wrapped = code.replace(DYNAMIC_IMPORT, (_all, specifier: string) => `__baGuardChunk(import(${specifier}))`);
      return { code: `import { guardChunk as __baGuardChunk } from ${JSON.stringify(GUARD)};\n${wrapped}`, map: null };
    },
  };
}

const CSS_PLACEHOLDER = /(["'`])__BA_WIDGET_CSS__\1/;

function cssIntoShadowRoot(): Plugin {
  return {
    name: 'bitcoin-assets-widget-css',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const sheets = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      const text = sheets.map((file) => (file.type === 'asset' ? String(file.source) : '')).join('\n');
      sheets.forEach((file) => delete bundle[file.fileName]);
      const holders = Object.values(bundle).filter((file) => file.type === 'chunk' && CSS_PLACEHOLDER.test(file.code));
      if (process.env.WIDGET_DEBUG)
        console.log(Object.values(bundle).map((f) => [f.fileName, f.type === 'chunk' ? f.code.includes('__BA_WIDGET_CSS__') : f.source.length]));
      if (holders.length !== 1) this.error(`the widget's stylesheet has ${holders.length} places to go (expected 1)`);
      for (const file of holders) if (file.type === 'chunk') file.code = file.code.replace(CSS_PLACEHOLDER, () => JSON.stringify(text));
    },
  };
}

/** react.js: the component and hook for React hosts, React left to the host's bundler (its peer), readable as written. */
const reactComponent: UserConfig = {
  envPrefix: 'BA_WIDGET_NEVER_',
  publicDir: false,
  build: {
    outDir: OUT_DIR,
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2022',
    lib: { entry: 'src/widget/react.ts', formats: ['es'], fileName: () => 'react.js' },
    rolldownOptions: { external: [/^react($|\/)/] },
  },
};

export default defineConfig(({ mode }) => {
  const loader = mode === 'loader';
  if (mode === 'react') return reactComponent;
  return {
    plugins: loader ? [] : [react(), vanillaExtractPlugin(), cssIntoShadowRoot(), guardDynamicImports()],
    // The widget never reads the site's VITE_* settings: its host passes everything in its options.
    envPrefix: 'BA_WIDGET_NEVER_',
    // The widget ships the site's very modules on Preact's React layer (preact/compat): the same components,
    // about 40 KB gzip less than React DOM on a host page. The widget's browser tests run on this build.
    resolve: loader
      ? {}
      : {
          alias: PREACT_ALIASES,
        },
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      // The loader's build reads the widget's, built just before it (scripts/build-widget.ts).
      ...(loader ? { __BA_WIDGET_FILES__: JSON.stringify(widgetFiles(OUT_DIR)) } : {}),
    },
    publicDir: false,
    build: {
      outDir: OUT_DIR,
      emptyOutDir: !loader,
      sourcemap: false,
      target: 'es2022',
      cssCodeSplit: false,
      // No <link rel="modulepreload"> in the host's head: chunks are imported, nothing else.
      modulePreload: false,
      manifest: !loader,
      lib: loader
        ? { entry: 'src/widget/loader.ts', formats: ['iife'], name: 'BitcoinAssetsWidgetLoader', fileName: () => 'loader.js' }
        : { entry: 'src/widget/widget.ts', formats: ['es'], fileName: () => 'widget.js' },
      // Lib mode keeps an ES module's whitespace for bundlers to tree-shake; browsers load these files: minify all.
      rolldownOptions: {
        output: {
          minify: true,
          ...(loader
            ? {}
            : {
                // Chunks by their hash alone: the loader carries every file's name with its SHA-384 (issue 24), and a
                // name is bytes the host's first script pays for (the manifest says which module is in which chunk).
                chunkFileNames: 'chunks/[hash].js',
                // React and xstate go in one chunk with the entry's first render: one gzip stream, not four (and
                // chunk-guard.ts, which every chunk with a dynamic import uses, rather than a file of its own). The toast's
                // view and the wallet's dialogs, which the site loads after its first render, are in it too: a widget runs
                // machines from its first render, so they would only be two more files in the loader.
                codeSplitting: {
                  groups: [
                    {
                      name: 'core',
                      test: /node_modules[\\/](preact|react|react-dom|scheduler|xstate|@xstate|@tanstack|use-sync-external-store|use-isomorphic-layout-effect)[\\/]|src[\\/](widget[\\/]chunk-guard\.ts|ui[\\/]components[\\/]toast-item\.tsx|ui[\\/]wallet[\\/]wallet-dialogs\.tsx)$/,
                    },
                    // Small modules that every way through the widget loads (the spec's constants, the entities' names, the
                    // API's error, the query client): one file, not five (each file is a name and a hash in the loader).
                    {
                      name: 'shared',
                      test: /src[\\/](domain[\\/](constants|entities|domain-kinds)|services[\\/](http[\\/]api-error|query[\\/]query-client))\.ts$/,
                    },
                  ],
                },
              }),
        },
      },
    },
  };
});
