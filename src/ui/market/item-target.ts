import { MARKET_CATEGORIES, type MarketCategory } from '../../domain/entities';
import type { ItemTarget } from '../../services/market/item-read';

/**
 * The item a page's URL names, and the key its read is shared under: the page (item-page.tsx, item-view.tsx) and the
 * read asked for beside the page's module at start (app/route-reads.ts) take both from here, so they are one read.
 */
export function itemTargetOf(
  params: { readonly category?: string; readonly auctionId?: string; readonly inscriptionId?: string },
  search: URLSearchParams,
): ItemTarget | null {
  if (params.inscriptionId) return { inscriptionId: params.inscriptionId };
  if (!params.auctionId || !(MARKET_CATEGORIES as readonly string[]).includes(params.category ?? '')) return null;
  const [tick, seller] = [search.get('tick'), search.get('seller')];
  return {
    category: params.category as MarketCategory,
    auctionId: params.auctionId,
    inscriptionId: search.get('inscription'),
    lot: tick && seller ? { tick, seller } : null,
  };
}

export const itemReadKey = (target: ItemTarget): string =>
  'auctionId' in target ? `listing:${target.category}:${target.auctionId}:${target.inscriptionId ?? ''}` : `inscription:${target.inscriptionId}`;
