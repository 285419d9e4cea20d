import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isDefaultListingQuery, listingQueryFrom, nameSearchOf, withListingQuery } from '../../domain/market/listing-query';
import { satsToBtcText } from '../../domain/currency';
import type { DomainFilter } from '../../domain/entities';
import { DOMAIN_FILTERS, DOMAIN_FILTER_LABELS } from '../../domain/market/domain-filters';
import { LISTING_SORTS, LISTING_SORT_LABELS, isPricedPerUnit, type ListingQuery, type MarketAsset } from '../../domain/market/market-reads';
import { btcToSats, parseAmount } from '../../domain/money';
import { formatMessage } from '../../domain/messages';
import { useServices } from '../hooks/services';
import { button, field } from '../theme/ui.css';
import { useListingPages } from './use-listing-pages';
import { LayoutSwitch, ListingsView, type ListingLayout } from './listing-views';
import { CollectionSearchBox, CollectionSearchResults } from './collection-search';
import { useCollectionSearch } from './use-collection-search';
import { NotOffered } from '../components/market-bits';
import * as css from '../components/kit.css';
import { formatAmount } from '../../domain/amount-text';

/** A price typed in BTC, as sats; null for nothing typed; 'invalid' for anything that is not a price. */
function typedSats(text: string): number | null | 'invalid' {
  if (!text.trim()) return null;
  const parsed = parseAmount(text, { maxDecimals: 8, allowZero: true });
  return parsed.ok ? btcToSats(parsed.value).toNumber() : 'invalid';
}

/**
 * An asset's listings: sort, total price bounds and (for domains) the domain filters of spec 001 section 3, as
 * the open API's list call takes them (no sale-type filter there: each row says Fixed price or Auction); a
 * virtualised list that loads 99 at a time (the open API's most) for the rows it shows once the scroll rests.
 */
/** A price in sats as the BTC text the price inputs take. */
const formatBtcInput = (sats: number) => satsToBtcText(sats);

