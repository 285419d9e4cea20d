import type { Devnet } from '../server/devnet-app';
import type { MarketCategory } from '../../src/widget/widget-api';

/** A listing open on the devnet's market, as the demo and the playground name it. */
export interface DemoListing {
  readonly category: MarketCategory;
  readonly auctionId: string;
  readonly title: string;
  readonly priceSats: number;
  readonly auction: boolean;
}

/** What a listing sells, in words: the item's name, the domain, or the amount of the token. */
function titleOf(devnet: Devnet, l: ReturnType<Devnet['state']>['market']['listings'][string]): string {
  if (l.inscriptionId) {
    const item = devnet.indexer.state().inscriptions[l.inscriptionId]?.collection?.itemName;
    if (item) return item;
  }
  if (l.domain) return l.domain;
  if (l.amount && l.tick) return `${l.amount} ${l.tick}`;
  return l.name ?? l.auctionId;
}

/** The listings open now, at most `perCategory` of each category, in the market's order (the seed's first). */
export function openListings(devnet: Devnet, perCategory: number): DemoListing[] {
  const counts = new Map<MarketCategory, number>();
  const found: DemoListing[] = [];
  for (const l of Object.values(devnet.state().market.listings)) {
    if (l.status !== 'listed') continue;
    const count = counts.get(l.nftType) ?? 0;
    if (count >= perCategory) continue;
    counts.set(l.nftType, count + 1);
    found.push({ category: l.nftType, auctionId: l.auctionId, title: titleOf(devnet, l), priceSats: l.price, auction: l.marketType === 'auction' });
  }
  return found;
}

/** The swap's pools as pairs either way round ("ordi/pizza", "pizza/ordi"), for the playground's pair. */
export function swapPairs(devnet: Devnet): string[] {
  return Object.keys(devnet.state().swap.pools).flatMap((pool) => {
    const [a, b] = pool.split('/');
    return a && b ? [`${a}/${b}`, `${b}/${a}`] : [];
  });
}
