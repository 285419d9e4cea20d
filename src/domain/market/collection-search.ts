import type { ListingRow } from './market-reads';

/**
 * Search within a collection (issue 44): the open API's list has no item-name filter (collectionFuzzy searches
 * collections' names, domainFuzzy domains'), so the collection's listings are read once and filtered here.
 */

/** What was typed, trimmed and at most 64 characters; blank is no search. */
export function collectionSearchOf(text: string | null): string | null {
  const q = (text ?? '').trim().slice(0, 64);
  return q === '' ? null : q;
}

/** The inscription number a search names: "123" or "#123" (nothing else is a number). */
const numberOf = (search: string): number | null => {
  const match = /^#?(\d{1,15})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
};

/** Whether a listing is one the search names: its item name contains the text (any case), or its number is the one given. */
export function matchesCollectionSearch(listing: Pick<ListingRow, 'name' | 'inscriptionNumber'>, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (q === '') return true;
  const number = numberOf(q);
  if (number !== null && listing.inscriptionNumber === number) return true;
  return (listing.name ?? '').toLowerCase().includes(q);
}

/** The listings a search names, in the order given. */
export function searchCollectionListings<L extends Pick<ListingRow, 'name' | 'inscriptionNumber'>>(listings: readonly L[], search: string): L[] {
  return listings.filter((l) => matchesCollectionSearch(l, search));
}

/** What a search that names no listing says. */
export const noCollectionMatch = (search: string): string => `No listing in this collection matches “${search}”.`;
