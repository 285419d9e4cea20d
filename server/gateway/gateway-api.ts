import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TIMEOUTS_MS } from '../../src/domain/constants';
import { HEADER, proofUrl } from '../../src/services/http/request-signing';
import { SESSION_LAYERS, SIGNED_LAYERS, splitLayer, type Layer } from '../api-layers';
import { sendStoredAnswer, type AnswerRecorder } from '../auth/proof-check';
import { createSharedProofChecker } from '../auth/shared-proof-check';
import type { SharedSignIn } from '../auth/shared-sign-in';
import { CallError } from '../call-error';
import { fail, parseJsonObject, readBody, sendJson } from '../http-json';
import { StoreUnavailable, type GatewayStore } from '../store/gateway-store';
import { forwardedQuery, isSiteCall, routeCallOn, type CallTarget } from './call-table';
import type { createFlags } from './flags';
import type { GatewayMetrics } from './gateway-metrics';
import type { NetworkName } from './networks';
import { createOwnCalls, EXTENSION_BASE, EXTENSION_USER_HEADER } from './own-calls';
import { clientAddress, type RateLimit } from './rate-limit';
import { logLine, type LogFields } from './request-log';
import { forward } from './upstream';

/** How long the gateway waits for an upstream, per layer: the spec's time-outs (the market's longest, 60 s). */
const TIMEOUT: Readonly<Record<Layer, number>> = {
  basic: TIMEOUTS_MS.basic,
  basicConfig: TIMEOUTS_MS.basicConfig,
  swap: TIMEOUTS_MS.swap,
  market: TIMEOUTS_MS.marketLong,
  query: TIMEOUTS_MS.query,
  query5: TIMEOUTS_MS.query,
  external: TIMEOUTS_MS.external,
  mempool: TIMEOUTS_MS.mempool,
  content: TIMEOUTS_MS.query,
};
/** Request bodies: an inscribe order carries its files (data URLs); every other call is small. */
const BODY_LIMIT = (layer: Layer, path: string) => (layer === 'basic' && path.startsWith('/inscribe/order') ? 8 * 1024 * 1024 : 64 * 1024);
/**
 * Calls that act for a user (they prepare or change something, or spend the operator's quota on one person's
 * orders): a live session is needed. The market's create/confirm calls, the swap's pre/create/confirm calls and its
 * writes, the inscribe orders.
 */
const needsSession = (layer: Layer, method: string, path: string) =>
  (layer === 'market' && /\/(create|confirm)_[a-z_]+$/.test(path)) ||
  (layer === 'swap' && (method === 'POST' || /^\/(pre|create|confirm)_/.test(path))) ||
  (layer === 'basic' && path.startsWith('/inscribe/'));

export interface GatewayApiDeps {
  readonly signIn: SharedSignIn;
  /** Where sessions, proof ids and rate-limit buckets live (server/store/: this process's, or shared by several instances). */
  readonly store: GatewayStore;
  readonly flags: ReturnType<typeof createFlags>;
  /** The network: the calls its UniSat host serves are the only ones forwarded (to `upstream`, which stands for that host). */
  readonly network: NetworkName;
  readonly upstream: string;
  readonly mempool: string;
  readonly apiKey: string | null;
  readonly fetch: typeof fetch;
  readonly now: () => number;
  readonly rate: { readonly ip: RateLimit; readonly session: RateLimit };
  /** Take the client's address from X-Forwarded-For (behind a proxy the operator runs) rather than the socket. */
  readonly trustProxy: boolean;
  readonly timeouts?: Partial<Record<Layer, number>>;
  /**
   * The upstream is the devnet (`--devnet`): the site's calls the open API has not, and the market's and the site's
   * config, go to its declared extensions (/x-devnet/api, with the signed-in user named in X-Devnet-User) instead of
   * a -404. Never on a real host.
   */
  readonly extensions?: boolean;
  readonly metrics: GatewayMetrics;
  readonly log: (line: string) => void;
}

/** What a request is, for its log lines: its id and its call (call-label.ts). */
export interface RequestContext {
  readonly requestId: string;
  readonly call: string;
}

