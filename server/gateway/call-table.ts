import type { Layer } from '../api-layers';
import { OUR_CALLS, SPEC_CALLS } from '../spec-calls';
import { networkList, NETWORKS, type NetworkName } from './networks';
import { OPEN_API_CALLS } from './open-api-calls';
import { OPEN_API_NETWORKS } from './open-api-networks';
import { OPEN_API_QUERY } from './open-api-params';

/**
 * The calls the site makes (the specs' and ours), as patterns: only these are ever forwarded, so the gateway is no
 * open proxy to the rest of the open API on the operator's key (its broadcast, its binds, its other markets).
 */
const SITE_CALLS = [...SPEC_CALLS, ...OUR_CALLS].map((call) => {
  const [layer, method, path] = call.split(' ') as [string, string, string];
  const pattern = path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{c\}/g, '(brc20|domain|collection|arc20|runes)')
    .replace(/\{x\}/g, '[^/]+');
  return { call, layer, method, pattern: new RegExp(`^${pattern}$`) };
});
/** Whether `method path` on `layer` is a call the site makes. */
export function isSiteCall(layer: Layer, method: string, path: string): boolean {
  return siteCallName(layer, method, path) !== null;
}
/** The call the site makes that `method path` on `layer` is, as the specs name it (`query GET /brc20/{x}/info`); null when none. */
export function siteCallName(layer: Layer, method: string, path: string): string | null {
  return SITE_CALLS.find((call) => call.layer === (layer === 'query5' ? 'query' : layer) && call.method === method && call.pattern.test(path))?.call ?? null;
}

/** Where the gateway takes a call the site makes. */
export type CallTarget =
  /** Served by the gateway itself: sign-in, sessions, server time, the config flags. */
  | { readonly kind: 'own' }
  /** Forwarded to UniSat's open API with the operator's key, at this path (with the query parameters it declares: forwardedQuery). */
  | { readonly kind: 'upstream'; readonly path: string; readonly translated: boolean }
  /** Forwarded to the mempool API (fee rates), at this path. */
  | { readonly kind: 'mempool'; readonly path: string }
  /** No counterpart on a real network: answered with code -404 and this message. */
  | { readonly kind: 'none'; readonly message: string }
  /**
   * No counterpart, but the site builds what it shows from the open API's calls `from` (BUILT): answered with code
   * -404 and this message, so the site takes those calls; never sent upstream, nor to a devnet's extension.
   */
  | { readonly kind: 'built'; readonly from: readonly string[]; readonly message: string }
  /**
   * The open API has the call (`path`), but not on this network's host: never forwarded (the host has no such path,
   * and asking again can never succeed). Answered with code -404, this message and where it is served.
   */
  | { readonly kind: 'not-offered'; readonly path: string; readonly servedOn: readonly NetworkName[]; readonly message: string };

/** The calls the gateway answers itself (spec 000 section 7; logout and user are ours). */
const OWN = new Set([
  'basic GET /ts2',
  'basic GET /base/preload',
  'basic POST /base/login',
  'basic POST /base/logout',
  'basic GET /base/user',
  'basicConfig GET /config',
]);

/** Where a layer's calls are in the open API, when the spec's path under the layer is the open API's under this base. */
const UPSTREAM_BASE: Partial<Record<Layer, string>> = { market: '/v3/market', swap: '/v1/brc20-swap', query: '/v1/indexer', query5: '/v1/indexer' };

