import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { WidgetFile } from './src/widget/integrity-map';

/**
 * The widget (issue 14), built in two passes into dist-widget/ by `npm run build:widget`
 * (scripts/build-widget.ts):
 *   --mode loader   the loader, src/widget/loader.ts: one classic script (IIFE), loader.js
 *   (default)       the widget, src/widget/widget.ts: an ES module, widget.js, with chunks it loads on demand
 * Every module's CSS goes into the widget's JavaScript as one string, which each widget adopts into its
 * shadow root: the host page gets no stylesheet, and no <link> or <style> is added to its head.
 * The loader is built second because it holds the SHA-384 hash of every file of the widget (issue 24,
 * src/widget/integrity-map.ts), so the host's SRI hash of loader.js covers them all.
 */
const OUT_DIR = 'dist-widget';

/**
 * The widget's files as the loader gets them: widget.js first, then every chunk, each with its SHA-384 hash and
 * the files it imports statically, from the widget's build in `dir` (its Vite manifest, and the files themselves).
 */
export function widgetFiles(dir = OUT_DIR): WidgetFile[] {
  type Entry = { file: string; imports?: string[] };
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, Entry>;
  const paths = [...new Set(Object.values(manifest).map((entry) => entry.file))].filter((file) => file.endsWith('.js'));
  paths.sort((a, b) => (a === 'widget.js' ? -1 : b === 'widget.js' ? 1 : a.localeCompare(b)));
  const onDisk = ['widget.js', ...readdirSync(join(dir, 'chunks')).map((name) => `chunks/${name}`)];
  const unhashed = onDisk.filter((file) => !paths.includes(file));
  if (paths[0] !== 'widget.js' || unhashed.length > 0)
    throw new Error(`the widget's build in ${dir} is not whole (files without a hash: ${unhashed.join(', ')})`);
  const index = new Map(paths.map((file, i) => [file, i]));
  const importsOf = new Map(Object.values(manifest).map((entry) => [entry.file, entry.imports ?? []]));
  return paths.map((file) => [
    file,
    createHash('sha384')
      .update(readFileSync(join(dir, file)))
      .digest('base64'),
    (importsOf.get(file) ?? []).map((key) => index.get(manifest[key]!.file)!).filter((i) => i !== undefined),
  ]);
}

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

export default defineConfig(({ mode }) => {
  const loader = mode === 'loader';
  return {
    plugins: loader ? [] : [react(), vanillaExtractPlugin(), cssIntoShadowRoot(), guardDynamicImports()],
    // The widget never reads the site's VITE_* settings: its host passes everything in its options.
    envPrefix: 'BA_WIDGET_NEVER_',
    // The widget ships the site's very modules on Preact's React layer (preact/compat): the same components,
    // about 40 KB gzip less than React DOM on a host page. The widget's browser tests run on this build.
    resolve: loader
      ? {}
      : {
          alias: [
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
          ],
        },
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      // The loader's build reads the widget's, built just before it (scripts/build-widget.ts).
      ...(loader ? { __BA_WIDGET_FILES__: JSON.stringify(widgetFiles()) } : {}),
    },
    publicDir: false,
    build: {
      outDir: OUT_DIR,
      emptyOutDir: !loader,
      sourcemap: false,
      target: 'es2020',
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
                chunkFileNames: 'chunks/[name]-[hash].js',
                // React and xstate go in one chunk with the entry's first render: one gzip stream, not four (and
                // chunk-guard.ts, which every chunk with a dynamic import uses, rather than a file of its own).
                codeSplitting: {
                  groups: [
                    {
                      name: 'core',
                      test: /node_modules[\\/](preact|react|react-dom|scheduler|xstate|@xstate|use-sync-external-store|use-isomorphic-layout-effect)[\\/]|src[\\/]widget[\\/]chunk-guard\.ts$/,
                    },
                  ],
                },
              }),
        },
      },
    },
  };
});
