/**
 * The site on real Bitcoin (README "Running against real Bitcoin", docs/operators.md):
 *   UNISAT_API_KEY=… npm run gateway -- --network mainnet|testnet|testnet4|signet|fractal|fractal-testnet
 *     [--port 8080] [--host 127.0.0.1] [--content-port <port + 2000>] [--content-base https://content.example]
 *     [--upstream <UniSat's open API for the network>] [--mempool <the network's mempool API>]
 *     [--content-upstream <the network's content host>] [--flags gateway-flags.json]
 *     [--sessions .gateway-data/sessions.json | --sessions memory] [--store redis://host:6379/0]
 *     [--metrics-port 9464] [--metrics-host 127.0.0.1] [--drain-seconds 25]
 *     [--rate-ip 240/40] [--rate-session 120/20] [--rate-content 240/40]
 *     [--allow-origin https://a.example …] [--trust-proxy]
 *     [--market-fee-address <the market's service fee address>] [--swap-module <the swap module's deploy inscription id>]
 *     [--site dist] [--widget dist-widget] [--devnet]
 * --store redis://…: sessions, sign-in messages, proof ids and rate limits in Redis, shared by every instance given the
 * same store (several behind one address); without it they are this process's (--sessions: a file, or memory).
 * --metrics-port: Prometheus metrics at GET /metrics on a port of their own (on --metrics-host, 127.0.0.1 by default).
 * SIGTERM (or SIGINT): stop taking connections, answer what is in flight within --drain-seconds, then exit 0.
 * --devnet: the upstream is the devnet (npm run devnet): what UniSat's open API has not goes to the devnet's declared
 * extensions, and the config flags are the devnet's. Never with a real host.
 * Without --swap-module the site offers no swap deposits or withdrawals (the module is never taken from the swap's answers).
 * The key is read from the environment only; it is never printed, logged or sent to a browser. The network's defaults
 * (its UniSat host, mempool API, content host, address format) are in networks.ts; only the calls its UniSat host
 * serves are forwarded, to --upstream when given. Every line it prints is one JSON object (request-log.ts).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { devnetContentOrigin } from '../../src/domain/security-headers';
import { isInscriptionId } from '../../src/domain/swap/swap-module';
import { fileSessionStore, memorySessionStore } from '../auth/session-store';
import { buildPolicy } from '../site-headers';
import { localStore } from '../store/local-store';
import { isRedisUrl, redisStore } from '../store/redis-store';
import { createGateway } from './gateway-app';
import { createGatewayMetrics, startMetricsServer } from './gateway-metrics';
import { isNetworkName, NETWORK_NAMES, NETWORKS } from './networks';
import type { RateLimit } from './rate-limit';
import { logLine, type LogFields } from './request-log';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const all = (name: string) => args.flatMap((arg, i) => (arg === `--${name}` && args[i + 1] ? [args[i + 1]!] : []));
const say = (level: 'info' | 'warn' | 'error', event: string, fields: LogFields = {}) => {
  const line = logLine(Date.now(), level, event, fields);
  if (level === 'info') console.log(line);
  else console.error(line);
};
const stop = (message: string): never => {
  say('error', 'stopped', { msg: `gateway: ${message}` });
  process.exit(2);
};
const portOption = (name: string, fallback?: number): number | undefined => {
  const value = option(name) ?? fallback;
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) stop(`--${name} takes a port number (1 to 65535)`);
  return port;
};
/** A limit as `burst/perSecond` (`240/40`). */
const rateOption = (name: string, fallback: RateLimit): RateLimit => {
  const value = option(name);
  if (value === undefined) return fallback;
  const [burst, perSecond] = value.split('/').map(Number);
  if (!burst || !(burst >= 1) || perSecond === undefined || !(perSecond > 0))
    stop(`--${name} takes burst/perSecond, such as ${fallback.burst}/${fallback.perSecond}`);
  return { burst: burst!, perSecond: perSecond! };
};

