import { request } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { devnetPlugin } from '../../devnet/vite-plugin';

/**
 * `npm start`'s path to the control API: the devnet mounted into Vite's dev server by its plugin. Vite's own host
 * check is switched off here (`allowedHosts: true`, as a developer does for a tunnel), so what refuses a rebound
 * name is the devnet's own check.
 */
let server: ViteDevServer;
let port = 0;

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    root: resolve(import.meta.dirname, '../..'),
    logLevel: 'silent',
    plugins: [devnetPlugin({ dataFile: null, seed: false, autoMine: false })],
    server: { host: '127.0.0.1', port: 0, allowedHosts: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  port = (server.httpServer!.address() as { port: number }).port;
}, 60_000);
afterAll(() => server.close());

const send = (path: string, headers: Record<string, string>, body: unknown) =>
  new Promise<{ status: number; text: string }>((done, reject) => {
    const req = request(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'Content-Type': 'text/plain', ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });

describe("npm start's dev server: the control API answers only at its own names (issue 41, DNS rebinding)", () => {
  it('refuses a rebound name with 403 and funds nothing; 127.0.0.1 and localhost on its port are served', async () => {
    const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
    const rebound = await send('/devnet/api/fund', { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` }, { address, sats: 100_000 });
    expect(rebound.status).toBe(403);
    expect(JSON.parse(rebound.text)).toMatchObject({ code: -1, msg: expect.stringContaining('answers only at localhost, 127.0.0.1 or [::1]') as string });
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const own = await send('/devnet/api/fund', { Host: host, Origin: `http://${host}` }, { address, sats: 1_000 });
      expect(own.status, host).toBe(200);
      expect(JSON.parse(own.text), host).toMatchObject({ code: 0 });
    }
    const utxos = await new Promise<string>((done) =>
      request(`http://127.0.0.1:${port}/devnet/api/utxos?address=${address}`, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(text));
      }).end(),
    );
    expect((JSON.parse(utxos) as { data: { value: string }[] }).data.map((u) => u.value)).toEqual(['1000', '1000']);
  }, 60_000);
});