/** The gateway's own calls that a devnet upstream answers instead: the config flags, the market's config and what it knows of a user are the devnet's. */
const devnetOwns = (layer: Layer, path: string) =>
  (layer === 'basicConfig' && path === '/config') || (layer === 'market' && path.endsWith('/auction/config')) || (layer === 'basic' && path === '/base/user');

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The API under /api: the spec's own calls answered here (sign-in, sessions, server time, the config flags), the
 * open API's forwarded with the operator's key, fee rates from the mempool API, everything else refused with a
 * code and words. Every signed layer's request proof is checked (the same check as the devnet's), a session must
 * come with the key that opened it, and each IP and each session is rate-limited, all through the gateway's store.
 * The log has the request's id, its call, the status and the time: never a header, a body, a query or the key.
 */
export function createGatewayApi(deps: GatewayApiDeps) {
  const proofs = createSharedProofChecker(deps.store.proofs);
  const byIp = deps.store.limiter('ip', deps.rate.ip);
  const bySession = deps.store.limiter('session', deps.rate.session);
  const serverNow = deps.now;
  const { own, devnetLogin } = createOwnCalls(deps);
  const tooMany = (res: ServerResponse, limit: 'ip' | 'session'): number => {
    deps.metrics.refused(limit);
    const msg =
      limit === 'ip'
        ? 'Too many requests from your address: wait a few seconds and try again.'
        : 'Too many requests in this session: wait a few seconds and try again.';
    sendJson(res, 429, { code: -429, msg, data: null }, { 'Retry-After': '5' });
    return 429;
  };

  /** The session's address, or null when it is no live session. */
  const signedIn = (session: string): Promise<string | null> => deps.signIn.requireSession(session).catch(() => null);

  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, context: RequestContext): Promise<number> {
    const method = (req.method ?? 'GET').toUpperCase();
    const log = (level: 'warn' | 'error', event: string, fields: LogFields = {}) =>
      deps.log(logLine(serverNow(), level, event, { requestId: context.requestId, method, call: context.call, ...fields }));
    try {
      if (!(await byIp.take(`ip:${clientAddress(req, deps.trustProxy)}`))) return tooMany(res, 'ip');
      if (method !== 'GET' && method !== 'POST') {
        sendJson(res, 405, { code: -1, msg: `${method} is not a method this API answers.`, data: null }, { Allow: 'GET, POST' });
        return 405;
      }
      // An encoded slash, backslash or dot-dot would let one segment reach another upstream path: refused.
      if (/%2f|%5c|%2e%2e|\/\.\.?(\/|$)/i.test(url.pathname)) {
        sendJson(res, 400, { code: -1, msg: 'This path is not a call of the API.', data: null });
        return 400;
      }
      const { layer, path } = splitLayer(url.pathname.slice('/api'.length) || '/');
      const routed = routeCallOn(deps.network, layer, method, path);
      // On the devnet, what the open API has not is the devnet's extension (a call of the site only: no open proxy).
      // Never inscription content: a stranger's content is on the content origin only, sandboxed, never on the site's.
      const extension =
        deps.extensions === true &&
        ((routed.kind === 'none' && layer !== 'content' && isSiteCall(layer, method, path)) || (routed.kind === 'own' && devnetOwns(layer, path)));
      const target: CallTarget = extension ? { kind: 'upstream', path: `${EXTENSION_BASE}${url.pathname.slice('/api'.length)}`, translated: true } : routed;
      if (target.kind === 'none' || target.kind === 'built') {
        fail(res, -404, target.message);
        return 200;
      }
      // Not on this network's host: never sent upstream. An answer (code -404, the server's words) the site shows as
      // it is and never retries, with where the call is served for a site that leaves the feature out.
      if (target.kind === 'not-offered') {
        sendJson(res, 200, { code: -404, msg: target.message, data: { notOffered: { network: deps.network, servedOn: target.servedOn } } });
        return 200;
      }
      const session = SESSION_LAYERS.has(layer) ? first(req.headers[HEADER.session.toLowerCase()]) : undefined;
      const sessionNeeded = target.kind === 'upstream' && !extension && needsSession(layer, method, path);
      // A call that needs a session is refused before its body is read (an inscribe order's may be 8 MiB).
      const actingFor = sessionNeeded ? await (layer === 'market' ? deps.signIn.requireMarketSession : deps.signIn.requireSession)(session) : null;
      const raw = await readBody(req, BODY_LIMIT(layer, path));
      let clientKey: string | null = null;
      let recorder: AnswerRecorder | null = null;
      if (SIGNED_LAYERS.has(layer)) {
        const scheme = deps.trustProxy && first(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
        const proof = await proofs.check({
          headers: req.headers,
          method,
          url: proofUrl(`${scheme}://${req.headers.host ?? 'localhost'}${url.pathname}${url.search}`),
          body: raw,
          serverNow: serverNow(),
          checkTime: !(layer === 'basic' && path === '/ts2'),
        });
        if ('problem' in proof) throw new CallError(-1, proof.problem);
        if ('replay' in proof) {
          sendStoredAnswer(res, proof.replay);
          return proof.replay.status;
        }
        clientKey = proof.clientKey;
        recorder = proofs.record(proof.proofId, res);
      }
      const mismatch = session ? await deps.signIn.keyMismatch(session, clientKey) : null;
      if (mismatch) throw new CallError(layer === 'market' ? -163 : -501, mismatch);
      if (session && !(await bySession.take(`session:${createHash('sha256').update(session).digest('hex')}`))) return tooMany(res, 'session');
      const body = method === 'POST' ? parseJsonObject(raw) : Object.fromEntries(url.searchParams);
      // An inscribe order is placed on the operator's key for the signed-in wallet only: V5 names it (userAddress,
      // and clientId, by which its orders are its own).
      if (actingFor !== null && layer === 'basic' && method === 'POST' && (body.userAddress !== actingFor || body.clientId !== actingFor))
        throw new CallError(-1, 'This order names another wallet than the one signed in. Connect that wallet to place it.');
      // From here the request is handled: a connection that closes now does not make a resent copy run it again.
      recorder?.dispatch();
      if (target.kind === 'own') {
        // On the devnet, a sign-in answers what the devnet knows of the user (as /base/user does there): its counts and swap access.
        if (deps.extensions === true && layer === 'basic' && path === '/base/login') return await devnetLogin(url, res, body, clientKey);
        await own(layer, method, path, res, body, session, clientKey);
        return 200;
      }
      const toMempool = target.kind === 'mempool';
      // An extension's call names the signed-in user, if any (the devnet's rules check whose it is).
      const user = extension && session ? await signedIn(session) : null;
      const started = performance.now();
      const forwarded = await forward({
        res,
        url: `${toMempool ? deps.mempool : deps.upstream}${target.path}${extension ? url.search : forwardedQuery(target, method, url.searchParams)}`,
        headers: user ? { [EXTENSION_USER_HEADER]: user } : {},
        method,
        body: raw,
        key: toMempool ? null : deps.apiKey,
        secret: deps.apiKey,
        timeoutMs: deps.timeouts?.[layer] ?? TIMEOUT[layer],
        fetch: deps.fetch,
        service: toMempool ? 'The mempool API' : "UniSat's open API",
      });
      deps.metrics.upstream(toMempool ? 'mempool' : 'open-api', forwarded.outcome, (performance.now() - started) / 1000);
      if (forwarded.outcome !== 'ok') log('warn', 'upstream-failed', { outcome: forwarded.outcome });
      if (forwarded.keyRemoved) log('warn', 'key-removed', { msg: "the upstream's answer held the API key; it was taken out" });
      return forwarded.status;
    } catch (error) {
      if (error instanceof CallError) {
        if (error.code === -413) {
          sendJson(res, 413, { code: -413, msg: error.message, data: null });
          return 413;
        }
        fail(res, error.code, error.message);
        return 200;
      }
      if (error instanceof StoreUnavailable) {
        deps.metrics.storeFailed();
        log('error', 'store-unavailable');
        if (!res.headersSent)
          sendJson(res, 503, { code: -1, msg: 'The gateway cannot reach its store just now: try again in a moment.', data: null }, { 'Retry-After': '5' });
        return 503;
      }
      log('error', 'failed', { error: error instanceof Error ? error.name : 'error' });
      if (!res.headersSent) sendJson(res, 500, { code: -1, msg: 'The gateway failed on this call. Try again.', data: null });
      return 500;
    }
  };
}
