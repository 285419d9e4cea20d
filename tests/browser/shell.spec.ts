import { expect, test } from './base-test';
import { switchProtocolTarget, type Protocol } from '../../src/domain/protocol';
import { atOneWidth, expectPage, networkSwitch, protocolSwitcher, serveServerTime } from './helpers';
import { ROUTE_TITLES, type RoutePath } from '../../src/domain/route-titles';

test.beforeEach(async ({ page }) => {
  await serveServerTime(page);
});

test.describe('protocol switcher (spec 000 section 2)', () => {
  const cases: [string, Protocol, string][] = [
    ['/market', 'runes', '/runes/market'],
    ['/brc20', 'runes', '/runes/list'],
    ['/inscribe', 'runes', '/runes/inscribe'],
    ['/', 'runes', '/runes/inscribe'],
    ['/search', 'atomicals', '/atomicals/market/arc20'],
    ['/runes/market', 'atomicals', '/atomicals/market/arc20'],
    ['/runes/market', 'ordinals', '/market'],
    ['/atomicals/market/arc20', 'ordinals', '/market'],
    ['/runes/inscribe', 'ordinals', '/inscribe'],
    ['/runes/list', 'ordinals', '/'],
    ['/atomicals/market/arc20', 'runes', '/runes/market'],
  ];
  // One test walks every case (a step each): the same checks a test per case made, without a context per case.
  // The same rule at every width: the phone runs the first case, through the drawer's switcher.
  test('each protocol goes to its page from where the visitor is', async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'phone-390';
    // Two page loads a case: a busy CI machine took over 30 s for the whole walk, so each case has 10 s.
    test.setTimeout(10_000 * (phone ? 1 : cases.length) + 10_000);
    for (const [from, to, target] of phone ? cases.slice(0, 1) : cases) {
      await test.step(`from ${from}, ${to} goes to ${target}`, async () => {
        expect(switchProtocolTarget(from, to)).toBe(target);
        await page.goto(from);
        await expect(page.getByTestId('page')).toBeVisible();
        const switcher = await protocolSwitcher(page);
        await switcher.selectOption(to);
        await expectPage(page, target, ROUTE_TITLES[target as RoutePath]);
        await expect(await protocolSwitcher(page)).toHaveValue(to);
      });
    }
  });

  test('ordinals is the default; runes and atomicals follow the path', async ({ page }) => {
    await page.goto('/search');
    await expect(await protocolSwitcher(page)).toHaveValue('ordinals');
    await page.goto('/runes/list');
    await expect(await protocolSwitcher(page)).toHaveValue('runes');
    await page.goto('/atomicals/market/arc20');
    await expect(await protocolSwitcher(page)).toHaveValue('atomicals');
  });
});

test.describe('single-page mode', () => {
  test('only=1 shows only Connect, and is remembered for the session', async ({ page }) => {
    await page.goto('/market?only=1');
    const header = page.getByTestId('header');
    await expect(header).toHaveAttribute('data-single-page', 'true');
    await expect(header.getByRole('button')).toHaveText(['Connect']);
    await expect(header.getByRole('link')).toHaveCount(0);
    await expect(page.getByTestId('footer')).toHaveCount(0);
    await page.goto('/search');
    await expect(page.getByTestId('header')).toHaveAttribute('data-single-page', 'true');
    await page.goto('/search?only=0');
    await expect(page.getByTestId('header')).not.toHaveAttribute('data-single-page', 'true');
    await expect(page.getByTestId('footer')).toBeVisible();
  });

  test('without it the full header shows', async ({ page }) => {
    await page.goto('/market?only=0');
    await expect(page.getByTestId('header')).not.toHaveAttribute('data-single-page', 'true');
    await expect(page.getByTestId('footer')).toBeVisible();
  });
});

test.describe('network switch', () => {
  test('mainnet by default; testnet shows the banner and is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('testnet-banner')).toHaveCount(0);
    await expect(await networkSwitch(page)).toHaveValue('mainnet');
    await (await networkSwitch(page)).selectOption('testnet');
    await expect(page.getByTestId('testnet-banner')).toHaveText('This is a test network. Coins have no value.');
    await page.reload();
    await expect(page.getByTestId('testnet-banner')).toHaveText('This is a test network. Coins have no value.');
    await (await networkSwitch(page)).selectOption('mainnet');
    await expect(page.getByTestId('testnet-banner')).toHaveCount(0);
  });
});

