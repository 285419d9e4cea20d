/**
 * The widget as a browser fetches it (issue 45, 11): a devnet with the built widget (dist-widget/) and its
 * playground on another origin, Debian's Chromium, and a host page with one widget on it. Every file the browser
 * fetches from the widget's URL (/widget/v1/…: the loader, widget.js, each chunk) is counted, gzip -9 of its bytes,
 * at three moments: the swap widget's first render; the same page through a swap (signed in, quoted, reviewed,
 * confirmed, done); a buy widget through a purchase (signed in, bought, the item the user's). Prints each figure with
 * its file count, and returns them for `npm run size`'s budgets.
 *   npx tsx scripts/widget-browser-size.ts   (after npm run build:widget and npm run build:devnet)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from './chromium-flags';
import { WIDGET_PATH } from '../src/widget/version';

const PORT = 5293;
const DEMO_PORT = 6293;
const API = `http://127.0.0.1:${PORT}`;
const DEMO = `http://127.0.0.1:${DEMO_PORT}`;

export interface BrowserFigure {
  readonly gzip: number;
  readonly files: number;
}
export interface BrowserFigures {
  readonly firstRender: BrowserFigure;
  readonly swap: BrowserFigure;
  readonly purchase: BrowserFigure;
}

/** Waits until `url` answers (the devnet started), or fails after `ms`. */
async function answering(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > until) throw new Error(`the devnet did not answer at ${url} within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The widget's files a page fetched (by URL), each gzip -9 of its bytes. */
function watchWidgetFiles(page: Page): () => BrowserFigure {
  const files = new Map<string, number>();
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(`${API}${WIDGET_PATH}`) || files.has(url)) return;
    files.set(url, 0);
    void response
      .body()
      .then((body) => files.set(url, gzipSync(body, { level: 9 }).length))
      .catch(() => files.delete(url));
  });
  return () => {
    if (process.env.SIZE_FILES) console.log([...files].map(([url, n]) => `    ${url.slice(API.length)} ${n}`).join('\n'));
    return { gzip: [...files.values()].reduce((a, b) => a + b, 0), files: files.size };
  };
}

/** Approves the dev wallet's prompts by itself (the devnet's wallet, put into the page). */
const autoApprove = (page: Page) =>
  page.evaluate(() => (window as unknown as { devnetWallet: { setAutoApprove(on: boolean): void } }).devnetWallet.setAutoApprove(true));

/** Lets the last bodies arrive (each is read after its response). */
const settle = (page: Page) => page.waitForLoadState('networkidle');

export async function measureWidgetInBrowser(): Promise<BrowserFigures> {
  const data = mkdtempSync(join(tmpdir(), 'widget-size-'));
  const devnet = spawn(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'devnet/cli.ts',
      '--port',
      String(PORT),
      '--data',
      join(data, 'state.json'),
      '--widget',
      'dist-widget',
      '--demo-port',
      String(DEMO_PORT),
      '--gateway',
      'fractal',
    ],
    { stdio: 'ignore', detached: true },
  );
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: [...CHROMIUM_FLAGS], headless: true });
  try {
    await answering(`${API}/devnet`);
    await answering(`${DEMO}/playground`);
    const wallet = readFileSync('dist-devnet/devnet-wallet.js', 'utf8');
    const newPage = async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript((origin) => void ((window as unknown as { __DEVNET_ORIGIN__: string }).__DEVNET_ORIGIN__ = origin), API);
      await context.addInitScript({ content: `if (window.self === window.top) {\n${wallet}\n}` });
      return context.newPage();
    };
    const widget = (page: Page) => page.locator('bitcoin-assets-widget');

    // A swap widget: its first render, then a swap.
    const swapPage = await newPage();
    const swapFiles = watchWidgetFiles(swapPage);
    await swapPage.goto(`${DEMO}/playground?kind=swap&display=integrated&pair=ordi%2Fpizza`);
    await widget(swapPage).getByRole('button', { name: 'Connect wallet' }).waitFor();
    await settle(swapPage);
    const firstRender = swapFiles();
    await autoApprove(swapPage);
    await widget(swapPage).getByRole('button', { name: 'Connect wallet' }).click();
    await widget(swapPage).getByRole('dialog').locator('[data-wallet="unisat"]').click();
    await widget(swapPage).getByText('In the swap: 500').waitFor({ timeout: 30_000 });
    await widget(swapPage).getByTestId('swap-amount-in').fill('10');
    await widget(swapPage).getByTestId('swap-quote').waitFor();
    await widget(swapPage).getByTestId('swap-submit').click();
    await widget(swapPage).getByTestId('swap-review-confirm').click();
    await widget(swapPage).getByTestId('swap-success').waitFor({ timeout: 30_000 });
    await settle(swapPage);
    const swap = swapFiles();

    // A buy widget through a purchase: Devnet Punk #2 (devnet-000064), bought by Account 1.
    const buyPage = await newPage();
    const buyFiles = watchWidgetFiles(buyPage);
    await buyPage.goto(`${DEMO}/playground?kind=buy&display=integrated&category=collection&auctionId=devnet-000064`);
    await autoApprove(buyPage);
    await widget(buyPage).getByRole('button', { name: 'Connect wallet to buy' }).click({ timeout: 30_000 });
    await widget(buyPage).getByRole('dialog').locator('[data-wallet="unisat"]').click();
    await widget(buyPage).getByRole('button', { name: 'Buy' }).click({ timeout: 30_000 });
    await widget(buyPage).getByTestId('buy-confirm').click({ timeout: 30_000 });
    await widget(buyPage).getByTestId('buy-success').waitFor({ timeout: 30_000 });
    await settle(buyPage);
    const purchase = buyFiles();
    return { firstRender, swap, purchase };
  } finally {
    await browser.close();
    // Its group is gone when it exited on its own (its port taken): the error that follows says why it did not answer.
    if (devnet.pid && devnet.exitCode === null) process.kill(-devnet.pid, 'SIGTERM');
    rmSync(data, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const figures = await measureWidgetInBrowser();
  console.log('The widget as Chromium fetched it (every file from /widget/v1/, the loader included), gzip -9:');
  for (const [what, f] of Object.entries(figures)) console.log(`  ${what.padEnd(12)} ${kb(f.gzip).padStart(10)} over ${f.files} files`);
}
