import { expect, test } from './devnet-fixture';
import { expectNoViolations } from './axe-check';
import {
  API,
  DEMO,
  approve,
  autoApprove,
  connectAndQuote,
  buyWidget,
  events,
  one,
  openDemo,
  swapBalance,
  swapWidget,
  switchAccount,
  two,
} from './widget-demo-page';
import { describeWidgetIntegrity } from './widget-integrity';
import { describeWidgetNames } from './widget-names';
import { describeEmbedWalkthrough } from './widget-embed';
import { describeWidgetPlayground } from './widget-playground';

/**
 * The widget (issue 14) on the devnet's demo host page: a page on another origin than the API (port 6177,
 * the API on 5177), served with a strict Content Security Policy, loading the built widget with one script
 * tag (its SRI hash checked by the browser).
 */
// The demo page is on another origin: the dev wallet put into it talks to this devnet.
test.use({ devnetOrigin: API });
test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.beforeEach(async ({ request }) => {
  await request.post(`${API}/devnet/api/reset`, { data: {} });
  // Blocks only on demand: a block after a swap would start a rollup commit.
  await request.post(`${API}/devnet/api/mining`, { data: { intervalMs: null } });
});

test('on the demo host page under a strict CSP, Account 1 swaps and Account 2 buys, each through the dev wallet’s prompts; the callbacks say so', async ({
  page,
  request,
}) => {
  const seen = await openDemo(page);
  const swap = swapWidget(page);
  // The run's first page on this devnet: its gateway's first reads (config, the swap's) may take a few seconds on a busy machine.
  await expect(swap.getByTestId('swap-form')).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, 'the demo page with the swap widget');

  // The swap: the widget's own chooser, the wallet's connect and sign-in prompts on the host page.
  await swap.getByRole('button', { name: 'Connect wallet' }).click();
  await swap.getByRole('dialog').locator('[data-wallet="unisat"]').click();
  await approve(page, 'connect');
  await approve(page, 'sign-message');
  await expect(swap.getByText('In the swap: 500')).toBeVisible();
  // Who is signed in, with a way out (issue 28, 9).
  await expect(swap.getByTestId('widget-account')).toContainText(`${one!.ordinalsAddress.slice(0, 8)}…${one!.ordinalsAddress.slice(-4)}`);
  await expect(swap.getByTestId('widget-account').getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await swap.getByTestId('swap-amount-in').fill('10');
  await expect(swap.getByTestId('swap-quote')).toBeVisible();
  const expected = await swap.getByTestId('swap-amount-out').inputValue();
  await swap.getByTestId('swap-submit').click();
  await swap.getByTestId('swap-review-confirm').click();
  await approve(page, 'sign-message');
  await expect(swap.getByTestId('swap-success')).toContainText(`Swapped 10 ordi for ${expected}`);
  expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('490');
  const swapped = (await events(page)).find((e) => e.name === 'success')!;
  expect(swapped.detail).toMatchObject({ kind: 'swap', tickIn: 'ordi', tickOut: 'pizza', amountIn: '10' });
  expect(swapped.detail.operationId).toMatch(/^[0-9a-f]{64}$/);
  expect(String(swapped.detail.amountOut).startsWith(expected.replace(/0+$/, ''))).toBe(true);

  // The buy, as a modal: Account 2 (its own session: the widget's storage keys are per account).
  const soldBefore = ((await (await request.get(`${API}/devnet/api/state`)).json()) as { data: { market: { sold: number } } }).data.market.sold;
  await switchAccount(page, 1);
  // The swap widget offers its sign-in to the new account (issue 44, 10); the buy widget signs in on its own here.
  await expect(page.getByRole('dialog', { name: 'Your wallet switched account' })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await page.getByRole('button', { name: 'Buy with the widget' }).click();
  const buy = buyWidget(page);
  await buy.getByRole('button', { name: 'Connect wallet to buy' }).click();
  await buy.getByRole('dialog').locator('[data-wallet="unisat"]').click();
  // The page is connected to the wallet already (the swap asked): the buy widget signs in, with its own session.
  await approve(page, 'sign-message');
  await expect(buy.getByTestId('buy-dialog')).toContainText('You are buying Devnet Punk #2');
  // The item itself (issue 28, 9): the punk's SVG in a frame sandboxed with scripts only, from the content origin.
  const item = buy.getByTestId('buy-dialog').getByTestId('inscription-content').locator('iframe');
  await expect(item).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(item).toHaveAttribute('src', new RegExp(`^${API}/`));
  await expect(buy.getByTestId('buy-confirm')).toBeEnabled();
  await expectNoViolations(page, 'the buy widget’s dialog');
  // Account 2 has no small coin to pad with: the padding split is a line of the Total before Confirm (issue 44, 5),
  // at most its bound; then the wallet signs the split and the purchase, with no second stop.
  await expect(buy.getByTestId('buy-padding')).toContainText(/at most [\d.]+ BTC \([\d,]+ sats\) \(its network fee/);
  await expectNoViolations(page, 'the buy widget’s dialog with a padding split');
  await buy.getByTestId('buy-confirm').click();
  await expect(buy.getByTestId('buy-rebuilt')).toHaveCount(0);
  await expect(page.locator('[data-devnet-wallet-prompt="sign-psbt"]')).toContainText('Sign a transaction?');
  for (let i = 0; i < 2; i++) await page.locator('[data-devnet-wallet-prompt="sign-psbt"]').getByRole('button', { name: 'Approve' }).click();
  await expect(buy.getByTestId('buy-success')).toContainText('Devnet Punk #2 is yours');
  const bought = (await events(page)).filter((e) => e.name === 'success')[1]!;
  expect(bought.detail).toMatchObject({ kind: 'buy', bidId: null });
  expect(bought.detail.txid).toMatch(/^[0-9a-f]{64}$/);
  const state = (await (await request.get(`${API}/devnet/api/state`)).json()) as { data: { market: { sold: number }; chain: { mempoolTxs: number } } };
  expect(state.data.market.sold).toBe(soldBefore + 1);
  expect(state.data.chain.mempoolTxs).toBeGreaterThan(0);
  await buy.getByRole('button', { name: 'Done' }).click();
  await expect(buy.getByRole('dialog')).toHaveCount(0);
  expect((await events(page)).map((e) => e.name)).toContain('close');

  // The host's storage holds only the widget's own keys (and the dev wallet's, which stands for an extension).
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.filter((k) => !k.startsWith('bitcoin-assets-widget:') && !k.startsWith('devnet-wallet:'))).toEqual([]);
  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('an integrated swap takes its room from its first frame: nothing on the host page moves while it loads (issue 46)', async ({ page }) => {
  // Every layout shift of the page (the widget's shadow root included), and the swap's height at each of its sizes.
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[]; swapHeights: number[] };
    w.shifts = [];
    w.swapHeights = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((_records, observer) => {
      const swap = document.querySelector('bitcoin-assets-widget[data-kind="swap"]');
      if (!swap) return;
      observer.disconnect();
      new ResizeObserver(() => w.swapHeights.push(Math.round(swap.getBoundingClientRect().height))).observe(swap);
    }).observe(document, { childList: true, subtree: true });
  });
  const seen = await openDemo(page);
  const swap = swapWidget(page);
  await expect(swap.getByTestId('swap-form')).toBeVisible({ timeout: 15_000 });
  await expect(swap.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  const figures = await page.evaluate(() => {
    const w = window as unknown as { shifts: number[]; swapHeights: number[] };
    return { shifts: w.shifts, swapHeights: w.swapHeights };
  });
  expect({ shifts: figures.shifts, heights: [...new Set(figures.swapHeights)] }).toEqual({ shifts: [], heights: [413] });
  expect(seen).toEqual({ violations: [], errors: [] });
});

test('the demo shop paints its own content while the widget’s loader is still on its way from the widget’s origin (issue 46)', async ({ page }) => {
  // The loader held back until the page's own words are on screen: a tag in <head> would keep them from being parsed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${API}/widget/v1/loader.js`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${DEMO}/`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Bitcoin Assets widget, embedded');
  await expect(page.getByRole('heading', { name: 'Trade tokens here' })).toBeVisible();
  await expect(page.locator('bitcoin-assets-widget')).toHaveCount(0);
  release();
  // Then the loader runs, and the page's own script (deferred, after it) creates the swap.
  await expect(swapWidget(page).getByTestId('swap-form')).toBeVisible({ timeout: 15_000 });
});

test('a modal swap widget as the first widget of a page opens on open() (issue 45, 5)', async ({ page }) => {
  const seen = await openDemo(page, '?manual');
  await page.evaluate((api) => {
    const widgets = (window as unknown as { BitcoinAssetsWidget: { create(options: Record<string, unknown>): { open(): void } } }).BitcoinAssetsWidget;
    widgets.create({ api: { base: `${api}/api` }, network: 'testnet', kind: 'swap', display: 'modal', swap: { tickIn: 'ordi', tickOut: 'pizza' } }).open();
  }, API);
  const swap = swapWidget(page);
  await expect(swap.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  await expect(swap.getByTestId('swap-form')).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, 'a modal swap widget, the first of its page');
  expect(seen).toEqual({ violations: [], errors: [] });
});

test('passthrough: the page connects its own wallet; the widget asks for no connection, makes no adapter and leaves window.unisat alone', async ({
  page,
  request,
}) => {
  const seen = await openDemo(page, '?passthrough');
  const prompts: string[] = [];
  await page.exposeFunction('notePrompt', (kind: string) => prompts.push(kind));
  await page.evaluate(() => {
    const w = window as unknown as { unisat: unknown; hostProvider: unknown; notePrompt(k: string): void };
    w.hostProvider = w.unisat;
    new MutationObserver((list) =>
      list.forEach((m) =>
        m.addedNodes.forEach(
          (n) => n instanceof Element && n.hasAttribute('data-devnet-wallet-prompt') && w.notePrompt(n.getAttribute('data-devnet-wallet-prompt')!),
        ),
      ),
    ).observe(document.body, { childList: true });
  });
  const chunks: string[] = [];
  page.on('request', (r) => r.url().startsWith(`${API}/widget/v1/`) && chunks.push(r.url()));

  const swap = swapWidget(page);
  await swap.getByRole('button', { name: 'Connect wallet' }).click();
  await approve(page, 'connect');
  await approve(page, 'sign-message');
  await expect(swap.getByText('In the swap: 500')).toBeVisible();
  // The page's own connection, then the widget's sign-in with it: no chooser, no second connection.
  expect(prompts).toEqual(['connect', 'sign-message']);
  await expect(swap.locator('[data-wallet]')).toHaveCount(0);
  expect((await events(page))[0]).toMatchObject({ name: 'host-connected', detail: { address: one!.ordinalsAddress } });
  await swap.getByTestId('swap-amount-in').fill('5');
  await expect(swap.getByTestId('swap-quote')).toBeVisible();
  await swap.getByTestId('swap-submit').click();
  await swap.getByTestId('swap-review-confirm').click();
  await approve(page, 'sign-message');
  await expect(swap.getByTestId('swap-success')).toContainText('Swapped 5 ordi');
  expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('495');
  expect(prompts).toEqual(['connect', 'sign-message', 'sign-message']);
  expect(
    await page.evaluate(
      () => (window as unknown as { unisat: unknown; hostProvider: unknown }).unisat === (window as unknown as { hostProvider: unknown }).hostProvider,
    ),
  ).toBe(true);
  // The page's wallet changes account: the page passes the new one through, and the widget signs in with it.
  await switchAccount(page, 1);
  await approve(page, 'sign-message');
  await expect.poll(async () => (await events(page)).filter((e) => e.name === 'host-connected').length).toBe(2);
  expect((await events(page)).filter((e) => e.name === 'host-connected')[1]!.detail).toEqual({ address: two!.ordinalsAddress });
  await expect(swap.getByTestId('swap-form')).toContainText('In the swap:');
  expect(prompts).toEqual(['connect', 'sign-message', 'sign-message', 'sign-message']);
  // No wallet library of the widget's own was loaded (sats-connect comes with an Xverse-family adapter).
  expect(chunks.filter((u) => /sats-connect|dist-/.test(u))).toEqual([]);
  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('a hostile host stylesheet changes nothing in the widget (light theme), and the widget changes nothing of the page', async ({ page }) => {
  const seen = await openDemo(page, '?manual&theme=light');
  const hostStyles = () =>
    page.evaluate(() =>
      ['body', 'h1', 'main p', '#buy-open', '.bar', 'html'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return [
          selector,
          style.fontFamily,
          style.fontSize,
          style.color,
          style.backgroundColor,
          style.margin,
          style.padding,
          style.lineHeight,
          style.boxSizing,
        ].join('|');
      }),
    );
  const headBefore = await page.evaluate(() => document.head.innerHTML);
  const before = await hostStyles();
  await page.evaluate(() => (window as unknown as { demoWidgets: { createSwap(): void } }).demoWidgets.createSwap());
  const swap = swapWidget(page);
  await expect(swap.getByTestId('swap-form')).toBeVisible();
  // The page is as it was: the same computed styles, nothing added to its head, no stylesheet adopted by the document.
  expect(await hostStyles()).toEqual(before);
  expect(await page.evaluate(() => document.head.innerHTML)).toBe(headBefore);
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
  await expectNoViolations(page, 'the demo page with the light swap widget');

  const widgetStyles = () =>
    swap.evaluate((host) => {
      const root = host.shadowRoot!;
      const pick = (selector: string) => {
        const element = root.querySelector(selector)!;
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [
          selector,
          style.fontFamily,
          style.fontSize,
          style.color,
          style.backgroundColor,
          style.borderTopWidth,
          style.borderTopStyle,
          style.paddingTop,
          style.letterSpacing,
          style.textTransform,
          style.lineHeight,
          style.display,
          style.opacity,
          Math.round(box.width),
          Math.round(box.height),
        ].join('|');
      };
      const hostStyle = getComputedStyle(host);
      return [
        `host|${hostStyle.display}|${hostStyle.opacity}`,
        ...['[data-testid="swap-form"]', 'h2', 'button', 'input', '[data-testid="token-picker"]', 'label'].map(pick),
      ];
    });
  const clean = await widgetStyles();
  await page.getByLabel('Hostile stylesheet').check();
  // The hostile sheet applies to the page…
  await expect(page.locator('h1')).toHaveCSS('text-transform', 'uppercase');
  // …and to nothing in the widget, nor to the widget's own element.
  expect(await widgetStyles()).toEqual(clean);
  await expect(swap.getByTestId('swap-form')).toBeVisible();
  expect(seen.violations).toEqual([]);
});

test('two widgets on one page; destroy removes every node and listener they added', async ({ page }) => {
  await openDemo(page, '?manual');
  // The loader listens for a CSP refusal of its import map until the widget has loaded: counted from then on.
  await page.evaluate(() => (window as unknown as { BitcoinAssetsWidget: { preload(): Promise<void> } }).BitcoinAssetsWidget.preload());
  const cdp = await page.context().newCDPSession(page);
  const listeners = async () => {
    const counts: number[] = [];
    for (const expression of ['window', 'document', 'document.body']) {
      const { result } = await cdp.send('Runtime.evaluate', { expression });
      const { listeners: found } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId!, depth: 0 });
      counts.push(found.length);
    }
    return counts;
  };
  // Every node of the page but the host's own log of the callbacks (#events).
  const nodes = () => page.evaluate(() => document.querySelectorAll('*:not(#events *)').length);
  const beforeListeners = await listeners();
  const beforeNodes = await nodes();

  await page.evaluate(() => (window as unknown as { demoWidgets: { createSwap(): void } }).demoWidgets.createSwap());
  await page.getByRole('button', { name: 'Buy with the widget' }).click();
  await expect(swapWidget(page).getByTestId('swap-form')).toBeVisible();
  await expect(buyWidget(page).getByTestId('widget-buy')).toContainText('Devnet Punk #2');
  await expect(page.locator('bitcoin-assets-widget')).toHaveCount(2);
  // The modal keeps the keyboard inside the widget's shadow root; Escape closes it and the focus goes back to the page's button.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await buyWidget(page).evaluate((host) => host.shadowRoot!.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.locator('#buy-open')).toBeFocused();
  // Each its own: closing the buy modal leaves the swap as it is.
  await expect(buyWidget(page).getByTestId('widget-buy')).toHaveCount(0);
  await expect(swapWidget(page).getByTestId('swap-form')).toBeVisible();
  expect((await events(page)).map((e) => e.name)).toEqual(['close']);
  await swapWidget(page).getByTestId('swap-amount-in').fill('3');
  await expect(swapWidget(page).getByTestId('swap-quote')).toBeVisible();
  // update() with another pair and amount starts the form again with them.
  await page.evaluate(() =>
    (window as unknown as { demoWidgets: { swap: { update(o: unknown): void } } }).demoWidgets.swap.update({
      swap: { tickIn: 'pizza', tickOut: 'ordi', amount: '2', fixed: true },
    }),
  );
  await expect(swapWidget(page).getByTestId('swap-amount-in')).toHaveValue('2');
  await expect(swapWidget(page).getByRole('button', { name: 'Token you pay: pizza' })).toBeDisabled();
  // The host's slippage (1%) stays through update() (issue 28, 9: it fell back to 0.5%); a user's own choice wins over it.
  const slippage = swapWidget(page).getByRole('button', { name: /^Slippage/ });
  await expect(slippage).toHaveText('Slippage 1%');
  await slippage.click();
  await swapWidget(page).getByRole('button', { name: '0.1%' }).click();
  await page.evaluate(() =>
    (window as unknown as { demoWidgets: { swap: { update(o: unknown): void } } }).demoWidgets.swap.update({ swap: { tickIn: 'ordi', tickOut: 'pizza' } }),
  );
  await expect(swapWidget(page).getByTestId('swap-amount-in')).toHaveValue('');
  await expect(slippage).toHaveText('Slippage 0.1%');
  // A tick the swap does not list: said in the widget and to the host's onError, not shown as another pair (issue 28, 9).
  await page.evaluate(() =>
    (window as unknown as { demoWidgets: { swap: { update(o: unknown): void } } }).demoWidgets.swap.update({ swap: { tickIn: 'NOPE', tickOut: 'ordi' } }),
  );
  await expect(swapWidget(page).getByTestId('swap-preset-unknown')).toHaveText('This swap does not list NOPE: there is nothing to swap here.');
  await expect(swapWidget(page).getByTestId('swap-form')).toHaveCount(0);
  await expect
    .poll(async () => (await events(page)).filter((e) => e.name === 'error').map((e) => (e.detail as { message: string }).message))
    .toContain('This swap does not list NOPE: there is nothing to swap here.');
  // A mistake in the options, through the loader: the host's onError says what it is, and nothing is added.
  const mistake = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        (window as unknown as { BitcoinAssetsWidget: { create(o: unknown): unknown } }).BitcoinAssetsWidget.create({
          kind: 'trade',
          api: { base: 'x' },
          onError: resolve,
        });
      }),
  );
  expect(mistake).toEqual({ kind: 'trade', rejected: false, message: `Bitcoin Assets widget: kind must be 'swap' or 'buy' (got "trade").`, code: null });
  await expect(page.locator('bitcoin-assets-widget')).toHaveCount(2);

  await page.evaluate(() => {
    const w = (window as unknown as { demoWidgets: { swap: { destroy(): void }; buy: { destroy(): void } } }).demoWidgets;
    w.swap.destroy();
    w.buy.destroy();
  });
  await expect(page.locator('bitcoin-assets-widget')).toHaveCount(0);
  expect(await nodes()).toBe(beforeNodes);
  expect(await listeners()).toEqual(beforeListeners);
  // A destroyed handle does nothing.
  await page.evaluate(() => (window as unknown as { demoWidgets: { swap: { open(): void } } }).demoWidgets.swap.open());
  await expect(page.locator('bitcoin-assets-widget')).toHaveCount(0);
});

