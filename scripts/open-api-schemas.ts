/**
 * Writes server/contract/open-api-schemas.ts: for each open-API call the site's calls are forwarded to (scripts/
 * gateway-calls.ts), its schemas as UniSat's swagger has them (../shared/reference/unisat-openapi.yaml): the query
 * parameters, the JSON body and the answer, every `$ref` put in place and only the keys a check reads kept. The
 * devnet enforces them at its open-API surface, as the real host does. Run by `npm run open-api-calls`.
 */
import { parseSwaggerYaml } from './swagger-yaml';
import { gatewayCalls } from './gateway-calls';
import { openApiCall } from '../server/gateway/call-table';
import type { CallSchemas, Schema } from '../server/contract/schema-problems';

interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Swagger {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const KEPT = ['type', 'enum', 'required', 'properties', 'additionalProperties', 'items', 'nullable', 'minimum', 'maximum', 'allOf', 'anyOf', 'oneOf'] as const;

/** `schema` with every `$ref` in place (one that refers to itself, past the first time, allows anything) and only the kept keys. */
function inline(swagger: Swagger, schema: Schema, seen: readonly string[] = []): Schema {
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1)!;
    if (seen.includes(name)) return {};
    return inline(swagger, swagger.components.schemas[name]!, [...seen, name]);
  }
  const out: Record<string, unknown> = {};
  for (const key of KEPT) {
    const value = schema[key];
    if (value === undefined) continue;
    // A property's own `required: false` (as V5's order read writes paidInscriptions) is no JSON Schema: a property is
    // required only where its object's `required` list names it.
    if (key === 'required' && !Array.isArray(value)) continue;
    if (key === 'properties') out[key] = Object.fromEntries(Object.entries(value as Record<string, Schema>).map(([k, v]) => [k, inline(swagger, v, seen)]));
    else if (key === 'items' || (key === 'additionalProperties' && typeof value === 'object')) out[key] = inline(swagger, value as Schema, seen);
    else if (key === 'allOf' || key === 'anyOf' || key === 'oneOf') out[key] = (value as Schema[]).map((v) => inline(swagger, v, seen));
    else out[key] = value;
  }
  return out as Schema;
}

/** The open-API calls the site's calls are forwarded to, on any network, sorted. */
export function forwardedCalls(): string[] {
  const calls = new Set<string>();
  for (const row of gatewayCalls()) {
    if (row.disposition !== 'identical' && row.disposition !== 'translated') continue;
    const [method, path] = row.target.split(' ') as [string, string];
    const call = openApiCall(method, path);
    if (call) calls.add(call);
  }
  return [...calls].sort();
}

export function schemasModuleText(yaml: string): string {
  const swagger = parseSwaggerYaml(yaml) as unknown as Swagger;
  const entries: Record<string, CallSchemas> = {};
  for (const call of forwardedCalls()) {
    const [method, path] = call.split(' ') as [string, string];
    const item = swagger.paths[path]!;
    const operation = item[method.toLowerCase()]!;
    const parameters = [...((item as { parameters?: Operation['parameters'] }).parameters ?? []), ...(operation.parameters ?? [])].filter(
      (p) => p.in === 'query',
    );
    const body = operation.requestBody?.content?.['application/json']?.schema;
    const answer = operation.responses?.['200']?.content?.['application/json']?.schema;
    entries[call] = {
      query: parameters.map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ? inline(swagger, p.schema) : {} })),
      body: body ? inline(swagger, body) : null,
      answer: answer ? inline(swagger, answer) : null,
    };
  }
  return `/** The schemas of the open-API calls the site's calls are forwarded to, from UniSat's swagger (written by scripts/open-api-schemas.ts through npm run open-api-calls; do not edit). */\nimport type { CallSchemas } from './schema-problems';\n\nexport const OPEN_API_SCHEMAS: Readonly<Record<string, CallSchemas>> = ${JSON.stringify(entries)};\n`;
}
