/**
 * The widget's integrity manifest (issue 24): the SHA-384 hash of widget.js and of every chunk, written into the
 * loader when it is built (vite.widget.config.ts builds the widget first, then the loader with these hashes), so
 * the loader's own Subresource Integrity hash, in the host's script tag, covers every file the widget loads.
 *
 * The loader gives the browser these hashes in an import map (its `integrity` key): the browser then refuses any
 * of the widget's modules whose bytes differ, static imports and lazy chunks alike, before any code of the module
 * graph runs. The build script uses the same text to print the map's CSP hash.
 */

/** One file: its path beside the loader, its SHA-384 hash (base64), and the files it imports statically (indexes). */
export type WidgetFile = readonly [path: string, sha384: string, imports: readonly number[]];

/**
 * The name the loader imports widget.js by (files[0]). It resolves only through the loader's import map, so the
 * widget cannot load without the map in force (a page whose CSP blocks the map gets an error, not an unchecked widget).
 */
export const widgetSpecifier = (files: readonly WidgetFile[]): string => `bitcoin-assets-widget/sha384-${files[0]![1]}`;

/** The import map's text for the widget's files served at `base` (the loader's folder, ending in '/'). */
export function importMapText(base: string, files: readonly WidgetFile[]): string {
  const integrity: Record<string, string> = {};
  for (const [path, hash] of files) integrity[new URL(path, base).href] = `sha384-${hash}`;
  return JSON.stringify({ imports: { [widgetSpecifier(files)]: new URL(files[0]![0], base).href }, integrity });
}
