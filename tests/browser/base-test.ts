import { test as playwrightTest } from '@playwright/test';

/**
 * Playwright's `test` with a screenshot of every open page when a test fails, and none when it passes.
 *
 * Playwright's own `screenshot: 'only-on-failure'` captures every page of every context that closes during a test (the
 * test's own context included, when it is closed after the test) and throws the pictures away when the test passes:
 * one capture for each of the suite's contexts, about 0.1 core-s each (measured 2026-12-03 on this machine: 0.08–0.14
 * core-s a capture at 390 and 1280 px). The config turns it off; this takes the pictures only for a failure, before
 * the test's pages close, attached to the report as Playwright's were.
 */
export const test = playwrightTest.extend({
  page: async ({ page }, provide, testInfo) => {
    await provide(page);
    if (testInfo.status === testInfo.expectedStatus) return;
    const pages = page
      .context()
      .browser()!
      .contexts()
      .flatMap((context) => context.pages());
    for (const [index, open] of pages.entries()) {
      const path = testInfo.outputPath(`test-failed-${index + 1}.png`);
      try {
        await open.screenshot({ path, timeout: 5_000 });
      } catch {
        // A page that cannot be captured (crashed, or closed meanwhile): the others' pictures and the failure stand.
        continue;
      }
      await testInfo.attach(`screenshot (${open.url()})`, { path, contentType: 'image/png' });
    }
  },
});
export { expect } from '@playwright/test';
