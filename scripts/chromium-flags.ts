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
