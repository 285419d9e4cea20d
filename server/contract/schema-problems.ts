/**
 * A value checked against a schema of UniSat's swagger (../shared/reference/unisat-openapi.yaml), as its upstream
 * enforces it: closed objects (a field the schema does not name is refused by name), required fields, enums, types,
 * bounds. Used on both sides of the open API: the devnet refuses a request that does not fit, as the real host does,
 * and checks its own answers against the answer schemas (server/contract/open-api-schemas.ts); the tests check the
 * site's requests against the swagger itself.
 */
export type Schema = {
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

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

/**
 * Where `value` does not fit `schema`: one line per problem, each naming its field (`body.filter.marketType`).
 * `deref` resolves a `$ref` (the generated schemas have none).
 */
export function schemaProblems(raw: Schema, value: unknown, at: string, deref: (s: Schema) => Schema = (s) => s): string[] {
  const schema = deref(raw);
  const inner = (s: Schema, v: unknown, where: string) => schemaProblems(s, v, where, deref);
  if (schema.allOf) return schema.allOf.flatMap((s) => inner(s, value, at));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((s) => inner(s, value, at).length === 0) ? [] : [`${at}: fits none of its schemas`];
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
  if (actual === 'array' && schema.items) (value as unknown[]).forEach((item, i) => problems.push(...inner(schema.items!, item, `${at}[${i}]`)));
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (object[name] === undefined) problems.push(`${at}.${name}: required, missing`);
    const properties = schema.properties ?? {};
    // Closed unless the schema says otherwise: one that names its fields allows no other.
    const extra = schema.additionalProperties;
    for (const [name, field] of Object.entries(object)) {
      if (field === undefined) continue;
      const declared = properties[name];
      if (declared) problems.push(...inner(declared, field, `${at}.${name}`));
      else if (typeof extra === 'object') problems.push(...inner(extra, field, `${at}.${name}`));
      else if (extra === false || (extra === undefined && schema.properties))
        problems.push(`${at}.${name}: not a field of this ${/^(body|query)\b/.test(at) ? 'request' : 'answer'} (the schema is closed)`);
    }
  }
  return problems;
}

/** A query parameter's text as its schema's type. */
export function queryValue(text: string, schema: Schema): unknown {
  const type = schema.type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** One call's schemas: its query parameters, its JSON body (none: it takes no body) and its answer (HTTP 200). */
export interface CallSchemas {
  readonly query: readonly { readonly name: string; readonly required: boolean; readonly schema: Schema }[];
  readonly body: Schema | null;
  readonly answer: Schema | null;
}

/** The problems of one request to a call: its query string's parameters and its parsed JSON body (undefined: none). */
export function callRequestProblems(call: CallSchemas, query: URLSearchParams, body: unknown): string[] {
  const problems: string[] = [];
  for (const p of call.query) if (p.required && !query.has(p.name)) problems.push(`query.${p.name}: required, missing`);
  for (const [name, text] of query) {
    const p = call.query.find((d) => d.name === name);
    if (!p) problems.push(`query.${name}: not a parameter of this call`);
    else problems.push(...schemaProblems(p.schema, queryValue(text, p.schema), `query.${name}`));
  }
  if (call.body) problems.push(...schemaProblems(call.body, body ?? {}, 'body'));
  else if (body !== undefined && body !== null) {
    const fields = typeof body === 'object' ? Object.keys(body) : ['(a body)'];
    problems.push(...fields.map((f) => `body.${f}: not a field of this request (the call takes no body)`));
  }
  return problems;
}
