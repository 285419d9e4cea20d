/**
 * Where the gateway takes each call the site makes (the specs' and ours, server/spec-calls.ts): served by the gateway, forwarded to
 * the open API as is, translated to another open-API path, to the mempool API, or no counterpart; on a network, also
 * not offered where its UniSat host has not the open-API path (the swagger's tags[].urls and x-unisat-network).
 *   npm run gateway:calls                          (the counts on each network, and the open API's as a whole)
 *   npm run gateway:calls -- --network testnet     (the counts on one network)
 *   npm run gateway:calls -- --network testnet --list  (every call, where it goes on that network)
 *   npm run gateway:calls -- --list | --markdown   (every call, the README's table: the open API as a whole)
 */
import { routeCall, routeCallOn, servedOn } from '../server/gateway/call-table';
import { isNetworkName, NETWORK_NAMES, type NetworkName } from '../server/gateway/networks';
import type { Layer } from '../server/api-layers';
import { OUR_CALLS, SPEC_CALLS } from '../server/spec-calls';
import { MARKET_CATEGORIES } from '../src/domain/entities';

/**
 * 'not-offered': the open API has the call, not on the network's host. 'built': the site builds it from other calls
 * the host serves (call-table.ts BUILT).
 */
export type Disposition = 'own' | 'identical' | 'translated' | 'mempool' | 'built' | 'none' | 'not-offered';

/**
 * Each spec call (market calls once per category) and where the gateway takes it: on `network`, or, without one,
 * wherever the open API has the call (the README's table).
 */
export function gatewayCalls(network?: NetworkName): { call: string; disposition: Disposition; target: string }[] {
  const rows: { call: string; disposition: Disposition; target: string }[] = [];
  for (const spec of [...SPEC_CALLS, ...OUR_CALLS]) {
    const [layer, method, template] = spec.split(' ') as [Layer, string, string];
    const categories = template.includes('{c}') ? MARKET_CATEGORIES : [''];
    for (const category of categories) {
      // A tick's info names the tick by its bytes in hex (spec 001); every other parameter stands as 'x'.
      const path = template
        .replace('{c}', category)
        .replace(/^\/brc20\/\{x\}\/info$/, '/brc20/6f726469/info')
        .replace(/\{x\}/g, 'x');
      const target = network ? routeCallOn(network, layer, method, path) : routeCall(layer, method, path);
      const call = `${layer} ${method} ${path}`;
      if (target.kind === 'own') rows.push({ call, disposition: 'own', target: 'the gateway' });
      else if (target.kind === 'none') rows.push({ call, disposition: 'none', target: '-404' });
      else if (target.kind === 'built') rows.push({ call, disposition: 'built', target: `built from ${target.from.map((f) => `POST ${f}`).join(' and ')}` });
      else if (target.kind === 'not-offered')
        rows.push({ call, disposition: 'not-offered', target: `${method} ${target.path} on ${target.servedOn.join(', ') || 'no network'}` });
      else if (target.kind === 'mempool') rows.push({ call, disposition: 'mempool', target: `mempool ${target.path}` });
      else rows.push({ call, disposition: target.translated ? 'translated' : 'identical', target: `${method} ${target.path}` });
    }
  }
  return rows;
}

