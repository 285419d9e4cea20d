/**
 * `npm run lighthouse [-- --runs 3] [-- --only /market] [-- --write]`: Lighthouse's mobile profile (simulated slow 4G,
 * 4× CPU) on every page of the site, the devnet-mode production build (`npm run build:devnet`) served by a devnet
 * with the gateway in front, as a visitor on a phone finds it, and on the widget's demo shop (another site's page
 * with the swap widget, `npm run build:widget`). Each page runs `--runs` times (default 3) in Debian's
 * Chromium (`CHROME_PATH`, default /usr/bin/chromium); the median of each figure is printed as a table, with the
 * targets (score 95, LCP 2.0 s, TBT 150 ms, CLS 0.02) and how many pages meet them. `--write` puts the table into the
 * README between its `<!-- generated: lighthouse (npm run lighthouse) -->` markers. Figures only: no test asserts a
 * timing, and a busy machine gives slower figures (run it on a quiet one).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS } from './chromium-flags';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 3);
const ONLY = option('--only');
const WRITE = args.includes('--write');
/** `--why`: for each run, what shifted the layout, the largest paint's element and the longest tasks (to find the cause). */
const WHY = args.includes('--why');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SITE = 'dist-devnet/site';

/**
 * The devnets: the market's pages on Bitcoin mainnet's profile, the swap on Fractal mainnet's (the one that serves it),
 * and the widget (dist-widget/, `npm run build:widget`) with its demo shop, a host page on another origin (`demoPort`).
 */
const HOSTS: Readonly<Record<'market' | 'swap' | 'widget', { readonly port: number; readonly gateway: string; readonly demoPort?: number }>> = {
  market: { port: 5270, gateway: 'mainnet' },
  swap: { port: 5271, gateway: 'fractal' },
  widget: { port: 5272, gateway: 'fractal', demoPort: 6272 },
};
const WIDGET_DIR = 'dist-widget';

/**
 * Every page a visitor opens, and on which devnet. The item page is found on the collection's list. A page `signedIn`
 * is measured as Account 1 of the dev wallet finds it, signed in (see signIn). A page `onDemo` is the widget's demo
 * shop: another site's page with the swap widget integrated (issue 45, 11: the widget as a phone user gets it).
 */
const PAGES: readonly { readonly path: string; readonly host: keyof typeof HOSTS; readonly signedIn?: true; readonly onDemo?: true }[] = [
  { path: '/', host: 'market' },
  { path: '/market', host: 'market' },
  { path: '/market?tab=collection', host: 'market' },
  { path: '/market?tab=domain', host: 'market' },
  { path: '/market/brc20/ordi', host: 'market' },
  { path: '/market/collection/devnet-punks', host: 'market' },
  { path: 'ITEM', host: 'market' },
  { path: '/brc20', host: 'market' },
  { path: '/runes/market', host: 'market' },
  { path: '/runes/inscribe', host: 'market' },
  { path: '/atomicals/market/arc20', host: 'market' },
  { path: '/inscribe', host: 'market' },
  { path: '/inscribe?mode=file', host: 'market' },
  { path: '/inscribe?mode=brc20', host: 'market' },
  { path: '/inscribe?mode=names', host: 'market' },
  { path: '/search?q=ordi', host: 'market' },
  { path: '/swap', host: 'swap' },
  { path: '/address/account', host: 'market', signedIn: true },
  { path: '/', host: 'widget', onDemo: true },
];

const TARGETS = { score: 95, lcp: 2_000, tbt: 150, cls: 0.02 };

interface Figures {
  readonly score: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  /**
   * Lighthouse's measure of this machine's CPU in the run (`environment.benchmarkIndex`, higher is faster): TBT is the
   * page's own long tasks at 4×, so a slower machine gives a higher TBT for the same code.
   */
  readonly benchmark: number;
}

function startDevnet(port: number, gateway: string, data: string, demoPort?: number) {
  const widget = demoPort === undefined ? [] : ['--widget', WIDGET_DIR, '--demo-port', String(demoPort)];
  const child = spawn(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'devnet/cli.ts',
      '--port',
      String(port),
      '--data',
      join(data, `${port}.json`),
      '--site',
      SITE,
      '--gateway',
      gateway,
      ...widget,
    ],
    { stdio: 'ignore', detached: true },
  );
  return child;
}

