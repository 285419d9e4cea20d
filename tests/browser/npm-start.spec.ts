import { expect, test } from './base-test';

/**
 * What a new user runs (`npm start`): the dev server with the devnet mounted on the same origin, and the dev
 * wallet injected by it (no test puts it in the page). Every other browser test drives production code.
 */
const START = 'http://127.0.0.1:5179';

test('npm start serves the site on the devnet with the dev wallet: a visitor signs in', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('devnet-wallet:autoApprove', '1'));
  await page.goto(`${START}/market`);
  await expect(page.getByTestId('devnet-banner')).toContainText('Local devnet: a simulation on this machine. Coins have no value.');
  await page.waitForFunction(() => 'unisat' in window);
  await page.getByTestId('connect-button').click();
  await page.getByRole('dialog').locator('[data-wallet="unisat"]').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.locator('[data-devnet-wallet-panel]')).toHaveCount(1);
});
