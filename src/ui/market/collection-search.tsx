import { useCallback, useId } from 'react';
import { noCollectionMatch } from '../../domain/market/collection-search';
import { field, button } from '../theme/ui.css';
import { ListingsView, type ListingLayout } from './listing-views';
import type { CollectionSearch } from './use-collection-search';
import * as css from '../components/kit.css';
import { formatAmount } from '../../domain/amount-text';

/** The search box of a collection's page: its items' names or an inscription number (the search starts as one types). */
export function CollectionSearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const id = useId();
  return (
    <div role="search" className={`${css.label} ${css.grow}`} style={{ flex: '1 1 100%' }}>
      <label htmlFor={id}>Search this collection by name or number</label>
      <input id={id} className={field} type="search" value={value} placeholder="Name, or #123" onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

const noRange = () => undefined;

/** What a search within a collection found: the listings it names (as rows or cards), or that none matches. */
export function CollectionSearchResults({
  found,
  layout,
  noun,
  now,
}: {
  found: Exclude<CollectionSearch, { status: 'none' }>;
  layout: ListingLayout;
  noun: string;
  now: number;
}) {
  const rows = found.status === 'ready' ? found.rows : null;
  const row = useCallback((index: number) => rows?.[index], [rows]);
  if (found.status === 'loading')
    return (
      <p className={css.status} role="status">
        Searching the listings…
      </p>
    );
  if (found.status === 'failed')
    return (
      <div className={css.failed} role="alert">
        <span>Could not search the listings. {found.message}</span>
        <button type="button" className={button.default} onClick={found.retry}>
          Try again
        </button>
      </div>
    );
  if (found.rows.length === 0)
    return (
      <p className={css.status} role="status" data-testid="no-listings">
        {noCollectionMatch(found.search)}
      </p>
    );
  return (
    <>
      <p className={css.listCount} role="status" data-testid="listing-count">
        {formatAmount(found.rows.length)} {found.rows.length === 1 ? 'listing matches' : 'listings match'} “{found.search}”
      </p>
      <ListingsView layout={layout} total={found.rows.length} label={`${noun} listings`} onRange={noRange} row={row} perUnit={false} now={now} />
    </>
  );
}
