import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './devnet-fixture';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';

/** The widget's demo host page (another origin than the API) and what the widget tests do on it. */
export const API = 'http://127.0.0.1:5177';
export const DEMO = 'http://127.0.0.1:6177';
export const [one, two] = deriveAccounts();

export interface DemoEvent {
  readonly name: string;
  readonly detail: Record<string, unknown>;
}

/** Opens the demo page, watching for CSP violations and page errors (both must stay empty). */
export async function openDemo(page: Page, query = ''): Promise<{ violations: string[]; errors: string[] }> {
  const seen = { violations: [] as string[], errors: [] as string[] };
  await page.exposeFunction('noteViolation', (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { noteViolation(t: string): void }).noteViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  const response = await page.goto(`${DEMO}/${query}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' http://127.0.0.1:5177");
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe');
  await page.waitForFunction(() => 'devnetWallet' in window && 'BitcoinAssetsWidget' in window);
  return seen;
}

export const autoApprove = (page: Page) =>
  page.evaluate(() => (window as unknown as { devnetWallet: { setAutoApprove(on: boolean): void } }).devnetWallet.setAutoApprove(true));
export const switchAccount = (page: Page, index: number) =>
  page.evaluate((i) => (window as unknown as { devnetWallet: { switchAccount(i: number): void } }).devnetWallet.switchAccount(i), index);
export const events = (page: Page) => page.evaluate(() => (window as unknown as { demoEvents: DemoEvent[] }).demoEvents);
export const swapWidget = (page: Page) => page.locator('bitcoin-assets-widget[data-kind="swap"]');
export const buyWidget = (page: Page) => page.locator('bitcoin-assets-widget[data-kind="buy"]');
export const swapBalance = async (request: APIRequestContext, address: string, tick: string) =>
  ((await (await request.get(`${API}/devnet/api/swap/balances?address=${address}`)).json()) as { data: Record<string, string> }).data[tick] ?? '0';

/** Approves the dev wallet's next prompt of this kind, shown on the host page. */
export async function approve(page: Page, kind: string): Promise<void> {
  const prompt = page.locator(`[data-devnet-wallet-prompt="${kind}"]`);
  await prompt.getByRole('button', { name: 'Approve' }).click();
  await expect(prompt).toHaveCount(0);
}

/** In the swap widget: Connect, UniSat, the connect and sign-in prompts approved; Account 1's 500 ordi shown; 10 ordi quoted. */
export async function connectAndQuote(page: Page): Promise<void> {
  const swap = swapWidget(page);
  await swap.getByRole('button', { name: 'Connect wallet' }).click();
  await swap.getByRole('dialog').locator('[data-wallet="unisat"]').click();
  await approve(page, 'connect');
  await approve(page, 'sign-message');
  await expect(swap.getByText('In the swap: 500')).toBeVisible();
  await swap.getByTestId('swap-amount-in').fill('10');
  await expect(swap.getByTestId('swap-quote')).toBeVisible();
}
