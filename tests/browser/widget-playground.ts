import { expect, test } from './devnet-fixture';
import { expectNoViolations } from './axe-check';
import { buyWidget, DEMO, openDemo, swapWidget } from './widget-demo-page';

/**
 * Issue 45, the widget's playground (devnet/widget-demo/playground-*.ts), a test of widget.spec.ts's chain (its devnet
 * reset before each test, so the seed's listings are open): at 390 px, by the keyboard, buy with a listing picked from
 * the devnet's, see the widget show it, copy the snippet and the policy.
 */
export function describeWidgetPlayground(): void {
  test('the playground: Buy chosen by the keyboard, a listing picked from the devnet’s, the widget shows it; the snippet and the policy copied (issue 45)', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: DEMO });
    await page.setViewportSize({ width: 390, height: 844 });
    const seen = await openDemo(page, 'playground');
    // The swap, integrated, as the form starts.
    await expect(swapWidget(page).getByTestId('swap-form')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#placed')).toHaveText('Placed: a swap widget, integrated.');

    // Kind: Buy, by the arrow key on the radio group; the category's first listing is placed at once.
    await page.getByRole('radio', { name: 'Swap', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Buy', exact: true })).toBeChecked();
    await expect(page.getByLabel('Auction id', { exact: true })).toHaveValue('devnet-000064');
    await expect(buyWidget(page).getByTestId('widget-buy')).toContainText('Devnet Punk #2');

    // Another of the devnet's listings, from the list: the widget is placed again with it.
    await page.getByLabel('A listing on the devnet now').selectOption({ label: 'Devnet Punk #3 · 300,000 sats' });
    await expect(page.getByLabel('Auction id', { exact: true })).toHaveValue('devnet-000065');
    const card = buyWidget(page).getByTestId('widget-buy');
    await expect(card).toContainText('Devnet Punk #3');
    await expect(card).toContainText('Price: 0.003 BTC (300,000 sats)');
    await expect(card.getByRole('button', { name: 'Connect wallet to buy' })).toBeVisible();
    await expect(buyWidget(page)).toHaveCount(1);
    await expect(swapWidget(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoViolations(page, 'the playground with a buy widget at 390 px');

    // The snippet: the loader with its hash, and exactly these options.
    const snippet = page.getByLabel('Paste it into your page: the loader with its integrity hash, and the widget with these options.');
    await expect(snippet).toHaveValue(
      /<script src="http:\/\/127\.0\.0\.1:5177\/widget\/v1\/loader\.js" integrity="sha384-[A-Za-z0-9+/]{64}" crossorigin="anonymous" nonce="\{NONCE\}" data-preload><\/script>/,
    );
    await expect(snippet).toHaveValue(/"buy": \{\n {6}"category": "collection",\n {6}"auctionId": "devnet-000065"\n {4}\}/);
    await page.getByRole('button', { name: 'Copy the snippet' }).click();
    await expect(page.locator('#snippet-copied')).toHaveText('Copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await snippet.inputValue());
    expect(copied).toContain('"auctionId": "devnet-000065"');
    expect(copied).toContain('<div id="widget"></div>');

    // The policy the host needs, copied as a header.
    await page.getByRole('button', { name: 'Copy the policy' }).click();
    await expect(page.locator('#csp-copied')).toHaveText('Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "Content-Security-Policy: default-src 'none'; script-src 'self' http://127.0.0.1:5177 'nonce-{NONCE}'; style-src 'self'; connect-src http://127.0.0.1:5177; " +
        "img-src 'self' data: http://127.0.0.1:5177 http://127.0.0.1:7177; frame-src http://127.0.0.1:5177 http://127.0.0.1:7177; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(seen).toEqual({ violations: [], errors: [] });
  });
}
