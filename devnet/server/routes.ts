/** A method a route answers; ANY answers whatever the request's method is. */
export type Method = 'GET' | 'POST' | 'ANY';

/**
 * One call a surface answers: its method, its path (exact, or a pattern whose groups are the path's
 * parameters) and what answers it. Every surface of the devnet (the pages, the API layers, the control
 * surface) is a table of these, looked up by findRoute.
 */
export interface Route<Ctx> {
  readonly method: Method;
  readonly path: string | RegExp;
  readonly handle: (ctx: Ctx, params: readonly string[]) => void | Promise<void>;
}

/** The first route of the table for this method and path, with the path's parameters (URI-decoded). */
export function findRoute<R extends Pick<Route<never>, 'method' | 'path'>>(
  routes: readonly R[],
  method: string,
  path: string,
): { route: R; params: string[] } | null {
  for (const route of routes) {
    if (route.method !== 'ANY' && route.method !== method) continue;
    if (typeof route.path === 'string') {
      if (route.path === path) return { route, params: [] };
      continue;
    }
    const match = route.path.exec(path);
    if (match) return { route, params: match.slice(1).map(decodeURIComponent) };
  }
  return null;
}

/** The method a route with exactly this path answers, when the call came with another one. */
export function methodFor(routes: readonly Pick<Route<never>, 'method' | 'path'>[], path: string): Method | null {
  return routes.find((r) => typeof r.path === 'string' && r.path === path)?.method ?? null;
}
