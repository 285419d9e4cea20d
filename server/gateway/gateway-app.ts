import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { SitePolicy } from '../../src/domain/security-headers';
import { createSharedSignIn } from '../auth/shared-sign-in';
import { memorySessionStore, type SessionStore } from '../auth/session-store';
import { CLIENT_HEADERS } from '../http-json';
import type { GatewayStore } from '../store/gateway-store';
import { localStore } from '../store/local-store';
import { serveFile } from '../static-files';
import { widgetRoute } from '../widget-route';
import { callLabel } from './call-label';
import { CONTENT_CACHE_DEFAULTS, type ContentCacheLimits } from './content-cache';
import { createContentProxy } from './content-proxy';
import { createInFlight, drainServers } from './drain';
import { createFlags } from './flags';
import { createGatewayApi, type GatewayApiDeps } from './gateway-api';
import { createGatewayMetrics, type GatewayMetrics } from './gateway-metrics';
import { NETWORKS, type NetworkName } from './networks';
import { createSiteServer, type RuntimeSettings } from './gateway-site';
import type { RateLimit } from './rate-limit';
import { createReadiness } from './readiness';
import { logLine, requestIdOf } from './request-log';

export interface GatewayOptions {
  /** The network (networks.ts): its address format for sign-in, and the calls its UniSat host serves (the only ones forwarded). */
  readonly network: NetworkName;
  /**
   * The address format its sign-in takes, when not the network's own: the devnet's chain is a test chain (tb1) whichever
   * host it stands for, so the gateway in front of it signs in its addresses (devnet/server/gateway-front.ts).
   */
  readonly addressFormat?: 'mainnet' | 'testnet';
  /** UniSat's open API for the network (https://open-api.unisat.io, …-testnet…), or what stands for it (the devnet). */
  readonly upstream: string;
  /** The mempool API fee rates come from (https://mempool.space/api, …/testnet/api). */
  readonly mempool: string;
  /** Where inscription content comes from (`/content/<id>` under it). */
  readonly contentUpstream: string;
  /** The content origin the site is told to use; by default this host at the site's port + 2000 (the content server). */
  readonly contentBase: (host: string | undefined) => string;
  readonly apiKey: string | null;
  /** The market's service fee address (`--market-fee-address`), given to the site. */
  readonly marketFeeAddress: string | null;
  /** The swap module's deploy inscription for the network (`--swap-module`), given to the site; none: no deposits or withdrawals. */
  readonly swapModule?: string | null;
  readonly siteDir: string | null;
  readonly sitePolicy: SitePolicy;
  readonly widgetDir: string | null;
  readonly flagsFile: string | null;
  /**
   * One instance's sessions (memory, a file, the devnet's state), kept with its sign-in messages, proof ids and rate
   * limits in this process (server/store/local-store.ts); in memory unless given. Not used when `store` is given.
   */
  readonly sessions?: SessionStore;
  /** Where sessions, sign-in messages, proof ids and rate limits live: Redis, for several instances (server/store/). */
  readonly store?: GatewayStore;
  /** The metrics (gateway-metrics.ts): a registry of its own unless given. */
  readonly metrics?: GatewayMetrics;
  /** Origins whose pages may call the API (the sites that embed the widget); none by default. */
  readonly allowOrigins: readonly string[];
  /** Calls a client may make by its address and by its session; requests to the content origin by its address (the address's limit unless said). */
  readonly rate: { readonly ip: RateLimit; readonly session: RateLimit; readonly content?: RateLimit };
  /** The content origin's memory (CONTENT_CACHE_DEFAULTS unless said). */
  readonly contentCache?: ContentCacheLimits;
  readonly trustProxy: boolean;
  /** The upstream is the devnet: its declared extensions serve what the open API has not (gateway-api.ts). */
  readonly extensions?: boolean;
  readonly timeouts?: GatewayApiDeps['timeouts'];
  readonly fetch: typeof fetch;
  readonly now: () => number;
  readonly log: (line: string) => void;
}

/**
 * The gateway (README "Running against real Bitcoin", docs/operators.md): the built site and the widget's files, the
 * API (gateway-api.ts), GET /healthz and /readyz, and, on a second server, the content origin. It holds the
 * operator's API key and signs nothing: no user key ever reaches it. Each request is logged as one JSON line with its
 * id (X-Request-Id), its call (call-label.ts), its status and its time, and counted in the metrics.
 */
