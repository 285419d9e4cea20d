import { deployerRoyaltyOpen } from './deployer';
import type { Network } from './network';

/** What the shell knows of the signed-in user. */
export interface SessionUser {
  readonly address: string;
  readonly inscribeCount: number;
  readonly ogPassCount: number;
  readonly swapAccess: boolean;
  readonly isDeployer: boolean;
  /** The wallet's BTC in sats (confirmed and pending), when known. */
  readonly balanceSats?: number | null;
  /** A two-address wallet's payment address (it pays and its balance is shown), when not the same as `address`. */
  readonly paymentAddress?: string;
  /** The public key of `address` (an inscribe order names it: the open API's V5 `userPubkey`). */
  readonly publicKey: string;
}

export type UserMenuItem =
  | { readonly id: 'assets'; readonly label: 'My Bitcoin Assets'; readonly to: '/address/account?tab=collection' }
  | { readonly id: 'points'; readonly label: 'Points'; readonly to: '/address/account?tab=points'; readonly count: number }
  | { readonly id: 'og-pass'; readonly label: 'OG Pass'; readonly to: '/address/account?tab=points'; readonly count: number }
  | { readonly id: 'orders'; readonly label: 'Inscribe Orders'; readonly to: '/orders/inscribe' }
  | { readonly id: 'deployer'; readonly label: 'Deployer Royalty'; readonly to: '/deployer' }
  | { readonly id: 'buy-btc'; readonly label: 'Buy BTC' }
  | { readonly id: 'disconnect'; readonly label: 'Disconnect' };

/**
 * The user menu's items, in order, with the spec's conditions: the OG Pass badge only if ogPassCount > 0,
 * Deployer Royalty only for a deployer and only on mainnet (or the devnet, which stands in for it).
 */
export function userMenuItems(user: SessionUser, network: Network, options: { readonly devnet?: boolean } = {}): readonly UserMenuItem[] {
  const items: UserMenuItem[] = [
    { id: 'assets', label: 'My Bitcoin Assets', to: '/address/account?tab=collection' },
    { id: 'points', label: 'Points', to: '/address/account?tab=points', count: user.inscribeCount },
  ];
  if (user.ogPassCount > 0) items.push({ id: 'og-pass', label: 'OG Pass', to: '/address/account?tab=points', count: user.ogPassCount });
  items.push({ id: 'orders', label: 'Inscribe Orders', to: '/orders/inscribe' });
  if (user.isDeployer && deployerRoyaltyOpen(network, options.devnet === true)) items.push({ id: 'deployer', label: 'Deployer Royalty', to: '/deployer' });
  // Buy BTC (card-payment dialog): a third party's page, after a disclaimer.
  items.push({ id: 'buy-btc', label: 'Buy BTC' });
  items.push({ id: 'disconnect', label: 'Disconnect' });
  return items;
}

/** 'bc1pxy...7890': the start and end of an address, for the header. */
export function shortAddress(address: string, keep = 6): string {
  return address.length <= keep * 2 + 3 ? address : `${address.slice(0, keep)}...${address.slice(-4)}`;
}
