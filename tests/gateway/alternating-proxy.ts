import { randomBytes } from 'node:crypto';
import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/** What the proxy got back from an instance. */
interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);
/** A request header that pins it to one instance (0, 1, …), with no retry: "through one, then through the other". */
export const PIN_HEADER = 'x-test-instance';
/** The answer's header that says which instance answered it. */
export const SERVED_BY_HEADER = 'x-served-by';

/**
 * The operator's proxy in small, as docs/operators.md's nginx config behaves (server/gateway-nginx-config.ts): each
 * request goes to the next instance in turn (round robin), with the Host the browser used (proofs bind the URL), its
 * address appended to X-Forwarded-For and a request id. An instance that cannot be reached or drops the connection
 * (`proxy_next_upstream error timeout non_idempotent`) has the request sent to the next one, once, and is left out for
 * 10 s (`max_fails=1 fail_timeout=10s`); when none answers the browser gets 502. Retrying a POST is safe here: a signed request's proof id makes a resent copy harmless (the
 * instance that finds it taken answers with the first copy's answer or says it is still being handled).
 */
export async function startAlternatingProxy(instances: readonly string[]) {
  const agents = instances.map(() => new Agent({ keepAlive: true, maxSockets: 64 }));
  let next = 0;
  const downUntil = instances.map(() => 0);
  const counts = { retried: 0, refused502: 0 };

  const send = (index: number, req: IncomingMessage, body: Buffer, extra: Record<string, string>): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const target = new URL(instances[index]!);
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name) && name !== PIN_HEADER) headers[name] = value;
      const out = request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          agent: agents[index],
          headers: { ...headers, ...extra },
          timeout: 30_000,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (c: Buffer) => chunks.push(c));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
          answer.on('error', reject);
          answer.on('aborted', () => reject(new Error('aborted')));
        },
      );
      out.on('timeout', () => out.destroy(new Error('timeout')));
      out.on('error', reject);
      out.end(body);
    });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const pinned = req.headers[PIN_HEADER];
      // Round robin over the instances not marked down (nginx's max_fails=1 fail_timeout=10s), the other one next.
      const up = instances.map((_, i) => i).filter((i) => downUntil[i]! <= Date.now());
      const first = pinned === undefined ? (up.length ? up[next++ % up.length]! : next++ % instances.length) : Number(pinned);
      const order = pinned === undefined ? [first, (first + 1) % instances.length] : [first];
      const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
      const extra = { 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'http', 'x-request-id': randomBytes(16).toString('hex') };
      for (const [attempt, index] of order.entries()) {
        try {
          const answer = await send(index, req, body, extra);
          const headers: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
          res.writeHead(answer.status, { ...headers, [SERVED_BY_HEADER]: String(index) }).end(answer.body);
          return;
        } catch {
          downUntil[index] = Date.now() + 10_000;
          if (attempt + 1 < order.length) counts.retried++;
        }
      }
      counts.refused502++;
      res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ code: -1, msg: 'No instance of the gateway answered.', data: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const agent of agents) agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