export function createGateway(options: GatewayOptions) {
  const addressFormat = options.addressFormat ?? NETWORKS[options.network].addressFormat;
  const store = options.store ?? localStore(options.sessions ?? memorySessionStore(), { kind: 'local', now: options.now });
  const metrics = options.metrics ?? createGatewayMetrics();
  const signIn = createSharedSignIn({
    sessions: store.sessions,
    challenges: store.challenges,
    now: options.now,
    network: addressFormat,
    siteName: 'Bitcoin Assets',
  });
  const handleApi = createGatewayApi({
    ...options,
    store,
    metrics,
    signIn,
    flags: createFlags(options.flagsFile, (msg) => options.log(logLine(options.now(), 'warn', 'flags', { msg }))),
  });
  const inFlight = createInFlight((delta) => (delta > 0 ? metrics.started() : metrics.finished()));
  let draining = false;
  const readiness = createReadiness({
    store,
    upstream: options.upstream,
    upstreamName: options.extensions ? 'the devnet' : "UniSat's open API",
    fetch: options.fetch,
    now: options.now,
    draining: () => draining,
  });
  const settings = (host: string | undefined): RuntimeSettings => ({
    network: addressFormat,
    networkName: options.network,
    contentBase: options.contentBase(host),
    marketFeeAddress: options.marketFeeAddress,
    swapModule: options.swapModule ?? null,
  });
  const serveSite = options.siteDir ? createSiteServer({ siteDir: options.siteDir, policy: options.sitePolicy, settings }) : null;
  const handleContent = createContentProxy({
    upstream: options.contentUpstream,
    fetch: options.fetch,
    timeoutMs: 30_000,
    apiKey: options.apiKey,
    cache: options.contentCache ?? CONTENT_CACHE_DEFAULTS,
    limiter: store.limiter('content', options.rate.content ?? options.rate.ip),
    onRefused: () => metrics.refused('content'),
    trustProxy: options.trustProxy,
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = options.now();
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    const method = req.method ?? 'GET';
    const requestId = requestIdOf(req, options.trustProxy);
    const call = callLabel(method, url.pathname);
    inFlight.track(res);
    res.setHeader('X-Request-Id', requestId);
    // While shutting down, each answer closes its connection (a balancer opens the next one to another instance).
    if (draining) res.setHeader('Connection', 'close');
    let status = 200;
    const widget = options.widgetDir ? widgetRoute(url.pathname) : null;
    try {
      if (call === 'healthz') status = readiness.healthz(res);
      else if (call === 'readyz') status = await readiness.readyz(res);
      else if (url.pathname.startsWith('/api/') || url.pathname === '/api') {
        const origin = req.headers.origin;
        if (origin && options.allowOrigins.includes(origin)) {
          res.setHeader('Access-Control-Allow-Origin', origin);
          res.setHeader('Vary', 'Origin');
          res.setHeader('Access-Control-Allow-Headers', CLIENT_HEADERS);
          res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
          if (req.method === 'OPTIONS') return void res.writeHead(204).end();
        }
        status = await handleApi(req, res, url, { requestId, call });
      } else if (widget && options.widgetDir) {
        // Its files under /widget/v1/ (server/widget-route.ts); another path under /widget/ says the URL to use.
        const served =
          'file' in widget &&
          serveFile(req, res, options.widgetDir, widget.file, { 'Cache-Control': 'no-cache', 'Cross-Origin-Resource-Policy': 'cross-origin' });
        if (!served) {
          status = 404;
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('notHere' in widget ? widget.notHere : 'Not found.');
        }
      } else if (!serveSite?.(req, res, url.pathname)) {
        status = 404;
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.');
      }
    } finally {
      metrics.request(call, status);
      // The id, method, call, status and time: no path (it can hold an address), no query, no header, no body, never
      // the key. The probes are counted, not logged (a balancer asks every few seconds).
      if (call !== 'healthz' && call !== 'readyz')
        options.log(logLine(options.now(), 'info', 'request', { requestId, method, call, status, ms: options.now() - started }));
    }
  }

  const listen = (server: Server, port: number, host: string) =>
    new Promise<number>((resolve, reject) => {
      server.keepAliveTimeout = 60_000;
      server.headersTimeout = 61_000;
      server.requestTimeout = 310_000;
      server.once('error', reject);
      server.listen(port, host, () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });

  return {
    handle,
    store,
    metrics,
    /** Starts the site and API on `port` and the content origin on `contentPort`; resolves with the ports bound. */
    async start(port: number, contentPort: number, host = '127.0.0.1') {
      const site = createServer((req, res) => {
        handle(req, res).catch(() => {
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The gateway failed on this request.');
        });
      });
      const content = createServer((req, res) => {
        inFlight.track(res);
        if (draining) res.setHeader('Connection', 'close');
        handleContent(req, res).catch(() => {
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The content origin failed on this request.');
        });
      });
      const bound = await listen(site, port, host);
      const boundContent = await listen(content, contentPort, host);
      return {
        port: bound,
        contentPort: boundContent,
        close: () =>
          Promise.all(
            [site, content].map(
              (server) =>
                new Promise((r) => {
                  server.closeAllConnections();
                  server.close(r);
                }),
            ),
          ).then(() => undefined),
        /**
         * A graceful stop (SIGTERM): readyz answers 503 at once, no new connection is taken, the requests in flight get
         * up to `graceMs` to be answered, then every connection is closed. Resolves with how many requests were cut.
         */
        shutdown(graceMs: number): Promise<number> {
          draining = true;
          return drainServers([site, content], inFlight, graceMs);
        },
      };
    },
  };
}
