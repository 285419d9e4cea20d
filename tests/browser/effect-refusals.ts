import type { Browser, Page } from '@playwright/test';
import { expect, newDevnetContext, test } from './devnet-fixture';
import { confirmPurchase, signInAs } from './helpers';
import { expectNoViolations } from './axe-check';

/**
 * Issue 21 in Chromium on the devnet: each way a dishonest market or swap server got past the old PSBT check,
 * produced by the devnet's tamper control, is refused on screen in plain words and the wallet is never asked
 * (its prompt would show: auto-approve is off from the moment the tamper is set). Base64 PSBTs are read.
 * Called from devnet.spec.ts, whose tests share one devnet and run one at a time from a fresh one.
 */
export function describeEffectRefusals(start: string): void {
  test.describe('the transaction-effect check refuses what a dishonest server sends (issue 21)', () => {
    test.describe.configure({ timeout: 60_000 });

    async function signedIn(browser: Browser, account: number, path: string): Promise<Page> {
      const page = await (await newDevnetContext(browser, { viewport: { width: 1280, height: 800 } })).newPage();
      await signInAs(page, start, account, path);
      return page;
    }
    const promptsOff = (page: Page) =>
      page.evaluate(() => (window as unknown as { devnetWallet: { setAutoApprove(on: boolean): void } }).devnetWallet.setAutoApprove(false));
    const tamper = (page: Page, control: 'market' | 'swap', kind: string | null) =>
      page.request.post(`${start}/devnet/api/${control}/tamper`, { data: { kind } });
    const noPrompt = (page: Page) => expect(page.locator('[data-devnet-wallet-prompt]')).toHaveCount(0);

    /** Account 2 opens the Buy dialog of Devnet Punk #3, sees it verified, and the market tampers with the purchase. */
    async function buyTampered(browser: Browser, kind: string) {
      const buyer = await signedIn(browser, 1, '/market/collection/devnet-punks');
      await buyer.getByTestId('listing-row').filter({ hasText: 'Devnet Punk #3' }).click();
      await buyer.getByRole('button', { name: 'Buy', exact: true }).click();
      const buy = buyer.getByRole('dialog', { name: 'Buy' });
      await expect(buy.getByTestId('buy-verification')).toHaveText('Verified: the item is where the listing says.');
      await promptsOff(buyer);
      await tamper(buyer, 'market', kind);
      await confirmPurchase(buy);
      return { buyer, buy };
    }

    for (const [finding, kind, words] of [
      ['2: a market input before the item states less than it holds', 'buy-understated-input', 'input 1 says it holds 600 sats, but the chain says 1,200.'],
      ["3: the buyer's item output written non-canonically", 'buy-noncanonical', /^it pays 0\.\d+ BTC to an unknown script, which the dialog did not show\.$/],
      ["7: the seller's signature is broken", 'buy-seller-signature', "the seller's input: its signature is not valid. This purchase could never confirm."],
    ] as const) {
      test(`finding ${finding}: refused on screen, no wallet prompt`, async ({ browser }) => {
        const { buyer, buy } = await buyTampered(browser, kind);
        const alert = buy.getByRole('alert');
        await expect(alert).toContainText('This transaction was not sent to your wallet: ');
        if (typeof words === 'string') await expect(alert).toHaveText(`This transaction was not sent to your wallet: ${words}`);
        else expect((await alert.innerText()).replace('This transaction was not sent to your wallet: ', '')).toMatch(words);
        await noPrompt(buyer);
        await expect(buy.getByTestId('buy-confirm')).toBeEnabled();
      });
    }

    test('finding 9: a purchase the market sends as base64 is read, checked and bought', async ({ browser }) => {
      const buyer = await signedIn(browser, 1, '/market/collection/devnet-punks');
      await buyer.getByTestId('listing-row').filter({ hasText: 'Devnet Punk #3' }).click();
      await buyer.getByRole('button', { name: 'Buy', exact: true }).click();
      const buy = buyer.getByRole('dialog', { name: 'Buy' });
      await expect(buy.getByTestId('buy-verification')).toHaveText('Verified: the item is where the listing says.');
      await tamper(buyer, 'market', 'buy-base64');
      await confirmPurchase(buy);
      await expect(buy.getByTestId('buy-success')).toHaveText('Success. Devnet Punk #3 is yours: it arrives with the next block.');
    });

    for (const [finding, kind, words] of [
      [
        '1: an on-chain unlist to be signed NONE|ANYONECANPAY',
        'unlist-sighash-none',
        'your input 0 would be signed with sighash 0x82 (NONE|ANYONECANPAY), not ALL: the signature could be reused in a transaction that pays someone else.',
      ],
      [
        '4: the change sent to the address the listing names',
        'unlist-change-to-stranger',
        /^it pays 0\.\d+ BTC to tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx, which the dialog did not show\.$/,
      ],
    ] as const) {
      test(`finding ${finding}: refused on screen, no wallet prompt`, async ({ browser }) => {
        const page = await signedIn(browser, 2, '/market/collection/devnet-punks');
        await page.getByTestId('listing-row').filter({ hasText: 'Devnet Punk #2' }).click();
        await page.getByRole('button', { name: 'Unlist' }).click();
        const dialog = page.getByRole('dialog', { name: 'Unlist' });
        await dialog.getByRole('checkbox', { name: /Void the signed listing on-chain/ }).check();
        await promptsOff(page);
        await tamper(page, 'market', kind);
        await dialog.getByRole('button', { name: 'Unlist' }).click();
        await dialog.getByTestId('unlist-sign').click();
        const alert = dialog.getByRole('alert');
        await expect(alert).toContainText('This transaction was not sent to your wallet: ');
        const said = (await alert.innerText()).replace('This transaction was not sent to your wallet: ', '');
        if (typeof words === 'string') expect(said).toBe(words);
        else expect(said).toMatch(words);
        await noPrompt(page);
        await expectNoViolations(page, 'the unlist dialog with a refusal');
        // Its full addresses wrap inside the box, at a desktop's width and at a phone's (issue 27, 6).
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 844 });
          expect(await alert.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
          const box = (await alert.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
      });
    }

    test('issue 41, finding 3: the unlist dialog shows the fee, its rate and its bound; one leaving 1,000,000 sats to miners is refused on screen, no wallet prompt', async ({
      browser,
    }) => {
      const page = await signedIn(browser, 2, '/market/collection/devnet-punks');
      await page.getByTestId('listing-row').filter({ hasText: 'Devnet Punk #2' }).click();
      await page.getByRole('button', { name: 'Unlist' }).click();
      const dialog = page.getByRole('dialog', { name: 'Unlist' });
      await dialog.getByRole('checkbox', { name: /Void the signed listing on-chain/ }).check();
      await promptsOff(page);
      // The honest market's unlisting first: its fee, at about 2 sat/vB of the size the app works out, and the bound.
      await dialog.getByRole('button', { name: 'Unlist' }).click();
      await expect(dialog.getByTestId('unlist-fee')).toContainText(/Network fee: 426 sats \(about 2 sat\/vB × 212 vB\), paid from/);
      await expect(dialog.getByTestId('unlist-fee-bound')).toHaveText(
        /^The market chooses the fee rate\. This app lets it pay at most [\d,]+ sats: \d+ sat\/vB, the network's fastest rate now, × 212 vB, plus 10%\.$/,
      );
      await dialog.getByRole('button', { name: 'Back' }).click();
      await tamper(page, 'market', 'unlist-huge-fee');
      await dialog.getByRole('button', { name: 'Unlist' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        /^This unlisting would leave 1,000,000 sats to miners \(about 4,717 sat\/vB\), more than the [\d,]+ sats \(\d+ sat\/vB × 212 vB, plus 10%\) allowed\. Nothing was signed\.$/,
      );
      await expect(dialog.getByTestId('unlist-sign')).toHaveCount(0);
      await noPrompt(page);
      await expectNoViolations(page, 'the unlist dialog with a fee refused');
    });

    test('finding 6: a listing whose PSBT says ALL while the dialog asks 0x83 is refused, no wallet prompt', async ({ browser }) => {
      const seller = await signedIn(browser, 0, '/address/account');
      await seller.getByTestId('account-inscription').filter({ hasText: 'Devnet Punk #1' }).click();
      await seller.getByRole('button', { name: 'List', exact: true }).click();
      const list = seller.getByRole('dialog', { name: 'List' });
      await list.getByLabel('Total price (sats)').fill('260000');
      await promptsOff(seller);
      await tamper(seller, 'market', 'listing-sighash');
      await list.getByRole('button', { name: 'Next' }).click();
      await list.getByRole('button', { name: 'Sign' }).click();
      await expect(list.getByRole('alert')).toHaveText(
        'This transaction was not sent to your wallet: input 0 would be signed with sighash 0x83 (SINGLE|ANYONECANPAY) while the transaction says 0x1 (ALL).',
      );
      await noPrompt(seller);
    });

    test('finding 5: a withdrawal whose approval carries a runestone is refused, no wallet prompt', async ({ browser, request }) => {
      // The swap is Fractal mainnet's (the one host that serves it): the devnet stands for it while this test runs.
      await request.post(`${start}/devnet/api/profile`, { data: { network: 'fractal' } });
      try {
        const page = await signedIn(browser, 0, '/swap?tab=withdraw');
        const panel = page.getByTestId('withdraw');
        await panel.getByLabel('Amount to withdraw').fill('10');
        await promptsOff(page);
        await tamper(page, 'swap', 'withdraw-runestone');
        await page.getByTestId('withdraw-submit').click();
        await expect(panel.getByRole('alert').filter({ hasText: 'not sent to your wallet' })).toHaveText(
          'This transaction was not sent to your wallet: it carries a runestone, which can move or burn runes; the dialog did not ask for one.',
        );
        await noPrompt(page);
      } finally {
        await request.post(`${start}/devnet/api/profile`, { data: { network: 'mainnet' } });
      }
    });

    test('issue 41, finding 1: a market that states 1,000 times a brc-20 lot is refused on screen, no wallet prompt; the honest lot is bought', async ({
      browser,
    }) => {
      const buyer = await signedIn(browser, 1, '/market');
      await tamper(buyer, 'market', 'short-token-lot');
      try {
        await buyer.getByTestId('asset-table-brc20').getByRole('link', { name: 'ordi' }).click();
        // Alice's transfer inscription of 500 ordi, listed at 0.0015 BTC: the market now says 500,000.
        await buyer.getByTestId('listing-row').filter({ hasText: '0.0015 BTC' }).click();
        await buyer.getByRole('button', { name: 'Buy', exact: true }).click();
        const buy = buyer.getByRole('dialog', { name: 'Buy' });
        await expect(buy).toContainText('You are buying 500,000 ordi.');
        await expect(buy.getByTestId('buy-verification')).toHaveText('Verified: the item is where the listing says.');
        await promptsOff(buyer);
        await confirmPurchase(buy);
        await expect(buy.getByRole('alert')).toHaveText(
          "This transaction was not sent to your wallet: the seller's output does not hold the 500,000 ordi shown: it holds a transfer of 500 ordi.",
        );
        await noPrompt(buyer);
        await expectNoViolations(buyer, 'the buy dialog refusing a short lot');
      } finally {
        await tamper(buyer, 'market', null);
      }
      // The market tells the truth again: the dialog says 500 ordi, and the purchase of exactly that goes through.
      await buyer.reload();
      await buyer.getByRole('button', { name: 'Buy', exact: true }).click();
      const honest = buyer.getByRole('dialog', { name: 'Buy' });
      await expect(honest).toContainText('You are buying 500 ordi.');
      await expect(honest.getByTestId('buy-verification')).toHaveText('Verified: the item is where the listing says.');
      await buyer.evaluate(() => (window as unknown as { devnetWallet: { setAutoApprove(on: boolean): void } }).devnetWallet.setAutoApprove(true));
      await confirmPurchase(honest);
      await expect(honest.getByTestId('buy-success')).toHaveText('Success. 500 ordi is yours: it arrives with the next block.');
    });
  });
}
