/**
 * Prerendered pages (issue 46): after the site's build (`vite build`, any mode), the pages of
 * server/prerendered-pages.ts are rendered to HTML with Preact's renderer, as their first render shows before any
 * answer (every read loading), and written beside index.html (dist/prerendered/…). A phone paints that HTML before it
 * has run any script; the app then takes the same DOM over (src/ui/main.tsx loads the page's module first, so its
 * first render is this one).
 *
 * Two things the served HTML must not carry, changed here:
 * - `style` attributes: the site's CSP (style-src 'self') drops them, so each becomes a class of one generated
 *   style sheet (prerendered/pages-<hash>.css); the app's render sets the same styles itself;
 * - live-looking controls: buttons, inputs, selects and text areas are disabled until the app takes the page over
 *   (its render removes the attribute), so a tap is never lost on a button with nothing behind it yet. Links work.
 * Each change is one the app can undo before it hydrates the page (src/ui/app/served-markup.ts): the controls disabled
 * here are marked, and each style class names its rule. A page for any query is marked to be rendered over instead.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PREACT_ALIASES } from './preact-aliases.ts';
import { SERVED_DISABLED, servedStyleClass, TAKEOVER_BY_RENDER } from '../src/ui/app/served-markup.ts';
import {
  FIXED_NETWORKS,
  ITEM_PAGE,
  pageFileOf,
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  patternPageOf,
  prerenderedFile,
  RENDERED_VALUE,
  type FixedNetwork,
} from '../server/prerendered-pages.ts';

const ROOT_TAG = '<div id="root"></div>';

/** The app's render of each page, as each kind of server answers it, from a server build of src/ui/prerender/prerender-entry.tsx in `mode`. */
async function renderPages(mode: string, root: string): Promise<{ page: string; network: FixedNetwork | null; html: string; title: string | null }[]> {
  const out = resolve(root, 'node_modules/.cache/prerender', mode);
  await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    plugins: [vanillaExtractPlugin()],
    resolve: { alias: PREACT_ALIASES },
    // Everything bundled, in the browser build's flavour of each package (one Preact, its ES modules).
    ssr: { noExternal: true, target: 'node', resolve: { conditions: ['browser', 'import', 'default'] } },
    build: {
      ssr: 'src/ui/prerender/prerender-entry.tsx',
      outDir: out,
      emptyOutDir: true,
      rolldownOptions: {
        // As the site's build: react-router's optional React 19 imports, and the libraries' 'use client' marks.
        onwarn(warning, warn) {
          if (warning.code === 'IMPORT_IS_UNDEFINED' && /[\\/]react-router[\\/]/.test(warning.id ?? '')) return;
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
        output: { format: 'esm', entryFileNames: '[name].mjs' },
      },
    },
  });
  const { renderPage, documentTitle } = (await import(pathToFileURL(join(out, 'prerender-entry.mjs')).href)) as {
    renderPage: (page: string, network: FixedNetwork | null) => Promise<string>;
    documentTitle: (pageTitle: string) => string;
  };
  // Each page as the devnet, vite preview and nginx serve it, then as a gateway on each network serves it (its network
  // fixed: no switch, and testnet's banner). The devnet's build is fixed to its testnet already.
  const pages = [];
  for (const network of mode === 'devnet' ? [null] : [null, ...FIXED_NETWORKS])
    for (const page of PRERENDERED_PAGES) {
      const html = patternMarkup(page, await renderPage(patternPageOf(page)?.render ?? page, network));
      // The title the page sets once it runs (its data-page-title, already escaped as an attribute), written in now.
      const pageTitle = /data-page-title="([^"]*)"/.exec(html)?.[1];
      pages.push({ page, network, html, title: pageTitle ? documentTitle(pageTitle) : null });
    }
  return pages;
}

/** A pattern page's HTML without the value it was rendered with (a search box's is the one place it may show). */
export function patternMarkup(page: string, html: string): string {
  if (!patternPageOf(page)) return html;
  const cleared = html.replace(` value="${RENDERED_VALUE}"`, '');
  if (cleared.includes(RENDERED_VALUE)) throw new Error(`prerender: ${page} shows its value outside its box`);
  return cleared;
}

/** The HTML made safe to serve before the app runs: style attributes to classes (collected in `styles`), controls disabled (and marked), no Suspense marks. */
export function servedMarkup(html: string, styles: Map<string, string>): string {
  const classOf = (style: string) => {
    if (!styles.has(style)) styles.set(style, servedStyleClass(styles.size));
    return styles.get(style)!;
  };
  return html
    .replace(/<!--\/?\$s?-->/g, '')
    .replace(/<([a-z][a-z0-9-]*)([^<>]*?)\sstyle="([^"]*)"([^<>]*)>/g, (_, tag: string, before: string, style: string, after: string) => {
      const attributes = `${before}${after}`;
      const extra = classOf(style);
      return /\sclass="/.test(attributes)
        ? `<${tag}${attributes.replace(/\sclass="([^"]*)"/, (_m, c: string) => ` class="${c} ${extra}"`)}>`
        : `<${tag}${attributes} class="${extra}">`;
    })
    .replace(/<(button|input|select|textarea)\b(?![^<>]*\sdisabled)/g, `<$1 disabled ${SERVED_DISABLED}`);
}

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

/**
 * Each page's style sheets beyond index.html's: those of its route's module (routes.tsx, `page(() => import(…))`) and
 * of what it imports, from the build's manifest; without them the HTML would paint unstyled, then move when the
 * page's module brings them.
 */