/** The spec's calls once each (a market call once, its categories by where each goes), and the counts of the kinds (on `network`: gatewayCalls). */
export function callSummary(network?: NetworkName) {
  const rows = gatewayCalls(network);
  const byCall = new Map<string, Map<Disposition, string[]>>();
  for (const row of rows) {
    const [layer, method, path] = row.call.split(' ') as [string, string, string];
    const match = /^\/(brc20|domain|collection|arc20|runes)\/auction\/(.+)$/.exec(path);
    const key = layer === 'market' && match ? `market ${method} /{c}/auction/${match[2]!}` : row.call;
    const kinds = byCall.get(key) ?? new Map<Disposition, string[]>();
    kinds.set(row.disposition, [...(kinds.get(row.disposition) ?? []), match?.[1] ?? row.target]);
    byCall.set(key, kinds);
  }
  const lines = [...byCall].map(([call, kinds]) => `${call.padEnd(52)} ${[...kinds].map(([kind, where]) => `${kind} (${where.join(', ')})`).join('; ')}`);
  const count = (d: Disposition) => rows.filter((r) => r.disposition === d).length;
  const total = `${rows.length} calls (market calls counted per category): ${count('own')} served by the gateway, ${count('identical')} forwarded as they are, ${count('translated')} translated, ${count('mempool')} to the mempool API, ${count('built')} built by the site from other calls, ${count('none')} with no open-API counterpart`;
  return { lines, total };
}

/**
 * Where the shapes of a call the open API has are not the open API's exactly (issue 25): 'mapped', the app decodes
 * the open API's shape and maps it to what its views read, in the call's schema; 'differs', the open API's call has
 * another shape and the app still speaks the spec's (the gateway forwards it as it is: it may be refused upstream).
 */
const SHAPES: Readonly<Record<string, 'mapped' | 'differs'>> = {
  // The open API's Order decoded (minerFee is the app's network fee); the bodies are OrderCreateParams (the referrer's
  // id and referrer beside), OrderCreateRunesEtchParams and OrderCreateRunesMintParams (basic-schemas.ts, basic-api.ts).
  'basic POST /inscribe/order': 'mapped',
  'basic GET /inscribe/order/x': 'mapped',
  'basic POST /inscribe/order/runes-etch': 'mapped',
  'basic POST /inscribe/order/runes-mint': 'mapped',
  'market POST /{c}/auction/list': 'mapped',
  'market POST /{c}/auction/inscription_info': 'mapped',
  'market POST /{c}/auction/domain_types': 'mapped',
  'market POST /{c}/auction/collection_statistic_list': 'mapped',
  'market POST /{c}/auction/actions': 'mapped',
  'query GET /address/x/inscription-data': 'mapped',
  'query GET /runes/info-list': 'mapped',
  'query GET /brc20/6f726469/info': 'mapped',
  'market POST /{c}/auction/inscription_info_list': 'mapped',
  'market POST /{c}/auction/collection_summary': 'mapped',
  'market POST /{c}/auction/collection_statistic': 'mapped',
  'market POST /{c}/auction/domain_statistic': 'mapped',
  'market POST /{c}/auction/brc20_types': 'mapped',
  'market POST /{c}/auction/runes_types': 'mapped',
};

/** The README's table: each call once, its layer, its open-API counterpart (or none), and its shapes. */
export function callTable(): string[] {
  const rows = gatewayCalls();
  const byCall = new Map<string, { layer: string; targets: Set<string>; categories: string[] }>();
  for (const row of rows) {
    const [layer, method, path] = row.call.split(' ') as [string, string, string];
    const match = /^\/(brc20|domain|collection|arc20|runes)\/auction\/(.+)$/.exec(path);
    const key = layer === 'market' && match ? `market ${method} /{c}/auction/${match[2]!}` : row.call;
    const entry = byCall.get(key) ?? { layer, targets: new Set<string>(), categories: [] };
    if (row.disposition === 'identical' || row.disposition === 'translated') {
      entry.targets.add(row.target.replace(/\/(brc20|domain|collection|runes)\/auction\//, '/{c}/auction/'));
      if (match) entry.categories.push(match[1]!);
    } else if (row.disposition === 'own') entry.targets.add('spec only: the gateway serves it');
    else if (row.disposition === 'mempool') entry.targets.add('mempool.space');
    byCall.set(key, entry);
  }
  const lines = ['| call | layer | open-API counterpart | shapes |', '|---|---|---|---|'];
  for (const [call, { layer, targets, categories }] of byCall) {
    const forwarded = [...targets].filter((t) => /^(GET|POST) /.test(t));
    const where =
      targets.size === 0 ? 'none (spec only)' : `${[...targets].map((t) => `\`${t}\``).join(', ')}${categories.length ? ` (${categories.join(', ')})` : ''}`;
    const shapes = forwarded.length === 0 ? '–' : (SHAPES[call] ?? 'identical');
    lines.push(
      `| \`${call.split(' ').slice(1).join(' ')}\` | ${layer} | ${where.replace(/`(spec only: the gateway serves it|mempool.space)`/g, '$1')} | ${shapes} |`,
    );
  }
  return lines;
}

