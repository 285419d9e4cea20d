import type { MarketCategory } from '../entities';
import type { InscriptionView, ListingRow } from './market-reads';

/**
 * A listing as the open API's inscription_info states it (issue 42: the open API has no read by auctionId): the
 * inscription's market answer names its auctionId, price, kind of sale, seller and token lot. Null when it does not
 * state the listing asked for (sold, unlisted or listed again under another auctionId), or names no price.
 */
export function listingFromInscription(category: MarketCategory, auctionId: string, i: InscriptionView): ListingRow | null {
  if (i.auctionId !== auctionId || i.price === undefined) return null;
  return {
    auctionId,
    nftType: category,
    marketType: i.marketType === 'auction' ? 'auction' : 'fixedPrice',
    price: i.price,
    inscriptionId: i.inscriptionId,
    ...(i.inscriptionNumber === undefined ? {} : { inscriptionNumber: i.inscriptionNumber }),
    ...(i.unitPrice === undefined ? {} : { unitPrice: i.unitPrice }),
    ...(i.tick === undefined ? {} : { tick: i.tick }),
    ...(i.amount === undefined || i.amount === null ? {} : { amount: i.amount }),
    ...(i.collectionItemName === undefined ? {} : { name: i.collectionItemName }),
    ...(i.inscriptionName === undefined ? {} : { domain: i.inscriptionName }),
    ...(i.collectionId === undefined ? {} : { collectionId: i.collectionId }),
    ...(i.verified === undefined ? {} : { verification: i.verified }),
    ...(i.address === undefined ? {} : { address: i.address }),
  };
}
