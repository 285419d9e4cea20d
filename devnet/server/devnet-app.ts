// Over 300 lines: the devnet's one request handler with its routes in three styles; one route table and a split by surface (issue 23) are still to do.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fail, ok, parseJsonObject, readBody, sendJson, sleep } from './http-utils';
import { createProofChecker } from './signature-check';
import { controlPageHtml } from './control-page';
import { cardPaymentPageHtml } from './card-payment-page';
import { createStateStore, type DevnetFlags, type DevnetState, type DevnetUser, type InjectedFailure } from './state';
import { createChain } from '../chain/chain';
import { createAuth } from './auth';
import { HEADER } from '../../src/services/http/request-signing';
import { createIndexer } from '../indexer/indexer';
import { seedDevnet, seedSwap } from '../indexer/seed';
import { seedBenchListings } from '../market/bench-listings';
import { TAMPER_KINDS, isTamperKind, tamperAnswer, tampersWith, type TamperKind } from '../market/tamper';

/** Where a tampered PSBT sends what it diverts: an address of nobody in the dialog (a fixed testnet key). */
const TAMPER_STRANGER = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
import { createMarket } from '../market/market';
import { createMarketRoutes } from '../market/market-routes';
import { createMarketReads } from '../market/market-reads';
import { createDeployer } from '../market/deployer';
import { createQueryRoutes } from '../indexer/query-routes';
import { createUtxoRoutes } from '../indexer/utxo-routes';
import { createSwap } from '../swap/swap';
import { createOrders, feeDiscountFor } from '../inscribe/orders';
import { DevnetError } from '../devnet-error';

/**
 * The devnet: a local UniSat-compatible backend for `npm start` (../../../shared/DESIGN.md, "The embedded
 * default"). One request handler, mounted into Vite's dev and preview servers or served on its own.
 *
 *   /api/…          the server layers, at the bases the site's config defaults to
 *   /devnet         the control page
 *   /devnet/api/…   the control surface (JSON)
 */
export interface DevnetOptions {
  /** Where the state is kept between restarts; null keeps it in memory (tests). */
  readonly dataFile?: string | null;
  /** Real time; the server clock is this plus the control surface's skew. */
  readonly now?: () => number;
  /** Mine on the state's interval (default true; tests mine on demand). */
  readonly autoMine?: boolean;
  /** Lay down the seed data on a fresh state (default true; tests that want an empty devnet say false). */
  readonly seed?: boolean;
}

/** The layers and where they are mounted under /api (the site's defaults, README "Configuration"). */
const LAYERS = [
  ['/v4', 'basicConfig'],
  ['/swap', 'swap'],
  ['/market', 'market'],
  ['/query-5byte', 'query5'],
  ['/query', 'query'],
  ['/external', 'external'],
  ['/mempool', 'mempool'],
  ['/static', 'content'],
  ['', 'basic'],
] as const;
type Layer = (typeof LAYERS)[number][1];

/** Layers the site signs; the mempool and the content host stand for third parties and are not signed. */
const SIGNED: ReadonlySet<Layer> = new Set(['basic', 'basicConfig', 'swap', 'market', 'query', 'query5']);
/** Layers whose calls act for the signed-in user: a session there must come with its own key. */
const SESSION_LAYERS: ReadonlySet<Layer> = new Set(['basic', 'swap', 'market']);

function splitLayer(apiPath: string): { layer: Layer; path: string } {
  for (const [prefix, layer] of LAYERS) {
    if (prefix === '' || apiPath === prefix || apiPath.startsWith(`${prefix}/`)) return { layer, path: apiPath.slice(prefix.length) || '/' };
  }
  return { layer: 'basic', path: apiPath };
}

type Handler = (ctx: {
  method: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  res: ServerResponse;
  session: string | undefined;
  clientKey: string | null;
}) => void;

