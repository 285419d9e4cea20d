import type { ServerResponse } from 'node:http';
import { DevnetError } from '../devnet-error';
import { fail } from './http-utils';
import { finite } from './input-checks';
import type { InjectedFailure, StateStore } from './state';

/** A failure as the control's 'fail' call gives it, checked. */
export function parseFailure(value: unknown): InjectedFailure {
  const f = (value ?? {}) as Record<string, unknown>;
  switch (f.kind) {
    case 'network':
    case 'empty':
    case 'not-json':
      return { kind: f.kind };
    case 'status':
      return { kind: 'status', status: finite(f.status, 'status', 201, 599) };
    case 'code': {
      const code = finite(f.code, 'code', -100_000, 100_000);
      if (code === 0) throw new DevnetError(-1, 'code must not be 0 (0 is success).');
      return { kind: 'code', code, msg: typeof f.msg === 'string' ? f.msg.slice(0, 500) : `Injected error ${code}` };
    }
    default:
      throw new DevnetError(-1, "failure.kind must be 'network', 'status', 'empty', 'not-json' or 'code'.");
  }
}

/** Answers a call with the failure injected for it. */
export function applyFailure(res: ServerResponse, failure: InjectedFailure): void {
  switch (failure.kind) {
    case 'network':
      res.socket?.destroy();
      return;
    case 'status':
      res.writeHead(failure.status, { 'Content-Type': 'text/plain' });
      res.end(`Injected failure: ${failure.status}`);
      return;
    case 'empty':
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('');
      return;
    case 'not-json':
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html><body>Injected: not JSON</body></html>');
      return;
    case 'code':
      fail(res, failure.code, failure.msg);
  }
}

/** The failure injected for this call, if any, counting it down. */
export function takeFailure(store: StateStore, apiPath: string): InjectedFailure | null {
  const rule = store.get().failures.find((r) => r.path === apiPath);
  if (!rule) return null;
  store.update((s) => ({
    ...s,
    failures: s.failures.flatMap((r) => (r !== rule ? [r] : r.remaining === null ? [r] : r.remaining > 1 ? [{ ...r, remaining: r.remaining - 1 }] : [])),
  }));
  return rule.failure;
}
