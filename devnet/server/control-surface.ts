import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseJsonObject, readBody, sendJson } from './http-utils';
import { findRoute, type Route } from './routes';

/** What a control call's handler gets: the JSON body (POST), the query and the answer to write. */
export interface ControlCtx {
  readonly body: Record<string, unknown>;
  readonly query: URLSearchParams;
  readonly res: ServerResponse;
}
export type ControlRoute = Route<ControlCtx>;

/** The control surface (/devnet/api/…): answers from its route table; a call it does not have is a 404. */
export function createControlSurface(routes: readonly ControlRoute[]) {
  return async function handleControl(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.slice('/devnet/api'.length) || '/';
    const found = findRoute(routes, method, path);
    if (!found) return sendJson(res, 404, { code: -404, msg: `The control surface has no ${method} ${path}.`, data: null });
    const body = method === 'POST' ? parseJsonObject(await readBody(req)) : {};
    await found.route.handle({ body, query: url.searchParams, res }, found.params);
  };
}
