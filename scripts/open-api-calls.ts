/**
 * Writes server/gateway/open-api-calls.ts: every call (method and path) of UniSat's published open API, read from
 * its swagger (../shared/reference/unisat-openapi.yaml). The gateway forwards a call only if it is in this list.
 * And server/gateway/open-api-params.ts: the query parameters each call declares, the only ones the gateway forwards.
 * And server/gateway/open-api-networks.ts: the networks whose UniSat host serves each call (scripts/open-api-hosts.ts).
 *   npm run open-api-calls            (rewrite the list)
 *   npm run open-api-calls -- --check (exit 1 when the list is not the swagger's)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { networksModuleText, openApiNetworks } from './open-api-hosts';
import { schemasModuleText } from './open-api-schemas';

const root = resolve(import.meta.dirname, '..');
export const SWAGGER = resolve(root, '../shared/reference/unisat-openapi.yaml');
const OUT = resolve(root, 'server/gateway/open-api-calls.ts');
const PARAMS_OUT = resolve(root, 'server/gateway/open-api-params.ts');
const NETWORKS_OUT = resolve(root, 'server/gateway/open-api-networks.ts');
const SCHEMAS_OUT = resolve(root, 'server/contract/open-api-schemas.ts');

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

/**
 * The query parameters (`in: query`) each operation under `paths:` declares, by `METHOD /path/{param}`, in the
 * swagger's order; operations that declare none are left out. The operation's `parameters:` at six spaces, each
 * parameter an item at eight (`- name: …`), its keys at ten; a path's own `parameters:` (four spaces) apply to each
 * of its operations.
 */
export function openApiQueryParams(yaml: string): Map<string, string[]> {
  const declared = new Map<string, string[]>();
  let path: string | null = null;
  let pathParams: string[] = [];
  let call: string | null = null;
  /** Where the parameter items being read belong: the path (4), the operation (6), or nowhere. */
  let block: 4 | 6 | null = null;
  let item: { name?: string; in?: string } | null = null;
  const flush = () => {
    if (item?.in === 'query' && item.name) {
      if (block === 4) pathParams.push(item.name);
      else if (call) declared.set(call, [...(declared.get(call) ?? []), item.name]);
    }
    item = null;
  };
  const field = (text: string) => {
    const kv = /^(name|in):\s*(['"]?)(.+?)\2\s*$/.exec(text);
    if (kv && item) item[kv[1] as 'name' | 'in'] = kv[3]!;
  };
  let inPaths = false;
  for (const line of yaml.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const indent = line.length - line.trimStart().length;
    if (indent <= 6) flush();
    if (indent === 0) inPaths = line.startsWith('paths:');
    if (!inPaths || indent === 0) continue;
    const pathKey = /^ {2}(\/\S*):\s*$/.exec(line);
    if (pathKey) [path, pathParams, call, block] = [pathKey[1]!, [], null, null];
    const method = /^ {4}(get|post|put|delete|patch):\s*$/.exec(line);
    if (method && path) {
      call = `${method[1]!.toUpperCase()} ${path}`;
      if (pathParams.length) declared.set(call, [...pathParams]);
    }
    if (indent === 4 || indent === 6) block = /^\s*parameters:\s*$/.test(line) ? indent : null;
    if (block === null || indent <= block) continue;
    const entry = block === 4 ? /^ {6}- (.*)$/.exec(line) : /^ {8}- (.*)$/.exec(line);
    if (entry) {
      flush();
      item = {};
      field(entry[1]!);
    } else if (indent === block + 4) field(line.trim());
  }
  flush();
  return new Map([...declared].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function paramsModuleText(declared: ReadonlyMap<string, readonly string[]>): string {
  const lines = [...declared].map(([call, names]) => `  '${call}': [${names.map((n) => `'${n}'`).join(', ')}],`);
  return `/** The query parameters each call of UniSat's open API declares in its swagger, the only ones the gateway forwards (written by scripts/open-api-calls.ts; do not edit; a call not named declares none). */\nexport const OPEN_API_QUERY: Readonly<Record<string, readonly string[]>> = {\n${lines.join('\n')}\n};\n`;
}

export function moduleText(calls: readonly string[]): string {
  return `/** UniSat's open API, every call its swagger lists (written by scripts/open-api-calls.ts; do not edit; one call a line, as long as the swagger's list). */\nexport const OPEN_API_CALLS: readonly string[] = [\n${calls.map((c) => `  '${c}',`).join('\n')}\n];\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const yaml = readFileSync(SWAGGER, 'utf8');
  const text = moduleText(openApiCalls(yaml));
  const params = paramsModuleText(openApiQueryParams(yaml));
  const networks = networksModuleText(openApiNetworks(yaml));
  const schemas = schemasModuleText(yaml);
  if (process.argv.includes('--check')) {
    const same =
      readFileSync(OUT, 'utf8') === text &&
      readFileSync(PARAMS_OUT, 'utf8') === params &&
      readFileSync(NETWORKS_OUT, 'utf8') === networks &&
      readFileSync(SCHEMAS_OUT, 'utf8') === schemas;
    console.log(same ? 'open-api-calls: up to date' : 'open-api-calls: out of date, run npm run open-api-calls');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(OUT, text);
  writeFileSync(PARAMS_OUT, params);
  writeFileSync(NETWORKS_OUT, networks);
  writeFileSync(SCHEMAS_OUT, schemas);
  console.log(
    `open-api-calls: ${openApiCalls(yaml).length} calls written to ${OUT}, the query parameters of ${openApiQueryParams(yaml).size} to ${PARAMS_OUT}, the networks serving each to ${NETWORKS_OUT}, the schemas of the calls the site uses to ${SCHEMAS_OUT}`,
  );
}
