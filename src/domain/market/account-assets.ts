/**
 * What My Bitcoin Assets shows, as the indexer answers it (reference/real-apis.md for brc-20; ours where
 * it says nothing): inscriptions, brc-20 balances, runes and ARC-20.
 */
import type { InscriptionItem } from '../entities';

/** An inscription of an address (address inscriptions call). */
export interface AccountInscription extends InscriptionItem {
  readonly address: string;
  readonly confirmations?: number;
  readonly domainKind?: string;
  readonly verified?: boolean;
}
/** One tick of address/{a}/brc20/summary. */
export interface Brc20Holding {
  readonly ticker: string;
  readonly overallBalance: string;
  readonly transferableBalance: string;
  readonly availableBalance: string;
  readonly transferableCount?: number;
}
export interface Brc20SummaryPage {
  readonly total: number;
  readonly detail: readonly Brc20Holding[];
}
export interface RuneBalance {
  readonly rune: string;
  readonly spacedRune: string;
  readonly amount: string;
  readonly symbol: string;
  readonly divisibility: number;
}
export interface Arc20Balance {
  readonly ticker: string;
  readonly atomicalId: string;
  /** Units (one per sat). */
  readonly balance: string;
  readonly utxoCount: number;
}

/** The tabs of My Bitcoin Assets (/address/account?tab=…); 'collection' is the first and the default. */
export const ACCOUNT_TABS = ['collection', 'brc20', 'runes', 'arc20', 'domain', 'listings', 'points'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
export const ACCOUNT_TAB_LABELS: Readonly<Record<AccountTab, string>> = {
  collection: 'Inscriptions',
  brc20: 'brc-20',
  runes: 'Runes',
  arc20: 'ARC-20',
  domain: 'Names',
  listings: 'My listings',
  points: 'Points',
};
export const isAccountTab = (value: unknown): value is AccountTab => (ACCOUNT_TABS as readonly unknown[]).includes(value);