export function createDevnet(options: DevnetOptions = {}) {
  const store = createStateStore(options.dataFile ?? null);
  const realNow = options.now ?? (() => Date.now());
  const serverNow = () => realNow() + store.get().clockSkewMs;
  const chain = createChain({ load: () => store.get().chain, save: (next) => store.update((s) => ({ ...s, chain: next })), now: serverNow });

  const auth = createAuth({ store, now: serverNow });
  const proofs = createProofChecker();
  let lastBlockAt = realNow();
  const indexer = createIndexer({ load: () => store.get().assets, save: (next) => store.update((s) => ({ ...s, assets: next })), chain, now: serverNow });
  /** Every transaction goes through here: the chain takes it, the indexer follows it. */
  const broadcast = (rawHex: string): string => {
    const result = chain.submit(rawHex);
    indexer.apply(result);
    return result.txid;
  };
  const market = createMarket({
    load: () => store.get().market,
    save: (next) => store.update((s) => ({ ...s, market: next })),
    chain,
    indexer,
    now: serverNow,
    user: (address) => store.get().users[address] ?? { inscribeCount: 0, ogPassCount: 0 },
    broadcast,
    flags: () => store.get().flags,
  });
  const swap = createSwap({
    load: () => store.get().swap,
    save: (next) => store.update((s) => ({ ...s, swap: next })),
    chain,
    indexer,
    now: serverNow,
    broadcast,
    flags: () => store.get().flags,
    swapAccess: (address) => store.get().users[address]?.swapAccess ?? true,
  });
  const userOf = (address: string) => store.get().users[address] ?? { inscribeCount: 0, ogPassCount: 0, swapAccess: true };
  /** Sats the next inscribe order asks for on top of the fee rule (control 'orders/tamper'); in memory only. */
  let orderOvercharge = 0;
  const orders = createOrders({
    load: () => store.get().orders,
    save: (next) => store.update((s) => ({ ...s, orders: next })),
    chain,
    indexer,
    now: serverNow,
    broadcast,
    user: userOf,
    addInscribed: (address, count) => auth.setUser(address, { inscribeCount: userOf(address).inscribeCount + count }),
    overcharge: () => {
      // The control's 'orders/tamper': the next order asks for more than the fee rule says (a dishonest server).
      const extra = orderOvercharge;
      orderOvercharge = 0;
      return extra;
    },
  });
  const deployer = createDeployer({
    market,
    indexer,
    chain,
    now: serverNow,
    load: () => store.get().claims,
    save: (claims) => store.update((s) => ({ ...s, claims })),
  });
  /** Mines blocks; the indexer confirms what they hold, the swap module, inscribe orders and claims move on. */
  const mine = (blocks: number): number => {
    const txids = new Set(chain.state().mempool.map((m) => m.txid));
    const height = chain.mine(blocks);
    indexer.confirm(height - blocks + 1, txids);
    lastBlockAt = realNow();
    swap.onBlock();
    orders.advance();
    deployer.onBlock();
    return height;
  };
  /**
   * Lays down the seed data on a fresh state (first start, and after a reset). Seeding signs and checks a
   * month of trades (about 3 s), so a reset puts back the state the first seed made, kept in memory.
   */
  let seededState: DevnetState | null = null;
  const seedIfFresh = () => {
    if (store.get().seeded || options.seed === false) return;
    if (seededState) return store.restore(structuredClone(seededState));
    seedDevnet({
      chain,
      indexer,
      market,
      mine,
      setUser: auth.setUser,
      now: serverNow,
      travel: (msAgo) => store.update((s) => ({ ...s, clockSkewMs: msAgo ? -msAgo : 0 })),
    });
    seedSwap(swap);
    store.update((s) => ({ ...s, seeded: true }));
    seededState = structuredClone(store.get());
  };

  /**
   * Runs a change as one step: if it throws, the state is put back as it was before it (a call that fails
   * half-way changes nothing). Only synchronous work goes in here, so nothing else runs in between.
   */
  const atomically = <T>(run: () => T): T => {
    const before = store.get();
    try {
      return run();
    } catch (error) {
      store.restore(before);
      throw error;
    }
  };

  // Blocks on a timer: checked every second against the interval, so a changed interval applies at once.
  const timer =
    options.autoMine === false
      ? null
      : setInterval(() => {
          try {
            atomically(() => {
              const interval = store.get().mining.intervalMs;
              if (interval !== null && realNow() - lastBlockAt >= interval) mine(1);
              market.settleDue();
            });
          } catch (error) {
            // A timer must never take the dev server down; what failed is said and nothing is kept of it.
            console.error('[devnet] block timer:', error);
          }
        }, 1_000);
  timer?.unref?.();

  /** The answered fee rates: the base rates plus 1 sat/vB per 2,000 vbytes waiting in the mempool. */
  const currentFees = (state: DevnetState) => {
    const congestion = Math.floor(chain.mempoolVsize() / 2_000);
    const { fastestFee, halfHourFee, hourFee, minimumFee } = state.fees;
    return { fastestFee: fastestFee + congestion, halfHourFee: halfHourFee + congestion, hourFee: hourFee + congestion, minimumFee };
  };

  const mempoolBlocks = (state: DevnetState) => {
    const { fastestFee, halfHourFee, hourFee, minimumFee } = currentFees(state);
    const steps = [
      fastestFee,
      (fastestFee + halfHourFee) / 2,
      halfHourFee,
      (halfHourFee + hourFee) / 2,
      hourFee,
      (hourFee + minimumFee) / 2,
      minimumFee,
      minimumFee,
    ];
    return steps.map((rate, i) => ({
      blockVSize: 997_000,
      nTx: 2_500 - i * 200,
      medianFee: Math.max(rate, minimumFee),
      feeRange: [Math.max(Math.floor(rate * 0.9), minimumFee), Math.ceil(rate * 1.5)],
    }));
  };

  /** The calls this devnet serves, by `layer METHOD path`. */
  const routes: Record<string, Handler> = {
    'basic GET /ts2': ({ res }) => ok(res, { ts: Math.floor(serverNow() / 1000) }),
    'basic GET /base/preload': ({ query, res }) => ok(res, auth.preload(query.get('address') ?? '')),
    'basic POST /base/login': ({ body, res, clientKey }) => {
      if (!clientKey) throw new DevnetError(-1, 'Sign the login request with your request key.');
      ok(res, auth.login(body, clientKey));
    },
    /** Logout (ours): Disconnect ends the session on the server too. */
    'basic POST /base/logout': ({ session, res }) => ok(res, auth.logout(session)),
    /** The signed-in user (ours: spec 000 section 3 "User"); needs the session. */
    'basic GET /base/user': ({ session, res }) => ok(res, auth.user(auth.requireSession(session))),
    'market POST /common/xverse_bind': ({ session, body, res }) => ok(res, auth.bind(auth.requireMarketSession(session), body)),
    'basic POST /inscribe/order': ({ body, res }) => ok(res, orders.create(body)),
    /** Card payment (Buy BTC): the provider's page to open, here the devnet's stand-in. */
    'external POST /moonpay/create': ({ body, res }) =>
      ok(res, { url: `/devnet/card-payment?address=${encodeURIComponent(chainAddress(String(body.address ?? '')))}` }),
    'basic POST /inscribe/order/runes-etch': ({ body, res }) => ok(res, orders.createEtch(body, { height: chain.tip(), firstRuneHeight: 0 })),
    'basic POST /inscribe/order/runes-mint': ({ body, res }) => ok(res, orders.createMint(body)),
    'basic POST /badge/order': ({ body, res }) =>
      ok(
        res,
        orders.createBadge(body, (id) => Boolean(indexer.state().collections[id])),
      ),
    'basic GET /collection/list': ({ res }) => ok(res, Object.values(indexer.state().collections).map(collectionView)),
    'basic GET /collection/info': ({ query, res }) => {
      const record = indexer.state().collections[query.get('collectionId') ?? ''];
      if (!record) throw new DevnetError(-1, 'collection_not_exist');
      ok(res, collectionView(record));
    },
    'basic GET /inscribe/fee-discount': ({ query, res }) => ok(res, feeDiscountFor(userOf(chainAddress(query.get('address') ?? '')))),
    'basic GET /inscribe/fee-rate-detail': ({ res }) => {
      const fees = currentFees(store.get());
      ok(res, { custom: fees.fastestFee, economy: fees.hourFee, normal: fees.halfHourFee, minimum: fees.minimumFee });
    },
    'basic GET /deployer/check': ({ query, res }) => {
      const address = chainAddress(query.get('address') ?? '');
      const flagged = auth.deployer(address);
      ok(res, { isDeployer: flagged.isDeployer || deployer.isDeployer(address), ticks: deployer.info(address).ticks.map((t) => t.tick) });
    },
    'market POST /deployer/deployer_info': ({ body, res }) => ok(res, deployer.info(chainAddress(String(body.address ?? '')))),
    'market POST /deployer/claimable_info': ({ body, res }) => ok(res, deployer.claimable(chainAddress(String(body.address ?? '')))),
    'market POST /deployer/history_info': ({ body, res }) => ok(res, deployer.history(chainAddress(String(body.address ?? '')))),
    'market POST /deployer/claim': ({ body, session, res }) => {
      if (auth.requireMarketSession(session) !== body.address) throw new DevnetError(-1, 'Claim for the address signed in.');
      ok(res, deployer.claim(body));
    },
    'basicConfig GET /config': ({ res }) => {
      const { flags } = store.get();
      ok(res, {
        market: {
          access: flags.marketAccess,
          maintenance: flags.marketMaintenance,
          brc20ReadOnly: flags.brc20ReadOnly,
          domainReadOnly: flags.domainReadOnly,
          arc20ReadOnly: flags.arc20ReadOnly,
          runesReadOnly: flags.runesReadOnly,
        },
        swap: { access: flags.swapAccess, maintenance: flags.swapMaintenance },
      });
    },
    'mempool GET /v1/fees/recommended': ({ res }) => {
      const fees = currentFees(store.get());
      sendJson(res, 200, { ...fees, economyFee: Math.max(fees.minimumFee, Math.floor(fees.hourFee * 0.8)) });
    },
    'mempool GET /v1/fees/mempool-blocks': ({ res }) => sendJson(res, 200, mempoolBlocks(store.get())),
    'query GET /blockchain/info': ({ res }) => {
      const { chain: c } = store.get();
      ok(res, {
        chain: 'devnet',
        blocks: c.height,
        bestBlockHash: c.blocks[c.blocks.length - 1]?.hash ?? null,
        mempoolTxs: c.mempool.length,
        mempoolVsize: chain.mempoolVsize(),
      });
    },
  };

  const collectionView = (c: { collectionId: string; name: string; description: string; verified: boolean }) => {
    const items = Object.values(indexer.state().inscriptions).filter((i) => i.collection?.collectionId === c.collectionId);
    return { ...c, supply: items.length, preview: items[0] ? `/api/static/content/${items[0].id}` : null };
  };

  /** The next market PSBT to tamper with (the control's 'market/tamper'); kept in memory only. */
  let tamper: TamperKind | null = null;

  /** Calls with path parameters: `layer METHOD` and a pattern whose groups are the parameters. */
  const patternRoutes: [string, RegExp, (params: string[], ctx: Parameters<Handler>[0]) => void][] = [
    ...createMarketRoutes({
      market,
      more: createMarketReads({ market, indexer, chain, now: serverNow }),
      session: (s) => auth.requireMarketSession(s),
      ok,
      answer: (call, data) => {
        if (!tamper || !tampersWith(tamper, call) || typeof data !== 'object' || data === null) return data;
        const kind = tamper;
        tamper = null;
        return tamperAnswer(kind, data as Record<string, unknown>, { stranger: TAMPER_STRANGER, fund: (address, sats) => chain.fund(address, sats) });
      },
    }),
    ...createQueryRoutes({ indexer, chain, ok, address: (a) => chainAddress(a) }),
    ...createUtxoRoutes({ indexer, chain, ok }),
    ...(['GET', 'POST'] as const).map(
      (method) =>
        [
          `swap ${method}`,
          /^\/([a-z_]+(?:\/[a-z_]+)?)$/,
          ([name], { query, body, res }) => {
            const table = method === 'GET' ? swap.get : swap.post;
            const run = Object.hasOwn(table, name!) ? table[name!] : undefined;
            if (!run) return sendJson(res, 404, { code: -404, msg: `The devnet swap has no call ${method} /${name}.`, data: null });
            if (store.get().flags.swapMaintenance && !swap.alwaysOpen.has(name!)) throw new DevnetError(-6, 'The swap is under maintenance.');
            ok(res, run(method === 'GET' ? Object.fromEntries(query) : body));
          },
        ] as [string, RegExp, (params: string[], ctx: Parameters<Handler>[0]) => void],
    ),
    ['basic GET', /^\/inscribe\/order\/([^/]+)$/, ([id], { res }) => ok(res, orders.get(id!))],
    [
      'basic GET',
      /^\/inscribe\/orders\/([^/]+)$/,
      ([address], { query, res }) =>
        ok(
          res,
          orders.list(
            chainAddress(address!),
            Math.max(0, Number(query.get('cursor') ?? 0) || 0),
            Math.min(100, Math.max(1, Number(query.get('size') ?? 20) || 20)),
          ),
        ),
    ],
    [
      'content GET',
      /^\/content\/([^/]+)$/,
      ([id], { res }) => {
        const inscription = indexer.inscription(id!);
        if (!inscription) return sendJson(res, 404, { code: -404, msg: 'No such inscription.', data: null });
        const binary = inscription.contentType.startsWith('image/') && !inscription.contentType.startsWith('image/svg');
        res.writeHead(200, { 'Content-Type': inscription.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' });
        res.end(binary ? Buffer.from(inscription.content, 'base64') : inscription.content);
      },
    ],
    [
      'query GET',
      /^\/address\/([^/]+)\/balance$/,
      ([address], { res }) => {
        chainAddress(address!);
        const { confirmed, pending } = chain.balance(address!);
        ok(res, { btcSatoshi: Number(confirmed), btcPendingSatoshi: Number(pending), inscriptionUtxoCount: 0 });
      },
    ],
  ];

  /** An address path parameter, checked. */
  const chainAddress = (address: string): string => {
    if (!/^(tb1|bcrt1|[mn2])[a-zA-HJ-NP-Z0-9]{20,90}$/.test(address)) throw new DevnetError(-1, `'${address}' is not a testnet address.`);
    return address;
  };

  function applyFailure(res: ServerResponse, failure: InjectedFailure): void {
    switch (failure.kind) {
      case 'network':
        res.socket?.destroy();
        return;
      case 'status':
        res.writeHead(failure.status, { 'Content-Type': 'text/plain' });
        res.end(`Injected failure: ${failure.status}`);
        return;
      case 'empty':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('');
        return;
      case 'not-json':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<html><body>Injected: not JSON</body></html>');
        return;
      case 'code':
        fail(res, failure.code, failure.msg);
    }
  }

  /** The failure injected for this call, if any, counting it down. */
  function takeFailure(apiPath: string): InjectedFailure | null {
    const rule = store.get().failures.find((r) => r.path === apiPath);
    if (!rule) return null;
    store.update((s) => ({
      ...s,
      failures: s.failures.flatMap((r) => (r !== rule ? [r] : r.remaining === null ? [r] : r.remaining > 1 ? [{ ...r, remaining: r.remaining - 1 }] : [])),
    }));
    return rule.failure;
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const apiPath = url.pathname.slice('/api'.length) || '/';
    const { layer, path } = splitLayer(apiPath);
    const raw = await readBody(req);
    const sessionHeader = req.headers[HEADER.session.toLowerCase()];
    const session = SESSION_LAYERS.has(layer) ? (Array.isArray(sessionHeader) ? sessionHeader[0] : sessionHeader) : undefined;
    let clientKey: string | null = null;
    if (SIGNED.has(layer)) {
      const proof = proofs.check({
        headers: req.headers,
        method,
        pathWithQuery: `${path}${url.search}`,
        body: raw,
        serverNow: serverNow(),
        checkTime: !(layer === 'basic' && path === '/ts2'),
      });
      if ('problem' in proof) return fail(res, -1, proof.problem);
      clientKey = proof.clientKey;
    }
    // A session with another key than the one that logged in is refused as session-invalid (market -163).
    const mismatch = session ? auth.keyMismatch(session, clientKey) : null;
    if (mismatch) return fail(res, layer === 'market' ? -163 : -501, mismatch);
    const { latencyMs } = store.get();
    if (latencyMs > 0) await sleep(latencyMs);
    const injected = takeFailure(apiPath);
    if (injected) return applyFailure(res, injected);

    const body0 = () => (method === 'POST' ? parseJsonObject(raw) : {});
    for (const [key, pattern, run] of patternRoutes) {
      const match = key === `${layer} ${method}` ? pattern.exec(path) : null;
      if (match)
        return atomically(() => run(match.slice(1).map(decodeURIComponent), { method, query: url.searchParams, body: body0(), res, session, clientKey }));
    }
    const handler = routes[`${layer} ${method} ${path}`];
    if (!handler) {
      const other = Object.keys(routes).find((k) => k.startsWith(`${layer} `) && k.endsWith(` ${path}`));
      if (other) return fail(res, -1, `Use ${other.split(' ')[1]} for ${path}.`);
      return sendJson(res, 404, { code: -404, msg: `The devnet has no call ${method} ${apiPath}.`, data: null });
    }
    const body = method === 'POST' ? parseJsonObject(raw) : {};
    atomically(() => handler({ method, query: url.searchParams, body, res, session, clientKey }));
  }

  // ---- control surface -------------------------------------------------------------------------

  const FLAG_NAMES: readonly (keyof DevnetFlags)[] = [
    'marketAccess',
    'marketMaintenance',
    'swapAccess',
    'swapMaintenance',
    'brc20ReadOnly',
    'domainReadOnly',
    'arc20ReadOnly',
    'runesReadOnly',
    'withdrawUnavailable',
  ];
  const finite = (value: unknown, name: string, min: number, max: number): number => {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
      throw new DevnetError(-1, `${name} must be a number from ${min} to ${max}.`);
    return value;
  };
  const parseFailure = (value: unknown): InjectedFailure => {
    const f = (value ?? {}) as Record<string, unknown>;
    switch (f.kind) {
      case 'network':
      case 'empty':
      case 'not-json':
        return { kind: f.kind };
      case 'status':
        return { kind: 'status', status: finite(f.status, 'status', 201, 599) };
      case 'code': {
        const code = finite(f.code, 'code', -100_000, 100_000);
        if (code === 0) throw new DevnetError(-1, 'code must not be 0 (0 is success).');
        return { kind: 'code', code, msg: typeof f.msg === 'string' ? f.msg.slice(0, 500) : `Injected error ${code}` };
      }
      default:
        throw new DevnetError(-1, "failure.kind must be 'network', 'status', 'empty', 'not-json' or 'code'.");
    }
  };

  /** The state without the chain's sets (they can be large), with the times. */
  const snapshot = () => {
    const { chain: c, sessions, assets, market: m, swap: sw, orders: o, ...rest } = store.get();
    return {
      ...rest,
      sessions: Object.keys(sessions).length,
      chain: { height: c.height, mempoolTxs: c.mempool.length, utxoCount: Object.keys(c.utxos).length },
      assets: {
        inscriptions: assets.inscriptionCount,
        ticks: Object.values(assets.ticks).map((t) => t.tick),
        runes: Object.keys(assets.runeInfo),
        arc20: [...new Set(Object.values(assets.arc20).map((a) => a.ticker))],
      },
      market: {
        listed: Object.values(m.listings).filter((l) => l.status === 'listed').length,
        sold: Object.values(m.listings).filter((l) => l.status === 'sold').length,
        bids: Object.keys(m.bids).length,
      },
      swap: {
        pools: Object.keys(sw.pools).length,
        committingUntil: sw.committingUntil,
        uncommitted: sw.uncommitted,
        withdrawals: Object.keys(sw.withdraws).length,
      },
      orders: Object.keys(o.orders).length,
      serverTime: serverNow(),
      realTime: realNow(),
    };
  };

  const control: Record<string, (body: Record<string, unknown>) => void | Record<string, unknown>> = {
    'POST /clock': (body) => {
      const skewMs = finite(body.skewMs, 'skewMs', -10 * 365 * 86_400_000, 10 * 365 * 86_400_000);
      store.update((s) => ({ ...s, clockSkewMs: Math.round(skewMs) }));
    },
    'POST /flags': (body) => {
      const changes: Partial<Record<keyof DevnetFlags, boolean>> = {};
      for (const [name, value] of Object.entries(body)) {
        if (!(FLAG_NAMES as readonly string[]).includes(name)) throw new DevnetError(-1, `Unknown flag '${name}'. Flags: ${FLAG_NAMES.join(', ')}.`);
        if (typeof value !== 'boolean') throw new DevnetError(-1, `Flag '${name}' must be true or false.`);
        changes[name as keyof DevnetFlags] = value;
      }
      store.update((s) => ({ ...s, flags: { ...s.flags, ...changes } }));
    },
    'POST /latency': (body) => {
      const ms = finite(body.ms, 'ms', 0, 60_000);
      store.update((s) => ({ ...s, latencyMs: Math.round(ms) }));
    },
    'POST /fail': (body) => {
      if (typeof body.path !== 'string' || !body.path.startsWith('/'))
        throw new DevnetError(-1, "path must be the call's path under /api, such as '/ts2' or '/v4/config'.");
      const path = body.path;
      const failure = parseFailure(body.failure);
      const remaining = body.times === undefined || body.times === null ? null : finite(body.times, 'times', 1, 1000);
      store.update((s) => ({ ...s, failures: [...s.failures.filter((r) => r.path !== path), { path, failure, remaining }] }));
    },
    'POST /fail/clear': (body) => {
      const path = typeof body.path === 'string' ? body.path : null;
      store.update((s) => ({ ...s, failures: path ? s.failures.filter((r) => r.path !== path) : [] }));
    },
    'POST /fees': (body) => {
      const fees = store.get().fees;
      const next = {
        fastestFee: body.fastestFee === undefined ? fees.fastestFee : finite(body.fastestFee, 'fastestFee', 1, 10_000),
        halfHourFee: body.halfHourFee === undefined ? fees.halfHourFee : finite(body.halfHourFee, 'halfHourFee', 1, 10_000),
        hourFee: body.hourFee === undefined ? fees.hourFee : finite(body.hourFee, 'hourFee', 1, 10_000),
        minimumFee: body.minimumFee === undefined ? fees.minimumFee : finite(body.minimumFee, 'minimumFee', 1, 10_000),
      };
      if (!(next.fastestFee >= next.halfHourFee && next.halfHourFee >= next.hourFee && next.hourFee >= next.minimumFee)) {
        throw new DevnetError(-1, 'Fees must not rise as the wait grows: fastestFee ≥ halfHourFee ≥ hourFee ≥ minimumFee.');
      }
      store.update((s) => ({ ...s, fees: next }));
    },
    'POST /reset': () => {
      store.reset();
      seedIfFresh();
    },
    /** Seeds `count` listings of the 'Bench Pixels' collection (up to 20,000), each signed and checked. */
    'POST /market/listings': (body) => {
      seedBenchListings({ indexer, market, mine }, Math.floor(finite(body.count, 'count', 1, 20_000)));
    },
    /** Tampers with the next PSBT a market call answers, one of TAMPER_KINDS (null clears it). */
    'POST /market/tamper': (body) => {
      if (body.kind === null) {
        tamper = null;
        return;
      }
      if (!isTamperKind(body.kind)) throw new DevnetError(-1, `kind must be one of: ${Object.keys(TAMPER_KINDS).join(', ')}.`);
      tamper = body.kind;
      return { tamper: body.kind, what: TAMPER_KINDS[body.kind] };
    },
    'POST /mine': (body) => {
      mine(body.blocks === undefined ? 1 : finite(body.blocks, 'blocks', 1, 1000));
      market.settleDue();
    },
    /** Refunds an inscribe order that needs it (or is stuck or failed). */
    'POST /orders/refund': (body) => {
      orders.refund(body.orderId);
    },
    /** The next inscribe order asks for `extraSats` more than the fee panel's rule (the site must refuse to pay it). */
    'POST /orders/tamper': (body) => {
      orderOvercharge = finite(body.extraSats, 'extraSats', 0, 100_000_000);
    },
    /** Makes an inscribe order stuck or failed. */
    'POST /orders/status': (body) => {
      orders.setStatus(body.orderId, body.status);
    },
    /** Starts a swap op commit now, for `ms` (default 10 s): changes answer -2 and system_status says committing. */
    'POST /swap/commit': (body) => {
      swap.startCommit(body.ms === undefined ? 10_000 : finite(body.ms, 'ms', 100, 600_000));
    },
    /**
     * Moves a pool's price: trades `amount` of `tickIn` into the tickIn/tickOut pool from nobody's balance
     * (what another trader between a quote and its submit does). Answers the pool.
     */
    'POST /swap/move-price': (body) => swap.movePrice(body.tickIn, body.tickOut, body.amount),
    /** Someone else deposits `amount` of `tick` into the swap (the module mints it on chain): a queued withdrawal can then be matched. */
    'POST /swap/match-deposit': (body) => swap.matchDeposit(body.from, body.tick, body.amount),
    /** Builds the next withdrawal dishonestly: 'withdraw-module-fee' pays the module more than create_withdraw states; 'withdraw-runestone' makes the approval's note a runestone (null clears it). */
    'POST /swap/tamper': (body) => {
      swap.tamper(body.kind ?? null);
    },
    /** Makes a swap withdrawal fail (the module's send went wrong): it can then be retried. */
    'POST /swap/fail-withdraw': (body) => {
      swap.failWithdraw(body.id);
    },
    /** Gives an address assets: an inscription (text, a brc-20 operation, a domain name), runes or ARC-20. */
    'POST /give': (body) => {
      if (typeof body.address !== 'string') throw new DevnetError(-1, 'address must be a testnet address.');
      const address = chainAddress(body.address);
      switch (body.kind) {
        case 'inscription': {
          if (typeof body.content !== 'string' || body.content.length > 400_000)
            throw new DevnetError(-1, 'content must be text of at most 400000 characters.');
          const made = indexer.inscribe(address, {
            contentType: typeof body.contentType === 'string' ? body.contentType : 'text/plain;charset=utf-8',
            content: body.content,
          });
          return { inscriptionId: made.id };
        }
        case 'brc20': {
          const tick = typeof body.tick === 'string' ? body.tick : '';
          const amt = typeof body.amount === 'string' ? body.amount : '';
          if (!indexer.tick(tick)) throw new DevnetError(-1, `No brc-20 tick '${tick}'.`);
          const op = body.transfer === true ? 'transfer' : 'mint';
          const made = indexer.inscribe(address, { contentType: 'text/plain;charset=utf-8', content: JSON.stringify({ p: 'brc-20', op, tick, amt }) });
          if (!made.brc20?.valid) throw new DevnetError(-1, `That ${op} is not valid for '${tick}' (amount, limit or balance).`);
          return { inscriptionId: made.id };
        }
        case 'rune': {
          const name = typeof body.rune === 'string' && /^[A-Z•]{1,28}$/.test(body.rune) ? body.rune : null;
          if (!name) throw new DevnetError(-1, 'rune must be a rune name in capitals (• as spacer).');
          indexer.giveRune(
            address,
            { name, symbol: typeof body.symbol === 'string' ? body.symbol.slice(0, 2) : '¤', divisibility: 0 },
            typeof body.amount === 'string' ? body.amount : '',
          );
          return;
        }
        case 'arc20': {
          const ticker = typeof body.ticker === 'string' && /^[a-z0-9]{1,21}$/.test(body.ticker) ? body.ticker : null;
          if (!ticker) throw new DevnetError(-1, 'ticker must be lower-case letters and digits.');
          indexer.giveArc20(address, ticker, BigInt(finite(body.amount, 'amount', 546, 100_000_000)));
          return;
        }
        default:
          throw new DevnetError(-1, "kind must be 'inscription', 'brc20', 'rune' or 'arc20'.");
      }
    },
    'POST /mining': (body) => {
      const intervalMs = body.intervalMs === null ? null : finite(body.intervalMs, 'intervalMs', 1_000, 86_400_000);
      store.update((s) => ({ ...s, mining: { intervalMs } }));
    },
    'POST /fund': (body) => {
      if (typeof body.address !== 'string') throw new DevnetError(-1, 'address must be a testnet address.');
      const sats =
        typeof body.sats === 'string' && /^\d{1,16}$/.test(body.sats)
          ? BigInt(body.sats)
          : typeof body.sats === 'number' && Number.isSafeInteger(body.sats)
            ? BigInt(body.sats)
            : null;
      if (sats === null) throw new DevnetError(-1, 'sats must be a whole number of sats.');
      chain.fund(body.address, sats);
    },
    'POST /sessions/expire': (body) => {
      auth.expireSessions(typeof body.address === 'string' ? body.address : undefined);
    },
    'POST /user': (body) => {
      if (typeof body.address !== 'string') throw new DevnetError(-1, 'address must be a testnet address.');
      const changes: { -readonly [K in keyof DevnetUser]?: DevnetUser[K] } = {};
      for (const name of ['inscribeCount', 'ogPassCount'] as const) if (body[name] !== undefined) changes[name] = finite(body[name], name, 0, 1_000_000);
      for (const name of ['swapAccess', 'isDeployer'] as const) {
        if (body[name] === undefined) continue;
        if (typeof body[name] !== 'boolean') throw new DevnetError(-1, `${name} must be true or false.`);
        changes[name] = body[name];
      }
      auth.setUser(body.address, changes);
    },
    /** The dev wallet's broadcast: a signed transaction, hex. */
    'POST /tx': (body) => {
      if (typeof body.hex !== 'string') throw new DevnetError(-1, 'hex must be the signed transaction in hex.');
      broadcast(body.hex);
    },
  };

  async function handleControl(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.slice('/devnet/api'.length) || '/';
    if (method === 'GET' && path === '/state') return ok(res, snapshot());
    if (method === 'GET' && path === '/utxos') {
      const address = url.searchParams.get('address') ?? '';
      chainAddress(address);
      return ok(
        res,
        chain.utxosOf(address).map((u) => ({ ...u, confirmations: chain.confirmations(u) })),
      );
    }
    if (method === 'GET' && path === '/swap/balances') {
      // What an address holds in the swap module, by tick (what a test checks after an operation).
      const address = url.searchParams.get('address') ?? '';
      chainAddress(address);
      return ok(res, store.get().swap.balances[address] ?? {});
    }
    const action = control[`${method} ${path}`];
    if (!action) return sendJson(res, 404, { code: -404, msg: `The control surface has no ${method} ${path}.`, data: null });
    const body = parseJsonObject(await readBody(req));
    const made = atomically(() => action(body));
    ok(res, { ...snapshot(), ...(made ?? {}) });
  }

  /** Connect-style middleware: answers /api, /devnet and /devnet/api; passes anything else on. */
  async function handle(req: IncomingMessage, res: ServerResponse, next?: () => void): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://devnet.local');
    try {
      atomically(seedIfFresh);
      if (url.pathname.startsWith('/api/') || url.pathname === '/api') return await handleApi(req, res, url);
      if (url.pathname.startsWith('/devnet/api/')) return await handleControl(req, res, url);
      if (url.pathname === '/devnet/card-payment') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(cardPaymentPageHtml(url.searchParams.get('address') ?? ''));
        return;
      }
      if (url.pathname === '/devnet' || url.pathname === '/devnet/') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(controlPageHtml());
        return;
      }
    } catch (error) {
      // Bad input gets a nonzero code and a clear message, never a 500 with a stack trace; the call left
      // the state as it found it (atomically).
      if (res.headersSent) return;
      if (error instanceof DevnetError) return fail(res, error.code, error.message);
      console.error('[devnet]', error);
      return fail(res, -1, 'The devnet could not handle this request.');
    }
    if (next) next();
    else sendJson(res, 404, { code: -404, msg: `Nothing at ${url.pathname}.`, data: null });
  }

  return {
    handle,
    chain,
    indexer,
    market,
    swap,
    orders,
    deployer,
    broadcast,
    mine,
    state: () => store.get(),
    /** Lays down the seed if this devnet has none yet (what the first request does). */
    ensureSeeded: () => atomically(seedIfFresh),
    serverNow,
    reset: () => {
      store.reset();
      seedIfFresh();
    },
    close: () => {
      if (timer) clearInterval(timer);
      store.flush();
    },
  };
}

export type Devnet = ReturnType<typeof createDevnet>;
