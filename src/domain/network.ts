/** The Bitcoin network the site works on. Mainnet (livenet) is the default. */
export type Network = 'mainnet' | 'testnet';

export const DEFAULT_NETWORK: Network = 'mainnet';

/** The banner shown on testnet, in the spec's words. */
export const TESTNET_BANNER_TEXT = 'This is a test network. Coins have no value.';

export function parseNetwork(value: unknown): Network {
  return value === 'testnet' ? 'testnet' : DEFAULT_NETWORK;
}
