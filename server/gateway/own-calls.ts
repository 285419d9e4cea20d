import type { ServerResponse } from 'node:http';
import { TIMEOUTS_MS } from '../../src/domain/constants';
import type { Layer } from '../api-layers';
import type { SharedSignIn } from '../auth/shared-sign-in';
import { CallError } from '../call-error';
import { ok } from '../http-json';
import type { createFlags } from './flags';

/** Where the devnet's declared extensions are, and the header that names the signed-in user on them (devnet/server/extension-surface.ts). */
export const EXTENSION_BASE = '/x-devnet/api';
export const EXTENSION_USER_HEADER = 'X-Devnet-User';

/**
 * The spec's calls the gateway answers itself (call-table.ts, OWN): server time, the config flags and the market's
 * config (the operator's flags file), sign-in, logout and the signed-in user (shared-sign-in.ts).
 */
export function createOwnCalls(deps: {
  readonly signIn: SharedSignIn;
  readonly flags: ReturnType<typeof createFlags>;
  readonly now: () => number;
  readonly upstream: string;
  readonly apiKey: string | null;
  readonly fetch: typeof fetch;
}) {
  const user = (address: string) => ({ address, inscribeCount: 0, ogPassCount: 0, access: { swapAccess: { access: deps.flags.current().swap.access } } });

  return {
    async own(
      layer: Layer,
      method: string,
      path: string,
      res: ServerResponse,
      body: Record<string, unknown>,
      session: string | undefined,
      clientKey: string | null,
    ): Promise<void> {
      if (path === '/ts2') return ok(res, { ts: Math.floor(deps.now() / 1000) });
      if (layer === 'basicConfig' && path === '/config') {
        const { market, swap } = deps.flags.current();
        return ok(res, { market, swap });
      }
      if (layer === 'market' && path.endsWith('/auction/config')) return ok(res, deps.flags.current().marketConfig);
      if (path === '/base/preload') return ok(res, await deps.signIn.preload(String(body.address ?? ''), clientKey));
      if (path === '/base/login') {
        const { session: id, address } = await deps.signIn.login(body, clientKey);
        return ok(res, { session: id, ...user(address) });
      }
      if (path === '/base/logout') return ok(res, await deps.signIn.logout(session));
      if (path === '/base/user') return ok(res, user(await deps.signIn.requireSession(session)));
      throw new CallError(-404, `${method} ${path} (${layer}) is not a call of this gateway.`);
    },

    /** The gateway's sign-in, its user as the devnet's extension /base/user has it (the user named in X-Devnet-User). */
    async devnetLogin(url: URL, res: ServerResponse, body: Record<string, unknown>, clientKey: string | null): Promise<number> {
      const { session: id, address } = await deps.signIn.login(body, clientKey);
      const userPath = `${EXTENSION_BASE}${url.pathname.slice('/api'.length).replace(/\/base\/login$/, '/base/user')}`;
      const answer = await deps.fetch(`${deps.upstream}${userPath}`, {
        headers: { Accept: 'application/json', [EXTENSION_USER_HEADER]: address, ...(deps.apiKey ? { Authorization: `Bearer ${deps.apiKey}` } : {}) },
        signal: AbortSignal.timeout(TIMEOUTS_MS.basic),
      });
      const known = (await answer.json()) as { code?: unknown; data?: unknown };
      if (known.code !== 0 || typeof known.data !== 'object' || known.data === null)
        throw new CallError(-1, 'The devnet did not say who this user is. Try again.');
      ok(res, { ...(known.data as Record<string, unknown>), address, session: id });
      return 200;
    },
  };
}
