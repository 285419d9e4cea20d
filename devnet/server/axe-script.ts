import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ServerResponse } from 'node:http';

/**
 * axe-core's script (the installed devDependency's `axe.min.js`) at /devnet/axe.min.js, on the site's own origin, so
 * a devnet page can be checked for accessibility with the page's strict CSP in place: a `<script src>` of its origin
 * (the browser tests' `expectNoViolations`, or a developer's console: `document.head.append(Object.assign(
 * document.createElement('script'), { src: '/devnet/axe.min.js' }))`, then `axe.run()`). 404 where axe-core is not
 * installed.
 */
let script: Promise<Buffer | null> | null = null;
const load = () =>
  (script ??= (async () => {
    try {
      return await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'));
    } catch {
      return null;
    }
  })());

export async function serveAxeScript(res: ServerResponse): Promise<void> {
  const body = await load();
  if (!body) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('axe-core is not installed');
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(body);
}
