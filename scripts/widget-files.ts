import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WidgetFile } from '../src/widget/integrity-map';

/**
 * The widget's files as the loader gets them: widget.js first, then every chunk, each with its SHA-384 hash and
 * the files it imports statically, from the widget's build in `dir` (its Vite manifest, and the files themselves).
 */
export function widgetFiles(dir = 'dist-widget'): WidgetFile[] {
  type Entry = { file: string; imports?: string[] };
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, Entry>;
  const paths = [...new Set(Object.values(manifest).map((entry) => entry.file))].filter((file) => file.endsWith('.js'));
  paths.sort((a, b) => (a === 'widget.js' ? -1 : b === 'widget.js' ? 1 : a < b ? -1 : 1));
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