test('two widgets on one page share the connection: signing in with one signs in the other, Disconnect signs both out (issue 28, 9)', async ({ page }) => {
  await openDemo(page);
  const swap = swapWidget(page);
  const buy = buyWidget(page);
  // The buy widget is on the page (opened, then closed) before anyone signs in.
  await page.getByRole('button', { name: 'Buy with the widget' }).click();
  await expect(buy.getByRole('button', { name: 'Connect wallet to buy' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(buy.getByRole('dialog')).toHaveCount(0);

  await swap.getByRole('button', { name: 'Connect wallet' }).click();
  await swap.getByRole('dialog').locator('[data-wallet="unisat"]').click();
  await approve(page, 'connect');
  await approve(page, 'sign-message');
  await expect(swap.getByTestId('widget-account')).toBeVisible();
  // No second connection and no second signature: the buy widget is signed in as the same account.
  await page.getByRole('button', { name: 'Buy with the widget' }).click();
  await expect(buy.getByTestId('buy-dialog')).toContainText('You are buying Devnet Punk #2');
  await expect(buy.getByTestId('buy-confirm')).toBeEnabled();
  await expect(page.locator('[data-devnet-wallet-prompt]')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await swap.getByTestId('widget-account').getByRole('button', { name: 'Disconnect' }).click();
  await expect(swap.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy with the widget' }).click();
  await expect(buy.getByRole('button', { name: 'Connect wallet to buy' })).toBeVisible();
});

test('an integrated widget’s Please Wait overlay stays over the widget, never over the host page (issue 28, 9)', async ({ page, request }) => {
  await openDemo(page);
  await connectAndQuote(page);
  await autoApprove(page);
  await request.post(`${API}/devnet/api/swap/commit`, { data: { ms: 4_000 } });
  const swap = swapWidget(page);
  await swap.getByTestId('swap-submit').click();
  await expect(swap.getByTestId('op-commit-overlay')).toBeVisible();
  const [overlay, widget] = await swap.evaluate((host) =>
    [host.shadowRoot!.querySelector('[data-testid="op-commit-overlay"]')!, host].map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  );
  expect(overlay!.left).toBeGreaterThanOrEqual(widget!.left);
  expect(overlay!.right).toBeLessThanOrEqual(widget!.right);
  expect(overlay!.top).toBeGreaterThanOrEqual(widget!.top);
  expect(overlay!.bottom).toBeLessThanOrEqual(widget!.bottom);
  await expect(swap.getByTestId('op-commit-overlay')).toBeHidden({ timeout: 15_000 });
});

test('onError tells a wallet rejection apart from a failure', async ({ page, request }) => {
  await openDemo(page);
  const swap = swapWidget(page);
  await connectAndQuote(page);

  // The user says no in the wallet: onError with rejected true, and no error shown.
  await swap.getByTestId('swap-submit').click();
  await swap.getByTestId('swap-review-confirm').click();
  await page.locator('[data-devnet-wallet-prompt="sign-message"]').getByRole('button', { name: 'Reject' }).click();
  await expect.poll(async () => (await events(page)).filter((e) => e.name === 'error').length).toBe(1);
  expect((await events(page)).find((e) => e.name === 'error')!.detail).toEqual({ kind: 'swap', rejected: true, message: '', code: null });
  await expect(swap.getByRole('alert')).toHaveCount(0);

  // The pool moves past the slippage while the wallet asks (after the review's last look at the price): a failure,
  // with the server's code.
  await expect(swap.getByTestId('swap-submit')).toBeEnabled();
  await swap.getByTestId('swap-submit').click();
  await swap.getByTestId('swap-review-confirm').click();
  await expect(page.locator('[data-devnet-wallet-prompt="sign-message"]').getByRole('button', { name: 'Approve' })).toBeVisible();
  await request.post(`${API}/devnet/api/swap/move-price`, { data: { tickIn: 'ordi', tickOut: 'pizza', amount: '500' } });
  await approve(page, 'sign-message');
  await expect(swap.getByRole('alert')).toHaveText('The price moved more than your slippage tolerance. Try again or raise the tolerance.');
  const failure = (await events(page)).filter((e) => e.name === 'error')[1]!;
  expect(failure.detail).toMatchObject({ kind: 'swap', rejected: false, code: -8 });
  expect(failure.detail.message).toContain('slippage');
  expect(await swapBalance(request, one!.ordinalsAddress, 'ordi')).toBe('500');
});

// Issue 24: a look-alike name warns in the widget's buy card and dialog (widget-names.ts).
describeWidgetNames();

// Issue 24: each file of the widget changed in turn stops it with onError naming the file (widget-integrity.ts).
describeWidgetIntegrity();

// Issue 28, 10: the README's embedding walkthrough, written out and served from another origin (widget-embed.ts).
describeEmbedWalkthrough();

// Issue 45: the playground on the demo host, at 390 px (widget-playground.ts).
describeWidgetPlayground();
