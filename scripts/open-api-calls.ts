/**
 * Writes server/gateway/open-api-calls.ts: every call (method and path) of UniSat's published open API, read from
 * its swagger (../shared/reference/unisat-openapi.yaml). The gateway forwards a call only if it is in this list.
 *   npm run open-api-calls            (rewrite the list)
 *   npm run open-api-calls -- --check (exit 1 when the list is not the swagger's)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
export const SWAGGER = resolve(root, '../shared/reference/unisat-openapi.yaml');
const OUT = resolve(root, 'server/gateway/open-api-calls.ts');

/** `METHOD /path/{param}` for every operation under `paths:` (two-space path keys, four-space method keys). */
export function openApiCalls(yaml: string): string[] {
  const calls: string[] = [];
  let path: string | null = null;
  let inPaths = false;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) inPaths = line.startsWith('paths:');
    if (!inPaths) continue;
    const pathKey = /^ {2}(\/\S*):\s*$/.exec(line);
    if (pathKey) path = pathKey[1]!;
    const method = /^ {4}(get|post|put|delete|patch):\s*$/.exec(line);
    if (method && path) calls.push(`${method[1]!.toUpperCase()} ${path}`);
  }
  return [...new Set(calls)].sort();
}

export function moduleText(calls: readonly string[]): string {
  return `/** UniSat's open API, every call its swagger lists (written by scripts/open-api-calls.ts; do not edit; one call a line, as long as the swagger's list). */\nexport const OPEN_API_CALLS: readonly string[] = [\n${calls.map((c) => `  '${c}',`).join('\n')}\n];\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const text = moduleText(openApiCalls(readFileSync(SWAGGER, 'utf8')));
  if (process.argv.includes('--check')) {
    const same = readFileSync(OUT, 'utf8') === text;
    console.log(same ? 'open-api-calls: up to date' : 'open-api-calls: out of date, run npm run open-api-calls');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(OUT, text);
  console.log(`open-api-calls: ${openApiCalls(readFileSync(SWAGGER, 'utf8')).length} calls written to ${OUT}`);
}
