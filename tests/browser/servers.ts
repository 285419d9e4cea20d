/**
 * The servers the browser tests drive, started side by side (Playwright starts its webServer entries one after
 * another: seven of them took about 15 s before the first test). Playwright runs this as its one web server and
 * waits for READY_URL, which answers once every server below answers; stopping this process group stops them all.
 *
 * Each group of tests that needs its own state has a devnet process of its own, started once, serving the
 * production build in devnet mode (npm run build:devnet) compressed; the tests put the dev wallet into pages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';

export const READY_PORT = 5170;
const TSX = 'node_modules/tsx/dist/cli.mjs';
const VITE = 'node_modules/vite/bin/vite.js';

interface Server {
  readonly name: string;
  readonly args: readonly string[];
  readonly url: string;
  readonly env?: Record<string, string>;
  /** What to do once it answers, before the tests start. */
  readonly then?: () => Promise<void>;
}

/** A devnet process on `port` serving the devnet-mode production build, its state in a file of its own. */
const devnet = (port: number, name: string, ...extra: string[]): Server => ({
  name: `devnet ${name}`,
  args: [TSX, 'devnet/cli.ts', '--port', String(port), '--data', `test-results/devnet-${name}/state.json`, '--site', 'dist-devnet/site', ...extra],
  url: `http://127.0.0.1:${port}/devnet`,
});

const SERVERS: readonly Server[] = [
  // The production build (npm run build), for the pages that need no devnet.
  { name: 'preview', args: [VITE, 'preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort'], url: 'http://127.0.0.1:4173' },
  // Every devnet below puts the gateway in front, its upstream the devnet as a local open API: the one road (brc-20
  // and runes listed, priced, unlisted, bought and swept) and inscribing on Bitcoin testnet's profile; the domain and
  // collection flows and the market's pages on Bitcoin mainnet's (the one host with every market and the collection
  // indexer, which names an account's collection items); the swap and the widget on Fractal mainnet's (the one host
  // that serves the swap).
  // The devnet flows, one at a time, each from a fresh devnet.
  devnet(5174, 'e2e', '--gateway', 'mainnet'),
  // The swap's flows, one at a time, each from a fresh devnet: beside the others rather than after them; through the
  // gateway on Fractal mainnet's profile (the one host that serves the swap), the devnet its upstream (issue 42).
  devnet(5175, 'swap', '--gateway', 'fractal'),
  // The market's pages at both widths: they read it and only add to it. The long list's 2,000 listings are seeded
  // before the tests start: seeding signs each one, and seeding during the run stalled the pages read beside it.
  {
    ...devnet(5176, 'market', '--gateway', 'mainnet'),
    then: async () => {
      const res = await fetch('http://127.0.0.1:5176/devnet/api/market/listings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ count: 2_000 }),
      });
      if (!res.ok) throw new Error(`devnet market: seeding 2,000 listings answered ${res.status} ${await res.text()}`);
    },
  },
  // The widget, with its demo host page on another origin (6177).
  devnet(5177, 'widget', '--widget', 'dist-widget', '--demo-port', '6177', '--gateway', 'fractal'),
  // Inscribing, its orders, search, brc-20 and the deployer, on testnet's profile: they mine its blocks.
  devnet(5178, 'inscribe', '--gateway', 'testnet'),
  // The one road (issue 42): the site's /api through the gateway on the testnet profile, the devnet its upstream (road.spec.ts).
  devnet(5180, 'road', '--gateway', 'testnet'),
  // The gateway serving the production build (dist/) in front of the fake open API (gateway.spec.ts).
  { name: 'gateway', args: [TSX, 'tests/gateway/e2e-server.ts'], url: 'http://127.0.0.1:5190/' },
  // The same on Fractal mainnet, the one network whose open-API host serves the brc-20 swap (issue 42).
  {
    name: 'gateway fractal',
    args: [TSX, 'tests/gateway/e2e-server.ts'],
    url: 'http://127.0.0.1:5192/',
    env: { GATEWAY_NETWORK: 'fractal', GATEWAY_PORT: '5192' },
  },
  // `npm start` itself (the dev server with the devnet mounted and the wallet it injects): one test proves it.
  {
    name: 'npm start',
    args: [VITE, '--mode', 'devnet', '--host', '127.0.0.1', '--port', '5179', '--strictPort'],
    url: 'http://127.0.0.1:5179/devnet',
    env: { DEVNET_DATA: 'test-results/devnet-start/state.json' },
  },
];

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGTERM', () => (stopAll(), process.exit(0)));
process.on('SIGINT', () => (stopAll(), process.exit(0)));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status < 500;
  } catch {
    return false;
  }
}

async function start(server: Server): Promise<void> {
  const child = spawn(process.execPath, server.args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...server.env } });
  children.push(child);
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const deadline = Date.now() + 90_000;
  while (!(await answers(server.url))) {
    if (exited !== null) throw new Error(`${server.name} exited with code ${exited} before it answered at ${server.url}`);
    if (Date.now() > deadline) throw new Error(`${server.name} did not answer at ${server.url} within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.then?.();
}

const started = Date.now();
Promise.all(SERVERS.map(start)).then(
  () => {
    createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      // A page of another site, on this machine, with no policy of its own (security.spec.ts): it frames `frame`.
      if (url.pathname === '/hostile') {
        const frame = url.searchParams.get('frame');
        const src = frame && /^http:\/\/127\.0\.0\.1:\d+\/[\w/-]*$/.test(frame) ? frame : null;
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><title>Win a prize</title><button>Win a prize</button>${src ? `<iframe id="f" src="${src}" style="opacity:.05"></iframe>` : ''}`,
        );
        return;
      }
      res.end('ready');
    }).listen(READY_PORT, '127.0.0.1');
    console.log(`browser-test servers: ${SERVERS.length} answering after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  },
  (error: unknown) => {
    console.error(`browser-test servers: ${error instanceof Error ? error.message : String(error)}`);
    stopAll();
    process.exit(1);
  },
);
