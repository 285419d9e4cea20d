/**
 * My Bitcoin Assets' tabs. What each shows is the indexer's answer, decoded in the query layer
 * (src/services/api/indexer-schemas.ts): inscriptions, brc-20 balances, runes and ARC-20.
 */

/** The tabs of My Bitcoin Assets (/address/account?tab=…); 'collection' is the first and the default. */
export const ACCOUNT_TABS = ['collection', 'brc20', 'runes', 'arc20', 'domain', 'listings', 'bids', 'points', 'pending'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
export const ACCOUNT_TAB_LABELS: Readonly<Record<AccountTab, string>> = {
  collection: 'Inscriptions',
  brc20: 'brc-20',
  runes: 'Runes',
  arc20: 'ARC-20',
  domain: 'Names',
  listings: 'My listings',
  bids: 'Bids',
  points: 'Points',
  pending: 'Pending',
};
export const isAccountTab = (value: unknown): value is AccountTab => (ACCOUNT_TABS as readonly unknown[]).includes(value);

/** Someone else's address (a search result): its listings under a plain name, and no Points or Bids (the owner's own, the bids kept by this browser). */
export const OTHER_ADDRESS_TABS: readonly AccountTab[] = ACCOUNT_TABS.filter((t) => t !== 'points' && t !== 'bids' && t !== 'pending'); // Pending: the connected address's own
export const tabLabel = (tab: AccountTab, own: boolean): string => (tab === 'listings' && !own ? 'Listings' : ACCOUNT_TAB_LABELS[tab]);
