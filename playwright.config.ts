import { defineConfig } from '@playwright/test';

/**
 * Browser tests run Debian's Chromium (/usr/bin/chromium; never `playwright install`) against production code:
 * the build served by `vite preview`, and the devnet-mode build served by devnet processes; at a phone width
 * (390 px) and a desktop width (1280 px). One test runs `npm start`'s dev server.
 */
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** A devnet process on `port` serving the devnet-mode production build, its state in a file of its own. */
function devnet(port: number, name: string, extra = '') {
  return {
    command: `npx tsx devnet/cli.ts --port ${port} --data test-results/devnet-${name}/state.json --site dist-devnet/site ${extra}`.trim(),
    url: `http://127.0.0.1:${port}/devnet`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    // The devnet flows share one devnet's state, so they run in one project only.
    { name: 'phone-390', use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: false }, testIgnore: /(devnet|widget|inscribe|npm-start)\.spec\.ts/ },
    { name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: 'npx vite preview --host 127.0.0.1 --port 4173 --strictPort',
      url: 'http://127.0.0.1:4173',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // Each group of tests that needs its own state has a devnet process of its own, started once, serving the
    // production build in devnet mode (npm run build:devnet) compressed; the tests put the dev wallet into pages.
    // The devnet flows, one at a time, each from a fresh devnet.
    devnet(5174, 'e2e'),
    // The market's pages at both widths: they read it and only add to it.
    devnet(5176, 'market'),
    // The widget, with its demo host page on another origin (6177).
    devnet(5177, 'widget', '--widget dist-widget --demo-port 6177'),
    // Inscribing, its orders, search, brc-20 and the deployer: they mine its blocks.
    devnet(5178, 'inscribe'),
    {
      // `npm start` itself (the dev server with the devnet mounted and the wallet it injects): one test proves it.
      command: 'npx vite --mode devnet --host 127.0.0.1 --port 5179 --strictPort',
      url: 'http://127.0.0.1:5179/devnet',
      env: { DEVNET_DATA: 'test-results/devnet-start/state.json' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
