import type { Server, ServerResponse } from 'node:http';

/** The requests being answered now: counted from their arrival to their answer's end (or their connection's). */
export function createInFlight(onChange: (delta: 1 | -1) => void = () => undefined) {
  let count = 0;
  const waiters: (() => void)[] = [];
  return {
    track(res: ServerResponse): void {
      count++;
      onChange(1);
      res.once('close', () => {
        count--;
        onChange(-1);
        if (count === 0) for (const wake of waiters.splice(0)) wake();
      });
    },
    count: () => count,
    /** Resolves when no request is in flight. */
    idle: (): Promise<void> => (count === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  };
}

/**
 * A graceful stop: `servers` stop accepting connections and close their idle ones at once; the requests in flight
 * get up to `graceMs` to be answered; then every connection is closed. Resolves with how many requests were cut.
 */
export async function drainServers(servers: readonly Server[], inFlight: ReturnType<typeof createInFlight>, graceMs: number): Promise<number> {
  const closed = servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
  for (const server of servers) server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  await Promise.race([inFlight.idle(), late]);
  clearTimeout(timer);
  const cut = inFlight.count();
  for (const server of servers) server.closeAllConnections();
  await Promise.all(closed);
  return cut;
}
