import { DevnetError } from '../devnet-error';
import type { ApiRoute } from './api-surface';
import type { createAuth } from './auth';
import { ok } from './http-utils';

/** Sign-in and the session's calls (server/auth.ts does the work), and the server time. */
export function createAuthRoutes(deps: { auth: ReturnType<typeof createAuth>; serverNow: () => number }): ApiRoute[] {
  const { auth } = deps;
  return [
    { layer: 'basic', method: 'GET', path: '/ts2', handle: ({ res }) => ok(res, { ts: Math.floor(deps.serverNow() / 1000) }) },
    {
      layer: 'basic',
      method: 'GET',
      path: '/base/preload',
      handle: ({ query, res, clientKey }) => ok(res, auth.preload(query.get('address') ?? '', clientKey)),
    },
    {
      layer: 'basic',
      method: 'POST',
      path: '/base/login',
      handle: ({ body, res, clientKey }) => {
        if (!clientKey) throw new DevnetError(-1, 'Sign the login request with your request key.');
        ok(res, auth.login(body, clientKey));
      },
    },
    /** Logout (ours): Disconnect ends the session on the server too. */
    { layer: 'basic', method: 'POST', path: '/base/logout', handle: ({ session, res }) => ok(res, auth.logout(session)) },
    /** The signed-in user (ours); needs the session. */
    { layer: 'basic', method: 'GET', path: '/base/user', handle: ({ session, res }) => ok(res, auth.user(auth.requireSession(session))) },
    /** The market's check of an address on entry (the spec's entry_inspection; the answer is ours: flagged, and why). */
    {
      layer: 'market',
      method: 'POST',
      path: '/common/entry_inspection',
      handle: ({ body, res }) => ok(res, auth.inspection(typeof body.address === 'string' ? body.address : '')),
    },
    {
      layer: 'market',
      method: 'POST',
      path: '/common/xverse_bind',
      handle: ({ session, body, res }) => ok(res, auth.bind(auth.requireMarketSession(session), body)),
    },
  ];
}
