import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSwaggerYaml } from '../../scripts/swagger-yaml';
import { schemaProblems as fits, queryValue, type Schema } from '../../server/contract/schema-problems';

/**
 * A request checked against UniSat's published swagger (../shared/reference/unisat-openapi.yaml), as its upstream
 * enforces it: the operation must exist for the method and path; the JSON body must fit the operation's request
 * schema (closed objects: a field the schema does not name is refused by name; required fields; enums; types) and
 * an operation without a request body takes no fields; the query may hold only the parameters the operation
 * declares, each of its type and enum, and must hold the required ones. Each problem names the field.
 */
export const SWAGGER_PATH = resolve(import.meta.dirname, '../../../shared/reference/unisat-openapi.yaml');
export const hasSwagger = existsSync(SWAGGER_PATH);

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Swagger {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

let loaded: Swagger | null = null;
const swagger = (): Swagger => (loaded ??= parseSwaggerYaml(readFileSync(SWAGGER_PATH, 'utf8')) as unknown as Swagger);

const deref = (s: Schema): Schema => (s.$ref ? deref(swagger().components.schemas[s.$ref.split('/').at(-1)!]!) : s);

/** Where `value` does not fit `schema` (a `$ref` resolved in the swagger): one line per problem, each naming its field (`body.filter.marketType`). */
export function schemaProblems(raw: Schema, value: unknown, at: string): string[] {
  return fits(raw, value, at, deref);
}

/** The swagger's path template that `path` is under `method`, or null. */
export function operationPath(method: string, path: string): string | null {
  const m = method.toLowerCase();
  const found = Object.keys(swagger().paths).filter(
    (template) =>
      swagger().paths[template]![m] && new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`).test(path),
  );
  // A literal path wins over a template that also matches (`/brc20/status` over `/brc20/{ticker}`).
  return found.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0] ?? null;
}

/**
 * The problems of one request to the open API: `path` is the open API's (`/v3/market/brc20/auction/confirm_put_on`),
 * `query` its query string's parameters, `body` the parsed JSON body (undefined for none).
 */
export function requestProblems(request: { method: string; path: string; query?: URLSearchParams; body?: unknown }): string[] {
  const template = operationPath(request.method, request.path);
  if (!template) return [`${request.method} ${request.path}: no such call in the swagger`];
  const operation = swagger().paths[template]![request.method.toLowerCase()]!;
  const problems: string[] = [];
  const declared = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const query = request.query ?? new URLSearchParams();
  for (const p of declared) if (p.required && !query.has(p.name)) problems.push(`query.${p.name}: required, missing`);
  for (const [name, text] of query) {
    const p = declared.find((d) => d.name === name);
    if (!p) problems.push(`query.${name}: not a parameter of this call`);
    else if (p.schema) problems.push(...schemaProblems(p.schema, queryValue(text, deref(p.schema)), `query.${name}`));
  }
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (schema) problems.push(...schemaProblems(schema, request.body ?? {}, 'body'));
  else if (request.body !== undefined && request.body !== null) {
    const fields = typeof request.body === 'object' ? Object.keys(request.body) : ['(a body)'];
    problems.push(...fields.map((f) => `body.${f}: not a field of this request (the call takes no body)`));
  }
  return problems;
}

/** The site's layer bases as the open API has them (the gateway's plain forwarding). */
const UPSTREAM: Record<string, string> = { market: '/v3/market', swap: '/v1/brc20-swap', query: '/v1/indexer', query5: '/v1/indexer' };

/**
 * The problems of a request the site's API client made (a URL under the test bases `http://api.test/{layer}/…` and its
 * JSON body): its path as the open API's, then requestProblems.
 */
export async function siteRequestProblems(request: Request): Promise<string[]> {
  const url = new URL(request.url);
  const [, layer, ...rest] = url.pathname.split('/');
  const base = UPSTREAM[layer ?? ''];
  if (!base) return [`${url.pathname}: not a layer the open API serves`];
  const text = request.method === 'GET' ? '' : await request.clone().text();
  return requestProblems({
    method: request.method,
    path: `${base}/${rest.join('/')}`,
    query: url.searchParams,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  });
}
