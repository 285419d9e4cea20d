import type { IncomingMessage, ServerResponse } from 'node:http';
import { OPEN_API_SCHEMAS } from '../../server/contract/open-api-schemas';
import { callRequestProblems, schemaProblems, type Schema } from '../../server/contract/schema-problems';
import { OPEN_API_NETWORKS } from '../../server/gateway/open-api-networks';
import type { NetworkName } from '../../server/gateway/networks';
import type { Layer } from '../../server/api-layers';
import { parseJsonObject, readBody, sendJson } from './http-utils';
import type { Dispatched } from './api-surface';

/** What the devnet saw that the swagger does not allow: a request it refused, an answer of its own that does not fit. */
export interface ContractLog {
  readonly requests: string[];
  readonly answers: string[];
}

/** The open API's calls as patterns (a `{param}` is one path segment; a literal path wins over a template). */
const CALLS = Object.keys(OPEN_API_SCHEMAS)
  .map((call) => {
    const [method, path] = call.split(' ') as [string, string];
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
    return { call, method, pattern, params: (path.match(/\{/g) ?? []).length };
  })
  .sort((a, b) => a.params - b.params);

/** Where the devnet keeps each open-API path: the route table's layer and path (its own calls under their own names). */
const PLACES: readonly { readonly from: RegExp; readonly layer: Layer; readonly to: (m: RegExpExecArray) => string }[] = [
  { from: /^\/v3\/market\/brc20\/auction\/bind$/, layer: 'market', to: () => '/common/xverse_bind' },
  { from: /^\/v3\/market(\/.+)$/, layer: 'market', to: (m) => m[1]! },
  { from: /^\/v1\/brc20-swap(\/.+)$/, layer: 'swap', to: (m) => m[1]! },
  { from: /^\/v1\/collection-indexer(\/.+)$/, layer: 'query', to: (m) => `/collection-indexer${m[1]!}` },
  // The devnet keeps a tick's info by the tick's bytes in hex (as the site's own API names it).
  { from: /^\/v1\/indexer\/brc20\/([^/]+)\/info$/, layer: 'query', to: (m) => `/brc20/${Buffer.from(decodeURIComponent(m[1]!), 'utf8').toString('hex')}/info` },
  { from: /^\/v1\/indexer(\/.+)$/, layer: 'query', to: (m) => m[1]! },
  // Inscribe orders, V5's (a rune mint is its create with mintRuneId).
  { from: /^\/v5\/inscribe\/order\/create$/, layer: 'basic', to: () => '/inscribe/order' },
  { from: /^\/v5\/inscribe\/order\/create\/runes-etch$/, layer: 'basic', to: () => '/inscribe/order/runes-etch' },
  { from: /^\/v5\/inscribe\/order\/([^/]+)$/, layer: 'basic', to: (m) => `/inscribe/order/${m[1]!}` },
];

/**
 * The devnet as a local UniSat open API (issue 42): the open API's paths, methods and shapes, on the host profile it
 * runs as (a call that host does not serve is a 404, as on the real host). A call needs `Authorization: Bearer` (the
 * key when one is set); its query and body must fit the call's request schema (closed objects, required fields,
 * enums: a 400 naming the field otherwise); its answer is checked against the answer schema and what does not fit
 * is kept in the contract log (the browser tests read it). The market's writes act for the user the call names
 * (`caller`); the devnet's own rules answer from the same route table as the site's /api.
 */
export function createOpenApiSurface(deps: {
  /** The host it stands for now (the control page may change it: `POST /devnet/api/profile`). */
  readonly profile: () => NetworkName;
  readonly apiKey: string | null;
  readonly dispatch: (call: Dispatched) => void;
  /** The session the devnet's market acts in for `address` (the open API names the user; the devnet's rules take a session). */
  readonly actingFor: (address: string) => string;
  /** Whom a market call acts for (market-caller.ts). */
  readonly caller: (call: string, body: Record<string, unknown>) => string;
  readonly log: ContractLog;
}) {
  return async function handleOpenApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const auth = req.headers.authorization;
    if (!auth?.startsWith('Bearer ') || (deps.apiKey !== null && auth !== `Bearer ${deps.apiKey}`))
      return sendJson(res, 401, { code: -1, msg: 'The API key is missing or wrong.', data: null });
    const found = CALLS.find((c) => c.method === method && c.pattern.test(url.pathname));
    if (!found || !(OPEN_API_NETWORKS[found.call] ?? []).includes(deps.profile()))
      return sendJson(res, 404, { code: -1, msg: `Route ${method}:${url.pathname} not found`, data: null });
    const raw = await readBody(req, 8 * 1024 * 1024);
    const body = method === 'POST' ? parseJsonObject(raw) : undefined;
    const undocumented = UNDOCUMENTED_REQUEST_FIELDS[found.call] ?? [];
    const named = (p: string) => undocumented.some((field) => p.startsWith(`body.${field}: not a field`));
    const all = callRequestProblems(OPEN_API_SCHEMAS[found.call]!, url.searchParams, body);
    // A field the devnet itself asked for (its psbtBid2) is taken, and kept in the log by name.
    for (const p of all.filter(named)) if (!deps.log.requests.includes(`${found.call}: ${p}`)) deps.log.requests.push(`${found.call}: ${p}`);
    const problems = all.filter((p) => !named(p));
    if (problems.length) {
      deps.log.requests.push(...problems.map((p) => `${found.call}: ${p}`));
      return sendJson(res, 400, { code: -1, msg: `${found.call}: ${problems.join('; ')}`, data: null });
    }
    const place = PLACES.map((p) => ({ p, m: p.from.exec(url.pathname) })).find((x) => x.m)!;
    // The market's writes, and the bind of a two-address wallet (it acts for the ordinals address its body names).
    const market = /^\/v3\/market\/[a-z0-9]+\/auction\/((create|confirm)_[a-z_]+|bind)$/.exec(url.pathname);
    const session = market ? deps.actingFor(deps.caller(market[1]!, body ?? {})) : undefined;
    checkAnswer(res, found.call, deps.log);
    const path = place.p.to(place.m!);
    deps.dispatch({
      method,
      layer: place.p.layer,
      path,
      apiPath: url.pathname,
      query: url.searchParams,
      body: () => body ?? {},
      res,
      session,
      clientKey: null,
    });
  };
}

