import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { SitePolicy } from '../../src/domain/security-headers';
import { createSignIn } from '../auth/sign-in';
import type { SessionStore } from '../auth/session-store';
import { CLIENT_HEADERS } from '../http-json';
import { serveFile } from '../static-files';
import { CONTENT_CACHE_DEFAULTS, type ContentCacheLimits } from './content-cache';
import { createContentProxy } from './content-proxy';
import { createFlags } from './flags';
import { createGatewayApi, type GatewayApiDeps } from './gateway-api';
import { NETWORKS, type NetworkName } from './networks';
import { createSiteServer, type RuntimeSettings } from './gateway-site';
import type { RateLimit } from './rate-limit';

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
  readonly sessions: SessionStore;
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
 * The gateway (README "Running against real Bitcoin"): the built site and the widget's files, the API (gateway-api.ts)
 * and, on a second server, the content origin. It holds the operator's API key and signs nothing: no user key ever
 * reaches it.
 */
export function createGateway(options: GatewayOptions) {
  const addressFormat = options.addressFormat ?? NETWORKS[options.network].addressFormat;
  const signIn = createSignIn({ sessions: options.sessions, now: options.now, network: addressFormat, siteName: 'Bitcoin Assets' });
  const handleApi = createGatewayApi({ ...options, signIn, flags: createFlags(options.flagsFile, options.log) });
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
    rate: options.rate.content ?? options.rate.ip,
    trustProxy: options.trustProxy,
    now: options.now,
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = options.now();
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    let status = 200;
    try {
      if (url.pathname.startsWith('/api/') || url.pathname === '/api') {
        const origin = req.headers.origin;
        if (origin && options.allowOrigins.includes(origin)) {
          res.setHeader('Access-Control-Allow-Origin', origin);
          res.setHeader('Vary', 'Origin');
          res.setHeader('Access-Control-Allow-Headers', CLIENT_HEADERS);
          res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
          if (req.method === 'OPTIONS') return void res.writeHead(204).end();
        }
        status = await handleApi(req, res, url);
      } else if (url.pathname.startsWith('/widget/') && options.widgetDir) {
        const file = url.pathname.slice('/widget/'.length);
        if (!serveFile(req, res, options.widgetDir, file, { 'Cache-Control': 'no-cache', 'Cross-Origin-Resource-Policy': 'cross-origin' })) {
          status = 404;
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.');
        }
      } else if (!serveSite?.(req, res, url.pathname)) {
        status = 404;
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.');
      }
    } finally {
      // Method, path, status, time: no query (it can hold an address), no header, no body, never the key.
      options.log(`${new Date(options.now()).toISOString()} ${req.method ?? 'GET'} ${url.pathname} ${status} ${options.now() - started}ms`);
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
    /** Starts the site and API on `port` and the content origin on `contentPort`; resolves with the ports bound. */
    async start(port: number, contentPort: number, host = '127.0.0.1') {
      const site = createServer((req, res) => {
        handle(req, res).catch(() => {
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The gateway failed on this request.');
        });
      });
      const content = createServer((req, res) => {
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
      };
    },
  };
}
