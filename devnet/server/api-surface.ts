import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEADER, proofUrl } from '../../src/services/http/request-signing';
import { LAYERS, SESSION_LAYERS, SIGNED_LAYERS, splitLayer, type Layer } from '../../server/api-layers';

export type { Layer };
import { fail, parseJsonObject, readBody, sendJson } from './http-utils';
import { findRoute, methodFor, type Route } from './routes';
import { interfere } from './injected-failures';
import { sendStoredAnswer, type AnswerRecorder, type createProofChecker } from '../../server/auth/proof-check';
import type { createAuth } from './auth';
import type { StateStore } from './state';

/**
 * The URL the client called, as a proof binds it: the scheme (X-Forwarded-Proto behind a TLS proxy, else http),
 * the Host the browser sent, the path and the query.
 */
function requestUrl(req: IncomingMessage, url: URL): string {
  const forwarded = req.headers['x-forwarded-proto'];
  const scheme = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return proofUrl(`${scheme}://${req.headers.host ?? 'localhost'}${url.pathname}${url.search}`);
}

/** What an API call's handler gets: the request, read and checked, and the answer to write. */
export interface ApiCtx {
  readonly method: string;
  readonly query: URLSearchParams;
  readonly body: Record<string, unknown>;
  readonly res: ServerResponse;
  readonly session: string | undefined;
  readonly clientKey: string | null;
}

/** An API call: a route of one layer, its path under the layer's base. Its handler is synchronous (it runs atomically). */
export interface ApiRoute extends Route<ApiCtx> {
  readonly layer: Layer;
  readonly handle: (ctx: ApiCtx, params: readonly string[]) => void;
}

/** One call to answer from the route table: its layer, its path under the layer's base, what came with it. */
export interface Dispatched {
  readonly method: string;
  readonly layer: Layer;
  readonly path: string;
  /** The path under /api, for the words of a refusal. */
  readonly apiPath: string;
  readonly query: URLSearchParams;
  /** The JSON body, read once the call is found (a wrong method is told so before a bad body). */
  readonly body: () => Record<string, unknown>;
  readonly res: ServerResponse;
  readonly session: string | undefined;
  readonly clientKey: string | null;
}

/**
 * Answers a call from the route table (every surface that serves the API's calls: the site's /api, the open API's
 * paths, the declared extensions): the route for its layer, method and path, run atomically; -404 when there is none.
 */
export function createDispatch(routes: readonly ApiRoute[], atomically: <T>(run: () => T) => T) {
  const byLayer = new Map<Layer, ApiRoute[]>(LAYERS.map(([, layer]) => [layer, routes.filter((r) => r.layer === layer)]));
  return function dispatch(call: Dispatched): void {
    const { method, path, res } = call;
    const table = byLayer.get(call.layer) ?? [];
    const found = findRoute(table, method, path);
    if (!found) {
      const other = methodFor(table, path);
      if (other) return fail(res, -1, `Use ${other} for ${path}.`);
      return sendJson(res, 404, { code: -404, msg: `The devnet has no call ${method} ${call.apiPath}.`, data: null });
    }
    const body = call.body();
    atomically(() => found.route.handle({ method, query: call.query, body, res, session: call.session, clientKey: call.clientKey }, found.params));
  };
}

/**
 * The API surface (/api/…): splits the path into its layer, checks the request's signature and session key
 * where the layer is signed, applies the control's latency and injected failures, then answers from the
 * route table; a change runs atomically.
 */
export function createApiSurface(deps: {
  readonly routes: readonly ApiRoute[];
  readonly store: StateStore;
  readonly proofs: ReturnType<typeof createProofChecker>;
  readonly auth: ReturnType<typeof createAuth>;
  readonly serverNow: () => number;
  readonly atomically: <T>(run: () => T) => T;
}) {
  const { store, proofs, auth, serverNow, atomically } = deps;
  const dispatch = createDispatch(deps.routes, atomically);

  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const apiPath = url.pathname.slice('/api'.length) || '/';
    const { layer, path } = splitLayer(apiPath);
    const raw = await readBody(req);
    const sessionHeader = req.headers[HEADER.session.toLowerCase()];
    const session = SESSION_LAYERS.has(layer) ? (Array.isArray(sessionHeader) ? sessionHeader[0] : sessionHeader) : undefined;
    let clientKey: string | null = null;
    let recorder: AnswerRecorder | null = null;
    if (SIGNED_LAYERS.has(layer)) {
      const proof = proofs.check({
        headers: req.headers,
        method,
        url: requestUrl(req, url),
        body: raw,
        serverNow: serverNow(),
        checkTime: !(layer === 'basic' && path === '/ts2'),
      });
      if ('problem' in proof) return fail(res, -1, proof.problem);
      if ('replay' in proof) return sendStoredAnswer(res, proof.replay);
      clientKey = proof.clientKey;
      recorder = proofs.record(proof.proofId, res);
    }
    // A session with another key than the one that logged in is refused as session-invalid (market -163).
    const mismatch = session ? auth.keyMismatch(session, clientKey) : null;
    if (mismatch) return fail(res, layer === 'market' ? -163 : -501, mismatch);
    if (await interfere(store, res, apiPath)) return;

    recorder?.dispatch();
    dispatch({ method, layer, path, apiPath, query: url.searchParams, body: () => (method === 'POST' ? parseJsonObject(raw) : {}), res, session, clientKey });
  };
}
