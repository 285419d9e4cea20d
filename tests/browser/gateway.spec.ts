import { expect, test } from './devnet-fixture';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { TEST_KEY } from '../gateway/fake-upstream';
import { expectNoViolations } from './axe-check';

/**
 * The site through the gateway (npm run gateway) against the fake open API (tests/gateway/e2e-server.ts): the
 * production build, the gateway's own calls, and the open API's calls forwarded with the key and answered in the
 * swagger's shapes. Read-only: the pages the issue names, at one width (the layouts are the devnet's, tested there).
 */
const GATEWAY = 'http://127.0.0.1:5190';
/** The same gateway on Fractal mainnet (tests/browser/servers.ts). */
const FRACTAL_GATEWAY = 'http://127.0.0.1:5192';
const [me] = deriveAccounts();

test.describe('the site on a real network, through the gateway', () => {
  test('reads: brc-20, the runes explorer, search, the swap not offered on testnet, an item, the market; no key and no devnet anywhere', async ({ page }) => {
    // Six pages and their scans: 16 s alone, past 30 s on a busy machine.
    test.setTimeout(60_000);
    await page.goto(`${GATEWAY}/brc20?tick=ordi`);
    await expect(page.getByRole('heading', { name: 'ordi' })).toBeVisible();
    await expect(page.getByText('Total minted')).toBeVisible();
    await expect(page.getByTestId('network-switch')).toHaveText('Testnet');
    await expect(page.getByTestId('testnet-banner')).toBeVisible();
    await expect(page.getByText(/local devnet/i)).toHaveCount(0);
    await expectNoViolations(page, 'a brc-20 page through the gateway');

    await page.goto(`${GATEWAY}/runes/list`);
    await expect(page.getByRole('cell', { name: 'OPEN•RUNE' })).toBeVisible();
    await expect(page.getByText('500 of 234000')).toBeVisible();

    await page.goto(`${GATEWAY}/search?q=ordi`);
    await expect(page.getByText('2,000 of 21,000,000 minted')).toBeVisible();

    // UniSat's open API serves the brc-20 swap on Fractal only: on testnet the page says so, never "maintenance".
    await page.goto(`${GATEWAY}/swap`);
    await expect(page.getByTestId('swap-gate-not-offered')).toContainText(
      "Not on this networkThis is not offered on Bitcoin testnet: UniSat's open API has it (brc20-swap/config) only on Fractal mainnet.",
    );
    await expect(page.getByText('Under maintenance')).toHaveCount(0);

    // The market: a tick's listings (the open API's list).
    await page.goto(`${GATEWAY}/market/brc20/ordi`);
    await expect(page.getByText('375 sats each')).toBeVisible();
    // Its figures, which the open API has no call for, built from brc20_types_specified and its cheapest listing (issue 42).
    await expect(page.getByTestId('asset-stats')).toContainText('Floor (a unit)375 sats');
    await expect(page.getByTestId('asset-stats')).toContainText('Change+4.17%Listed1');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

    // An item's page reads the brc-20 market's inscription_info, which UniSat's testnet host serves: the item is shown.
    await page.goto(`${GATEWAY}/inscription/${'ab'.repeat(32)}i0`);
    await expect(page.getByText(/Inscription #7/).first()).toBeVisible();
    await expect(page.getByTestId('not-offered')).toHaveCount(0);

    // A collection's page: the collection market is not on testnet's host; its listings say so and where, no Try again.
    await page.goto(`${GATEWAY}/market/collection/devnet-punks`);
    await expect(page.getByTestId('not-offered').filter({ hasText: 'market/collection/auction/list' })).toHaveText(
      "This is not offered on Bitcoin testnet: UniSat's open API has it (market/collection/auction/list) only on Bitcoin mainnet and Fractal mainnet.",
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

    expect(await page.content()).not.toContain(TEST_KEY);
  });

  test('a page paints before any script as the gateway serves it: prerendered for its network, banner and all (issue 46)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${GATEWAY}/runes/list`);
    await expect(page.getByTestId('testnet-banner')).toBeVisible();
    await expect(page.getByTestId('network-switch')).toHaveText('Testnet');
    await expect(page.locator('meta[name="ba-network"]')).toHaveAttribute('content', 'testnet');
    await context.close();
  });

  test('on Fractal, whose host serves the brc-20 swap and the collection market: the pools, a quote and an item through the gateway', async ({ page }) => {
    await page.goto(`${FRACTAL_GATEWAY}/swap`);
    await expect(page.getByText('ordi/pizza')).toBeVisible();
    await page.getByTestId('swap-form').getByTestId('swap-amount-in').fill('10');
    await expect(page.getByTestId('swap-form').getByTestId('swap-amount-out')).toHaveValue('4.9');
    await expect(page.getByTestId('swap-gate-not-offered')).toHaveCount(0);
    // An item: the open API's inscription_info, its content from the gateway's content origin (sandboxed).
    await page.goto(`${FRACTAL_GATEWAY}/inscription/${'ab'.repeat(32)}i0`);
    await expect(page.getByRole('heading', { name: 'Inscription #7' })).toBeVisible();
    await expect(page.getByText('546 sats')).toBeVisible();
    await expect(page.getByText('gm from the content host')).toBeVisible();
    expect(await page.content()).not.toContain(TEST_KEY);
  });

  test('sign-in with the wallet through the gateway, then My Bitcoin Assets from the indexer', async ({ page }) => {
    // The dev wallet stands for a wallet extension: it signs the gateway's sign-in message with the account's key.
    await page.addInitScript(() => localStorage.setItem('devnet-wallet:autoApprove', '1'));
    await page.goto(`${GATEWAY}/address/account`);
    await page.waitForFunction(() => 'unisat' in window);
    await page.getByTestId('connect-button').click();
    await page.getByRole('dialog').locator('[data-wallet="unisat"]').click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByText(me!.ordinalsAddress.slice(0, 6)).first()).toBeVisible();
    // inscription-data's item (#7); names-data has no counterpart on a real network: listed without names.
    await expect(page.getByText('#7').first()).toBeVisible();
    expect(await page.content()).not.toContain(TEST_KEY);
  });
});
