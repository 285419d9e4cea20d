/**
 * Which of UniSat's hosts serve each call of the open API, read from its swagger: an operation is served by the hosts
 * its tags list (`tags[].urls`; every server of the swagger when none of its tags lists any), of the chain its
 * `x-unisat-network` names (`bitcoin`, `fractal`; `multi` both). A server's chain is the first word of its
 * description ("Bitcoin Testnet4 endpoint…", "Fractal Mainnet endpoint…"). Written by scripts/open-api-calls.ts
 * to server/gateway/open-api-networks.ts, by the gateway's network names (server/gateway/networks.ts).
 */
import { NETWORK_NAMES, NETWORKS, type NetworkName } from '../server/gateway/networks';

export interface OpenApiServer {
  readonly url: string;
  readonly chain: 'bitcoin' | 'fractal';
}

const unquote = (text: string) => text.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The swagger's `servers:`: each url and the chain its description names. */
export function openApiServers(yaml: string): OpenApiServer[] {
  const servers: OpenApiServer[] = [];
  let block = false;
  let url: string | null = null;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) block = line.startsWith('servers:');
    if (!block) continue;
    const item = /^ {2}- url:\s*(.+)$/.exec(line);
    if (item) url = unquote(item[1]!);
    const description = /^ {4}description:\s*(.+)$/.exec(line);
    if (description && url) {
      const chain = /^(bitcoin|fractal)\b/i.exec(unquote(description[1]!))?.[1]?.toLowerCase();
      if (chain !== 'bitcoin' && chain !== 'fractal')
        throw new Error(`open-api-hosts: the server ${url} names no chain (Bitcoin or Fractal) in its description`);
      servers.push({ url, chain });
      url = null;
    }
  }
  return servers;
}

/** The hosts each tag lists (`tags[].urls`); a tag that lists none is left out. */
export function tagUrls(yaml: string): Map<string, string[]> {
  const urls = new Map<string, string[]>();
  let block = false;
  let tag: string | null = null;
  let inUrls = false;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) block = line.startsWith('tags:');
    if (!block) continue;
    const name = /^ {2}- name:\s*(.+)$/.exec(line);
    if (name) [tag, inUrls] = [unquote(name[1]!), false];
    else if (/^ {4}\S/.test(line)) inUrls = /^ {4}urls:\s*$/.test(line);
    const url = inUrls && tag ? /^ {6}- (.+)$/.exec(line) : null;
    if (url) urls.set(tag!, [...(urls.get(tag!) ?? []), unquote(url[1]!)]);
  }
  return urls;
}

/** Each operation under `paths:` as `METHOD /path`, with its tags and its `x-unisat-network` (null when it has none). */
export function openApiOperations(yaml: string): { call: string; tags: string[]; network: string | null }[] {
  const operations: { call: string; tags: string[]; network: string | null }[] = [];
  let inPaths = false;
  let path: string | null = null;
  let inTags = false;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) inPaths = line.startsWith('paths:');
    if (!inPaths) continue;
    const pathKey = /^ {2}(\/\S*):\s*$/.exec(line);
    if (pathKey) [path, inTags] = [pathKey[1]!, false];
    const method = /^ {4}(get|post|put|delete|patch):\s*$/.exec(line);
    if (method && path) {
      operations.push({ call: `${method[1]!.toUpperCase()} ${path}`, tags: [], network: null });
      inTags = false;
      continue;
    }
    const operation = operations.at(-1);
    if (!operation || /^ {0,4}\S/.test(line)) {
      inTags = false;
      continue;
    }
    if (/^ {6}\S/.test(line)) inTags = /^ {6}tags:\s*$/.test(line);
    const tag = inTags ? /^ {8}- (.+)$/.exec(line) : null;
    if (tag) operation.tags.push(unquote(tag[1]!));
    const network = /^ {6}x-unisat-network:\s*(.+)$/.exec(line);
    if (network) operation.network = unquote(network[1]!);
  }
  return operations;
}

/** The hosts (servers' urls, in the swagger's order) that serve each call. */
export function openApiHosts(yaml: string): Map<string, string[]> {
  const servers = openApiServers(yaml);
  const byTag = tagUrls(yaml);
  for (const [tag, urls] of byTag)
    for (const url of urls) if (!servers.some((s) => s.url === url)) throw new Error(`open-api-hosts: the tag ${tag} lists ${url}, which is no server`);
  const hosts = new Map<string, string[]>();
  for (const { call, tags, network } of openApiOperations(yaml)) {
    if (network !== null && network !== 'multi' && network !== 'bitcoin' && network !== 'fractal')
      throw new Error(`open-api-hosts: ${call} has x-unisat-network ${network}, which this script does not know`);
    const listed = new Set(tags.flatMap((tag) => byTag.get(tag) ?? []));
    const served = servers.filter((s) => (listed.size === 0 || listed.has(s.url)) && (network === null || network === 'multi' || s.chain === network));
    // A call listed twice (one path written two ways) is served where either is.
    const before = hosts.get(call) ?? [];
    hosts.set(
      call,
      servers.map((s) => s.url).filter((url) => before.includes(url) || served.some((s) => s.url === url)),
    );
  }
  return new Map([...hosts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The gateway's networks whose host serves each call, in NETWORK_NAMES's order; every network's host must be a server of the swagger. */
export function openApiNetworks(yaml: string): Map<string, NetworkName[]> {
  const servers = openApiServers(yaml).map((s) => s.url);
  for (const name of NETWORK_NAMES)
    if (!servers.includes(NETWORKS[name].host)) throw new Error(`open-api-hosts: ${name}'s host ${NETWORKS[name].host} is no server of the swagger`);
  return new Map([...openApiHosts(yaml)].map(([call, hosts]) => [call, NETWORK_NAMES.filter((name) => hosts.includes(NETWORKS[name].host))]));
}

/** The text of server/gateway/open-api-networks.ts (a call every network serves says EVERY_NETWORK: the lines stay short). */
export function networksModuleText(served: ReadonlyMap<string, readonly NetworkName[]>): string {
  const every = (names: readonly NetworkName[]) => names.length === NETWORK_NAMES.length;
  const lines = [...served].map(([call, names]) => `  '${call}': ${every(names) ? 'EVERY_NETWORK' : `[${names.map((n) => `'${n}'`).join(', ')}]`},`);
  return [
    `/** The networks whose UniSat host serves each call of the open API, by the swagger's \`tags[].urls\` and \`x-unisat-network\` (written by scripts/open-api-calls.ts; do not edit; the gateway forwards a call only to a network listed). */`,
    `import { NETWORK_NAMES, type NetworkName } from './networks';`,
    ``,
    `const EVERY_NETWORK = NETWORK_NAMES;`,
    `export const OPEN_API_NETWORKS: Readonly<Record<string, readonly NetworkName[]>> = {`,
    ...lines,
    `};`,
    ``,
  ].join('\n');
}
