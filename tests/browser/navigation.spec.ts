import type { Page } from '@playwright/test';
import { expect, test } from './base-test';
import { headerEntries } from '../../src/domain/navigation';
import { ROUTE_TITLES, type RoutePath } from '../../src/domain/route-titles';
import { PRERENDERED_PAGES } from '../../server/prerendered-pages';
import { atOneWidth, expectPage, isPhone, navigation, openNavigation } from './helpers';

const API_DOCS = 'https://docs.unisat.io/';

test.describe('header links and menus (spec 000 section 2)', () => {
  // One test walks every header link and menu item (each from /search, as a visitor would, going back between
  // them): the same checks a test per link made, without a browser context or a page load per link.
  test('every header link and menu item goes to its page, or opens the docs in a new tab', async ({ page }) => {
    const links = headerEntries('ordinals', { apiDocsUrl: API_DOCS }).flatMap((entry) =>
      entry.kind === 'link' ? [{ ...entry, menu: null as string | null }] : entry.items.map((item) => ({ ...item, menu: entry.label as string | null })),
    );
    expect(links.length).toBeGreaterThan(10);
    test.setTimeout(180_000);
    await page.goto('/search');
    for (const link of links) {
      await test.step(`${link.menu ? `${link.menu} › ` : ''}${link.label}${link.note ? ` (${link.note})` : ''} goes to ${link.to ?? link.href}`, async () => {
        // Back to /search the way a visitor goes back (the site's own history, no reload).
        if (new URL(page.url()).pathname !== '/search') await page.goBack();
        await expectPage(page, '/search', ROUTE_TITLES['/search']);
        await openNavigation(page);
        const nav = navigation(page);
        if (link.menu && !isPhone(page)) await nav.getByRole('button', { name: link.menu }).click();
        const anchor = nav.locator(`[data-nav-id="${link.id}"]`);
        await expect(anchor).toBeVisible();
        if (link.note) await expect(anchor).toContainText(link.note);
        if (link.href) {
          await expect(anchor).toHaveAttribute('href', link.href);
          await expect(anchor).toHaveAttribute('target', '_blank');
          await expect(anchor).toHaveAttribute('rel', /noopener/);
          return;
        }
        await anchor.click();
        // A menu item to a tick's page (the pizza claim's): that page, titled by its tick.
        const [path, query] = link.to!.split('?');
        if (query) {
          await expect(page).toHaveURL((url) => url.pathname + url.search === link.to);
          const tick = new URLSearchParams(query).get('tick')!;
          await expect(page.getByTestId('page')).toHaveAttribute('data-page-title', `${tick} · ${ROUTE_TITLES[path as RoutePath]}`);
        } else await expectPage(page, link.to!, ROUTE_TITLES[link.to as RoutePath]);
      });
    }
  });

  test('the brc-20 swap entry is labelled module: brc20-swap', async ({ page }) => {
    await page.goto('/');
    await openNavigation(page);
    if (!isPhone(page)) await navigation(page).getByRole('button', { name: 'brc-20' }).click();
    await expect(navigation(page).locator('[data-nav-id="brc20-swap"]')).toHaveText(/Swap\s*module: brc20-swap/);
  });

  test('the runes header shows Inscribe, Explorer and Marketplace', async ({ page }) => {
    await page.goto('/runes/market');
    await openNavigation(page);
    const nav = navigation(page);
    await expect(nav.locator('[data-nav-id]')).toHaveText(['Inscribe', 'Explorer', 'Marketplace']);
    await nav.getByText('Explorer').click();
    await expectPage(page, '/runes/list', 'Runes Explorer');
  });

  test('the atomicals header shows only Marketplace', async ({ page }) => {
    await page.goto('/atomicals');
    await expectPage(page, '/atomicals/market/arc20', 'Atomicals Marketplace');
    await openNavigation(page);
    await expect(navigation(page).locator('[data-nav-id]')).toHaveText(['Marketplace']);
  });
});

