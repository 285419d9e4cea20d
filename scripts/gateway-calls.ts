/**
 * Where the gateway takes each call the specs name (server/spec-calls.ts): served by the gateway, forwarded to
 * the open API as is, translated to another open-API path, to the mempool API, or no counterpart.
 *   npm run gateway:calls            (counts)
 *   npm run gateway:calls -- --list  (every call)
 */
import { routeCall } from '../server/gateway/call-table';
import type { Layer } from '../server/api-layers';
import { SPEC_CALLS } from '../server/spec-calls';
import { MARKET_CATEGORIES } from '../src/domain/entities';

export type Disposition = 'own' | 'identical' | 'translated' | 'mempool' | 'none';

/** Each spec call (market calls once per category) and where the gateway takes it. */
export function gatewayCalls(): { call: string; disposition: Disposition; target: string }[] {
  const rows: { call: string; disposition: Disposition; target: string }[] = [];
  for (const spec of SPEC_CALLS) {
    const [layer, method, template] = spec.split(' ') as [Layer, string, string];
    const categories = template.includes('{c}') ? MARKET_CATEGORIES : [''];
    for (const category of categories) {
      // A tick's info names the tick by its bytes in hex (spec 001); every other parameter stands as 'x'.
      const path = template
        .replace('{c}', category)
        .replace(/^\/brc20\/\{x\}\/info$/, '/brc20/6f726469/info')
        .replace(/\{x\}/g, 'x');
      const target = routeCall(layer, method, path);
      const call = `${layer} ${method} ${path}`;
      if (target.kind === 'own') rows.push({ call, disposition: 'own', target: 'the gateway' });
      else if (target.kind === 'none') rows.push({ call, disposition: 'none', target: '-404' });
      else if (target.kind === 'mempool') rows.push({ call, disposition: 'mempool', target: `mempool ${target.path}` });
      else rows.push({ call, disposition: target.translated ? 'translated' : 'identical', target: `${method} ${target.path}` });
    }
  }
  return rows;
}

/** The spec's calls once each (a market call once, its categories by where each goes), and the counts of the kinds. */
export function callSummary() {
  const rows = gatewayCalls();
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
  const total = `${rows.length} calls (market calls counted per category): ${count('own')} served by the gateway, ${count('identical')} forwarded as they are, ${count('translated')} translated, ${count('mempool')} to the mempool API, ${count('none')} with no open-API counterpart`;
  return { lines, total };
}

if (process.argv[1] && process.argv[1].endsWith('gateway-calls.ts')) {
  const { lines, total } = callSummary();
  if (process.argv.includes('--list')) for (const line of lines) console.log(line);
  console.log(`gateway calls: ${total}`);
}
