import { describe, expect, it } from 'vitest';
import { accountTabOf, OTHER_ADDRESS_TABS, tabLabel } from '../../src/domain/market/account-assets';

describe("My Bitcoin Assets' tabs", () => {
  it('?tab= names the tab shown; a missing or unknown name shows the inscriptions', () => {
    expect(accountTabOf('brc20')).toBe('brc20');
    expect(accountTabOf('pending')).toBe('pending');
    expect(accountTabOf(null)).toBe('collection');
    expect(accountTabOf('wallet')).toBe('collection');
    expect(accountTabOf('')).toBe('collection');
  });

  it("another address's page has no owner's tabs, and its listings are plainly named", () => {
    expect(OTHER_ADDRESS_TABS).toEqual(['collection', 'brc20', 'runes', 'arc20', 'domain', 'listings']);
    expect(tabLabel('listings', false)).toBe('Listings');
    expect(tabLabel('listings', true)).toBe('My listings');
  });
});
