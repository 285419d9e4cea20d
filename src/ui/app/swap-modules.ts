import type { SwapModules } from '../../domain/swap/swap-module';
import { env, pageSetting } from './config';

/**
 * The swap module per network (issue 41), read where deposits and withdrawals are offered, not at the first render:
 * for the one network the page is served for, the server's (the gateway's `ba-swap-module`: a gateway serving Fractal
 * names Fractal's, though its addresses are mainnet's), else the build's (VITE_SWAP_MODULE_MAINNET,
 * VITE_SWAP_MODULE_TESTNET; the devnet's in .env.devnet). A host that gives the app its config may give them instead.
 */
export function readSwapModules(fixedNetwork: 'mainnet' | 'testnet' | null): SwapModules {
  const served = (network: 'mainnet' | 'testnet') => (fixedNetwork === network ? pageSetting('swap-module') : undefined);
  const mainnet = served('mainnet') ?? env('VITE_SWAP_MODULE_MAINNET');
  const testnet = served('testnet') ?? env('VITE_SWAP_MODULE_TESTNET');
  return { ...(mainnet ? { mainnet } : {}), ...(testnet ? { testnet } : {}) };
}
