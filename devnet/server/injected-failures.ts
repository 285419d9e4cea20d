import type { ServerResponse } from 'node:http';
import { DevnetError } from '../devnet-error';
import { fail, sleep } from './http-utils';
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
    case 'drop': {
      const field = typeof f.field === 'string' ? f.field.trim() : '';
      if (!/^[A-Za-z0-9_$]+(\.[A-Za-z0-9_$]+)*$/.test(field))
        throw new DevnetError(-1, "failure.field must be a dot path of the answer's data, like 'list' or 'list.0.price'.");
      return { kind: 'drop', field };
    }
    default:
      throw new DevnetError(-1, "failure.kind must be 'network', 'status', 'empty', 'not-json', 'code' or 'drop'.");
  }
}

/** The envelope's data with the field at `path` (a dot path) removed; anything else as it was. */
export function withoutField(envelope: unknown, path: string): unknown {
  if (!envelope || typeof envelope !== 'object' || !('data' in envelope)) return envelope;
  const copy: unknown = JSON.parse(JSON.stringify(envelope));
  const keys = ['data', ...path.split('.')];
  let at: unknown = copy;
  for (const key of keys.slice(0, -1)) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  if (at && typeof at === 'object') delete (at as Record<string, unknown>)[keys[keys.length - 1]!];
  return copy;
}

/** Lets the call answer as it would, then sends its answer with the field removed (a 'drop' failure). */
function dropFromAnswer(res: ServerResponse, field: string): void {
  const end = res.end.bind(res);
  const dropping = (chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'string') {
      try {
        return end(JSON.stringify(withoutField(JSON.parse(chunk), field)), ...(rest as []));
      } catch {
        return end(chunk, ...(rest as []));
      }
    }
    return end(chunk as never, ...(rest as []));
  };
  res.end = dropping as ServerResponse['end'];
}

/**
 * Answers a call with the failure injected for it; true when it is answered. A 'drop' is not: the call runs as
 * usual and its answer loses the field on the way out.
 */
export function applyFailure(res: ServerResponse, failure: InjectedFailure): boolean {
  answer(res, failure);
  return failure.kind !== 'drop';
}

function answer(res: ServerResponse, failure: InjectedFailure): void {
  switch (failure.kind) {
    case 'drop':
      dropFromAnswer(res, failure.field);
      return;
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

/**
 * What the devnet does to a call of the site's API before it is answered, wherever it is answered (its own /api or
 * the gateway in front): the control page's latency, then its injected failure for the path. True when a failure answered it.
 */
export async function interfere(store: StateStore, res: ServerResponse, apiPath: string): Promise<boolean> {
  const { latencyMs } = store.get();
  if (latencyMs > 0) await sleep(latencyMs);
  const injected = takeFailure(store, apiPath);
  return injected !== null && applyFailure(res, injected);
}