test.describe('routes', () => {
  // Every route's page and title are checked where axe visits every page (accessibility.spec.ts).

  test('an unknown path gets a real not-found page with a way back', async ({ page }) => {
    await page.goto('/market/no-such-thing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByTestId('not-found')).toContainText('/market/no-such-thing');
    await expect(page).toHaveTitle(/^Page not found/);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expectPage(page, '/', 'Home');
  });

  test('the footer links the policies, which are real pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByTestId('footer');
    await expect(footer.getByRole('link', { name: 'API Documentation' })).toHaveAttribute('href', API_DOCS);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await page.goto('/');
    await page.getByTestId('footer').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await page.goto('/');
    await page.getByTestId('footer').getByRole('link', { name: 'Developer Disclaimer' }).click();
    await expectPage(page, '/developer-disclaimer', 'Developer Disclaimer');
    await page.getByTestId('footer').getByRole('link', { name: 'Media Kit' }).click();
    await expectPage(page, '/media-kit', 'Media Kit');
  });

  test('the footer starts below the first screen, so it never shows while a page loads only to be pushed down (issue 46)', async ({ page }) => {
    for (const path of ['/', '/market', '/inscribe', '/swap', '/nope']) {
      await page.goto(path);
      await expect(page.getByTestId('page')).toBeVisible();
      const [top, screen] = await page.evaluate(() => [document.querySelector('[data-testid="footer"]')!.getBoundingClientRect().top, window.innerHeight]);
      expect(top, path).toBeGreaterThanOrEqual(screen);
    }
  });

  test('no page is wider than the screen, down to 360 px', async ({ page }) => {
    if (isPhone(page)) await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/market', '/runes/market', '/atomicals/market/arc20', '/download', '/nope']) {
      await page.goto(path);
      await expect(page.getByTestId('page')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

/** Records every element taken out of the page from its first byte on (a page thrown away and built again shows here). */
async function watchRemovedElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removed: string[] }).removed = removed;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.tagName.toLowerCase());
    }).observe(document, { childList: true, subtree: true });
  });
}
const removedElements = (page: Page) => page.evaluate(() => (window as unknown as { removed: string[] }).removed);

