import { expect, test } from './devnet-fixture';
import { signInAs } from './helpers';

/**
 * A market answer with one required field missing (the devnet's 'drop' failure: its real answer, one field removed)
 * is one named error where the call's view shows failures, and nothing else breaks (issue 25). Tests of
 * swap-devnet.spec.ts's chain, at its end (run beside another file on one devnet, its resets would clear the failure a
 * test injects); each clears the failure it injected.
 */
const drop = (path: string, field: string) => ({ data: { path: `/market/${path}`, failure: { kind: 'drop', field } } });

export function describeDecodeErrors(START: string): void {
  test("the market page: brc20_types (the open API's tick list) without `list` names the field in its panel; Try again works once the answer is whole; the rest of the page works", async ({
    page,
    request,
  }) => {
    await request.post(`${START}/devnet/api/fail`, drop('brc20/auction/brc20_types', 'list'));
    await page.goto(`${START}/market`);
    const panel = page.getByTestId('asset-table-brc20');
    await expect(panel.getByRole('alert')).toContainText("The market's answer to brc20_types is missing `list`. Try again later.");
    // The other categories still load.
    await page.getByRole('link', { name: 'Collections' }).click();
    await expect(page.getByTestId('asset-table-collection').locator('[data-asset]').first()).toBeVisible();
    await page.getByRole('link', { name: 'brc-20' }).click();
    await expect(page.getByTestId('asset-table-brc20').getByRole('alert')).toContainText('is missing `list`');
    await request.post(`${START}/devnet/api/fail/clear`, { data: {} });
    await page.getByTestId('asset-table-brc20').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('asset-table-brc20').locator('[data-asset]').first()).toBeVisible();
    await expect(page.getByTestId('asset-table-brc20').getByRole('alert')).toHaveCount(0);
  });

  test('the buy dialog: create_bid_prepare without `txSize` names the field inside the dialog, which closes; the item page still works', async ({
    page,
    request,
  }) => {
    await request.post(`${START}/devnet/api/fail`, drop('collection/auction/create_bid_prepare', 'txSize'));
    await signInAs(page, START, 1, '/market/collection/devnet-punks');
    await page.getByTestId('listing-row').filter({ hasText: 'Devnet Punk #3' }).click();
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    const buy = page.getByRole('dialog', { name: 'Buy' });
    await expect(buy).toContainText("The market's answer to create_bid_prepare is missing `txSize`. Try again later.");
    await expect(buy.getByRole('button', { name: 'Try again' })).toBeVisible();
    await buy.getByRole('button', { name: 'Cancel' }).click();
    await expect(buy).toHaveCount(0);
    // Nothing else broke: the page is still there, and once the answer is whole the purchase prepares.
    await request.post(`${START}/devnet/api/fail/clear`, { data: {} });
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect(buy.getByTestId('buy-summary')).toContainText('Total');
    await expect(buy.getByTestId('buy-verification')).toHaveText('Verified: the item is where the listing says.');
  });

  test('a dropped connection: the browser resends the request and gets its answer, never "already used"; a network problem says so and Try again recovers (issue 27, 3)', async ({
    page,
    request,
  }) => {
    // The first copy of the call is dropped before it is handled; what the browser does next is its own (Chromium
    // resends on a fresh connection, with the same proof): either way the page ends with the rows, in one Try again at most.
    await request.post(`${START}/devnet/api/fail`, { data: { path: '/market/brc20/auction/brc20_types_many', failure: { kind: 'network' }, times: 1 } });
    await page.goto(`${START}/market`);
    const panel = page.getByTestId('asset-table-brc20');
    const rows = panel.locator('[data-asset]').first();
    const alert = panel.getByRole('alert');
    await expect(rows.or(alert)).toBeVisible();
    if (await alert.isVisible()) {
      await expect(alert).toContainText('Network problem: check your connection and try again.');
      await panel.getByRole('button', { name: 'Try again' }).click();
    }
    await expect(rows).toBeVisible();
    await expect(page.getByText(/already used|reached the server twice/)).toHaveCount(0);
  });
}