/** The spec's calls the open API names differently: the layer and method, the spec's path, and the open API's. */
const TRANSLATED: readonly { layer: Layer; method: string; from: RegExp; to: (match: RegExpExecArray) => string }[] = [
  // Inscribe orders are the open API's V5 (the swagger marks V2 deprecated); a rune mint is V5's create with its
  // mintRuneId and count (V5's runes-mint takes files and no rune id).
  { layer: 'basic', method: 'POST', from: /^\/inscribe\/order$/, to: () => '/v5/inscribe/order/create' },
  { layer: 'basic', method: 'POST', from: /^\/inscribe\/order\/runes-etch$/, to: () => '/v5/inscribe/order/create/runes-etch' },
  { layer: 'basic', method: 'POST', from: /^\/inscribe\/order\/runes-mint$/, to: () => '/v5/inscribe/order/create' },
  { layer: 'basic', method: 'GET', from: /^\/inscribe\/order\/([^/]+)$/, to: (m) => `/v5/inscribe/order/${m[1]!}` },
  // Binding a two-address wallet (Xverse, Magic Eden, Leather, Phantom): the open API's bind takes the very same body
  // (btcAddress, nftAddress, sign) under the brc-20 market, and the binding serves every market.
  { layer: 'market', method: 'POST', from: /^\/common\/xverse_bind$/, to: () => '/v3/market/brc20/auction/bind' },
  // The collection indexer has a base of its own in the open API.
  { layer: 'query', method: 'GET', from: /^\/collection-indexer\/(.+)$/, to: (m) => `/v1/collection-indexer/${m[1]!}` },
  // The spec sends a tick's info by its bytes in hex (four or five bytes: 8 or 10 digits, never a tick's own length);
  // the open API by the tick itself.
  ...(['query', 'query5'] as const).map((layer) => ({
    layer,
    method: 'GET',
    from: /^\/brc20\/((?:[0-9a-f]{2}){4,5})\/info$/,
    to: (m: RegExpExecArray) => `/v1/indexer/brc20/${encodeURIComponent(Buffer.from(m[1]!, 'hex').toString('utf8'))}/info`,
  })),
];

/**
 * The spec's calls the open API has not, which the site builds from the open API's own calls where it gets the
 * -404 (src/services/market/market-reads.ts, tick-types.ts): a tick category's asset list from its `*_types`, a tick's
 * figures from its `*_types_specified` and its cheapest listing (`list`), a brc-20 tick's chart from `brc20_kline`.
 */
const BUILT: readonly { layer: Layer; method: string; from: RegExp; to: (match: RegExpExecArray) => string[] }[] = [
  { layer: 'market', method: 'POST', from: /^\/(brc20|runes)\/auction\/(brc20|runes)_types_many$/, to: (m) => [`/v3/market/${m[1]!}/auction/${m[1]!}_types`] },
  {
    layer: 'market',
    method: 'POST',
    from: /^\/(brc20|runes)\/auction\/(brc20|runes)_statistic$/,
    to: (m) => [`/v3/market/${m[1]!}/auction/${m[1]!}_types_specified`, `/v3/market/${m[1]!}/auction/list`],
  },
  { layer: 'market', method: 'POST', from: /^\/brc20\/auction\/curve_price$/, to: () => ['/v3/market/brc20/auction/brc20_kline'] },
];

/** An open-API path template (`/address/{address}/balance`) as a pattern: `{param}` is one path segment. */
export const templatePattern = (path: string): RegExp => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The open API's calls as patterns. */
const OPEN_API = OPEN_API_CALLS.map((call) => {
  const [method, path] = call.split(' ') as [string, string];
  return { call, method, pattern: templatePattern(path) };
});
/**
 * The open API's call that `method path` is (`GET /v1/indexer/brc20/{ticker}/info`), or null when it is none, or
 * more than one: a path parameter that names another call (an order id of `list`, the key's every order) is no call.
 */
export function openApiCall(method: string, path: string): string | null {
  const matches = OPEN_API.filter((call) => call.method === method && call.pattern.test(path));
  return matches.length === 1 ? matches[0]!.call : null;
}
export function inOpenApi(method: string, path: string): boolean {
  return openApiCall(method, path) !== null;
}

/**
 * The query string forwarded upstream for a call: only the parameters the open API's swagger declares for it
 * (open-api-params.ts), each once (its first value), in the client's order, encoded as the site's client encodes
 * them; never the client's query as it came (an `apikey` or anything else it adds stays at the gateway). The
 * mempool's fee calls declare none.
 */
export function forwardedQuery(target: CallTarget, method: string, params: URLSearchParams): string {
  const call = target.kind === 'upstream' ? openApiCall(method, target.path) : null;
  const declared = new Set(call ? (OPEN_API_QUERY[call] ?? []) : []);
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (declared.has(name) && !kept.has(name)) kept.append(name, value);
  const search = kept.toString();
  return search ? `?${search}` : '';
}