/** The counts of the table's shapes column. */
export function shapesSummary(): string {
  const shapes = callTable().slice(2);
  const count = (word: string) => shapes.filter((l) => l.endsWith(`| ${word} |`)).length;
  return `${shapes.length} calls: ${count('identical')} identical, ${count('mapped')} mapped in the app's schema, ${count('differs')} still different, ${count('not checked')} not checked, ${count('–')} with no open-API counterpart`;
}

/** How many of the site's calls (market calls per category) go where on `network`. */
export function networkCounts(network: NetworkName) {
  const rows = gatewayCalls(network);
  const count = (...kinds: Disposition[]) => rows.filter((r) => kinds.includes(r.disposition)).length;
  return {
    calls: rows.length,
    gateway: count('own'),
    forwarded: count('identical', 'translated'),
    mempool: count('mempool'),
    built: count('built'),
    notOnHost: count('not-offered'),
    noCounterpart: count('none'),
  };
}

/** The calls forwarded on `network` to an open-API path its host does not serve: none (the gateway never sends one). */
export function forwardedWithoutPath(network: NetworkName): string[] {
  return gatewayCalls(network)
    .filter((row) => row.disposition === 'identical' || row.disposition === 'translated')
    .filter((row) => {
      const [method, path] = row.target.split(' ') as [string, string];
      return !servedOn(method, path).includes(network);
    })
    .map((row) => row.call);
}

/** The counts on each network, as a table (the README's, from npm run gateway:calls). */
export function networkTable(networks: readonly NetworkName[] = NETWORK_NAMES): string[] {
  const lines = [
    '| network | calls | served by the gateway | forwarded to a path its host serves | to the mempool API | built from other calls | not offered: not on its host | not offered: no open-API call |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const network of networks) {
    const c = networkCounts(network);
    lines.push(`| ${network} | ${c.calls} | ${c.gateway} | ${c.forwarded} | ${c.mempool} | ${c.built} | ${c.notOnHost} | ${c.noCounterpart} |`);
  }
  return lines;
}

if (process.argv[1] && process.argv[1].endsWith('gateway-calls.ts')) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--network');
  const network = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && !isNetworkName(network)) {
    console.error(`gateway:calls: --network takes ${NETWORK_NAMES.join(', ')}`);
    process.exit(2);
  }
  const networks = network ? [network as NetworkName] : NETWORK_NAMES;
  console.log('gateway calls by network (market calls counted per category):');
  for (const line of networkTable(networks)) console.log(line);
  const wrong = networks.flatMap((n) => forwardedWithoutPath(n).map((call) => `${n}: ${call}`));
  if (wrong.length) {
    console.error(`gateway:calls: forwarded to a host without the path:\n${wrong.join('\n')}`);
    process.exit(1);
  }
  if (network) {
    if (args.includes('--list')) for (const line of callSummary(network as NetworkName).lines) console.log(line);
    process.exit(0);
  }
  const { lines, total } = callSummary();
  if (args.includes('--list')) for (const line of lines) console.log(line);
  if (args.includes('--markdown')) for (const line of callTable()) console.log(line);
  console.log(`gateway calls, wherever the open API has them: ${total}`);
  console.log(`shapes: ${shapesSummary()}`);
}