/**
 * The answer as the open API writes it: the devnet's records hold more than the swagger's answer names (a listing's
 * status, its own clocks), and what the schema does not name is left out, as a real host has none of it. What is
 * left is checked against the schema: a field of the wrong type or a missing one is kept in the contract log.
 */
export function fitAnswer(schema: Schema, value: unknown): unknown {
  // The devnet keeps token amounts as decimal strings; where the open API writes a number, it is written as one.
  if ((schema.type === 'number' || schema.type === 'integer') && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (schema.allOf || schema.anyOf || schema.oneOf) return value;
  if (Array.isArray(value)) return schema.items ? value.map((item) => fitAnswer(schema.items!, item)) : value;
  if (value === null || typeof value !== 'object') return value;
  const properties = schema.properties;
  if (!properties || typeof schema.additionalProperties === 'object' || schema.additionalProperties === true) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([name]) => Object.hasOwn(properties, name))
      .map(([name, field]) => [name, fitAnswer(properties[name]!, field)]),
  );
}

/**
 * Answers written as the devnet has them, the contract log naming each field the swagger lacks: create_withdraw's,
 * which the swagger documents as an empty closed object though a withdrawal needs its id, PSBTs and fee; the runes
 * sweep's create_batch_bid, whose purchase spends the padding coins its `psbtBid2` makes first when the buyer has too
 * few (a real host answers no such field: it builds the purchase from coins the buyer holds).
 */
const UNDOCUMENTED_ANSWERS = new Set(['GET /v1/brc20-swap/create_withdraw', 'POST /v3/market/runes/auction/create_batch_bid']);
/** The request fields that go with those answers: the runes sweep's confirm_batch_bid sends back the signed `psbtBid2`. */
const UNDOCUMENTED_REQUEST_FIELDS: Readonly<Record<string, readonly string[]>> = { 'POST /v3/market/runes/auction/confirm_batch_bid': ['psbtBid2'] };

/** Writes the answer to `res` as the call's answer schema has it (fitAnswer; a refusal, code other than 0, as it is). */
function checkAnswer(res: ServerResponse, call: string, log: ContractLog): void {
  const schema = OPEN_API_SCHEMAS[call]?.answer;
  if (!schema) return;
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown) => {
    let answer: { code?: unknown } | null = null;
    try {
      answer = typeof chunk === 'string' ? (JSON.parse(chunk) as { code?: unknown }) : null;
    } catch {
      log.answers.push(`${call}: the answer is not JSON`);
    }
    if (!answer || answer.code !== 0) return end(chunk);
    const fitted = UNDOCUMENTED_ANSWERS.has(call) ? answer : fitAnswer(schema, answer);
    for (const problem of schemaProblems(schema, fitted, 'answer')) {
      const named = `${call}: ${problem.replace(/\[\d+\]/g, '[]')}`;
      if (!log.answers.includes(named)) log.answers.push(named);
    }
    const text = JSON.stringify(fitted);
    if (!res.headersSent) res.setHeader('Content-Length', Buffer.byteLength(text));
    return end(text);
  }) as ServerResponse['end'];
}
