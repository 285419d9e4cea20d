import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TEST_KEY } from './fake-upstream';

/** tsx's loader in the gateway's own process (tsx's cli would run it in a child, which a SIGKILL to the cli would miss). */
const TSX_LOADER = pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href;

/** A site to serve: one page (the gateway refuses to start without a built site). */
function tinySite(): string {
  const site = mkdtempSync(join(tmpdir(), 'gateway-site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><html><head><title>Bitcoin Assets</title></head><body><div id="root"></div></body></html>');
  return site;
}

/**
 * `npm run gateway`'s process as an operator starts it (node with tsx's loader, server/gateway/cli.ts) on free ports, in front of
 * `upstream` (the fake open API), with the test key in its environment, and `args` added. Resolves once it said it
 * listens. Everything it prints is kept, one line each (JSON lines: request-log.ts).
 */
export async function startGatewayProcess(upstream: string, args: readonly string[] = []) {
  const site = tinySite();
  const child = spawn(
    process.execPath,
    [
      '--import',
      TSX_LOADER,
      'server/gateway/cli.ts',
      '--network',
      'testnet',
      '--port',
      '0',
      '--content-port',
      '0',
      '--site',
      site,
      '--sessions',
      'memory',
      '--upstream',
      upstream,
      '--mempool',
      `${upstream}/mempool`,
      '--content-upstream',
      upstream,
      '--swap-module',
      `${'ab'.repeat(32)}i0`,
      ...args,
    ],
    { env: { ...process.env, UNISAT_API_KEY: TEST_KEY }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines: string[] = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const listening = () =>
    lines.map((line) => (line.startsWith('{') ? (JSON.parse(line) as Record<string, unknown>) : {})).find((line) => line.event === 'listening');
  const deadline = Date.now() + 60_000;
  while (!listening()) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with code ${child.exitCode}: ${lines.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`the gateway did not listen within 60 s: ${lines.join('\n')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const said = listening()!;
  return {
    origin: `http://127.0.0.1:${String(said.port)}`,
    port: Number(said.port),
    metricsPort: said.metricsPort === null ? null : Number(said.metricsPort),
    lines,
    exited,
    /** Sends `signal` (SIGKILL: the process dies at once, as a crashed machine's would). */
    kill: (signal: NodeJS.Signals) => void child.kill(signal),
    /** Ends it if it still runs, and waits for it to exit. */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      rmSync(site, { recursive: true, force: true });
    },
  };
}

export type GatewayProcess = Awaited<ReturnType<typeof startGatewayProcess>>;