const network = option('network') ?? 'testnet';
if (!isNetworkName(network)) stop(`--network takes ${NETWORK_NAMES.join(', ')}`);
const defaults = NETWORKS[network as keyof typeof NETWORKS];
const port = portOption('port', Number(process.env.PORT ?? 8080))!;
const contentPort = portOption('content-port', port + 2000)!;
const metricsPort = portOption('metrics-port');
const drainMs = Number(option('drain-seconds') ?? 25) * 1000;
if (!(drainMs >= 0)) stop('--drain-seconds takes a number of seconds');
const apiKey = process.env.UNISAT_API_KEY?.trim() || null;
if (!apiKey)
  say('warn', 'no-key', { msg: 'UNISAT_API_KEY is not set: calls to the open API will be refused upstream (get a key at https://developer.unisat.io).' });
const siteDir = resolve(option('site') ?? 'dist');
if (!existsSync(resolve(siteDir, 'index.html'))) stop(`no built site at ${siteDir}: run npm run build first (npm run gateway does).`);
const widgetDir = resolve(option('widget') ?? 'dist-widget');
const sessionsOption = option('sessions') ?? '.gateway-data/sessions.json';
const storeOption = option('store');
if (storeOption !== undefined && !isRedisUrl(storeOption)) stop('--store takes a Redis URL: redis://host:port/db (or rediss:// for TLS)');
const contentBase = option('content-base');
const swapModule = option('swap-module')?.trim().toLowerCase() ?? null;
if (swapModule !== null && !isInscriptionId(swapModule)) stop('--swap-module takes the swap module deploy inscription id (<64 hex>i<n>)');
if (swapModule === null) say('warn', 'no-swap-module', { msg: 'no --swap-module: the site offers no swap deposits or withdrawals.' });

const store = storeOption
  ? redisStore(storeOption, { prefix: `gateway:${network}:`, now: Date.now, onError: (msg) => say('error', 'store', { msg }) })
  : sessionsOption === 'memory'
    ? localStore(memorySessionStore(), { kind: 'memory', now: Date.now })
    : localStore(fileSessionStore(resolve(sessionsOption)), { kind: 'file', now: Date.now });
const metrics = createGatewayMetrics({ processMetrics: true });
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
  store,
  metrics,
  allowOrigins: all('allow-origin'),
  rate: {
    ip: rateOption('rate-ip', { burst: 240, perSecond: 40 }),
    session: rateOption('rate-session', { burst: 120, perSecond: 20 }),
    content: rateOption('rate-content', { burst: 240, perSecond: 40 }),
  },
  trustProxy: args.includes('--trust-proxy'),
  extensions: args.includes('--devnet'),
  fetch,
  now: Date.now,
  log: (line) => console.log(line),
});

const host = option('host') ?? '127.0.0.1';
async function main() {
  const storeProblem = await store.problem();
  if (storeProblem) say('warn', 'store', { msg: `${storeProblem} The gateway starts; /readyz answers 503 until it does.` });
  const bound = await gateway.start(port, contentPort, host);
  const metricsServer = metricsPort === undefined ? null : await startMetricsServer(metrics, metricsPort, option('metrics-host') ?? '127.0.0.1');
  say('info', 'listening', {
    msg: `the site on ${defaults.label} at http://${host}:${bound.port}/`,
    port: bound.port,
    contentPort: bound.contentPort,
    metricsPort: metricsServer?.port ?? null,
    store: store.kind,
    pid: process.pid,
  });
  say('info', 'content', { msg: `inscription content at http://${host}:${bound.contentPort}/content/<id>` });
  say('info', 'coins', { msg: defaults.realCoins ? 'real coins: every payment is final.' : `${defaults.label} coins have no value.` });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say('info', 'shutting-down', { signal, drainSeconds: drainMs / 1000 });
    const cut = await bound.shutdown(drainMs);
    await metricsServer?.close();
    await store.close();
    say('info', 'stopped', { cut });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
main().catch((error: unknown) => stop(`cannot listen: ${String(error)}`));
