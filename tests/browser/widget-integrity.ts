import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, newDevnetContext, test } from './devnet-fixture';
import { widgetFiles } from '../../scripts/widget-files';
import { importMapText } from '../../src/widget/integrity-map';

/**
 * The widget's integrity (issue 24): the loader holds the SHA-384 hash of widget.js and every chunk, and the browser
 * refuses a file whose bytes differ. Here: loader.js holds the true hash of every file of dist-widget/; widget.js
 * (loaded first) and a lazy chunk (loaded when a buy widget is made), each served changed (a line added that would
 * set window.__tampered) on the demo host page, stop the widget with onError naming the file, and none of the changed
 * file's code runs; one changed byte is enough; loader.js is its SRI hash's; the import map under a CSP. The browser's
 * check is the same for every file in the map (one browser test per file, 41 of them, cost 60 s of CI's browser
 * stage). Called from widget.spec.ts, whose tests share the widget's devnet (5177) and run one at a time from a
 * fresh one (run beside them, a sign-in here would replace theirs: one pending sign-in per address).
 */
const API = 'http://127.0.0.1:5177';
const DEMO = 'http://127.0.0.1:6177';
const WIDGET = `${API}/widget/v1/`;
/** Every file the loader loads: widget.js and each chunk (loader.js itself is the host's SRI hash's). */
const FILES = existsSync('dist-widget/chunks') ? ['widget.js', ...readdirSync('dist-widget/chunks').map((name) => `chunks/${name}`)] : [];

