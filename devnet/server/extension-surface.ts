import type { IncomingMessage, ServerResponse } from 'node:http';
import { splitLayer } from '../../server/api-layers';
import { parseJsonObject, readBody, sendJson } from './http-utils';
import type { Dispatched } from './api-surface';

/** The header a gateway in front of the devnet names its signed-in user with, on the extensions' calls. */
export const EXTENSION_USER_HEADER = 'x-devnet-user';
/** Where the devnet's declared extensions are: the site's own calls UniSat's open API has not, under this base. */
export const EXTENSION_BASE = '/x-devnet/api';

/**
 * The devnet's declared extensions (issue 42): what UniSat's site has and its open API has not (claims, badges,
 * blind-box collections, MixPay, pizza, the deployer's calls, the ARC-20 market, the market's and the swap's config),
 * served under /x-devnet/api with the site's own paths, for a gateway in front of the devnet (`--devnet`). The
 * gateway checked the user's request proof and session; it names the user in X-Devnet-User, and the call acts in
 * that user's session (`actingFor`). A call with the operator's key only, as every open-API call.
 */
export function createExtensionSurface(deps: {
  readonly apiKey: string | null;
  readonly dispatch: (call: Dispatched) => void;
  readonly actingFor: (address: string) => string;
}) {
  return async function handleExtension(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const auth = req.headers.authorization;
    if (!auth?.startsWith('Bearer ') || (deps.apiKey !== null && auth !== `Bearer ${deps.apiKey}`))
      return sendJson(res, 401, { code: -1, msg: 'The API key is missing or wrong.', data: null });
    const apiPath = url.pathname.slice(EXTENSION_BASE.length) || '/';
    const { layer, path } = splitLayer(apiPath);
    const user = req.headers[EXTENSION_USER_HEADER];
    const address = Array.isArray(user) ? user[0] : user;
    const raw = await readBody(req, 8 * 1024 * 1024);
    deps.dispatch({
      method,
      layer,
      path,
      apiPath,
      query: url.searchParams,
      body: () => (method === 'POST' ? parseJsonObject(raw) : {}),
      res,
      session: address ? deps.actingFor(address) : undefined,
      clientKey: null,
    });
  };
}