test.describe('clock drift (spec 000 section 4)', () => {
  test('a banner shows while the clock is off by more than 300 s, and goes once it is right', async ({ page }) => {
    await serveServerTime(page, -60 * 60_000);
    await page.goto('/');
    const banner = page.getByTestId('clock-drift-banner');
    await expect(banner).toContainText('Your device clock is ahead by 60 minutes');
    await serveServerTime(page, 0);
    await banner.getByRole('button', { name: 'Check again' }).click();
    await expect(banner).toHaveCount(0);
  });

  test('within 300 s there is no banner', atOneWidth('desktop', 'the same check at every width'), async ({ page }) => {
    await serveServerTime(page, 4 * 60_000);
    const checked = page.waitForResponse('**/api/ts2');
    await page.goto('/');
    await checked;
    await expect(page.getByTestId('page')).toBeVisible();
    await expect(page.getByTestId('clock-drift-banner')).toHaveCount(0);
  });

  test('a failed check is not drift', atOneWidth('desktop', 'the same check at every width'), async ({ page }) => {
    await page.unroute('**/api/ts2');
    await page.route('**/api/ts2', (route) => route.fulfill({ status: 500, body: 'down' }));
    const checked = page.waitForResponse('**/api/ts2');
    await page.goto('/');
    await checked;
    await expect(page.getByTestId('page')).toBeVisible();
    await expect(page.getByTestId('clock-drift-banner')).toHaveCount(0);
  });
});

test.describe('visitor', () => {
  test('Connect, by keyboard, opens the wallet chooser; a wallet that is not installed says so and links its download', async ({ page }) => {
    await page.goto('/');
    const connect = page.getByTestId('connect-button');
    await connect.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    // The ten wallets of spec 001 section 3, none installed in a plain browser.
    await expect(dialog.locator('[data-wallet]')).toHaveCount(10);
    await expect(dialog.getByText('Installed', { exact: true })).toHaveCount(0);
    await dialog.locator('[data-wallet="unisat"]').click();
    await expect(dialog.getByRole('alert')).toContainText('UniSat Wallet not installed');
    await expect(dialog.getByRole('link', { name: 'Get it' })).toHaveAttribute('href', 'https://unisat.io/download');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('connect-button')).toBeVisible();
  });

  test(
    'on /atomicals the chooser lists UniSat only, with the version warning',
    atOneWidth('desktop', 'the same chooser at every width (the phone one is checked by keyboard above)'),
    async ({ page }) => {
      await page.goto('/atomicals/market/arc20');
      await page.getByTestId('connect-button').click();
      const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
      await expect(dialog).toContainText('The ARC-20 marketplace works only with UniSat Wallet 1.2.2 or later.');
      await expect(dialog.locator('[data-wallet]')).toHaveCount(1);
      await expect(dialog.locator('[data-wallet="unisat"]')).toBeVisible();
    },
  );

  test(
    'on /swap the chooser notes the address types the swap supports',
    atOneWidth('desktop', 'the same chooser at every width (the phone one is checked by keyboard above)'),
    async ({ page }) => {
      await page.goto('/swap');
      await page.getByTestId('connect-button').click();
      await expect(page.getByRole('dialog')).toContainText('The swap supports Native Segwit (P2WPKH) and Taproot (P2TR) addresses.');
    },
  );
});

test.describe('request headers (spec 001 section 7)', () => {
  test(
    'the clock check carries the app id, front version and a valid ES256-signed (P-256) timestamp',
    atOneWidth('desktop', 'the same request at every width'),
    async ({ page }) => {
      const { HEADER } = await import('../../src/services/http/request-signing');
      const { canonicalRequest } = await import('../../src/services/http/canonical-request');
      const { verifyRequestSignature } = await import('../../server/auth/request-signature');
      const request = page.waitForRequest('**/api/ts2');
      await page.goto('/');
      const seen = await request;
      const headers = seen.headers();
      const url = seen.url();
      const lower = (name: string) => headers[name.toLowerCase()];
      expect(lower(HEADER.appId)).toBe('bitcoin-assets-web');
      expect(lower(HEADER.frontVersion)).toBeTruthy();
      expect(lower(HEADER.session)).toBeUndefined();
      const ts = Number(lower(HEADER.timestamp));
      expect(Math.abs(ts - Date.now())).toBeLessThan(60_000);
      expect(
        verifyRequestSignature(
          lower(HEADER.signature)!,
          lower(HEADER.clientKey)!,
          canonicalRequest({ ts, proofId: lower(HEADER.proofId)!, method: 'GET', url, body: undefined, session: null }),
        ),
      ).toBe(true);
    },
  );
});
