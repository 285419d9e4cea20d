import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Goes to `path` the way a link in the app does (the router's own navigation, no new document): the page's reads and
 * render without the app's start again. The route's first render is on screen after the event's task (Preact renders
 * in a microtask).
 */
export async function followLinkTo(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((done) => setTimeout(done, 0));
  }, path);
}

/** Answers /ts2 with the server time `offsetMs` away from the browser's clock (seconds, as UniSat does). */
export async function serveServerTime(page: Page, offsetMs = 0): Promise<void> {
  await page.unroute('**/api/ts2');
  await page.route('**/api/ts2', (route) => route.fulfill({ json: { code: 0, msg: 'ok', data: { ts: Math.floor((Date.now() + offsetMs) / 1000) } } }));
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 992;
}

/** On a phone, opens the header's menu drawer; on a desktop the links are already there. */
export async function openNavigation(page: Page): Promise<void> {
  if (!isPhone(page)) return;
  const button = page.getByTestId('mobile-menu-button');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(page.locator('#mobile-nav')).toBeVisible();
}

/** The header region that holds the navigation at this width. */
export function navigation(page: Page) {
  return isPhone(page) ? page.locator('#mobile-nav') : page.getByRole('navigation', { name: 'Main' });
}

/** The protocol switcher that is visible at this width. */
export async function protocolSwitcher(page: Page) {
  await openNavigation(page);
  return isPhone(page) ? page.locator('#mobile-nav').getByLabel('Protocol') : page.getByTestId('header').getByLabel('Protocol').first();
}

export async function networkSwitch(page: Page) {
  await openNavigation(page);
  return isPhone(page) ? page.locator('#mobile-nav').getByLabel('Network') : page.getByTestId('header').getByLabel('Network').first();
}

export async function expectPage(page: Page, path: string, title: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByTestId('page')).toHaveAttribute('data-page-title', title);
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
}

/** Signs in with dev-wallet account `index` (0 is Account 1) on the devnet at `origin`, approving its prompts. */
export async function signInAs(page: Page, origin: string, index: number, path: string): Promise<void> {
  await page.addInitScript((i) => {
    try {
      localStorage.setItem('devnet-wallet:autoApprove', '1');
      localStorage.setItem('devnet-wallet:account', String(i));
    } catch {
      // Sandboxed content frames have no storage.
    }
  }, index);
  await connectDevWallet(page, origin, path);
}

/**
 * How long a sign-in may take before a test calls it failed: the wallet's signature, the request key and the
 * gateway's check, with sats-connect's chunk loaded first for Xverse. With three workers on CI's two cores it once
 * took over the 5 s default (an Xverse sign-in in swap-devnet.spec.ts, on 2026-11-28).
 */
const SIGN_IN_MS = 15_000;

/** Opens `path` on the devnet at `origin` and signs in with the dev wallet's UniSat face (as its prompts allow). */
export async function connectDevWallet(page: Page, origin: string, path = '/'): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.waitForFunction(() => 'unisat' in window);
  await page.getByTestId('connect-button').click();
  await page.getByRole('dialog').locator('[data-wallet="unisat"]').click();
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: SIGN_IN_MS });
}

/** Opens the site on the devnet at `origin` and signs in with the dev wallet's Xverse face (sats-connect). */
export async function connectDevXverse(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => 'XverseProviders' in window);
  await page.getByTestId('connect-button').click();
  await page.getByRole('dialog').locator('[data-wallet="xverse"]').click();
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: SIGN_IN_MS });
}

/**
 * Presses Confirm in the buy dialog; where the market built the purchase at a higher cost than shown (a padding split
 * for a buyer without a small coin, or a higher network fee), the dialog stops on the new total and this presses
 * Sign too, as the user would once they have read it. What the step ends in (a refusal, the wallet, success) is
 * the caller's to check.
 */
export async function confirmPurchase(buy: Locator): Promise<void> {
  await buy.getByTestId('buy-confirm').click();
  const rebuilt = buy.getByTestId('buy-rebuilt');
  await expect(
    rebuilt.or(buy.getByRole('alert')).or(buy.getByTestId('buy-success')).or(buy.page().locator('[data-devnet-wallet-prompt]')).first(),
  ).toBeVisible();
  if (await rebuilt.isVisible()) await buy.getByTestId('buy-sign').click();
}

/**
 * Chooses a token in a swap token picker as a person does by keyboard: open it, type into its search, check the
 * list narrowed to one choice, Enter.
 */
export async function pickToken(scope: Locator, label: string, search: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
  const box = scope.getByRole('combobox', { name: `Search: ${label.toLowerCase()}` });
  await box.fill(search);
  await expect(scope.getByRole('listbox', { name: label }).getByRole('option')).toHaveCount(1);
  await box.press('Enter');
  await expect(box).toHaveCount(0);
}

/** What an inscribe order's page says after each block, from paid to done. */
export const ORDER_STEPS = {
  inscriptions: [
    'Payment confirmed: inscribing starts with the next block.',
    'Inscribing: your inscriptions are on their way.',
    'Done: your inscriptions are at the receive address.',
  ],
  runes: [
    'Payment confirmed: the runes are made with the next block.',
    'Etching or minting: your runes are on their way.',
    'Done: your runes are at the receive address.',
  ],
} as const;

/** Follows a paid inscribe order to done: a block, a reload and the status's words, for each step. */
export async function followOrderToDone(page: Page, mine: () => Promise<unknown>, goods: keyof typeof ORDER_STEPS = 'inscriptions'): Promise<void> {
  for (const words of ORDER_STEPS[goods]) {
    await mine();
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText(words);
  }
}

/**
 * The details of a test that checks what is the same at every width, so it runs at one (playwright.config.ts leaves
 * `@desktop-only` out of the phone project and `@phone-only` out of the desktop one): the tag, and why in its annotation.
 */
export function atOneWidth(width: 'desktop' | 'phone', why: string) {
  return width === 'desktop'
    ? { tag: '@desktop-only', annotation: { type: 'at 1280 px only', description: why } }
    : { tag: '@phone-only', annotation: { type: 'at 390 px only', description: why } };
}
