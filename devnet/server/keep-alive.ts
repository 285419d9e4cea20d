import type { Server } from 'node:http';

/**
 * Node closes an idle kept-alive socket after 5 s; a client that sends on it at that moment gets ECONNRESET (a
 * fetch's network error). On a loaded machine the client's own 4 s idle limit no longer wins that race, and
 * scripts and tests pause longer than that between calls: idle sockets live a minute, so the client closes first.
 */
export function keepIdleSocketsAMinute(server: Server): Server {
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  return server;
}