test.describe('a page without prerendered HTML (issue 46)', () => {
  test(
    "paints its first frame (the header, a loading line) before it asks for the page's module, then shows the page",
    atOneWidth('desktop', 'the order of the requests, the same at every width'),
    async ({ page }) => {
      // The time of the first frame after the app's first render is in the page: the requestAnimationFrame callbacks of
      // that frame run just before it is painted. (The paint's own entry carries the time the frame reached the screen,
      // which on a busy machine comes after the page's next task.)
      await page.addInitScript(() => {
        const w = window as unknown as { firstFrame: number };
        w.firstFrame = -1;
        new MutationObserver((_records, observer) => {
          if (!document.getElementById('root')?.childElementCount) return;
          observer.disconnect();
          requestAnimationFrame(() => (w.firstFrame = performance.now()));
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/market/brc20/ordi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ordi');
      const order = await page.evaluate(() => {
        const frame = (window as unknown as { firstFrame: number }).firstFrame;
        const asked = performance.getEntriesByType('resource').find((entry) => /\/asset-page-[\w-]+\.js$/.test(entry.name))?.startTime ?? -1;
        return { framed: frame > 0, askedAfterTheFrame: asked > frame };
      });
      expect(order).toEqual({ framed: true, askedAfterTheFrame: true });
    },
  );
});

test.describe('prerendered pages (issue 46)', () => {
  test('a page paints before any script: its title, heading, lead and tab, with its buttons waiting for the app', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/market?tab=domain');
    await expect(page).toHaveTitle('Ordinals Marketplace | Bitcoin Assets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ordinals Marketplace');
    await expect(page.getByText('Buy and sell brc-20 tokens, domain names and collection items, at a fixed price or by auction.')).toBeVisible();
    await expect(page.getByText('Loading domains…')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeDisabled();
    await context.close();
  });

  test(
    'a search with any query paints before any script, the query nowhere in its HTML; the app puts it in the box, nothing removed',
    atOneWidth('desktop', 'the HTML and the box, the same at every width'),
    async ({ browser, page }) => {
      const query = '<img src=x onerror=alert(1)> ordi';
      const url = `/search?q=${encodeURIComponent(query)}`;
      const context = await browser.newContext({ javaScriptEnabled: false });
      const painted = await context.newPage();
      const html = await (await painted.goto(url))!.text();
      expect(html).not.toContain('onerror');
      expect(html).not.toContain('prerendered-value');
      await expect(painted.getByRole('heading', { level: 1 })).toHaveText('Search');
      await expect(painted.getByRole('status')).toHaveText('Searching…');
      await expect(painted.getByTestId('search-input')).toHaveValue('');
      await expect(painted.getByTestId('search-input')).toBeDisabled();
      await context.close();

      await watchRemovedElements(page);
      await page.route('**/api/**', () => undefined);
      await page.goto(url);
      await expect(page.getByTestId('search-input')).toHaveValue(query);
      await expect(page.getByTestId('search-input')).toBeEnabled();
      await expect(page.getByRole('status')).toHaveText('Searching…');
      expect(await removedElements(page)).toEqual([]);
    },
  );

  test(
    "a visitor's page fetches no signed-in code: neither the wallet libraries nor the trade notices' market reads",
    atOneWidth('desktop', 'the scripts fetched, the same at every width'),
    async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      // The session's runtime comes (Connect works): it is asked for after the page's first render, which on a busy
      // machine can be after the page's network has been quiet for a while.
      const runtime = page.waitForRequest((request) => /\/wallet-session-runtime-[\w-]+\.js$/.test(new URL(request.url()).pathname));
      await page.goto('/market?tab=collection');
      await runtime;
      await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
      await page.waitForLoadState('networkidle');
      // Nothing only a signed-in user needs.
      expect(scripts.filter((path) => /\/(trade-notices|wallet-flow|address-bids)-[\w-]+\.js$/.test(path))).toEqual([]);
    },
  );

  test(
    'a referrer in the URL a visitor lands with is kept, also where the route sends them on at once',
    atOneWidth('desktop', 'the URL and the storage, the same at every width'),
    async ({ page }) => {
      await page.goto('/runes?ref=partner7&id=42');
      await expect(page).toHaveURL(/\/runes\/inscribe$/);
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ba:referrer') ?? 'null') as { ref: string; id: string } | null))
        .toMatchObject({ ref: 'partner7', id: '42' });
    },
  );

  test('the app takes the painted page over in place: not one element of it removed, its buttons alive, nothing moved', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await watchRemovedElements(page);
    // Nothing answers the page's reads, so every change seen is the takeover's own.
    await page.route('**/api/**', () => undefined);
    await page.goto('/inscribe?mode=file');
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
    await expect(page.locator('header')).toHaveCount(1);
    expect(await removedElements(page)).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  // Every page as vite preview serves it; and as a gateway serves it on testnet (its network fixed, its banner), the
  // pages whose first render differs most from the others. In three tests, side by side on the workers.
  const GATEWAY = 'http://127.0.0.1:5190';
  const HYDRATED = [
    ...PRERENDERED_PAGES.map((path) => (path === '/search?q=' ? '/search?q=ordi%20%3Cb%3E' : path)),
    ...['/', '/market?tab=domain', '/inscribe?mode=file', '/swap', '/runes/list'].map((path) => `${GATEWAY}${path}`),
  ];
  const THIRD = Math.ceil(HYDRATED.length / 3);
  for (const part of [0, 1, 2]) {
    const urls = HYDRATED.slice(part * THIRD, (part + 1) * THIRD);
    test(
      `every prerendered page the app hydrates ends as the DOM of a render that compares every attribute: ${urls[0]} to ${urls.at(-1)}`,
      atOneWidth('desktop', 'the DOM, the same at every width'),
      async ({ page, browser }) => {
        test.setTimeout(90_000);
        // A visitor the app remembers something of (here a referrer, which changes nothing shown) gets the page rendered
        // over its HTML, every attribute compared and set as the app has it (take-over.ts); a new visitor gets it
        // hydrated. Nothing answers either page's reads, so both show the page's first render.
        const rendered = await browser.newPage({ viewport: page.viewportSize() });
        await rendered.addInitScript(() => localStorage.setItem('ba:referrer', JSON.stringify({ ref: 'partner7', id: '', timestamp: Date.now() })));
        for (const each of [page, rendered]) await each.route('**/api/**', () => undefined);
        // Both pages taken over (their Connect alive: the served HTML has it disabled), then the same DOM.
        for (const url of urls) {
          await Promise.all([page.goto(url), rendered.goto(url)]);
          for (const each of [page, rendered]) await expect(each.getByRole('button', { name: 'Connect', exact: true }), url).toBeEnabled();
          await expect.poll(async () => difference(await domOf(page), await domOf(rendered)), { message: url }).toBe('');
        }
        await rendered.context().close();
      },
    );
  }
});

/** The root's elements, one a line, indented: each name and its attributes in order (the style as the browser reads it, a control's value), and its text. */
const domOf = (page: Page) =>
  page.evaluate(() => {
    const lines: string[] = [];
    const walk = (node: Element, depth: number) => {
      const attributes = Array.from(node.attributes, (a) => (a.name === 'style' ? `style="${(node as HTMLElement).style.cssText}"` : `${a.name}="${a.value}"`))
        // An option's `selected` is the HTML's way to say the select's value: the value itself is compared.
        .filter((a) => !(node.localName === 'option' && a.startsWith('selected=')));
      if (node instanceof HTMLSelectElement || node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement)
        attributes.push(`(value)="${node.value}"`, `(checked)="${node instanceof HTMLInputElement && node.checked}"`);
      lines.push(`${' '.repeat(depth)}<${node.localName} ${attributes.sort().join(' ')}>`);
      let text = '';
      for (const child of Array.from(node.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) text += (child as Text).data;
        else if (child.nodeType === Node.ELEMENT_NODE) {
          if (text) lines.push(`${' '.repeat(depth + 1)}${JSON.stringify(text)}`);
          text = '';
          walk(child as Element, depth + 1);
        }
      }
      if (text) lines.push(`${' '.repeat(depth + 1)}${JSON.stringify(text)}`);
    };
    walk(document.getElementById('root')!, 0);
    return lines;
  });

/** '' when the two are the same; else the first line that differs, with the lines before it. */
function difference(taken: string[], rendered: string[]): string {
  const at = taken.findIndex((line, i) => line !== rendered[i]);
  const first = at === -1 ? (taken.length === rendered.length ? -1 : Math.min(taken.length, rendered.length)) : at;
  if (first === -1) return '';
  const around = (lines: string[]) => lines.slice(Math.max(0, first - 3), first + 2).join('\n');
  return `taken over:\n${around(taken)}\nrendered:\n${around(rendered)}`;
}
