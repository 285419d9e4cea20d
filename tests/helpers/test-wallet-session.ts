import { vi } from 'vitest';
import type { AppServices } from '../../src/services/app-services';
import { createWalletSession, type WalletSession } from '../../src/services/wallet-session/wallet-session';
import type { WalletAdapter } from '../../src/services/wallets/wallet-adapter';

/** The site's wallet session over a test's services and fake wallets: no tab channel, a reload the test watches. */
export function testWalletSession(
  services: AppServices,
  adapters: readonly WalletAdapter[],
  options: { pathname?: string; reload?: () => void } = {},
): WalletSession {
  return createWalletSession({
    api: services.api,
    storage: services.localStore,
    tabStorage: services.sessionStore,
    // The fake wallets' accounts are testnet ones: the session asks for testnet unless the site is fixed to mainnet.
    network: () => (services.config.fixedNetwork === 'mainnet' ? 'livenet' : 'testnet'),
    pathname: () => options.pathname ?? '/',
    reload: options.reload ?? vi.fn(),
    channelName: null,
    createAdapters: () => [...adapters],
  });
}
