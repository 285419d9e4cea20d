/**
 * The flags Debian's Chromium runs with here, for the browser tests (playwright.config.ts) and for Lighthouse
 * (scripts/lighthouse.ts): no sandbox (root in a container), no GPU, and none of the browser's own traffic
 * (background requests, component updates, sync, the first-run pages), so a run measures and tests only the app.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser the tests drive (playwright.config.ts, and the size budgets' widget in scripts/widget-browser-size.ts):
 * Debian's chromium-headless-shell, the same Chromium build without the browser's window and its pages (Playwright's
 * own default for headless runs). The browser stage took 447 core-seconds (240 s) with it and 531 (278 s) with
 * /usr/bin/chromium, all 217 tests passing in both (measured back to back on 2026-12-02). Lighthouse keeps
 * /usr/bin/chromium: it measures the browser a visitor runs. `CHROMIUM_PATH` points the tests at another binary.
 */
export const TEST_CHROMIUM: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
