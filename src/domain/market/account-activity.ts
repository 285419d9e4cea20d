/**
 * My Bitcoin Assets, Activity: one address's history across the market's categories, newest first. Each category is
 * read a page at a time (actions, filter.address); the rows shown are those no unread page can come before.
 */
import type { MarketCategory } from '../entities';
import type { AddressAction } from './profit-loss';

/** Rows read per category and page: the open API's limit is under 100. */
export const ACCOUNT_ACTIVITY_PAGE = 50;

/** What was read of one category: its rows (newest first, as the market gives them) and how many it has in all. */
export interface CategoryHistory<Row extends AddressAction = AddressAction> {
  readonly category: MarketCategory;
  readonly rows: readonly Row[];
  readonly total: number;
}

export interface MergedHistory<Row extends AddressAction> {
  /** Newest first, every category's together: the rows down to where an unread page could still come in between. */
  readonly rows: readonly Row[];
  /** Whether any category has rows still unread (or read and held back): "Load more" reads them. */
  readonly more: boolean;
}

/**
 * The categories' pages put together, newest first. A category with rows unread could still have one newer than the
 * oldest it gave: rows older than that are held back until its next page is read, so a row never appears above one
 * already shown.
 */
export function mergeHistory<Row extends AddressAction>(read: readonly CategoryHistory<Row>[]): MergedHistory<Row> {
  const all = read.flatMap((c) => c.rows).sort((a, b) => b.time - a.time);
  const unfinished = read.filter((c) => c.rows.length < c.total);
  if (unfinished.length === 0) return { rows: all, more: false };
  // The newest of the oldest rows the unfinished categories gave: nothing unread of theirs is newer.
  const cut = Math.max(...unfinished.map((c) => c.rows.at(-1)?.time ?? Number.POSITIVE_INFINITY));
  return { rows: all.filter((r) => r.time >= cut), more: true };
}
