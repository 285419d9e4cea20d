import { createServer } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The gateway's Prometheus metrics (docs/operators.md, "What to watch"), one registry a gateway:
 *   gateway_requests_total{call,status}            requests answered, by call (call-label.ts) and HTTP status
 *   gateway_requests_in_flight                     requests being answered now
 *   gateway_upstream_duration_seconds{service,outcome}  each call forwarded to the open API or the mempool API
 *   gateway_rate_limit_refusals_total{limit}       requests refused with 429, by limit (ip, session, content)
 *   gateway_store_failures_total                   requests the store did not answer (HTTP 503)
 * and, with `processMetrics`, the process's own (process_*, nodejs_*: memory, CPU, event-loop lag).
 */
export function createGatewayMetrics(options: { readonly processMetrics?: boolean } = {}) {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'gateway_requests_total',
    help: 'Requests answered, by call and HTTP status.',
    labelNames: ['call', 'status'],
    registers,
  });
  const inFlight = new Gauge({ name: 'gateway_requests_in_flight', help: 'Requests being answered now.', registers });
  const upstream = new Histogram({
    name: 'gateway_upstream_duration_seconds',
    help: 'Time each forwarded call took upstream, by service (open-api, mempool) and outcome (ok, timeout, unreachable, key-refused, upstream-status, too-large, not-json).',
    labelNames: ['service', 'outcome'],
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers,
  });
  const refusals = new Counter({
    name: 'gateway_rate_limit_refusals_total',
    help: 'Requests refused with HTTP 429, by limit.',
    labelNames: ['limit'],
    registers,
  });
  const storeFailures = new Counter({ name: 'gateway_store_failures_total', help: 'Requests the store did not answer (HTTP 503).', registers });
  return {
    request: (call: string, status: number) => requests.inc({ call, status: String(status) }),
    started: () => inFlight.inc(),
    finished: () => inFlight.dec(),
    upstream: (service: string, outcome: string, seconds: number) => upstream.observe({ service, outcome }, seconds),
    refused: (limit: string) => refusals.inc({ limit }),
    storeFailed: () => storeFailures.inc(),
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

/** Serves `metrics` at GET /metrics on a port of its own (`--metrics-port`), for Prometheus to scrape; nothing else. */
export function startMetricsServer(metrics: GatewayMetrics, port: number, host: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Only GET /metrics is served here.');
      return;
    }
    metrics.text().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected.'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
