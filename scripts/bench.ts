/**
 * The market's scale, measured (issue 11, "Scale and calls"): prints figures, asserts nothing.
 *   npm run bench [-- --count 10000]        (builds first)
 *
 * 1. Serves the production build (dist/) with a devnet in this process behind it, as `npm start` would.
 * 2. Counts the calls a cold load of /market makes, per call: each config and fee call should be made once.
 * 3. Seeds N listings of one collection (the devnet control), opens its page in Chromium, scrolls the whole
 *    list with the mouse wheel and prints the longest frame, the long tasks (over 50 ms), the rows in the page
 *    at most, the list calls the scroll made (issue 44: at most about 110 for 10,000), the "Loading…" rows left on
 *    screen at the end (none), and the console's errors (a React key warning among them; the production build's
 *    React does not print those: tests/ui/price-chart.test.tsx checks the development one).
 * 4. Sweeps 50 of them as Account 2 (the dev wallet in the page): the time from Next to the review on screen, and
 *    the longest frame meanwhile.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { createDevnet } from '../devnet/server/devnet-app';
import { SEEDED_SWEEP_LISTINGS } from '../devnet/indexer/seed';

const args = process.argv.slice(2);
const count = Number(args[args.indexOf('--count') + 1] ?? 10_000) || 10_000;
const dist = 'dist';
if (!existsSync(join(dist, 'index.html'))) throw new Error('no dist/: run vite build first (npm run bench builds)');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.json': 'application/json',
};
const devnet = createDevnet({ dataFile: null, autoMine: false });
/** Serves a built site from `root` with the devnet behind /api and /devnet, as `npm start` would. */
async function serve(root: string) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench.local');
    if (url.pathname.startsWith('/api') || url.pathname.startsWith('/devnet')) return void devnet.handle(req, res);
    const file = normalize(join(root, url.pathname));
    const path = file.startsWith(root) && existsSync(file) && extname(file) ? file : join(root, 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
    res.end(readFileSync(path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}
const { server, origin } = await serve(dist);
// The same build in devnet mode (the devnet's network and fee address), which the dev wallet signs in to: the sweep.
const devnetSite = await serve('dist-devnet/site');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

try {
  // ---- calls of a cold /market load -----------------------------------------------------------------
  const calls = new Map<string, number>();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/')) calls.set(`${r.method()} ${u.pathname}`, (calls.get(`${r.method()} ${u.pathname}`) ?? 0) + 1);
  });
  await page.goto(`${origin}/market`);
  await page.getByTestId('asset-row').first().waitFor();
  await page.waitForLoadState('networkidle');
  console.log('A cold load of /market made these calls:');
  for (const [call, n] of [...calls].sort()) console.log(`  ${String(n).padStart(3)} × ${call}`);
  const repeated = [...calls].filter(([call, n]) => n > 1 && /config|fee|ts2/.test(call));
  console.log(
    repeated.length
      ? `  Made more than once: ${repeated.map(([c, n]) => `${c} (${n})`).join(', ')}`
      : '  Each config, fee and clock call was made at most once.',
  );
  await page.close();

  // ---- N listings, scrolled -------------------------------------------------------------------------
  const seeding = Date.now();
  const seeded = await fetch(`${origin}/devnet/api/market/listings`, { method: 'POST', body: JSON.stringify({ count }) });
  if (!seeded.ok) throw new Error(`seeding failed: ${await seeded.text()}`);
  console.log(`\nSeeded ${count.toLocaleString('en-US')} listings in ${((Date.now() - seeding) / 1000).toFixed(1)} s (each signed).`);

  const list = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  let listCalls = 0;
  list.on('request', (r) => {
    if (r.url().endsWith('/auction/list')) listCalls++;
  });
  const consoleErrors: string[] = [];
  list.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await list.goto(`${origin}/market/collection/bench-pixels`);
  await list
    .getByTestId('listing-count')
    .filter({ hasText: (count + SEEDED_SWEEP_LISTINGS).toLocaleString('en-US') })
    .waitFor({ timeout: 60_000 });
  const callsBefore = listCalls;
  // As a string: the bundler's helpers must not end up in the page.
  await list.evaluate(`(() => {
    window.frames_ = []; window.longTasks = []; window.maxRows = 0;
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: false });
    let last = performance.now();
    const tick = (t) => {
      window.frames_.push(t - last);
      last = t;
      window.maxRows = Math.max(window.maxRows, document.querySelectorAll('[data-testid="virtual-list"] [role="listitem"]').length);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await list.getByTestId('virtual-list').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const box = (await list.getByTestId('virtual-list').boundingBox())!;
  await list.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const started = Date.now();
  const height = await list.getByTestId('virtual-list').evaluate((el) => el.scrollHeight);
  for (let scrolled = 0; scrolled < height; scrolled += 1_200) {
    await list.mouse.wheel(0, 1_200);
    await list.waitForTimeout(16);
  }
  await list.waitForTimeout(500);
  // The list rests: what it shows is read (a page's call, 150 ms after the scroll stops); then no row says "Loading…".
  const loadingAtEnd = await list
    .getByTestId('virtual-list')
    .getByText('Loading…')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .then(
      () => 0,
      () => list.getByTestId('virtual-list').getByText('Loading…').count(),
    );
  const atEnd = await list.getByTestId('virtual-list').evaluate((el) => Math.round(el.scrollTop + el.clientHeight) >= el.scrollHeight - 2);
  const lastRow = await list.getByTestId('listing-row').last().textContent();
  const seconds = (Date.now() - started) / 1000;
  const { frames_, longTasks, maxRows } = (await list.evaluate('({ frames_: window.frames_, longTasks: window.longTasks, maxRows: window.maxRows })')) as {
    frames_: number[];
    longTasks: number[];
    maxRows: number;
  };
  const sorted = [...frames_].slice(1).sort((a, b) => a - b);
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(
    `Scrolled ${(height / 1000).toFixed(0)},000 px of ${(count + SEEDED_SWEEP_LISTINGS).toLocaleString('en-US')} listings in ${seconds.toFixed(1)} s (wheel steps of 1,200 px), at the end: ${atEnd}; last row: ${lastRow?.slice(0, 40)}`,
  );
  console.log(`  frames: ${sorted.length}; median ${p(0.5).toFixed(1)} ms; 95th percentile ${p(0.95).toFixed(1)} ms; longest ${p(1).toFixed(1)} ms`);
  console.log(`  long tasks (over 50 ms): ${longTasks.length}${longTasks.length ? `, longest ${Math.max(...longTasks).toFixed(0)} ms` : ''}`);
  console.log(`  rows in the page at most: ${maxRows} (of ${(count + SEEDED_SWEEP_LISTINGS).toLocaleString('en-US')})`);
  const scrollCalls = listCalls - callsBefore;
  console.log(
    `  list calls: ${callsBefore} to open the page, ${scrollCalls} while scrolling (99 listings a call; at most about 110 for 10,000: ${scrollCalls <= 110 ? 'yes' : 'NO'})`,
  );
  console.log(`  "Loading…" rows on screen at the end: ${loadingAtEnd} (${loadingAtEnd === 0 ? 'no blank screen' : 'A BLANK SCREEN'})`);
  const keyWarnings = consoleErrors.filter((e) => /same key/i.test(e)).length;
  console.log(
    `  console errors: ${consoleErrors.length}; React key warnings: ${keyWarnings} (the production build prints none: see tests/ui/price-chart.test.tsx)`,
  );

  // ---- a sweep of 50 from those listings ------------------------------------------------------------
  // The production build in devnet mode, with the dev wallet put into the page (dist-devnet/devnet-wallet.js): Account 2 signs in.
  const sweeper = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await sweeper.addInitScript((o) => void ((window as unknown as { __DEVNET_ORIGIN__: string }).__DEVNET_ORIGIN__ = o), devnetSite.origin);
  await sweeper.addInitScript({ content: readFileSync('dist-devnet/devnet-wallet.js', 'utf8') });
  await sweeper.addInitScript(() => {
    localStorage.setItem('devnet-wallet:autoApprove', '1');
    localStorage.setItem('devnet-wallet:account', '1');
  });
  const buyer = await sweeper.newPage();
  await buyer.goto(`${devnetSite.origin}/market/collection/bench-pixels`);
  await buyer.waitForFunction(() => 'unisat' in window);
  await buyer.getByTestId('connect-button').click();
  await buyer.getByRole('dialog').locator('[data-wallet="unisat"]').click();
  await buyer.getByTestId('user-menu').waitFor();
  await buyer.getByTestId('sweep-open').click();
  await buyer.getByLabel('How many (at most 50)').fill('50');
  await buyer.evaluate(`(() => {
    window.sweepFrames = []; let last = performance.now();
    const tick = (t) => { window.sweepFrames.push(t - last); last = t; if (!window.sweepDone) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const sweepStarted = Date.now();
  await buyer.getByRole('button', { name: 'Next' }).click();
  await buyer.getByTestId('sweep-buy').filter({ hasText: 'Buy 50' }).waitFor({ timeout: 60_000 });
  const toReview = Date.now() - sweepStarted;
  await buyer.evaluate('window.sweepDone = true');
  const sweepFrames = ((await buyer.evaluate('window.sweepFrames')) as number[]).slice(1);
  const items = await buyer.getByTestId('sweep-item').count();
  console.log(`\nA sweep of 50 from ${(count + SEEDED_SWEEP_LISTINGS).toLocaleString('en-US')} listings (Account 2, the cheapest first):`);
  console.log(
    `  from Next to the review on screen: ${toReview} ms (the list call, 50 look-ups at the indexer, the batch prepare); items in the review: ${items}`,
  );
  console.log(`  frames meanwhile: ${sweepFrames.length}; longest ${Math.max(...sweepFrames).toFixed(1)} ms`);
} finally {
  await browser.close();
  server.close();
  devnetSite.server.close();
  devnet.close();
}
