import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { screenshotFailure, test as base } from './base-test';
import { connectDevWallet } from './helpers';

/**
 * The browser tests drive the production build served by a devnet process (issue 22); the dev wallet is put
 * into each page by the test: the prebuilt dist-devnet/devnet-wallet.js (npm run build:devnet), in top-level
 * pages only (inscription content frames get nothing). `devnetOrigin` names the devnet the wallet talks to when
 * the page is on another origin (the widget's demo host).
 */
const WALLET = resolve('dist-devnet/devnet-wallet.js');
let walletScript: string | null = null;
const wallet = () => (walletScript ??= `if (window.self === window.top) {\n${readFileSync(WALLET, 'utf8')}\n}`);

export async function withDevWallet(context: BrowserContext, devnetOrigin: string | null = null): Promise<BrowserContext> {
  if (devnetOrigin)
    await context.addInitScript((origin) => void ((window as unknown as { __DEVNET_ORIGIN__: string }).__DEVNET_ORIGIN__ = origin), devnetOrigin);
  await context.addInitScript({ content: wallet() });
  return context;
}

/** The contexts a test opened with newDevnetContext: closed when it ends, so no page of it polls on behind the next. */
const opened = new Set<BrowserContext>();

/** A new browser context (another user, another browser) with the dev wallet in its pages; closed after the test. */
export async function newDevnetContext(browser: Browser, options: BrowserContextOptions = {}, devnetOrigin: string | null = null): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  opened.add(context);
  context.once('close', () => opened.delete(context));
  return withDevWallet(context, devnetOrigin);
}

export const test = base.extend<{ devnetOrigin: string | null; closeOpenedContexts: void }>({
  devnetOrigin: [null, { option: true }],
  context: async ({ context, devnetOrigin }, provide) => {
    await provide(await withDevWallet(context, devnetOrigin));
  },
  closeOpenedContexts: [
    // A failed test's pages are captured first (base-test.ts): a test that drives only these contexts has no page of its own.
    async ({ browser }, provide, testInfo) => {
      await provide();
      await screenshotFailure(browser, testInfo);
      await Promise.all([...opened].map((context) => context.close()));
    },
    { auto: true },
  ],
});
export { expect };

/** A page of its own, in a new browser context, for one dev-wallet account (0 is Account 1) that approves its prompts. */
export async function accountPage(browser: Browser, index: number): Promise<Page> {
  const context = await newDevnetContext(browser, { viewport: { width: 1280, height: 800 } });
  await context.addInitScript((i) => {
    try {
      localStorage.setItem('devnet-wallet:account', String(i));
      localStorage.setItem('devnet-wallet:autoApprove', '1');
    } catch {
      // The sandboxed content frames have no storage.
    }
  }, index);
  return context.newPage();
}

/**
 * Makes this file a chain of devnet flows on the devnet at `origin`: one test at a time, each from a fresh devnet.
 * Returns the sign-in: opens `path` and signs in with the dev wallet's UniSat face (as its prompts allow).
 */
export function freshDevnetEachTest(origin: string): (page: Page, path?: string) => Promise<void> {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async ({ request }) => {
    await request.post(`${origin}/devnet/api/reset`, { data: {} });
  });
  return (page, path = '/') => connectDevWallet(page, origin, path);
}
