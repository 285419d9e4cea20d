/**
 * My Bitcoin Assets' tabs. What each shows is the indexer's answer, decoded in the query layer
 * (src/services/api/indexer-schemas.ts): inscriptions, brc-20 balances, runes and ARC-20.
 */

/** The tabs of My Bitcoin Assets (/address/account?tab=…); 'collection' is the first and the default. */
export const ACCOUNT_TABS = ['collection', 'brc20', 'runes', 'arc20', 'domain', 'listings', 'bids', 'activity', 'pending', 'points'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
export const ACCOUNT_TAB_LABELS: Readonly<Record<AccountTab, string>> = {
  collection: 'Inscriptions',
  brc20: 'brc-20',
  runes: 'Runes',
  arc20: 'ARC-20',
  domain: 'Names',
  listings: 'My listings',
  bids: 'Bids',
  activity: 'Activity',
  pending: 'Pending',
  points: 'Points',
};
export const isAccountTab = (value: unknown): value is AccountTab => (ACCOUNT_TABS as readonly unknown[]).includes(value);
/** The tab `?tab=` names, or the first (an unknown or missing name). */
export const accountTabOf = (asked: string | null): AccountTab => (isAccountTab(asked) ? asked : 'collection');

/** The owner's own tabs: Points, Bids, Activity (history and P&L) and Pending (the connected address's transactions). */
const OWN_ONLY: readonly AccountTab[] = ['points', 'bids', 'activity', 'pending'];
/** Someone else's address (a search result): its listings under a plain name, and none of the owner's own tabs. */
export const OTHER_ADDRESS_TABS: readonly AccountTab[] = ACCOUNT_TABS.filter((t) => !OWN_ONLY.includes(t));
export const tabLabel = (tab: AccountTab, own: boolean): string => (tab === 'listings' && !own ? 'Listings' : ACCOUNT_TAB_LABELS[tab]);
