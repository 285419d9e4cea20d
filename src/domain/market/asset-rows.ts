import { fixed, type Fixed } from '../decimal-text';
import { runeNameMatches } from '../name-safety';
import { assetKey, type AssetRow } from './market-reads';

/** The market's asset lists as the table shows them: sorted by a column, searched by name. */
export type AssetSortKey = 'name' | 'listLowPrice' | 'curPrice' | 'volume' | 'change' | 'sales' | 'listed';

/**
 * An asset list sorted by a column: numbers compared exactly (a missing change counts lowest), names
 * without case; ties keep the server's order.
 */
export function sortAssetRows(rows: readonly AssetRow[], key: AssetSortKey, direction: 'asc' | 'desc'): AssetRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  // A missing figure (or one that is no number) sorts below every number.
  const value = (row: AssetRow): Fixed | null | string => {
    if (key === 'name') return row.name.toLowerCase();
    const n = key === 'change' ? row.change : (row[key] ?? null);
    return n === null ? null : fixed(n);
  };
  const compare = (a: Fixed | null, b: Fixed | null) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : a > b ? 1 : 0);
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((a, b) => {
      const c = typeof a.v === 'string' ? a.v.localeCompare(b.v as string) : compare(a.v, b.v as Fixed | null);
      return c === 0 ? a.i - b.i : c * sign;
    })
    .map((x) => x.row);
}

/**
 * The rows whose name contains what was typed (no case, spaces around ignored); everything for nothing typed.
 * A rune's name is matched without its spacers too: 'DEVNET RUNE' and 'devnetrune' find DEVNET•RUNE.
 */
export function searchAssetRows(rows: readonly AssetRow[], search: string): AssetRow[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...rows];
  return rows.filter(
    (row) =>
      row.name.toLowerCase().includes(q) || assetKey(row.asset).toLowerCase().includes(q) || (row.asset.category === 'runes' && runeNameMatches(row.name, q)),
  );
}

/** Whether a list says no floor (the open API's tick lists): its table shows each asset's last price instead. */
export const pricedByLastSale = (rows: readonly AssetRow[]): boolean => rows.length > 0 && rows.every((row) => row.listLowPrice === null);