function pageStyleSheets(manifest: Readonly<Record<string, ManifestChunk>>, routes: string, page: string): string[] {
  const path = patternPageOf(page)?.route ?? page.split('?')[0]!.slice(1);
  if (path === '') return [];
  const m = new RegExp(`path: '${path}', \\.\\.\\.page\\(\\(\\) => import\\('\\.\\./([^']+)'\\)\\)`).exec(routes);
  if (!m) throw new Error(`prerender: no page module for ${page} in src/ui/app/routes.tsx`);
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || key === 'index.html') return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
    for (const css of chunk.css ?? []) sheets.add(`/${css}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(`src/ui/${m[1]}.tsx`);
  return [...sheets];
}

/** Writes each page's HTML (index.html with the page in its root, and the style sheet of its style attributes). */
export async function prerenderSite(options: { mode: string; siteDir: string; root?: string }): Promise<number> {
  const root = options.root ?? process.cwd();
  const index = readFileSync(join(options.siteDir, 'index.html'), 'utf8');
  if (!index.includes(ROOT_TAG)) throw new Error(`prerender: ${options.siteDir}/index.html has no empty ${ROOT_TAG}`);
  const rendered = await renderPages(options.mode, root);
  const styles = new Map<string, string>();
  const markup = rendered.map((r) => ({ ...r, html: servedMarkup(r.html, styles) }));
  const css = [...styles].map(([style, name]) => `.${name}{${style}}`).join('\n');
  const sheet = `/${PRERENDERED_DIR}/pages-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  rmSync(join(options.siteDir, PRERENDERED_DIR), { recursive: true, force: true });
  mkdirSync(join(options.siteDir, PRERENDERED_DIR), { recursive: true });
  writeFileSync(join(options.siteDir, sheet), `${css}\n`);
  const manifest = JSON.parse(readFileSync(join(options.siteDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const routes = readFileSync(join(root, 'src/ui/app/routes.tsx'), 'utf8');
  for (const { page, network, html, title } of markup) {
    const file = join(options.siteDir, prerenderedFile(page, network));
    mkdirSync(dirname(file), { recursive: true });
    const links = [...pageStyleSheets(manifest, routes, page).filter((href) => !index.includes(`href="${href}"`)), sheet].map(
      (href) => `  <link rel="stylesheet" href="${href}">\n`,
    );
    const head = `${links.join('')}  </head>`;
    const titled = title ? index.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`) : index;
    const takeover = patternPageOf(page) ? ` ${TAKEOVER_BY_RENDER}` : '';
    writeFileSync(file, titled.replace('</head>', head).replace(ROOT_TAG, `<div id="root"${takeover}>${html}</div>`));
  }
  writeFileSync(join(options.siteDir, prerenderedFile(ITEM_PAGE.page)), itemPageHtml(index, manifest));
  return markup.length;
}

/** The files of a manifest key and of what it imports statically, directly or not. */
function filesOf(manifest: Readonly<Record<string, ManifestChunk>>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) filesOf(manifest, next, seen);
  return seen;
}

/**
 * An item's page (server/prerendered-pages.ts's ITEM_PAGE): index.html asking for the API layer's files and the item
 * page's beside the entry's (modulepreload), rather than once the entry has run: the item's read and its view start
 * a round trip sooner (issue 46). Lighthouse, an item's page: LCP 2,325 → 2,005 ms with the API layer's, → 1,879 with
 * the page's too (once the first render carried no xstate). Other pages leave the bandwidth to the entry: on an asset's
 * page the same links moved the first paint, its largest, from about 1,480 to 1,660 ms.
 */
function itemPageHtml(index: string, manifest: Readonly<Record<string, ManifestChunk>>): string {
  const entry = filesOf(manifest, 'index.html');
  const files = new Set<string>();
  for (const module of ['src/services/api/create-api.ts', 'src/ui/pages/item-page.tsx']) {
    if (!manifest[module]) throw new Error(`prerender: ${module} is not in the build's manifest`);
    for (const key of filesOf(manifest, module)) if (!entry.has(key)) files.add(key);
  }
  const links = [...files].map((key) => `    <link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">\n`);
  const first = manifest[ITEM_READ_FIRST];
  if (!first?.isEntry) throw new Error(`prerender: ${ITEM_READ_FIRST} is not an entry of the build's manifest`);
  // The item's read, asked for by a script of its own as soon as the API layer is in: the entry's waits for the
  // framework and the shell too (src/ui/item-read-first.ts).
  const script = `<script type="module" crossorigin src="/${first.file}"></script>\n    `;
  return index.replace(/(<script type="module")/, `${script}$1`).replace(/(\n\s*<link rel="stylesheet")/, `\n${links.join('').trimEnd()}$1`);
}

/** The site's second entry (vite.config.ts): an item's page runs it before the first (itemPageHtml). */
export const ITEM_READ_FIRST = 'src/ui/item-read-first.ts';

/**
 * The site build's last step: its pages prerendered into its output (a server build of the app's own is not); and
 * `vite preview` answers each page with its prerendered HTML, as the devnet, the gateway and nginx do.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bitcoin-assets-prerender',
    apply: (_, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const siteDir = resolve(config.root, config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const file = req.method === 'GET' ? pageFileOf(siteDir, req.url ?? '/') : '/index.html';
        if (file === '/index.html') return next();
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(join(siteDir, file)));
      });
    },
    async closeBundle() {
      if (config.build.ssr) return;
      await prerenderSite({ mode: config.mode, siteDir: resolve(config.root, config.build.outDir), root: config.root });
    },
  };
}
