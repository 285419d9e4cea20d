import { test as playwrightTest, type Browser, type Page, type TestInfo } from '@playwright/test';

/**
 * Playwright's `test` with a screenshot of every open page when a test fails, and none when it passes.
 *
 * Playwright's own `screenshot: 'only-on-failure'` captures every page of every context that closes during a test (the
 * test's own context included, when it is closed after the test) and throws the pictures away when the test passes:
 * 236 captures in a run where every test passed, 0.08–0.14 core-s each (measured 2026-12-03 at 390 and 1280 px). The
 * config turns it off; `screenshotFailure` takes the pictures only for a failure, before the test's pages close,
 * attached to the report as Playwright's were.
 */
const captured = new WeakMap<TestInfo, Set<Page>>();

/**
 * When the test failed: a screenshot of every page still open in `browser` that this test has not captured yet. Runs
 * where a test's pages close: after the test's own page (below), and before devnet-fixture closes the contexts a test
 * opened itself (a test that drives only other accounts' pages has no page of its own).
 */
export async function screenshotFailure(browser: Browser, testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  const done = captured.get(testInfo) ?? new Set<Page>();
  captured.set(testInfo, done);
  for (const open of browser.contexts().flatMap((context) => context.pages())) {
    if (done.has(open)) continue;
    done.add(open);
    const path = testInfo.outputPath(`test-failed-${done.size}.png`);
    try {
      await open.screenshot({ path, timeout: 5_000 });
    } catch {
      // A page that cannot be captured (crashed, or closed meanwhile): the others' pictures and the failure stand.
      continue;
    }
    await testInfo.attach(`screenshot (${open.url()})`, { path, contentType: 'image/png' });
  }
}

export const test = playwrightTest.extend({
  page: async ({ page, browser }, provide, testInfo) => {
    await provide(page);
    await screenshotFailure(browser, testInfo);
  },
});
export { expect } from '@playwright/test';
