/**
 * `npm run build:devnet`: what the browser tests drive (issue 22): the site's production build in devnet mode
 * (its banner, the market's devnet fee address) into dist-devnet/site/, and the dev wallet (devnet/wallet/inject.ts)
 * as one classic script, dist-devnet/devnet-wallet.js, that a test puts into the page with addInitScript. The
 * devnet serves the site itself (`npm run devnet -- --site dist-devnet/site`). `npm start` is unchanged: the dev
 * server with the devnet mounted and the wallet injected by it.
 */
import { build } from 'vite';
import { builtAccounts, deriveAccounts } from '../devnet/wallet/dev-accounts';

const logLevel = process.argv.includes('--quiet') ? 'silent' : 'warn';
await build({ mode: 'devnet', logLevel, build: { outDir: 'dist-devnet/site', emptyOutDir: true } });
await build({
  configFile: false,
  logLevel,
  publicDir: false,
  // The wallet's accounts derived here, once, not in every page the script goes into (devnet/wallet/dev-accounts.ts).
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), __DEV_WALLET_ACCOUNTS__: JSON.stringify(builtAccounts(deriveAccounts())) },
  build: {
    outDir: 'dist-devnet',
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2020',
    lib: { entry: 'devnet/wallet/inject.ts', formats: ['iife'], name: 'DevnetWallet', fileName: () => 'devnet-wallet.js' },
    // A classic script has no import.meta: the wallet then takes the page's origin (or __DEVNET_ORIGIN__).
    rolldownOptions: { transform: { define: { 'import.meta': '{}' } }, output: { minify: true } },
  },
});
