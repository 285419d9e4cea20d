import type { Network } from './network';

/**
 * The network an address is of, by its prefix alone (bc1, 1 and 3 mainnet; tb1, bcrt1, m, n and 2 testnet); null when
 * it is neither. Light on purpose, and a module of its own: the wallet session checks a connected account with it, without the
 * address rules, and the home page's first render does not carry it.
 */
export function addressNetwork(address: string): Network | null {
  const a = address.trim().toLowerCase();
  if (a.startsWith('bc1') || /^[13]/.test(a)) return 'mainnet';
  if (a.startsWith('tb1') || a.startsWith('bcrt1') || /^[mn2]/.test(a)) return 'testnet';
  return null;
}
