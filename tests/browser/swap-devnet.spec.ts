import type { APIRequestContext, Page } from '@playwright/test';
import { expect, freshDevnetEachTest, test } from './devnet-fixture';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { connectDevXverse, pickToken } from './helpers';
import { expectNoViolations } from './axe-check';
import { describeDecodeErrors } from './decode-errors';

/**
 * The brc-20 swap on a devnet of its own (port 5175), so these tests run beside the other devnet flows
 * (devnet.spec.ts, port 5174) rather than after them; one at a time here, each from a fresh devnet. Its site calls
 * the gateway on Fractal mainnet's profile, the one host the swagger serves the swap on, and the gateway calls the
 * devnet's open API (issue 42): the open API's pre_* answers name no free quota and no fee tick, so an operation asked
 * from the free quota that answers no fee is the quota's (an account past its quota pays in sats, which the seed gives).
 */
const START = 'http://127.0.0.1:5175';

/** One test at a time, each from a fresh devnet; signs in with the dev wallet (its prompts approved automatically). */
const signInWithDevWallet = freshDevnetEachTest(START);

/**
 * How long a withdrawal may take from Withdraw to its progress on screen: the module's answer, the facts the check reads,
 * the check of two PSBTs, the wallet's two signatures and the confirm, each through the gateway. On a shared machine
 * running at a quarter of its speed (CI's probe read 4.56 s, 2026-12-03) it took past Playwright's 10 s.
 */
const WITHDRAW_SENT_MS = 20_000;