export function ListingsPanel({ asset, noun }: { asset: MarketAsset; noun: string }) {
  const services = useServices();
  // The view is in the page's address: shared links and reloads show the same listings.
  const [params, setParams] = useSearchParams();
  const query = listingQueryFrom(params);
  const setQuery = (change: (q: ListingQuery) => ListingQuery) => setParams((p) => withListingQuery(p, change(listingQueryFrom(p))), { replace: true });
  const [minText, setMinText] = useState(() => (query.minPrice === null ? '' : formatBtcInput(query.minPrice)));
  const [maxText, setMaxText] = useState(() => (query.maxPrice === null ? '' : formatBtcInput(query.maxPrice)));
  const pages = useListingPages(asset, query);
  const ids = { sort: useId(), min: useId(), max: useId(), domain: useId(), search: useId() };
  const [searchText, setSearchText] = useState(query.nameSearch ?? '');
  // A collection's: Grid or List (?view=grid), and a search within it.
  const layout: ListingLayout = asset.category === 'collection' && params.get('view') === 'grid' ? 'grid' : 'list';
  const setLayout = (next: ListingLayout) => setParams((p) => (next === 'grid' ? p.set('view', 'grid') : p.delete('view'), p), { replace: true });
  const [itemSearch, setItemSearch] = useState('');
  const found = useCollectionSearch(asset, query, itemSearch);
  const min = typedSats(minText);
  const max = typedSats(maxText);
  const priceError =
    min === 'invalid' || max === 'invalid'
      ? 'Enter a price in BTC, such as 0.001.'
      : min !== null && max !== null && min > max
        ? 'The lowest price is above the highest.'
        : null;
  const setPrice = (which: 'min' | 'max', text: string) => {
    (which === 'min' ? setMinText : setMaxText)(text);
    const value = typedSats(text);
    if (value !== 'invalid') setQuery((q) => ({ ...q, [which === 'min' ? 'minPrice' : 'maxPrice']: value }));
  };
  const now = services.clock.now();
  const perUnit = isPricedPerUnit(asset.category);
  const empty = asset.category === 'brc20' ? formatMessage('no_tick_to_sell', { tick: asset.tick }) : formatMessage('no_items');

  return (
    <section data-testid="listings">
      <div className={css.toolbar}>
        <label className={css.label} htmlFor={ids.sort}>
          Sort
          <select
            id={ids.sort}
            className={field}
            value={query.sort}
            onChange={(e) => setQuery((q) => ({ ...q, sort: e.target.value as ListingQuery['sort'] }))}
          >
            {LISTING_SORTS.filter((s) => perUnit || s !== 'unit-asc').map((s) => (
              <option key={s} value={s}>
                {LISTING_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        {asset.category === 'domain' ? (
          <label className={css.label} htmlFor={ids.domain}>
            Names
            <select
              id={ids.domain}
              className={field}
              value={query.domainFilter}
              onChange={(e) => setQuery((q) => ({ ...q, domainFilter: e.target.value as DomainFilter }))}
            >
              {DOMAIN_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {DOMAIN_FILTER_LABELS[f]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {asset.category === 'domain' ? (
          <form
            role="search"
            className={css.toolbar}
            style={{ alignItems: 'flex-end', flex: '1 1 100%' }}
            onSubmit={(e) => {
              e.preventDefault();
              setQuery((q) => ({ ...q, nameSearch: nameSearchOf(searchText) }));
            }}
          >
            <label className={`${css.label} ${css.grow}`} htmlFor={ids.search}>
              Search names in .{asset.kind}
              <input id={ids.search} className={field} type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
            </label>
            <button type="submit" className={button.default}>
              Search
            </button>
          </form>
        ) : null}
        {asset.category === 'collection' ? <CollectionSearchBox value={itemSearch} onChange={setItemSearch} /> : null}
        <label className={`${css.label} ${css.grow}`} htmlFor={ids.min}>
          Lowest price (BTC)
          <input
            id={ids.min}
            className={field}
            inputMode="decimal"
            value={minText}
            onChange={(e) => setPrice('min', e.target.value)}
            aria-invalid={min === 'invalid'}
            aria-describedby={priceError ? `${ids.min}-error` : undefined}
          />
        </label>
        <label className={`${css.label} ${css.grow}`} htmlFor={ids.max}>
          Highest price (BTC)
          <input
            id={ids.max}
            className={field}
            inputMode="decimal"
            value={maxText}
            onChange={(e) => setPrice('max', e.target.value)}
            aria-invalid={max === 'invalid'}
            aria-describedby={priceError ? `${ids.min}-error` : undefined}
          />
        </label>
        {asset.category === 'collection' ? <LayoutSwitch layout={layout} onChange={setLayout} /> : null}
      </div>
      {priceError ? (
        <p id={`${ids.min}-error`} className={css.reason} role="alert">
          {priceError}
        </p>
      ) : null}
      {found.status !== 'none' ? (
        <CollectionSearchResults found={found} layout={layout} noun={noun} now={now} />
      ) : pages.error && pages.total === null && pages.notOffered ? (
        <NotOffered words={pages.error} />
      ) : pages.error && pages.total === null ? (
        <div className={css.failed} role="alert">
          <span>Could not load the listings. {pages.error}</span>
          <button type="button" className={button.default} onClick={pages.retry}>
            Try again
          </button>
        </div>
      ) : pages.total === null ? (
        <p className={css.status} role="status">
          Loading listings…
        </p>
      ) : pages.total === 0 ? (
        <p className={css.status} role="status" data-testid="no-listings">
          {isDefaultListingQuery(query) ? empty : 'No listings match these filters.'}
        </p>
      ) : (
        <>
          <p className={css.listCount} role="status" data-testid="listing-count">
            {formatAmount(pages.total)} {pages.total === 1 ? 'listing' : 'listings'}
            {pages.error ? ` · ${pages.error}` : ''}
          </p>
          <ListingsView layout={layout} total={pages.total} label={`${noun} listings`} onRange={pages.show} row={pages.row} perUnit={perUnit} now={now} />
        </>
      )}
    </section>
  );
}