async function waitFor(url: string, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`lighthouse: ${url} did not answer within ${seconds} s`);
}

/** The first listed item's page, as the collection's list links it (read from the market's own page in the browser). */
async function itemPath(port: number, browser: Browser): Promise<string> {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/market/collection/devnet-punks`);
  const href = await page.locator('a[data-testid="listing-row"]').first().getAttribute('href');
  await page.close();
  if (!href) throw new Error('lighthouse: the collection lists no item to open');
  return href;
}

/**
 * Signs Account 1 of the dev wallet in on the devnet at `port`, in the browser's default profile, where Lighthouse's
 * tabs open: the wallet (dist-devnet/devnet-wallet.js, approving its prompts) goes into every page of that profile,
 * as an extension's script would, and the session stays in the site's storage. Returns what clears the HTTP cache
 * (a signed-in page is measured with the storage kept, so the cache is cleared by hand before each run).
 */
async function signIn(port: number, chromePort: number): Promise<() => Promise<void>> {
  const attached = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const profile = attached.contexts()[0];
  if (!profile) throw new Error('lighthouse: the browser has no default profile to sign in');
  await profile.addInitScript(() => {
    localStorage.setItem('devnet-wallet:account', '0');
    localStorage.setItem('devnet-wallet:autoApprove', '1');
  });
  await profile.addInitScript({ content: `if (window.self === window.top) {\n${readFileSync('dist-devnet/devnet-wallet.js', 'utf8')}\n}` });
  const page = await profile.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'unisat' in window);
  await page.getByTestId('connect-button').click();
  await page.getByRole('dialog').locator('[data-wallet="unisat"]').click();
  await page.getByTestId('user-menu').waitFor({ timeout: 30_000 });
  const cdp = await profile.newCDPSession(page);
  return async () => void (await cdp.send('Network.clearBrowserCache'));
}

async function measure(url: string, chromePort: number, keepStorage = false): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`lighthouse: no result for ${url}`);
  const { audits, categories } = result.lhr;
  // A run Lighthouse could not finish (its runtimeError) is said, and left out of the median (score 0, no figures).
  if (result.lhr.runtimeError) console.error(`lighthouse: ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  if (WHY) {
    const items = (id: string) => ((audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as Record<string, unknown>[];
    const node = (item: Record<string, unknown>) => {
      const n = item.node as { selector?: string; snippet?: string } | undefined;
      return n ? `${n.selector ?? ''} ${String(n.snippet ?? '').slice(0, 120)}` : '';
    };
    for (const item of [...items('layout-shift-elements'), ...items('layout-shifts')]) console.error(`  shift ${Number(item.score).toFixed(3)} ${node(item)}`);
    for (const item of items('largest-contentful-paint-element')) {
      const inner = (item as { items?: Record<string, unknown>[] }).items;
      for (const i of inner ?? [item]) if (i.node) console.error(`  lcp ${node(i)}`);
    }
    for (const item of items('long-tasks').slice(0, 5)) console.error(`  long task ${Math.round(Number(item.duration))} ms ${String(item.url)}`);
    for (const item of items('bootup-time').slice(0, 4)) console.error(`  script ${Math.round(Number(item.scripting))} ms ${String(item.url)}`);
  }
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmark: result.lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => Math.round(n).toLocaleString('en-US');
const meets = (f: Figures) => f.score >= TARGETS.score && f.lcp <= TARGETS.lcp && f.tbt <= TARGETS.tbt && f.cls <= TARGETS.cls;

function table(rows: readonly { path: string; figures: Figures; spread: string }[], benchmarks: readonly number[]): string {
  const lines = [
    `Lighthouse 12.2.3, mobile profile (simulated slow 4G, 4× CPU), the median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page; targets: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcp / 1000} s, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}.`,
    '',
    '| page | score | FCP ms | LCP ms | TBT ms | CLS | scores | meets |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ path, figures: f, spread }) =>
        `| ${path} | ${f.score} | ${ms(f.fcp)} | ${ms(f.lcp)} | ${ms(f.tbt)} | ${f.cls.toFixed(3)} | ${spread} | ${meets(f) ? 'yes' : 'no'} |`,
    ),
    '',
    `${rows.filter((r) => meets(r.figures)).length} of ${rows.length} pages meet every target.`,
    ...(benchmarks.length
      ? [
          '',
          `The machine's CPU in these runs, Lighthouse's benchmark index (higher is faster; TBT grows as it falls): median ${Math.round(median(benchmarks))}, ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}.`,
        ]
      : []),
  ];
  return lines.join('\n');
}

async function main() {
  if (!existsSync(join(SITE, 'index.html'))) throw new Error(`lighthouse: no ${SITE}: run npm run build:devnet first`);
  if (!existsSync(join(WIDGET_DIR, 'loader.js'))) throw new Error(`lighthouse: no ${WIDGET_DIR}: run npm run build:widget first`);
  const data = mkdtempSync(join(tmpdir(), 'lighthouse-devnet-'));
  const devnets = Object.values(HOSTS).map(({ port, gateway, demoPort }) => startDevnet(port, gateway, data, demoPort));
  const chromePort = 9330;
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [`--remote-debugging-port=${chromePort}`, ...CHROMIUM_FLAGS],
  });
  try {
    await Promise.all(Object.values(HOSTS).map(({ port }) => waitFor(`http://127.0.0.1:${port}/devnet`)));
    await Promise.all(Object.values(HOSTS).flatMap(({ demoPort }) => (demoPort === undefined ? [] : [waitFor(`http://127.0.0.1:${demoPort}/`)])));
    const rows: { path: string; figures: Figures; spread: string }[] = [];
    const benchmarks: number[] = [];
    for (const page of PAGES) {
      const port = (page.onDemo ? HOSTS[page.host].demoPort : undefined) ?? HOSTS[page.host].port;
      const path = page.path === 'ITEM' ? await itemPath(port, browser) : page.path;
      if (ONLY && !path.startsWith(ONLY)) continue;
      const clearCache = page.signedIn ? await signIn(port, chromePort) : null;
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        await clearCache?.();
        runs.push(await measure(`http://127.0.0.1:${port}${path}`, chromePort, clearCache !== null));
      }
      benchmarks.push(...runs.map((r) => r.benchmark).filter(Number.isFinite));
      const done = runs.filter((r) => Number.isFinite(r.lcp) && Number.isFinite(r.tbt));
      const of = (pick: (r: Figures) => number) => (done.length ? median(done.map(pick)) : Number.NaN);
      const figures: Figures = {
        score: of((r) => r.score),
        fcp: of((r) => r.fcp),
        lcp: of((r) => r.lcp),
        tbt: of((r) => r.tbt),
        cls: of((r) => r.cls),
        benchmark: of((r) => r.benchmark),
      };
      // A run that did not finish shows as "failed" among the scores.
      const spread = runs.map((r) => (Number.isFinite(r.lcp) ? String(r.score) : 'failed')).join(', ');
      const name =
        page.path === 'ITEM'
          ? '/listing/… (an item)'
          : page.signedIn
            ? `${path} (signed in)`
            : page.onDemo
              ? 'the widget on a host page (its demo shop)'
              : path;
      rows.push({ path: name, figures, spread });
      console.error(`lighthouse: ${path} ${figures.score}`);
    }
    const made = table(rows, benchmarks);
    console.log(made);
    if (WRITE) {
      const readme = readFileSync('README.md', 'utf8');
      const block = /(<!-- generated: lighthouse \(npm run lighthouse\) -->\n)[\s\S]*?(<!-- \/generated -->)/;
      if (!block.test(readme)) throw new Error('lighthouse: README.md has no lighthouse block to write into');
      writeFileSync(
        'README.md',
        readme.replace(block, (_all, open: string, close: string) => `${open}${made}\n${close}`),
      );
    }
  } finally {
    await browser.close();
    for (const d of devnets) {
      try {
        if (d.pid) process.kill(-d.pid);
      } catch {
        // Gone already.
      }
    }
    rmSync(data, { recursive: true, force: true });
  }
}

await main();
