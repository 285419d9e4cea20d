import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSwaggerYaml } from './swagger-yaml';

/**
 * A request checked against UniSat's published swagger (../shared/reference/unisat-openapi.yaml), as its upstream
 * enforces it: the operation must exist for the method and path; the JSON body must fit the operation's request
 * schema (closed objects: a field the schema does not name is refused by name; required fields; enums; types) and
 * an operation without a request body takes no fields; the query may hold only the parameters the operation
 * declares, each of its type and enum, and must hold the required ones. Each problem names the field.
 */
export const SWAGGER_PATH = resolve(import.meta.dirname, '../../../shared/reference/unisat-openapi.yaml');
export const hasSwagger = existsSync(SWAGGER_PATH);

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};
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

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

/** Where `value` does not fit `schema`: one line per problem, each naming its field (`body.filter.marketType`). */
export function schemaProblems(raw: Schema, value: unknown, at: string): string[] {
  const schema = deref(raw);
  if (schema.allOf) return schema.allOf.flatMap((s) => schemaProblems(s, value, at));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((s) => schemaProblems(s, value, at).length === 0) ? [] : [`${at}: fits none of its schemas`];
  if (value === null && schema.nullable) return [];
  const problems: string[] = [];
  if (schema.enum && !schema.enum.includes(value)) problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const actual = typeOf(value);
  if (types.length && !types.some((t) => t === actual || (t === 'number' && actual === 'integer'))) {
    problems.push(`${at}: ${JSON.stringify(value)} (${actual}) where the swagger has ${types.join(' or ')}`);
    return problems;
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) problems.push(`${at}: ${value} is under ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) problems.push(`${at}: ${value} is over ${schema.maximum}`);
  }
  if (actual === 'array' && schema.items) (value as unknown[]).forEach((item, i) => problems.push(...schemaProblems(schema.items!, item, `${at}[${i}]`)));
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (object[name] === undefined) problems.push(`${at}.${name}: required, missing`);
    const properties = schema.properties ?? {};
    // Closed unless the schema says otherwise: one that names its fields allows no other (the brief's closed schemas).
    const extra = schema.additionalProperties;
    for (const [name, field] of Object.entries(object)) {
      if (field === undefined) continue;
      const declared = properties[name];
      if (declared) problems.push(...schemaProblems(declared, field, `${at}.${name}`));
      else if (typeof extra === 'object') problems.push(...schemaProblems(extra, field, `${at}.${name}`));
      else if (extra === false || (extra === undefined && schema.properties))
        problems.push(`${at}.${name}: not a field of this request (the schema is closed)`);
    }
  }
  return problems;
}

/** A query parameter's text as its schema's type. */
function queryValue(text: string, schema: Schema): unknown {
  const type = deref(schema).type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
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
    else if (p.schema) problems.push(...schemaProblems(p.schema, queryValue(text, p.schema), `query.${name}`));
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
