import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

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
  if (devnetOrigin) await context.addInitScript((origin) => void ((window as unknown as { __DEVNET_ORIGIN__: string }).__DEVNET_ORIGIN__ = origin), devnetOrigin);
  await context.addInitScript({ content: wallet() });
  return context;
}

/** A new browser context (another user, another browser) with the dev wallet in its pages. */
export async function newDevnetContext(browser: Browser, options: BrowserContextOptions = {}, devnetOrigin: string | null = null): Promise<BrowserContext> {
  return withDevWallet(await browser.newContext(options), devnetOrigin);
}

export const test = base.extend<{ devnetOrigin: string | null }>({
  devnetOrigin: [null, { option: true }],
  context: async ({ context, devnetOrigin }, provide) => {
    await provide(await withDevWallet(context, devnetOrigin));
  },
});
export { expect };
