import { expect, newDevnetContext, test } from './devnet-fixture';
import { MESSAGES } from '../../src/domain/messages';
import { signInAs } from './helpers';
import { expectNoViolations } from './axe-check';
import { API, autoApprove, buyWidget, one, openDemo, switchAccount } from './widget-demo-page';

/** Issue 24's names rule in the widget, a test of widget.spec.ts's chain (its devnet, one test at a time). */
export function describeWidgetNames(): void {
  test('a look-alike name (a Cyrillic ѕ): its page, its title and the list dialog warn; the widget’s buy card and its buy dialog warn in plain words, the ѕ encoded', async ({
    page,
    browser,
    request,
  }) => {
    // Account 1 is given 'ѕatoshi.sats' (its first letter Cyrillic) and lists it from the site.
    const given = await request.post(`${API}/devnet/api/give`, { data: { address: one!.ordinalsAddress, kind: 'inscription', content: 'ѕatoshi.sats' } });
    const { inscriptionId } = (await given.json()).data as { inscriptionId: string };
    await request.post(`${API}/devnet/api/mine`, { data: { blocks: 1 } });
    const seller = await (await newDevnetContext(browser, {}, API)).newPage();
    await signInAs(seller, API, 0, `/inscription/${inscriptionId}`);
    await expect(seller.getByRole('heading', { level: 1 })).toHaveText(/^ѕatoshi\.sats⚠/);
    await expect(seller).toHaveTitle(/^ѕatoshi\.sats ⚠ \|/);
    await expect(seller.getByTestId('name-warning')).toHaveText(`⚠ ${MESSAGES.name_look_alike}`);
    await seller.getByRole('button', { name: 'List', exact: true }).click();
    const list = seller.getByRole('dialog', { name: 'List' });
    await expect(list).toContainText('List ѕatoshi.sats⚠');
    await expect(list.getByTestId('name-warning')).toHaveText(`⚠ ${MESSAGES.name_look_alike}`);
    await list.getByLabel('Total price (sats)').fill('260000');
    await list.getByRole('button', { name: 'Next' }).click();
    await list.getByRole('button', { name: 'Sign' }).click();
    await expect(list.getByTestId('pricing-success')).toHaveText(/^Listing created\. ѕatoshi\.sats⚠.* is for sale at 0\.0026 BTC\.$/);

    // Account 2 on the demo host page: the buy widget, integrated, for that inscription.
    const seen = await openDemo(page, '?manual');
    await autoApprove(page);
    await switchAccount(page, 1);
    await page.evaluate((id) => {
      const slot = document.createElement('div');
      slot.id = 'look-alike-slot';
      document.querySelector('main')!.append(slot);
      const body = document.body.dataset;
      (window as unknown as { BitcoinAssetsWidget: { create(o: unknown): unknown } }).BitcoinAssetsWidget.create({
        api: { base: `${body.api}/api` },
        network: 'testnet',
        marketFeeAddress: body.feeAddress,
        kind: 'buy',
        display: 'integrated',
        target: '#look-alike-slot',
        buy: { inscriptionId: id },
      });
    }, inscriptionId);
    const card = buyWidget(page).getByTestId('widget-buy');
    await expect(card.getByRole('heading')).toHaveText(/^ѕatoshi\.sats⚠/);
    await expect(card.getByTestId('name-warning')).toHaveText(`⚠ ${MESSAGES.name_look_alike}`);
    await expectNoViolations(page, 'the buy widget’s card for a look-alike name');
    await card.getByRole('button', { name: 'Connect wallet to buy' }).click();
    await buyWidget(page).getByRole('dialog').locator('[data-wallet="unisat"]').click();
    // Signed in (the wallet approves by itself): Buy opens the market's buy dialog, shipped in the widget.
    await expect(card.getByTestId('widget-buy-open')).toHaveText('Buy');
    const dialog = buyWidget(page).getByTestId('buy-dialog');
    await expect(async () => {
      await card.getByTestId('widget-buy-open').click({ timeout: 2_000 });
      await expect(dialog).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(dialog).toContainText('You are buying ѕatoshi.sats⚠');
    await expect(dialog.getByTestId('name-warning')).toHaveText(`⚠ ${MESSAGES.name_look_alike}`);
    await expect(dialog.getByTestId('buy-verification')).toHaveText('Verified: the item is where the listing says.');
    await expectNoViolations(page, 'the buy widget’s dialog for a look-alike name');
    expect(seen.violations).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
}