/** The file a source module was built into (the widget's manifest: chunks are named by their hash alone). */
const builtFile = (source: string): string =>
  (JSON.parse(readFileSync('dist-widget/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>)[source]!.file;

interface DemoEvent {
  readonly name: string;
  readonly detail: Record<string, unknown>;
}
const events = (page: Page) => page.evaluate(() => (window as unknown as { demoEvents: DemoEvent[] }).demoEvents);
const errors = async (page: Page) => (await events(page)).filter((e) => e.name === 'error').map((e) => String(e.detail.message));
const tampered = (page: Page) => page.evaluate(() => (window as unknown as { __tampered?: unknown }).__tampered);

/** The first steps of the widget's journey: each starts something, then waits for what it shows. */
const STEPS: readonly { name: string; run(page: Page): Promise<void>; done(page: Page): Promise<void> }[] = [
  {
    name: 'the page and a swap widget',
    run: async (page) => {
      await page.goto(`${DEMO}/?manual`);
      await page.waitForFunction(() => 'devnetWallet' in window && 'BitcoinAssetsWidget' in window);
      await page.evaluate(() => (window as unknown as { demoWidgets: { createSwap(): void } }).demoWidgets.createSwap());
    },
    done: (page) => expect(page.locator('bitcoin-assets-widget[data-kind="swap"]').getByTestId('swap-form')).toBeVisible(),
  },
  {
    name: 'a buy widget',
    run: (page) => page.getByRole('button', { name: 'Buy with the widget' }).click(),
    done: (page) => expect(page.locator('bitcoin-assets-widget[data-kind="buy"]').getByTestId('widget-buy')).toContainText('Devnet Punk'),
  },
];

/** A page with the dev wallet, at 1280 px. */
async function newPage(browser: Browser): Promise<Page> {
  return (await newDevnetContext(browser, { viewport: { width: 1280, height: 800 } }, API)).newPage();
}

/** Serves `file` with `change` made to it; every other file as built. */
async function serveChanged(page: Page, file: string, change: (text: string) => string): Promise<void> {
  const text = readFileSync(`dist-widget/${file}`, 'utf8');
  await page.route(WIDGET + file, (route) =>
    route.fulfill({
      body: change(text),
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' },
    }),
  );
}
/** A line added at the end: the attack of issue 24 (one line appended to a self-hosted widget.js). */
const appendLine = (file: string) => (text: string) => `${text}\n;window.__tampered = ${JSON.stringify(file)};\n`;

const stoppedMessage = (file: string) =>
  `The widget was stopped: its file ${file} is not the one this loader was built with (its SHA-384 hash does not match), so none of its code was run. Serve the widget's files as they were built, next to loader.js.`;

/** Opens the demo page (?manual) with its HTML and CSP changed, and creates the swap widget. */
async function openChangedDemo(page: Page, change: (html: string, csp: string) => { html: string; csp: string }): Promise<string[]> {
  const violations: string[] = [];
  // A page Playwright serves counts as a public one: Chromium then asks before it loads the widget from 127.0.0.1.
  await page.context().grantPermissions(['local-network-access']);
  await page.exposeFunction('noteViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { noteViolation(t: string): void }).noteViolation(e.violatedDirective)),
  );
  await page.route(`${DEMO}/?manual`, async (route) => {
    const response = await route.fetch();
    const { html, csp } = change(await response.text(), response.headers()['content-security-policy']!);
    await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-security-policy': csp } });
  });
  await STEPS[0]!.run(page);
  return violations;
}

const withoutNonce = (csp: string) => csp.replace(/ 'nonce-[^']+'/, '');

export function describeWidgetIntegrity(): void {
  test.describe('the widget’s integrity: every file it loads is checked against the loader’s hashes (issue 24)', () => {
    test('loader.js holds the SHA-384 of every file it may load, as the files are on disk', () => {
      const loader = readFileSync('dist-widget/loader.js', 'utf8');
      // Each file's path beside its hash, as the loader's list has them: [`path`, `SHA-384 in base64`, imports].
      const sha384 = (file: string) =>
        createHash('sha384')
          .update(readFileSync(`dist-widget/${file}`))
          .digest('base64');
      const missing = FILES.filter((file) => !loader.includes(`[\`${file}\`,\`${sha384(file)}\``));
      expect(missing).toEqual([]);
    });

    // The browser refuses any file whose bytes differ from its hash in the map (above: every file has one), through
    // the same import map for every file: widget.js (loaded first, with its static imports) and a lazy chunk (loaded
    // when a buy widget is created, through the widget's chunk guard) show both ways a file is loaded.
    for (const [index, pick] of [
      [0, () => 'widget.js'],
      [1, () => builtFile('src/widget/buy-widget.tsx')],
    ] as const) {
      test(`a file first loaded at "${STEPS[index]!.name}", changed by one line: the widget stops with onError naming it, and none of its code runs`, async ({
        browser,
      }) => {
        const file = pick();
        const page = await newPage(browser);
        await serveChanged(page, file, appendLine(file));
        for (let step = 0; step < index; step++) {
          await STEPS[step]!.run(page);
          await STEPS[step]!.done(page);
        }
        await STEPS[index]!.run(page);
        await expect.poll(() => errors(page), { message: `onError after ${STEPS[index]!.name}` }).not.toEqual([]);
        // Every widget on the page stops, each told why: the file, by name.
        for (const message of await errors(page)) expect(message).toBe(stoppedMessage(file));
        await expect(page.locator('bitcoin-assets-widget')).toHaveCount(0);
        expect(await tampered(page)).toBeUndefined();
        // A widget created afterwards does not start either.
        await page.evaluate(() => (window as unknown as { demoWidgets: { createSwap(): void } }).demoWidgets.createSwap());
        await expect.poll(async () => (await errors(page)).length).toBe(index >= 1 ? 3 : 2);
        await expect(page.locator('bitcoin-assets-widget')).toHaveCount(0);
      });
    }

    test('the chunk only an Xverse signature loads, changed, is refused by the browser through the map: none of its code runs', async ({ browser }) => {
      const file = builtFile('src/services/psbt/sats-connect-inputs.ts');
      const page = await newPage(browser);
      await serveChanged(page, file, appendLine(file));
      await STEPS[0]!.run(page);
      await STEPS[0]!.done(page);
      const outcome = await page.evaluate(
        (url) =>
          import(url).then(
            () => 'loaded',
            () => 'refused',
          ),
        WIDGET + file,
      );
      expect(outcome).toBe('refused');
      expect(await tampered(page)).toBeUndefined();
    });

    test('one byte changed, in widget.js or in a lazy chunk, is enough: the widget stops with onError naming the file', async ({ browser }) => {
      const lazy = builtFile('src/widget/buy-widget.tsx');
      for (const file of ['widget.js', lazy]) {
        const page = await newPage(browser);
        // The first letter of the file's first string literal: a byte that runs no code of its own.
        await serveChanged(page, file, (text) => text.replace(/([`"'])([a-z])/, (_all, quote: string, letter: string) => quote + letter.toUpperCase()));
        await STEPS[0]!.run(page);
        if (file === lazy) {
          await STEPS[0]!.done(page);
          await STEPS[1]!.run(page);
        }
        await expect.poll(() => errors(page)).toContain(stoppedMessage(file));
        await expect(page.locator('bitcoin-assets-widget')).toHaveCount(0);
        await page.context().close();
      }
    });

    test('loader.js changed: the browser refuses it for the SRI hash in the page’s script tag', async ({ browser }) => {
      const page = await newPage(browser);
      await serveChanged(page, 'loader.js', appendLine('loader.js'));
      await page.goto(`${DEMO}/?manual`);
      await page.waitForFunction(() => 'devnetWallet' in window);
      expect(await page.evaluate(() => 'BitcoinAssetsWidget' in window)).toBe(false);
      expect(await tampered(page)).toBeUndefined();
    });

    test('under a CSP without the loader’s nonce, the import map is blocked and the widget does not load: onError says so', async ({ browser }) => {
      const page = await newPage(browser);
      const violations = await openChangedDemo(page, (html, csp) => ({ html: html.replace(/ nonce="[^"]+"/, ''), csp }));
      await expect
        .poll(() => errors(page))
        .toEqual([
          "The widget could not be loaded: the page's Content Security Policy blocked the loader's import map (the hashes of the widget's files). Give the loader's script tag the page's nonce.",
        ]);
      expect(violations).toEqual(['script-src-elem']);
      expect(await page.evaluate(() => document.querySelector('script[type="importmap"]') !== null)).toBe(true);
    });

    test('the nonce as data-nonce, or the import map’s hash that build:widget prints, lets the widget load under the CSP', async ({ browser }) => {
      const hash = `'sha256-${createHash('sha256')
        .update(importMapText(WIDGET, widgetFiles('dist-widget')))
        .digest('base64')}'`;
      const ways: ((html: string, csp: string) => { html: string; csp: string })[] = [
        (html, csp) => ({ html: html.replace(/ nonce="/, ' data-nonce="'), csp }),
        (html, csp) => ({ html: html.replace(/ nonce="[^"]+"/, ''), csp: withoutNonce(csp).replace("script-src 'self'", `script-src 'self' ${hash}`) }),
      ];
      for (const way of ways) {
        const page = await newPage(browser);
        const violations = await openChangedDemo(page, way);
        await STEPS[0]!.done(page);
        expect(violations).toEqual([]);
        expect(await errors(page)).toEqual([]);
        await page.context().close();
      }
    });
  });
}
