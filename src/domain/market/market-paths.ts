import { MARKET_CATEGORIES, type MarketCategory } from '../entities';
import { isDomainKind } from '../entities';
import type { MarketAsset } from './market-reads';

const seg = encodeURIComponent;

/** Where an asset's page is: under its market (/market, /runes/market, /atomicals/market/arc20). */
export function assetPath(asset: MarketAsset): string {
  switch (asset.category) {
    case 'brc20':
      return `/market/brc20/${seg(asset.tick)}`;
    case 'domain':
      return `/market/domain/${seg(asset.kind)}`;
    case 'collection':
      return `/market/collection/${seg(asset.collectionId)}`;
    case 'runes':
      return `/runes/market/${seg(asset.tick)}`;
    case 'arc20':
      return `/atomicals/market/arc20/${seg(asset.tick)}`;
  }
}

/** The asset a page's path names, or null for one that names none (an unknown domain kind, a category not traded). */
export function assetFromPath(category: string | undefined, key: string | undefined): MarketAsset | null {
  if (!key || !(MARKET_CATEGORIES as readonly string[]).includes(category ?? '')) return null;
  const c = category as MarketCategory;
  if (c === 'domain') return isDomainKind(key) ? { category: c, kind: key } : null;
  if (c === 'collection') return { category: c, collectionId: key };
  return { category: c, tick: key };
}

/**
 * A listing's page (any category: runes and ARC-20 listings have no inscription). Its inscription, where known, goes
 * with it: where the network's market has no read by auctionId (the open API), the page reads the listing from it.
 */
export const listingPath = (category: MarketCategory, auctionId: string, inscriptionId?: string | null, lot?: ListingLot | null): string => {
  const query = inscriptionId
    ? `?inscription=${encodeURIComponent(inscriptionId)}`
    : lot
      ? `?tick=${encodeURIComponent(lot.tick)}&seller=${encodeURIComponent(lot.seller)}`
      : '';
  return `/listing/${seg(category)}/${seg(auctionId)}${query}`;
};
/** A lot without an inscription (runes, ARC-20) as its link names it: its tick and its seller, to find it in their listings. */
export interface ListingLot {
  readonly tick: string;
  readonly seller: string;
}
/** The lot a listing row's link names: a token lot without an inscription, where the row says its tick and seller. */
export const lotOf = (row: { readonly inscriptionId?: string; readonly tick?: string; readonly address?: string }): ListingLot | null =>
  !row.inscriptionId && row.tick && row.address ? { tick: row.tick, seller: row.address } : null;
/** An inscription's page. */
export const inscriptionPath = (inscriptionId: string): string => `/inscription/${seg(inscriptionId)}`;

/** The market a category belongs to, for links back. */
export const marketHomePath = (category: MarketCategory): string =>
  category === 'runes' ? '/runes/market' : category === 'arc20' ? '/atomicals/market/arc20' : `/market?tab=${category}`;
