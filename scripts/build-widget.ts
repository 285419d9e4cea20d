/**
 * `npm run build:widget`: builds the widget into dist-widget/ (vite.widget.config.ts, three passes: the widget
 * as an ES module with its chunks, then the loader, which holds the SHA-384 hash of each of those files, then
 * react.js, the component for React hosts), writes widget.d.ts (the public API, src/widget/widget-api.ts, with
 * `createWidget` and the loader's global) and react.d.ts, and prints
 * the snippet a host pastes, with the loader's Subresource Integrity hash, and what a page's CSP needs for the
 * loader's import map (a nonce, or the map's hash for WIDGET_ORIGIN).
 *   npm run build:widget            (--quiet prints the snippet only)
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { build } from 'vite';
import { importMapText } from '../src/widget/integrity-map';
import { WIDGET_PATH } from '../src/widget/version';
import { widgetFiles } from './widget-files';

const quiet = process.argv.includes('--quiet');
const outDir = 'dist-widget';
const logLevel = quiet ? 'silent' : 'warn';

await build({ configFile: 'vite.widget.config.ts', mode: 'production', logLevel });
await build({ configFile: 'vite.widget.config.ts', mode: 'loader', logLevel });
await build({ configFile: 'vite.widget.config.ts', mode: 'react', logLevel });

/** The declarations of one source file of src/widget/ (each written so that it needs no other file to be typed). */
function declarationsOf(name: string): string {
  const declarations = ts.transpileDeclaration(readFileSync(`src/widget/${name}`, 'utf8'), {
    compilerOptions: { declaration: true, emitDeclarationOnly: true },
    fileName: name,
  });
  if (declarations.diagnostics?.length)
    throw new Error(`${name}: ${declarations.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ')}`);
  return declarations.outputText;
}

writeFileSync(
  join(outDir, 'widget.d.ts'),
  `// The Bitcoin Assets widget's API (src/widget/widget-api.ts). For widget.js (ES module) and the loader's global.\n${declarationsOf('widget-api.ts')}
/** Creates a swap or buy widget (the ES module's export; the loader's global has the same \`create\`). */
export declare function createWidget(options: WidgetOptions): WidgetHandle;
export declare const WIDGET_VERSION: string;
declare global {
  interface Window {
    readonly BitcoinAssetsWidget: BitcoinAssetsWidgetGlobal;
  }
}
`,
);

// react.js's types: the widget's from widget.d.ts (beside it), React's from the host's @types/react.
writeFileSync(
  join(outDir, 'react.d.ts'),
  `// The React component and hook (src/widget/react.ts). For react.js; React is the host's.\n${declarationsOf('react.ts').replaceAll("'./widget-api'", "'./widget.js'")}`,
);

const integrity = `sha384-${createHash('sha384')
  .update(readFileSync(join(outDir, 'loader.js')))
  .digest('base64')}`;
const origin = process.env.WIDGET_ORIGIN ?? 'https://YOUR-WIDGET-HOST';
const files = widgetFiles(outDir);
const mapHash = `sha256-${createHash('sha256')
  .update(importMapText(`${origin}${WIDGET_PATH}`, files))
  .digest('base64')}`;
console.log(
  `Widget built in ${outDir}/ (loader.js, widget.js, chunks/, widget.d.ts; react.js and react.d.ts for React hosts). Paste into the host page, with dist-widget/ served at ${origin}${WIDGET_PATH} (the widget's major version in the path):`,
);
console.log(`  <script src="${origin}${WIDGET_PATH}loader.js" integrity="${integrity}" crossorigin="anonymous" data-preload></script>`);
console.log(
  `The loader holds the SHA-384 hash of the widget's ${files.length} other files and adds them as an import map (an inline script). Under a Content Security Policy, allow it in script-src with the page's nonce on the tag above (nonce="…"), or with its hash for this origin: '${mapHash}'.`,
);