test.describe('the brc-20 swap on the devnet (issue 13), with the dev wallet', () => {
  test.describe.configure({ timeout: 60_000 });
  const [one, two] = deriveAccounts();
  test.beforeEach(async ({ page, request }) => {
    // Blocks only on demand: a block after a swap starts a rollup commit, which a test starts itself when it wants one.
    await request.post(`${START}/devnet/api/mining`, { data: { intervalMs: null } });
    await page.addInitScript(() => {
      try {
        localStorage.setItem('devnet-wallet:autoApprove', '1');
      } catch {
        // Sandboxed frames have no storage.
      }
    });
  });
  const swapBalance = async (request: APIRequestContext, address: string, tick: string) =>
    ((await (await request.get(`${START}/devnet/api/swap/balances?address=${address}`)).json()) as { data: Record<string, string> }).data[tick] ?? '0';
  const quoted = async (page: Page) => {
    await expect(page.getByTestId('swap-quote')).toBeVisible();
    return page.getByTestId('swap-amount-out').inputValue();
  };

  test('Account 1 swaps exact in and exact out: it receives the quote (within the slippage), balances refresh, the history lists both', async ({
    page,
    request,
  }) => {
    await signInWithDevWallet(page, '/swap');
    const form = page.getByTestId('swap-form');
    await expect(page.getByTestId('balance-ordi')).toContainText('500');
    await expectNoViolations(page, 'the swap page');
    // The token picker searches and shows each token's balances (issue 28, 8).
    await form.getByRole('button', { name: 'Token you receive: pizza' }).click();
    await expect(form.getByRole('option', { name: /^ordi/ })).toContainText('In the swap 500');
    await expectNoViolations(page, 'the token picker, open');
    await form.getByRole('combobox', { name: 'Search: token you receive' }).press('Escape');
    await expect(form.getByRole('button', { name: 'Token you receive: pizza' })).toBeFocused();
    await form.getByTestId('swap-amount-in').fill('10');
    const expected = await quoted(page);
    await expect(page.getByTestId('swap-bound')).toContainText('pizza');
    // The devnet's swap prices ordi at $8.50: the quote's dollar values show (issue 45).
    await expect(page.getByTestId('swap-usd')).toContainText('$85.00 → $');
    await form.getByTestId('swap-submit').click();
    // The review before the wallet (issue 45): what is paid, what comes, the swap's fee; Confirm swap has the focus.
    await expect(page.getByTestId('swap-review-pay')).toHaveText('10 ordi ($85.00)');
    await expect(page.getByTestId('swap-review-receive')).toContainText(`about ${expected} pizza ($`);
    await expect(page.getByTestId('swap-review-fee')).toContainText('Swap fee: none, paid from your free quota. No bitcoin network fee');
    await expect(form.getByTestId('swap-review-confirm')).toBeFocused();
    await expectNoViolations(page, 'the swap review');
    await form.getByTestId('swap-review-confirm').click();
    await expect(page.getByTestId('swap-success')).toContainText(`Swapped 10 ordi for ${expected}`);
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('490');
    expect((await swapBalance(request, one!.ordinalsAddress, 'pizza')).startsWith(`${200 + Number(expected.split('.')[0])}.`)).toBe(true);
    await expect(page.getByTestId('balance-ordi')).toContainText('490');

    // Exact out: 5 ordi for what pizza it costs.
    await form.getByRole('button', { name: 'New swap' }).click();
    await form.getByRole('button', { name: 'Switch the tokens' }).click();
    await form.getByTestId('swap-amount-out').fill('5');
    await expect(page.getByTestId('swap-quote')).toContainText('Maximum sold');
    const cost = await form.getByTestId('swap-amount-in').inputValue();
    await form.getByTestId('swap-submit').click();
    await form.getByTestId('swap-review-confirm').click();
    await expect(page.getByTestId('swap-success')).toContainText(`for 5 ordi`);
    await expect(page.getByTestId('swap-success')).toContainText(`Swapped ${cost}`);
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('495');

    await page.getByRole('group', { name: 'Swap module' }).getByRole('button', { name: 'History' }).click();
    await expect(page.getByTestId('swap-history').locator('tbody tr')).toHaveCount(2);
    await expectNoViolations(page, 'the swap history');
  });

  test('the pool moves while the user reviews: Confirm swap shows the new price to accept, not a refusal; accepted and reviewed again, it goes through (issue 45)', async ({
    page,
    request,
  }) => {
    await signInWithDevWallet(page, '/swap');
    const form = page.getByTestId('swap-form');
    await form.getByTestId('swap-amount-in').fill('10');
    const first = await quoted(page);
    await form.getByTestId('swap-submit').click();
    await expect(page.getByTestId('swap-review-receive')).toContainText(`about ${first} pizza`);
    // Another trader's 500 ordi while the review is open: the price is asked once more at Confirm swap.
    await request.post(`${START}/devnet/api/swap/move-price`, { data: { tickIn: 'ordi', tickOut: 'pizza', amount: '500' } });
    await form.getByTestId('swap-review-confirm').click();
    await expect(page.getByTestId('swap-price-moved')).toContainText('The price moved since you looked. You now get ');
    await expect(form.getByTestId('swap-review-confirm')).toHaveText('Accept the new price first');
    await expect(form.getByTestId('swap-review-confirm')).toBeDisabled();
    await expect(form.getByRole('alert')).toHaveCount(0);
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('500');
    await expectNoViolations(page, 'a price moved during the review');
    await page.getByTestId('swap-price-moved').getByRole('button', { name: 'Accept the new price' }).click();
    await expect(form.getByTestId('swap-review-confirm')).toHaveText('Confirm swap');
    const second = await form.getByTestId('swap-amount-out').inputValue();
    expect(second).not.toBe(first);
    await expect(page.getByTestId('swap-review-receive')).toContainText(`about ${second} pizza`);
    await form.getByTestId('swap-review-confirm').click();
    await expect(page.getByTestId('swap-success')).toContainText(`Swapped 10 ordi for ${second}`);
  });

  test('an op commit: the Please Wait overlay shows, collapses on a click, goes away by itself, and the swap goes ahead at the same quote (issue 45, 6)', async ({
    page,
    request,
  }) => {
    await signInWithDevWallet(page, '/swap');
    const form = page.getByTestId('swap-form');
    await form.getByTestId('swap-amount-in').fill('10');
    await quoted(page);
    // Long enough for the overlay's accessibility scan and the click on a busy machine (4 s ran out before the click).
    await request.post(`${START}/devnet/api/swap/commit`, { data: { ms: 12_000 } });
    await form.getByTestId('swap-submit').click();
    const overlay = page.getByTestId('op-commit-overlay');
    await expect(overlay).toContainText('Please wait: the rollup inscription is being submitted.');
    await expect(page.getByText('System commit in progress')).toHaveCount(0);
    await expectNoViolations(page, 'the Please Wait overlay');
    await overlay.click();
    await expect(overlay).toHaveAttribute('aria-expanded', 'false');
    await expect(overlay).toBeHidden({ timeout: 30_000 });
    // The commit is in and the quote is the same: the swap goes on by itself to its review, with no notice.
    await expect(page.getByTestId('swap-review')).toContainText('You pay10 ordi ($85.00)');
    await expect(page.getByTestId('swap-notice')).toHaveCount(0);
    await form.getByTestId('swap-review-confirm').click();
    await expect(page.getByTestId('swap-success')).toContainText('Swapped 10 ordi');
    await expect(page.getByTestId('swap-notice')).toHaveCount(0);
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('490');
  });

  test('send: a wrong address is explained before any call; 12.5 ordi go to Account 2', async ({ page, request }) => {
    await signInWithDevWallet(page, '/swap?tab=send');
    const form = page.getByTestId('send-form');
    await form.getByLabel('Amount').fill('12.5');
    await form.getByLabel('To (tb1… address)').fill('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0');
    await expect(form).toContainText('Enter a testnet address (it starts with tb1).');
    await expect(form.getByTestId('send-submit')).toBeDisabled();
    await form.getByLabel('To (tb1… address)').fill(two!.ordinalsAddress);
    await form.getByTestId('send-submit').click();
    await expect(page.getByTestId('send-success')).toContainText(`Sent 12.5 ordi to ${two!.ordinalsAddress}.`);
    expect(await swapBalance(request, two!.ordinalsAddress, 'ordi')).toBe('112.5');
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('487.5');
    await expectNoViolations(page, 'the send form');
  });

  test('liquidity: Account 1 adds to ordi/pizza at the pool ratio, removes part by LP, and creates a pizza/🐸 pool', async ({ page, request }) => {
    await signInWithDevWallet(page, '/swap?tab=liquidity');
    const liq = page.getByTestId('liquidity');
    await expect(liq).toContainText('You provide no liquidity yet.');
    // Either side can be typed (issue 28, 8): 50 pizza pairs with 100 ordi at the pool's 2:1.
    await liq.getByLabel('Add pizza').fill('50');
    await expect(liq.getByLabel('Add ordi')).toHaveValue('100');
    const quote = page.getByTestId('add-liquidity-quote');
    await expect(quote).toContainText('You add100 ordi and 50 pizza');
    await expect(quote).toContainText('Your share of the pool0.99%');
    await expectNoViolations(page, 'adding liquidity');
    await page.getByTestId('add-liquidity-submit').click();
    await expect(page.getByTestId('add-liquidity-success')).toContainText('Added 100 ordi and 50 pizza: 70.71067811 LP.');
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('400');
    expect(await swapBalance(request, one!.ordinalsAddress, 'pizza')).toBe('150');
    await expect(page.getByTestId('my-pools')).toContainText('ordi/pizza');

    await liq.getByRole('button', { name: 'Remove', exact: true }).click();
    // By a share of the position (issue 28, 8): half of 70.71… LP.
    await liq.getByTestId('percent-buttons').getByRole('button', { name: '50%' }).click();
    await expect(liq.getByLabel('LP to remove')).toHaveValue(/^35\.355339/);
    await liq.getByLabel('LP to remove').fill('10');
    await expect(page.getByTestId('remove-liquidity-quote')).toContainText('14.14213562 ordi');
    await page.getByTestId('remove-liquidity-submit').click();
    await expect(page.getByTestId('remove-liquidity-success')).toContainText('Removed 10 LP');
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('414.142135623730950488');

    await liq.getByRole('button', { name: 'Create a pool' }).click();
    await pickToken(liq, 'First token', 'piz');
    await pickToken(liq, 'Second token', '🐸');
    await page.getByTestId('create-pool-submit').click();
    await expect(page.getByTestId('create-pool-success')).toContainText('pool is created. Add its first liquidity to set its price.');
    await expect(page.getByTestId('swap-pools')).toContainText('🐸 ⚠/pizza');
    await expectNoViolations(page, 'creating a pool');
    // Its first liquidity sets the price; once added, the success stays and the same deposit is not offered again
    // (issue 28, finding 3: the refreshed pool, no longer new, used to re-quote it with Add liquidity active).
    await liq.getByRole('group', { name: 'Liquidity action' }).getByRole('button', { name: 'Add', exact: true }).click();
    await liq.getByLabel(/^Add [^(]*$/).fill('10');
    await liq.getByLabel(/this first deposit sets the price/).fill('5');
    await page.getByTestId('add-liquidity-submit').click();
    await expect(page.getByTestId('add-liquidity-success')).toContainText('Added 10');
    await expect(page.getByTestId('my-pools')).toContainText('🐸 ⚠/pizza');
    await expect(page.getByTestId('add-liquidity-success')).toBeVisible();
    await expect(page.getByTestId('add-liquidity-quote')).toHaveCount(0);
    // The pool's creation is in the history with the rest (issue 28, 8).
    await page.getByRole('group', { name: 'Swap module' }).getByRole('button', { name: 'History' }).click();
    const history = page.getByTestId('swap-history');
    await history.getByRole('button', { name: 'All operations' }).click();
    await expect(history.getByRole('row', { name: /Pool created/ })).toContainText('pizza');
    await expect(history.getByRole('row', { name: /Liquidity added/ })).toHaveCount(2);
    // Another trader's 1,000 ordi pays the pool 3 ordi of fees: Account 1's share of them shows in its pools (issue 45).
    await request.post(`${START}/devnet/api/swap/move-price`, { data: { tickIn: 'ordi', tickOut: 'pizza', amount: '1000' } });
    await page.getByRole('group', { name: 'Swap module' }).getByRole('button', { name: 'Liquidity' }).click();
    await expect(page.getByTestId('my-pools').getByRole('row', { name: /^ordi\/pizza/ })).toContainText(/Fees earned|0\.02\d+ ordi/);
    await expect(page.getByTestId('my-pools').getByRole('row', { name: /^ordi\/pizza/ })).toContainText(/0\.02\d+ ordi0 pizza$/);
  });

  test('more than the swap holds while the wallet holds it: the form says how much is in the wallet and opens Deposit (issue 28, 5)', async ({ page }) => {
    await signInWithDevWallet(page, '/swap');
    const form = page.getByTestId('swap-form');
    await form.getByTestId('swap-amount-in').fill('100000');
    await expect(form.getByTestId('swap-problem')).toContainText('More than your ordi balance in the swap');
    const hint = form.getByTestId('swap-deposit-hint');
    await expect(hint).toContainText(/^You have [\d,.]+ ordi in your wallet: deposit it into the swap to swap it\./);
    await expectNoViolations(page, 'the swap form with the deposit hint');
    await hint.getByRole('button', { name: 'Deposit ordi' }).click();
    await expect(page.getByTestId('deposit')).toBeVisible();
  });

  test('slippage: a decimal comma is read as people mean it, 0.05% is explained and leaves no tolerance in force, and the choice survives a reload (issue 28, 8; issue 45, 1)', async ({
    page,
  }) => {
    await signInWithDevWallet(page, '/swap');
    const form = page.getByTestId('swap-form');
    await form.getByRole('button', { name: /Slippage/ }).click();
    const settings = form.getByTestId('slippage-settings');
    await form.getByTestId('swap-amount-in').fill('1');
    await settings.getByLabel(/Custom %/).fill('50');
    await expect(form.getByTestId('swap-submit')).toHaveText('Swap');
    // Cleared and 0.05 typed: no tolerance in force, so no minimum and Swap off, never the 50% no longer shown (issue 45, 1).
    await settings.getByLabel(/Custom %/).fill('');
    await settings.getByLabel(/Custom %/).fill('0.05');
    await expect(settings).toContainText('The swap takes the tolerance in steps of 0.1%');
    await expect(form.getByRole('button', { name: /^Slippage/ })).toHaveText('Slippage not set');
    await expect(form.getByTestId('swap-quote')).toHaveCount(0);
    await expect(form.getByTestId('swap-submit')).toHaveText('Check the slippage tolerance');
    await expect(form.getByTestId('swap-submit')).toBeDisabled();
    await settings.getByLabel(/Custom %/).fill('1,5');
    await expect(settings).toContainText('The swap is refused if the price moves more than 1.5% against you.');
    await page.reload();
    await page
      .getByTestId('swap-form')
      .getByRole('button', { name: /Slippage/ })
      .click();
    await expect(page.getByTestId('slippage-settings')).toContainText('The swap is refused if the price moves more than 1.5% against you.');
  });

  test("slippage Auto follows the pool's depth: 10 ordi into 10,000 is 0.5%, 500 is 4.8%, and the swap goes through at it (issue 45)", async ({
    page,
    request,
  }) => {
    await signInWithDevWallet(page, '/swap');
    const form = page.getByTestId('swap-form');
    await form.getByRole('button', { name: /Slippage/ }).click();
    await form.getByTestId('slippage-auto').click();
    await form.getByTestId('swap-amount-in').fill('10');
    await expect(form.getByRole('button', { name: /^Slippage/ })).toHaveText('Slippage Auto 0.5%');
    await form.getByTestId('swap-amount-in').fill('500');
    await expect(form.getByRole('button', { name: /^Slippage/ })).toHaveText('Slippage Auto 4.8%');
    await expect(form.getByTestId('slippage-auto-note')).toContainText('Auto: 4.8% for this amount');
    await expect(form.getByTestId('swap-quote')).toContainText('Slippage tolerance4.8%');
    await expectNoViolations(page, 'slippage Auto');
    await form.getByTestId('swap-submit').click();
    await expect(page.getByTestId('swap-review-bound')).toContainText('(slippage tolerance 4.8%)');
    await form.getByTestId('swap-review-confirm').click();
    await expect(page.getByTestId('swap-success')).toContainText('Swapped 500 ordi');
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('0');
  });

  test('deposit: Account 1 inscribes a 50 ordi transfer and deposits it; the check passes, the wallet signs, a block credits it', async ({ page, request }) => {
    await signInWithDevWallet(page, '/swap?tab=deposit');
    const dep = page.getByTestId('deposit');
    const transfers = dep.getByRole('group', { name: 'Your ordi transfer inscriptions' });
    await expect(transfers.getByRole('radio')).toHaveCount(1);
    // What cannot be inscribed is said before the wallet is asked (issue 28, 7).
    const amount = dep.getByLabel('Amount of ordi to inscribe');
    for (const [typed, words] of [
      ['abc', 'Enter a number, like 12.5.'],
      ['-5', 'Enter an amount more than 0.'],
      ['0', 'Enter an amount more than 0.'],
      ['99999999', 'More than your ordi balance in your wallet'],
    ] as const) {
      await amount.fill(typed);
      await expect(dep.getByTestId('inscribe-amount-problem')).toContainText(words);
      await expect(dep.getByRole('button', { name: 'Inscribe' })).toBeDisabled();
    }
    await amount.fill('50');
    await dep.getByRole('button', { name: 'Inscribe' }).click();
    await expect(dep.getByText('Inscribed: it shows in the list when the indexer has it.')).toBeVisible();
    await dep.getByRole('button', { name: 'Refresh' }).click();
    await expect(transfers.getByRole('radio')).toHaveCount(2);
    await transfers.getByRole('radio', { name: /^50 ordi/ }).check();
    await expect(page.getByTestId('deposit-summary')).toContainText('You deposit50 ordi');
    await expectNoViolations(page, 'the deposit panel');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-success')).toContainText('Deposit sent');
    await expect(page.getByTestId('deposit-list')).toContainText('0 of 1');
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('500');
    await request.post(`${START}/devnet/api/mine`, { data: { blocks: 1 } });
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('550');
    // Nothing pressed, no reload: the page reads again every 10 s while shown (issue 28, 2).
    await expect(page.getByTestId('deposit-list')).toContainText('Credited', { timeout: 15_000 });
  });

  test('withdraw: 100 ordi go through processing and the queue; a reload finds it again; another account’s deposit completes it', async ({ page, request }) => {
    await signInWithDevWallet(page, '/swap?tab=withdraw');
    const panel = page.getByTestId('withdraw');
    await panel.getByLabel('Amount to withdraw').fill('100');
    await expectNoViolations(page, 'the withdraw form');
    await page.getByTestId('withdraw-submit').click();
    const progress = page.getByTestId('withdraw-progress');
    await expect(progress).toContainText('Withdrawing 100 ordi', { timeout: WITHDRAW_SENT_MS });
    await expect(progress).toContainText('Processing (confirmations');
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('400');
    // The module holds no ordi on chain yet: after its block the withdrawal waits in the queue.
    await request.post(`${START}/devnet/api/mine`, { data: { blocks: 1 } });
    await expect(page.getByTestId('withdraw-cancel')).toBeVisible({ timeout: 15_000 });
    await expect(progress).toContainText("It waits for others' deposits of ordi to match it.");
    await page.reload();
    await expect(page.getByTestId('withdraw-progress')).toContainText('Withdrawing 100 ordi', { timeout: 15_000 });
    await expect(page.getByTestId('withdraw-cancel')).toBeVisible();
    await expectNoViolations(page, 'a withdrawal in the queue');
    await request.post(`${START}/devnet/api/swap/match-deposit`, { data: { from: two!.ordinalsAddress, tick: 'ordi', amount: '100' } });
    await request.post(`${START}/devnet/api/mine`, { data: { blocks: 1 } });
    await expect(page.getByTestId('withdraw-success')).toContainText('Completed: 100 ordi are in your wallet.', { timeout: 15_000 });
    await expect(page.getByTestId('withdraw-matches')).toContainText(two!.ordinalsAddress);
  });

  test('withdraw: cancelled from the queue, the balance comes back; a dishonest withdrawal is refused with no wallet prompt', async ({ page, request }) => {
    await signInWithDevWallet(page, '/swap?tab=withdraw');
    const panel = page.getByTestId('withdraw');
    await panel.getByLabel('Amount to withdraw').fill('60');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-progress')).toContainText('Withdrawing 60 ordi', { timeout: WITHDRAW_SENT_MS });
    await request.post(`${START}/devnet/api/mine`, { data: { blocks: 1 } });
    await page.getByTestId('withdraw-cancel').click({ timeout: 15_000 });
    // Asked first, told what stays spent: the module's fee and the two transactions' miners' fees.
    await expect(page.getByTestId('withdraw-cancel-confirm')).toContainText("The fees it already paid stay spent: the module's fee of");
    await page.getByTestId('withdraw-cancel-yes').click();
    await expect(page.getByTestId('withdraw-progress')).toContainText("Cancelling: the balance comes back after the cancel's confirmation (0 of 1).", {
      timeout: 15_000,
    });
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('440');
    await request.post(`${START}/devnet/api/mine`, { data: { blocks: 1 } });
    await expect(page.getByTestId('withdraw-cancelled')).toContainText('Cancelled: 60 ordi are back in your swap balance.', { timeout: 15_000 });
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('500');

    await panel.getByRole('button', { name: 'New withdrawal' }).click();
    await request.post(`${START}/devnet/api/swap/tamper`, { data: { kind: 'withdraw-module-fee' } });
    await page.evaluate(() => localStorage.setItem('devnet-wallet:autoApprove', '0'));
    await panel.getByLabel('Amount to withdraw').fill('10');
    await page.getByTestId('withdraw-submit').click();
    await expect(panel.getByRole('alert').filter({ hasText: 'not sent to your wallet' })).toContainText(
      'This transaction was not sent to your wallet: the swap module would get',
    );
    await expect(page.locator('[data-devnet-wallet-prompt]')).toHaveCount(0);
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('500');
  });

  test("issue 41, finding 2: a swap naming an attacker's module stops the deposit and the withdrawal on screen, with no wallet prompt", async ({
    page,
    request,
  }) => {
    await signInWithDevWallet(page, '/swap?tab=deposit');
    const dep = page.getByTestId('deposit');
    await dep
      .getByRole('group', { name: 'Your ordi transfer inscriptions' })
      .getByRole('radio', { name: /^300 ordi/ })
      .check();
    await expect(page.getByTestId('deposit-fee-bound')).toHaveText(
      /^The app refuses a network fee above \d+ sat\/vB × the transaction's size, plus 10%, before your wallet is asked\.$/,
    );
    await page.evaluate(() => localStorage.setItem('devnet-wallet:autoApprove', '0'));
    await request.post(`${START}/devnet/api/swap/tamper`, { data: { kind: 'foreign-module' } });
    const stopped = (what: string) =>
      `The swap names another module (1b055eae…8e95i0) than the one this site is set up with (30844727…61cai0), so this ${what} is stopped: nothing of yours is sent to a module this site does not know. Nothing was signed.`;
    await page.getByTestId('deposit-submit').click();
    await expect(dep.getByRole('alert')).toHaveText(stopped('deposit'));
    await expect(page.locator('[data-devnet-wallet-prompt]')).toHaveCount(0);
    await expectNoViolations(page, 'the deposit panel with the module refused');

    await page.getByRole('group', { name: 'Swap module' }).getByRole('button', { name: 'Withdraw' }).click();
    const panel = page.getByTestId('withdraw');
    await panel.getByLabel('Amount to withdraw').fill('10');
    await page.getByTestId('withdraw-submit').click();
    await expect(panel.getByRole('alert')).toHaveText(stopped('withdrawal'));
    await expect(page.locator('[data-devnet-wallet-prompt]')).toHaveCount(0);
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('500');
    await request.post(`${START}/devnet/api/swap/tamper`, { data: { kind: null } });
  });

  test('the gate: no access shows can_not_access; maintenance shows a page with nothing to click', async ({ page, request }) => {
    await request.post(`${START}/devnet/api/user`, { data: { address: one!.ordinalsAddress, swapAccess: false } });
    await signInWithDevWallet(page, '/swap');
    await expect(page.getByTestId('swap-gate-no-access')).toContainText('Swap is open only to whitelisted addresses and holders of an access inscription.');
    await expect(page.getByTestId('swap-form')).toHaveCount(0);
    await request.post(`${START}/devnet/api/flags`, { data: { swapMaintenance: true } });
    await page.reload();
    await expect(page.getByTestId('swap-gate-maintenance')).toContainText('The swap is under maintenance. Please come back later.');
    await expect(page.getByTestId('page').getByRole('button')).toHaveCount(0);
    await expectNoViolations(page, 'the swap maintenance page');
    await request.post(`${START}/devnet/api/flags`, { data: { swapMaintenance: false } });
  });

  test('no access, but ordi held in the swap (issue 45, 3): the balances show and Withdraw takes them out', async ({ page, request }) => {
    await request.post(`${START}/devnet/api/user`, { data: { address: one!.ordinalsAddress, swapAccess: false } });
    await signInWithDevWallet(page, '/swap');
    await expect(page.getByTestId('swap-gate-no-access')).toContainText('Swap is open only to whitelisted addresses and holders of an access inscription.');
    await expect(page.getByTestId('swap-form')).toHaveCount(0);
    await page.getByRole('group', { name: 'Swap module' }).getByRole('button', { name: 'Withdraw' }).click();
    const panel = page.getByTestId('withdraw');
    await panel.getByLabel('Amount to withdraw').fill('100');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-progress')).toContainText('Withdrawing 100 ordi', { timeout: WITHDRAW_SENT_MS });
    expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('400');
    await expectNoViolations(page, 'a withdrawal without swap access');
  });

  test('the swap config failing is a failed call with Try again, not maintenance (issue 45, 4)', async ({ page, request }) => {
    await request.post(`${START}/devnet/api/fail`, { data: { path: '/swap/config', failure: { kind: 'status', status: 500 } } });
    await signInWithDevWallet(page, '/swap');
    const failed = page.getByTestId('swap-config-failed');
    await expect(failed).toContainText('Could not load the swap.');
    await expect(page.getByTestId('swap-gate-maintenance')).toHaveCount(0);
    await expect(page.getByText('Nothing you hold in the swap is affected.')).toHaveCount(0);
    await expectNoViolations(page, 'the swap config failed');
    await request.post(`${START}/devnet/api/fail/clear`, { data: {} });
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('swap-form')).toBeVisible();
    await expect(page.getByTestId('swap-config-failed')).toHaveCount(0);
  });

  test("the gate: another wallet than UniSat is told 'only supports wallet UniSat' and asked to connect again, with UniSat only", async ({ page }) => {
    await connectDevXverse(page, START);
    await page.goto(`${START}/swap`);
    const chooser = page.getByRole('dialog', { name: 'Connect a wallet' });
    await expect(chooser.getByRole('alert')).toHaveText('only supports wallet UniSat');
    await expect(chooser.locator('[data-wallet]')).toHaveCount(1);
    await chooser.locator('[data-wallet="unisat"]').click();
    await expect(page.getByTestId('swap-form')).toBeVisible();
    await expect(page.getByTestId('balance-ordi')).toBeVisible();
  });

  test('the contract: the gateway sent the swap nothing the swagger refuses; the devnet answered in its shapes but for the named deviations', async ({
    request,
  }) => {
    const log = (await (await request.get(`${START}/devnet/api/contract`)).json()) as { data: { requests: string[]; answers: string[] } };
    expect(log.data.requests).toEqual([]);
    // The swagger documents create_withdraw's answer as an empty closed object: the devnet answers what a withdrawal
    // needs (its id, PSBTs and fee), each field named here. An output in the mempool has no height yet; a spent one is
    // answered null (issue 42's closing note).
    const undocumented = (call: string, fields: string[]) => fields.map((f) => `${call}: answer.data.${f}: not a field of this answer (the schema is closed)`);
    // Which of them a run meets depends on when the pages read (an output read while in the mempool): none outside them.
    const named = [
      ...undocumented('GET /v1/brc20-swap/create_withdraw', [
        'approvePsbt',
        'approvePsbtSignIndexes',
        'feeAmount',
        'feeBalance',
        'feeTick',
        'feeTickPrice',
        'id',
        'ids',
        'networkFee',
        'paymentPsbt',
        'remainingFreeQuota',
        'signMsgs',
        'totalFreeQuota',
        'totalUsedFreeQuota',
        'ts',
        'usageFreeQuota',
        'usdPrice',
      ]),
      'GET /v1/indexer/utxo/{txid}/{index}: answer.data.height: null (null) where the swagger has integer',
      'GET /v1/indexer/utxo/{txid}/{index}: answer.data: null (null) where the swagger has object',
    ];
    expect(log.data.answers.filter((answer) => !named.includes(answer))).toEqual([]);
    expect(log.data.answers).toContain('GET /v1/brc20-swap/create_withdraw: answer.data.id: not a field of this answer (the schema is closed)');
  });
});

// A market answer missing a field, and a dropped connection: on this chain, whose profile (Fractal mainnet) has every
// market the tests name; each from a fresh devnet like the swap's.
describeDecodeErrors(START);
