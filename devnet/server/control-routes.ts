import type { Chain } from '../chain/chain';
import { DevnetError } from '../devnet-error';
import type { createAuth } from './auth';
import type { ControlCtx, ControlRoute } from './control-surface';
import { ok } from './http-utils';
import { parseFailure } from './injected-failures';
import { chainAddress, finite } from './input-checks';
import type { DevnetFlags, DevnetUser, StateStore } from './state';

/** A control call that changes the state: it runs atomically and answers the state with what it made. */
export type ControlChange = (run: (body: Record<string, unknown>) => void | Record<string, unknown>) => (ctx: ControlCtx) => void;

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

/** The control surface's calls on the devnet itself: its state, clock, flags, latency, failures, fees, blocks, funds, sessions and users. */
export function createControlRoutes(deps: {
  store: StateStore;
  chain: Chain;
  auth: ReturnType<typeof createAuth>;
  snapshot: () => Record<string, unknown>;
  mine: (blocks: number) => void;
  settleDue: () => void;
  broadcast: (rawHex: string) => string;
  reset: () => void;
  change: ControlChange;
}): ControlRoute[] {
  const { store, chain, auth, change } = deps;
  return [
    { method: 'GET', path: '/state', handle: ({ res }) => ok(res, deps.snapshot()) },
    {
      method: 'GET',
      path: '/utxos',
      handle: ({ query, res }) => {
        const address = query.get('address') ?? '';
        chainAddress(address);
        ok(
          res,
          chain.utxosOf(address).map((u) => ({ ...u, confirmations: chain.confirmations(u) })),
        );
      },
    },
    {
      method: 'POST',
      path: '/clock',
      handle: change((body) => {
        const skewMs = finite(body.skewMs, 'skewMs', -10 * 365 * 86_400_000, 10 * 365 * 86_400_000);
        store.update((s) => ({ ...s, clockSkewMs: Math.round(skewMs) }));
      }),
    },
    {
      method: 'POST',
      path: '/flags',
      handle: change((body) => {
        const changes: Partial<Record<keyof DevnetFlags, boolean>> = {};
        for (const [name, value] of Object.entries(body)) {
          if (!(FLAG_NAMES as readonly string[]).includes(name)) throw new DevnetError(-1, `Unknown flag '${name}'. Flags: ${FLAG_NAMES.join(', ')}.`);
          if (typeof value !== 'boolean') throw new DevnetError(-1, `Flag '${name}' must be true or false.`);
          changes[name as keyof DevnetFlags] = value;
        }
        store.update((s) => ({ ...s, flags: { ...s.flags, ...changes } }));
      }),
    },
    {
      method: 'POST',
      path: '/latency',
      handle: change((body) => {
        const ms = finite(body.ms, 'ms', 0, 60_000);
        store.update((s) => ({ ...s, latencyMs: Math.round(ms) }));
      }),
    },
    {
      method: 'POST',
      path: '/fail',
      handle: change((body) => {
        if (typeof body.path !== 'string' || !body.path.startsWith('/'))
          throw new DevnetError(-1, "path must be the call's path under /api, such as '/ts2' or '/v4/config'.");
        const path = body.path;
        const failure = parseFailure(body.failure);
        const remaining = body.times === undefined || body.times === null ? null : finite(body.times, 'times', 1, 1000);
        store.update((s) => ({ ...s, failures: [...s.failures.filter((r) => r.path !== path), { path, failure, remaining }] }));
      }),
    },
    {
      method: 'POST',
      path: '/fail/clear',
      handle: change((body) => {
        const path = typeof body.path === 'string' ? body.path : null;
        store.update((s) => ({ ...s, failures: path ? s.failures.filter((r) => r.path !== path) : [] }));
      }),
    },
    {
      method: 'POST',
      path: '/fees',
      handle: change((body) => {
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
      }),
    },
    { method: 'POST', path: '/reset', handle: change(() => deps.reset()) },
    {
      method: 'POST',
      path: '/mine',
      handle: change((body) => {
        deps.mine(body.blocks === undefined ? 1 : finite(body.blocks, 'blocks', 1, 1000));
        deps.settleDue();
      }),
    },
    {
      method: 'POST',
      path: '/mining',
      handle: change((body) => {
        const intervalMs = body.intervalMs === null ? null : finite(body.intervalMs, 'intervalMs', 1_000, 86_400_000);
        store.update((s) => ({ ...s, mining: { intervalMs } }));
      }),
    },
    {
      method: 'POST',
      path: '/fund',
      handle: change((body) => {
        if (typeof body.address !== 'string') throw new DevnetError(-1, 'address must be a testnet address.');
        const sats =
          typeof body.sats === 'string' && /^\d{1,16}$/.test(body.sats)
            ? BigInt(body.sats)
            : typeof body.sats === 'number' && Number.isSafeInteger(body.sats)
              ? BigInt(body.sats)
              : null;
        if (sats === null) throw new DevnetError(-1, 'sats must be a whole number of sats.');
        chain.fund(body.address, sats);
      }),
    },
    {
      method: 'POST',
      path: '/sessions/expire',
      handle: change((body) => {
        auth.expireSessions(typeof body.address === 'string' ? body.address : undefined);
      }),
    },
    {
      method: 'POST',
      path: '/user',
      handle: change((body) => {
        if (typeof body.address !== 'string') throw new DevnetError(-1, 'address must be a testnet address.');
        const changes: { -readonly [K in keyof DevnetUser]?: DevnetUser[K] } = {};
        for (const name of ['inscribeCount', 'ogPassCount'] as const) if (body[name] !== undefined) changes[name] = finite(body[name], name, 0, 1_000_000);
        for (const name of ['swapAccess', 'isDeployer'] as const) {
          if (body[name] === undefined) continue;
          if (typeof body[name] !== 'boolean') throw new DevnetError(-1, `${name} must be true or false.`);
          changes[name] = body[name];
        }
        if (body.flagged !== undefined) {
          if (body.flagged !== null && (typeof body.flagged !== 'string' || body.flagged.trim() === '' || body.flagged.length > 200))
            throw new DevnetError(-1, 'flagged must be the reason (text of at most 200 characters), or null to clear it.');
          changes.flagged = body.flagged === null ? null : body.flagged.trim();
        }
        if (body.pizzaClaimable !== undefined) {
          if (typeof body.pizzaClaimable !== 'string' || !/^\d+(\.\d+)?$/.test(body.pizzaClaimable))
            throw new DevnetError(-1, 'pizzaClaimable must be an amount of pizza, as text ("500").');
          changes.pizzaClaimable = body.pizzaClaimable;
        }
        auth.setUser(body.address, changes);
      }),
    },
    /** The dev wallet's broadcast: a signed transaction, hex. */
    {
      method: 'POST',
      path: '/tx',
      handle: change((body) => {
        if (typeof body.hex !== 'string') throw new DevnetError(-1, 'hex must be the signed transaction in hex.');
        deps.broadcast(body.hex);
      }),
    },
  ];
}
