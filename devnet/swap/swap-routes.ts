import { DevnetError } from '../devnet-error';
import type { ApiRoute } from '../server/api-surface';
import { ok, sendJson } from '../server/http-utils';
import type { Swap } from './swap';

/**
 * The swap layer's calls, GET and POST `/{name}` (a name may have one more segment, such as
 * test/simulate_transfer), answered from the swap's tables; under maintenance only `alwaysOpen` answers.
 */
export function createSwapRoutes(deps: { swap: Swap; maintenance: () => boolean }): ApiRoute[] {
  const { swap } = deps;
  return (['GET', 'POST'] as const).map((method): ApiRoute => ({
    layer: 'swap',
    method,
    path: /^\/([a-z_]+(?:\/[a-z_]+)?)$/,
    handle: ({ query, body, res }, [name]) => {
      const table = method === 'GET' ? swap.get : swap.post;
      const run = Object.hasOwn(table, name!) ? table[name!] : undefined;
      if (!run) return sendJson(res, 404, { code: -404, msg: `The devnet swap has no call ${method} /${name}.`, data: null });
      if (deps.maintenance() && !swap.alwaysOpen.has(name!)) throw new DevnetError(-6, 'The swap is under maintenance.');
      ok(res, run(method === 'GET' ? Object.fromEntries(query) : body));
    },
  }));
}
