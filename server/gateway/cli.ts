/**
 * The site on real Bitcoin (README "Running against real Bitcoin"):
 *   UNISAT_API_KEY=… npm run gateway -- --network mainnet|testnet|testnet4|signet|fractal|fractal-testnet
 *     [--port 8080] [--host 127.0.0.1] [--content-port <port + 2000>] [--content-base https://content.example]
 *     [--upstream <UniSat's open API for the network>] [--mempool <the network's mempool API>]
 *     [--content-upstream <the network's content host>] [--flags gateway-flags.json]
 *     [--sessions .gateway-data/sessions.json | --sessions memory] [--allow-origin https://a.example …] [--trust-proxy]
 *     [--market-fee-address <the market's service fee address>] [--swap-module <the swap module's deploy inscription id>]
 *     [--site dist] [--widget dist-widget] [--devnet]
 * --devnet: the upstream is the devnet (npm run devnet): what UniSat's open API has not goes to the devnet's declared
 * extensions, and the config flags are the devnet's. Never with a real host.
 * Without --swap-module the site offers no swap deposits or withdrawals (the module is never taken from the swap's answers).
 * The key is read from the environment only; it is never printed, logged or sent to a browser. The network's defaults
 * (its UniSat host, mempool API, content host, address format) are in networks.ts; only the calls its UniSat host
 * serves are forwarded, to --upstream when given.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { devnetContentOrigin } from '../../src/domain/security-headers';
import { isInscriptionId } from '../../src/domain/swap/swap-module';
import { fileSessionStore, memorySessionStore } from '../auth/session-store';
import { buildPolicy } from '../site-headers';
import { createGateway } from './gateway-app';
import { isNetworkName, NETWORK_NAMES, NETWORKS } from './networks';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const all = (name: string) => args.flatMap((arg, i) => (arg === `--${name}` && args[i + 1] ? [args[i + 1]!] : []));
const stop = (message: string): never => {
  console.error(`gateway: ${message}`);
  process.exit(2);
};

const network = option('network') ?? 'testnet';
if (!isNetworkName(network)) stop(`--network takes ${NETWORK_NAMES.join(', ')}`);
const defaults = NETWORKS[network as keyof typeof NETWORKS];
const port = Number(option('port') ?? process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 1 || port > 65535) stop('--port takes a port number (1 to 65535)');
const contentPort = Number(option('content-port') ?? port + 2000);
const apiKey = process.env.UNISAT_API_KEY?.trim() || null;
if (!apiKey) console.warn('gateway: UNISAT_API_KEY is not set: calls to the open API will be refused upstream (get a key at https://developer.unisat.io).');
const siteDir = resolve(option('site') ?? 'dist');
if (!existsSync(resolve(siteDir, 'index.html'))) stop(`no built site at ${siteDir}: run npm run build first (npm run gateway does).`);
const widgetDir = resolve(option('widget') ?? 'dist-widget');
const sessionsOption = option('sessions') ?? '.gateway-data/sessions.json';
const contentBase = option('content-base');
const swapModule = option('swap-module')?.trim().toLowerCase() ?? null;
if (swapModule !== null && !isInscriptionId(swapModule)) stop('--swap-module takes the swap module deploy inscription id (<64 hex>i<n>)');
if (swapModule === null) console.warn('gateway: no --swap-module: the site offers no swap deposits or withdrawals.');

const gateway = createGateway({
  network: network as keyof typeof NETWORKS,
  upstream: (option('upstream') ?? defaults.host).replace(/\/$/, ''),
  mempool: (option('mempool') ?? defaults.mempool).replace(/\/$/, ''),
  contentUpstream: (option('content-upstream') ?? defaults.content).replace(/\/$/, ''),
  contentBase: (host) => contentBase ?? devnetContentOrigin(host) ?? `http://127.0.0.1:${contentPort}`,
  apiKey,
  marketFeeAddress: option('market-fee-address') ?? null,
  swapModule,
  siteDir,
  sitePolicy: buildPolicy({}, siteDir),
  widgetDir: existsSync(widgetDir) ? widgetDir : null,
  flagsFile: option('flags') ? resolve(option('flags')!) : null,
  sessions: sessionsOption === 'memory' ? memorySessionStore() : fileSessionStore(resolve(sessionsOption)),
  allowOrigins: all('allow-origin'),
  rate: { ip: { burst: 240, perSecond: 40 }, session: { burst: 120, perSecond: 20 }, content: { burst: 240, perSecond: 40 } },
  trustProxy: args.includes('--trust-proxy'),
  extensions: args.includes('--devnet'),
  fetch,
  now: Date.now,
  log: (line) => console.log(line),
});

const host = option('host') ?? '127.0.0.1';
gateway.start(port, contentPort, host).then(
  (bound) => {
    console.log(`gateway: the site on ${defaults.label} at http://${host}:${bound.port}/`);
    console.log(`gateway: inscription content at http://${host}:${bound.contentPort}/content/<id>`);
    console.log(`gateway: ${defaults.realCoins ? 'real coins: every payment is final.' : `${defaults.label} coins have no value.`}`);
  },
  (error: unknown) => stop(`cannot listen: ${String(error)}`),
);
