import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-json';
import type { GatewayStore } from '../store/gateway-store';

/** How long an upstream's answer (or silence) stands for readyz: probes come every few seconds from each balancer. */
const UPSTREAM_CHECK_MS = 5_000;
const UPSTREAM_TIMEOUT_MS = 3_000;

/**
 * GET /healthz and GET /readyz (docs/operators.md). healthz: the process answers (200 `{"ok":true}`): a balancer or
 * a supervisor restarts an instance that does not. readyz: the instance can serve (200 `{"ready":true}`): its store
 * answers, its upstream answers (any HTTP answer to `/`, asked without the key, at most every 5 s), and it is not
 * shutting down; else 503 `{"ready":false,"reason":"…"}`, and a balancer sends its users elsewhere.
 */
export function createReadiness(deps: {
  readonly store: GatewayStore;
  readonly upstream: string;
  /** Whose upstream it is, in the reason's words ("UniSat's open API", or the devnet standing for it). */
  readonly upstreamName: string;
  readonly fetch: typeof fetch;
  readonly now: () => number;
  readonly draining: () => boolean;
}) {
  let checked: { at: number; problem: string | null } | null = null;
  const upstreamProblem = async (): Promise<string | null> => {
    if (checked && deps.now() - checked.at < UPSTREAM_CHECK_MS && deps.now() >= checked.at) return checked.problem;
    let problem: string | null = null;
    try {
      const answer = await deps.fetch(`${deps.upstream}/`, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS), redirect: 'manual' });
      await answer.body?.cancel();
    } catch {
      problem = `The upstream (${deps.upstreamName}) does not answer.`;
    }
    checked = { at: deps.now(), problem };
    return problem;
  };

  return {
    healthz(res: ServerResponse): number {
      sendJson(res, 200, { ok: true });
      return 200;
    },
    async readyz(res: ServerResponse): Promise<number> {
      const reason = deps.draining() ? 'The gateway is shutting down.' : ((await deps.store.problem()) ?? (await upstreamProblem()));
      if (reason) {
        sendJson(res, 503, { ready: false, reason }, { 'Retry-After': '5' });
        return 503;
      }
      sendJson(res, 200, { ready: true });
      return 200;
    },
  };
}
