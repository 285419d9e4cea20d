import { expect, test } from './base-test';
import { ROUTE_TITLES } from '../../src/domain/route-titles';
import { expectPage, followLinkTo, isPhone } from './helpers';
import { expectNoViolations } from './axe-check';

/**
 * axe-core on every page and every dialog and menu of the shell, at both widths, against the
 * production build. The market's pages with their data are checked on the devnet (market.spec.ts).
 */
test.describe('axe finds nothing', () => {
  // Every page at 1280 px. At 390 px a page has the same elements in another layout (colours and names do not
  // change with the width): the phone checks the pages with the most of their own layout, and the drawer below.
  const PHONE_PAGES = new Set(['/', '/market', '/swap', '/inscribe', '/search']);
  // One test visits every page (a step each) as a link in the app goes there: its page and title, then axe; the same
  // checks as a test per page, without a context per page or the app's start per page (what the first load paints,
  // before the app takes it over, is the app's own render: navigation.spec.ts compares the two).
  test('on every page, each with its page and title', async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'phone-390';
    test.setTimeout(180_000);
    await page.goto('/');
    for (const [path, title] of Object.entries(ROUTE_TITLES).filter(([p]) => !phone || PHONE_PAGES.has(p))) {
      await test.step(`on ${path}`, async () => {
        await followLinkTo(page, path);
        await expectPage(page, path, title);
        await expectNoViolations(page, path);
      });
    }
  });

  test('on the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByTestId('page')).toBeVisible();
    await expectNoViolations(page, 'not found');
  });

  test('with the wallet chooser open', async ({ page }) => {
    await page.goto('/market');
    await page.getByTestId('connect-button').click();
    await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
    await expectNoViolations(page, 'the wallet chooser');
    // The page behind the modal is out of reach while it is open.
    await expect(page.getByTestId('header').locator('xpath=ancestor-or-self::*[@inert]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('header').locator('xpath=ancestor-or-self::*[@inert]')).toHaveCount(0);
  });

  test('with a header menu or the phone drawer open', async ({ page }) => {
    await page.goto('/');
    if (isPhone(page)) {
      await page.getByTestId('mobile-menu-button').click();
      await expect(page.locator('#mobile-nav')).toBeVisible();
      await expectNoViolations(page, 'the drawer');
    } else {
      await page.getByTestId('menu-market').getByRole('button').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoViolations(page, 'the Market menu');
    }
  });
});

test.describe('Escape closes what is open', () => {
  test('every header menu opened by click or Enter, and the phone drawer', async ({ page }) => {
    await page.goto('/');
    if (isPhone(page)) {
      const button = page.getByTestId('mobile-menu-button');
      await button.click();
      await expect(page.locator('#mobile-nav')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('#mobile-nav')).toHaveCount(0);
      await expect(button).toBeFocused();
      return;
    }
    const menus = page.getByTestId('header').locator('[data-testid^="menu-"]');
    // The header is rendered by the app after the page's load: its menus are waited for, not counted at once.
    await expect(menus.first()).toBeVisible();
    const count = await menus.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) {
      const button = menus.nth(i).getByRole('button');
      await button.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(button).toBeFocused();
      await button.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
  });
});

test('the site has a favicon.ico as well as its SVG icon', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});
