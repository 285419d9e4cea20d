import { describe, expect, it } from 'vitest';
import { shortAddress, userMenuItems, type SessionUser } from '../../src/domain/user-menu';

const user: SessionUser = {
  address: 'bc1pqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq7890',
  publicKey: '02' + 'ab'.repeat(32),
  inscribeCount: 12,
  ogPassCount: 0,
  swapAccess: false,
  isDeployer: false,
};

describe('user menu (spec 000 section 2)', () => {
  it('has assets, points with inscribeCount, orders, Buy BTC and disconnect', () => {
    const items = userMenuItems(user, 'mainnet');
    expect(items.map((i) => i.label)).toEqual(['My Bitcoin Assets', 'Points', 'Inscribe Orders', 'Buy BTC', 'Disconnect']);
    expect(items[0]).toMatchObject({ to: '/address/account?tab=collection' });
    expect(items[1]).toMatchObject({ count: 12 });
    expect(items[2]).toMatchObject({ to: '/orders/inscribe' });
  });
  it('shows the OG Pass badge only if ogPassCount > 0', () => {
    expect(userMenuItems({ ...user, ogPassCount: 2 }, 'mainnet').map((i) => i.id)).toContain('og-pass');
    expect(userMenuItems({ ...user, ogPassCount: 0 }, 'mainnet').map((i) => i.id)).not.toContain('og-pass');
    // OG Pass goes somewhere: the Points and OG Pass panel of My Bitcoin Assets (issue 27, 16).
    expect(userMenuItems({ ...user, ogPassCount: 2 }, 'mainnet').find((i) => i.id === 'og-pass')).toMatchObject({
      to: '/address/account?tab=points',
      count: 2,
    });
  });
  it('shows Deployer Royalty only for a deployer and only on mainnet', () => {
    expect(userMenuItems({ ...user, isDeployer: true }, 'mainnet').find((i) => i.id === 'deployer')).toMatchObject({ to: '/deployer' });
    expect(userMenuItems({ ...user, isDeployer: true }, 'testnet').map((i) => i.id)).not.toContain('deployer');
    expect(userMenuItems({ ...user, isDeployer: false }, 'mainnet').map((i) => i.id)).not.toContain('deployer');
    // The local devnet stands in for mainnet's server: its deployers see it.
    expect(userMenuItems({ ...user, isDeployer: true }, 'testnet', { devnet: true }).map((i) => i.id)).toContain('deployer');
  });
  it('shortens addresses', () => {
    expect(shortAddress(user.address)).toBe('bc1pqq...7890');
    expect(shortAddress('short')).toBe('short');
  });
});