const noCounterpart = (path: string) => ({
  kind: 'none' as const,
  // The call's own name (its last segment) for the person reading it; the path is in the gateway's log.
  message: `This part of the site is not available on this network yet: UniSat's open API has no call for it (${path.split('/').filter(Boolean).at(-1) ?? path}). It works on the devnet.`,
});

/** Where the site's call `method path` on `layer` goes (the path under the layer's base, without the query). */
export function routeCall(layer: Layer, method: string, path: string): CallTarget {
  if (OWN.has(`${layer} ${method} ${path}`)) return { kind: 'own' };
  if (!isSiteCall(layer, method, path)) return { kind: 'none', message: `${method} ${path} is not a call of this site.` };
  // The market's config (bounds, fees' free threshold, the BTC price) is the operator's: the open API has none.
  if (layer === 'market' && method === 'POST' && /^\/(brc20|domain|collection|runes)\/auction\/config$/.test(path)) return { kind: 'own' };
  for (const rule of BUILT) {
    const match = rule.layer === layer && rule.method === method ? rule.from.exec(path) : null;
    // A tick category's own calls only (brc20_types_many on the brc-20 market, not on the runes one).
    if (match && (match[2] === undefined || match[2] === match[1]))
      return {
        kind: 'built',
        from: rule.to(match),
        message: `${noCounterpart(path).message.replace(/ It works on the devnet\.$/, '')} The site builds it from the open API's other calls.`,
      };
  }
  if (layer === 'mempool') return /^\/v1\/fees\/(recommended|mempool-blocks)$/.test(path) && method === 'GET' ? { kind: 'mempool', path } : noCounterpart(path);
  for (const rule of TRANSLATED) {
    const match = rule.layer === layer && rule.method === method ? rule.from.exec(path) : null;
    if (match) {
      const to = rule.to(match);
      return inOpenApi(method, to) ? { kind: 'upstream', path: to, translated: true } : noCounterpart(path);
    }
  }
  const base = UPSTREAM_BASE[layer];
  if (base && inOpenApi(method, `${base}${path}`)) return { kind: 'upstream', path: `${base}${path}`, translated: false };
  return noCounterpart(path);
}

/** The networks whose host serves the open API's call `method path` (a concrete path: `/v1/brc20-swap/config`); none when it is no call of the open API. */
export function servedOn(method: string, path: string): readonly NetworkName[] {
  const call = openApiCall(method, path);
  return call ? (OPEN_API_NETWORKS[call] ?? []) : [];
}

/**
 * Where the site's call goes on `network`: routeCall's target, unless it is forwarded to a path the network's host
 * does not serve (the swagger's `tags[].urls` and `x-unisat-network`: open-api-networks.ts). Such a call is not
 * offered there: the gateway never sends it.
 */
export function routeCallOn(network: NetworkName, layer: Layer, method: string, path: string): CallTarget {
  const target = routeCall(layer, method, path);
  if (target.kind === 'built') {
    // Built where the host serves every call it is built from; else not offered, where those are.
    const on = target.from.map((from) => servedOn('POST', from));
    if (on.every((networks) => networks.includes(network))) return target;
    const where = on.reduce((a, b) => a.filter((n) => b.includes(n)));
    const name = target.from[0]!.replace(/^\/v\d+\//, '');
    return {
      kind: 'not-offered',
      path: target.from[0]!,
      servedOn: where,
      message: `This is not offered on ${NETWORKS[network].label}: UniSat's open API has what it is built from (${name}) ${where.length ? `only on ${networkList(where)}` : 'on none of the networks this gateway runs on'}.`,
    };
  }
  if (target.kind !== 'upstream') return target;
  const on = servedOn(method, target.path);
  if (on.includes(network)) return target;
  // The open API's path without its version, for the person reading (brc20-swap/config, market/collection/auction/list).
  const name = target.path.replace(/^\/v\d+\//, '').replace(/^indexer\//, '');
  const where = on.length ? `only on ${networkList(on)}` : 'on none of the networks this gateway runs on';
  return {
    kind: 'not-offered',
    path: target.path,
    servedOn: on,
    message: `This is not offered on ${NETWORKS[network].label}: UniSat's open API has it (${name}) ${where}.`,
  };
}
