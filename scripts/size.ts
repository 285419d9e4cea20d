/**
 * Prints the gzipped size of the JavaScript and CSS the home page loads for its first render (budgeted),
 * what it loads right after (API layer, wallet adapters, wallet chooser), and the pages loaded when visited, from the production build
 * (`vite build` writes dist/.vite/manifest.json). Pages that load on demand are listed apart.
 * Fails when the home page's JavaScript is over its budget.
 *   npm run size            (builds first)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_JS_GZIP = 120 * 1024;
const dist = 'dist';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

const sizes = (file: string) => {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// The home page: index.html's entry and everything it imports statically.
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
if (!entryKey) throw new Error('no index.html entry in the manifest: run vite build');
const js = new Set<string>();
const css = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key]!;
  if (js.has(chunk.file)) return;
  js.add(chunk.file);
  chunk.css?.forEach((c) => css.add(c));
  chunk.imports?.forEach(visit);
};
visit(entryKey);

// Loaded by the home page after its first render: what the entry imports on demand outside the pages
// (the API layer, which the clock check at start asks for; the wallet adapters, for restore; the chooser).
const deferred = new Set<string>();
const visitDeferred = (key: string) => {
  const chunk = manifest[key]!;
  if (js.has(chunk.file) || deferred.has(chunk.file)) return;
  deferred.add(chunk.file);
  chunk.imports?.forEach(visitDeferred);
};
const collectDynamic = (key: string, seen = new Set<string>()) => {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key]!;
  chunk.dynamicImports?.filter((k) => !k.startsWith('src/ui/pages/')).forEach(visitDeferred);
  chunk.imports?.forEach((k) => collectDynamic(k, seen));
};
collectDynamic(entryKey);

const rows = [...js, ...css].map((file) => ({ file, ...sizes(file) }));
const total = (ext: string) => rows.filter((r) => r.file.endsWith(ext)).reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip }), { raw: 0, gzip: 0 });
const jsTotal = total('.js');
const cssTotal = total('.css');

console.log('Home page (/), production build, JavaScript and CSS of the first render:');
for (const r of rows) console.log(`  ${r.file.padEnd(44)} ${kb(r.raw).padStart(10)} raw ${kb(r.gzip).padStart(10)} gzip`);
console.log(`  JavaScript: ${kb(jsTotal.raw)} raw, ${kb(jsTotal.gzip)} gzip (budget ${kb(BUDGET_JS_GZIP)}, ${((jsTotal.gzip / BUDGET_JS_GZIP) * 100).toFixed(0)}% used)`);
console.log(`  CSS:        ${kb(cssTotal.raw)} raw, ${kb(cssTotal.gzip)} gzip`);

const deferredGzip = [...deferred].reduce((a, f) => a + sizes(f).gzip, 0);
console.log(`Loaded by the home page after first render (API layer, wallet adapters, wallet chooser): ${kb(deferredGzip)} gzip; in all ${kb(jsTotal.gzip + deferredGzip)} of JavaScript`);
for (const f of deferred) console.log(`  ${f.padEnd(44)} ${kb(sizes(f).gzip).padStart(10)} gzip`);

const lazy = Object.values(manifest).filter((c) => !js.has(c.file) && !deferred.has(c.file) && c.file.endsWith('.js'));
const lazyTotal = lazy.reduce((a, c) => a + sizes(c.file).gzip, 0);
console.log(`Pages, loaded when visited: ${lazy.length} chunks, ${kb(lazyTotal)} gzip in all`);

// Other routes' first render: the home page's JavaScript less its page, plus the route's page module and
// what it imports statically (spec: /market and /swap; the item page comes with the market's item pages).
const ROUTES: readonly [string, string][] = [
  ['/market', 'src/ui/pages/market-page.tsx'],
  ['/market/brc20/ordi (an asset)', 'src/ui/pages/asset-page.tsx'],
  ['/listing/… (an item page)', 'src/ui/pages/item-page.tsx'],
  ['/swap', 'src/ui/pages/swap-page.tsx'],
];
// The API layer every page with server data loads on first use (already counted above as loaded after the
// home page's first render): the market's pages show their data once it is in.
const apiKey = Object.keys(manifest).find((k) => k === 'src/services/api/create-api.ts');
const apiFiles = new Set<string>();
const addApi = (key: string) => {
  const chunk = manifest[key]!;
  if (js.has(chunk.file) || apiFiles.has(chunk.file)) return;
  apiFiles.add(chunk.file);
  chunk.imports?.forEach(addApi);
};
if (apiKey) addApi(apiKey);
const apiGzip = [...apiFiles].reduce((a, f) => a + sizes(f).gzip, 0);
console.log(`Other routes, JavaScript of the first render (gzip); a page that shows server data also loads the API layer (${kb(apiGzip)}):`);
for (const [route, src] of ROUTES) {
  if (!manifest[src]) {
    console.log(`  ${route.padEnd(32)} (no chunk for ${src})`);
    continue;
  }
  const files = new Set(js);
  const add = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  add(src);
  const gzip = [...files].reduce((a, f) => a + sizes(f).gzip, 0);
  const withApi = [...new Set([...files, ...apiFiles])].reduce((a, f) => a + sizes(f).gzip, 0);
  console.log(`  ${route.padEnd(32)} ${kb(gzip).padStart(10)} (page chunks ${kb(gzip - jsTotal.gzip)} over the shell; with the API layer ${kb(withApi)})`);
}

if (jsTotal.gzip > BUDGET_JS_GZIP) {
  console.error(`Over budget: the home page loads ${kb(jsTotal.gzip)} of JavaScript (gzip), budget ${kb(BUDGET_JS_GZIP)}.`);
  process.exit(1);
}
