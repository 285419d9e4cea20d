import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from './scripts/chromium-flags';

/**
 * Browser tests run Debian's Chromium (its headless shell, TEST_CHROMIUM; never `playwright install`) against production code:
 * the build served by `vite preview`, and the devnet-mode build served by devnet processes (all started by
 * tests/browser/servers.ts); at a phone width (390 px) and a desktop width (1280 px). One test runs `npm start`'s
 * dev server.
 */
// Fewer processes per page for the tests (not for Lighthouse, which measures a browser as visitors run it): the GPU
// (software only here) and the network service in the browser's process, and a cross-origin frame (an inscription's
// content, a widget) in its page's renderer. The same-origin policy still holds between frames; what a separate
// process adds against a compromised renderer is not what these tests check. Measured over the whole browser stage:
// 750 and 701 core-seconds without, 626 with (388 and 366 s against 331 s). `--enable-features` keeps Playwright's
// own (CDPScreenshotNewSurface): the last such switch wins.
const FEWER_PROCESSES = ['--in-process-gpu', '--enable-features=CDPScreenshotNewSurface,NetworkServiceInProcess2', '--disable-site-isolation-trials'];
// The full Chromium 156 (CHROMIUM_PATH=/usr/bin/chromium; the headless shell has no address bar) draws its address
// bar's suggestions in a page of its own (chrome://omnibox-popup.top-chrome), and starts one, in a renderer of its
// own, for every window: every test's page, none of them ever shown. Three windows
// cost 11 core-seconds with them and 3 without (measured, the browser's process tree). `--disable-features` keeps
// Playwright's own list (playwright-core 1.64's chromiumSwitches.ts): the last such switch wins.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'Translate',
  'AutoDeElevate',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
];
const NO_ADDRESS_BAR_PAGES = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`;
const chromiumArgs = ['--headless', ...CHROMIUM_FLAGS, ...FEWER_PROCESSES, NO_ADDRESS_BAR_PAGES];

/** The files that drive a devnet's flows in order (at 1280 px; the layouts at 390 px are in the other files). */
const FLOWS = /(devnet|swap-devnet|inscribe|widget|npm-start|road)\.spec\.ts$/;
/** Files whose checks are the same at every width (the site through a real network's gateway; headers, frames and keys): at 1280 px only. */
const ONE_WIDTH = /(gateway|security)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  // Three workers on two cores: the devnet flows wait on their polls (5 s) and blocks, and a third worker runs
  // meanwhile (measured: 3.8 min against 4.1 with two).
  workers: 3,
  retries: 0,
  timeout: 30_000,
  // An answer the page waits for can take past Playwright's default 5 s when the devnets, three browsers and the
  // preview share two cores (a refused order's page in a second browser did, once, in CI): 10 s for every check.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    launchOptions: { executablePath: TEST_CHROMIUM, args: chromiumArgs },
    // A trace records every action's snapshot and a screencast for every test (about 15% of the run's CPU, measured:
    // 5.0 min with it, 4.3 without). CI keeps a screenshot of each open page and the page's accessibility snapshot of
    // a failure; a developer's run keeps the whole trace of a failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The failure's screenshots are taken by the tests' own `test` (tests/browser/base-test.ts): Playwright's
    // 'only-on-failure' captures every context's pages as it closes, in every test, to keep them if it fails.
    screenshot: 'off',
  },
  projects: [
    // The devnet flows first: each file is a chain of tests, one at a time on its own devnet, so starting them first
    // lets the short tests of the other projects fill the workers at the end instead of one chain running alone.
    { name: 'devnet-1280', use: { viewport: { width: 1280, height: 800 } }, testMatch: FLOWS },
    // A test that checks what is the same at every width runs at one (tagged @desktop-only or @phone-only, the reason
    // in its annotation): not started at the other, where it used to open a browser context only to skip.
    {
      name: 'phone-390',
      use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: false },
      testIgnore: [FLOWS, ONE_WIDTH],
      grepInvert: /@desktop-only/,
    },
    { name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } }, testIgnore: FLOWS, grepInvert: /@phone-only/ },
  ],
  // The preview of the production build, a devnet per group of tests and `npm start`, side by side
  // (tests/browser/servers.ts); ready when all of them answer.
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs tests/browser/servers.ts',
    url: 'http://127.0.0.1:5170',
    // CI's `npm test` starts them while the unit tests run (scripts/test-stages.sh) and says so.
    reuseExistingServer: !process.env.CI || process.env.BROWSER_SERVERS === 'started',
    timeout: 120_000,
  },
});
