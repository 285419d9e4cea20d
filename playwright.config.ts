import { defineConfig } from '@playwright/test';

/**
 * Browser tests run Debian's Chromium (/usr/bin/chromium; never `playwright install`) against the
 * production build served by `vite preview`, at a phone width (390 px) and a desktop width (1280 px).
 */
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

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
    { name: 'phone-390', use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: false }, testIgnore: /(devnet|widget|inscribe)\.spec\.ts/ },
    { name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: 'npx vite preview --host 127.0.0.1 --port 4173 --strictPort',
      url: 'http://127.0.0.1:4173',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // `npm start`: the dev server with the devnet mounted, its state in a file of its own.
      command: 'npx vite --mode devnet --host 127.0.0.1 --port 5174 --strictPort',
      url: 'http://127.0.0.1:5174/devnet',
      env: { DEVNET_DATA: 'test-results/devnet-e2e/state.json' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The market's pages at both widths: a devnet of their own, which they read and only add to.
      command: 'npx vite --mode devnet --host 127.0.0.1 --port 5176 --strictPort',
      url: 'http://127.0.0.1:5176/devnet',
      env: { DEVNET_DATA: 'test-results/devnet-market/state.json' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The widget on its demo host page (another origin: port 6177, the devnet's port + 1000), a devnet of its own.
      command: 'npx vite --mode devnet --host 127.0.0.1 --port 5177 --strictPort',
      url: 'http://127.0.0.1:5177/devnet',
      env: { DEVNET_DATA: 'test-results/devnet-widget/state.json' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Inscribing, its orders, search, brc-20 and the deployer: a devnet of their own, whose blocks they mine.
      command: 'npx vite --mode devnet --host 127.0.0.1 --port 5178 --strictPort',
      url: 'http://127.0.0.1:5178/devnet',
      env: { DEVNET_DATA: 'test-results/devnet-inscribe/state.json' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
