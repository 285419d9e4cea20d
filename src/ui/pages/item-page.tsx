import { useParams } from 'react-router';
import { MARKET_CATEGORIES, type MarketCategory } from '../../domain/entities';
import { ItemView } from '../market/item-view';
import { NotFoundPage } from './not-found-page';

/** /listing/:category/:auctionId and /inscription/:inscriptionId: an item's page. */
export function Component() {
  const { category, auctionId, inscriptionId } = useParams();
  if (inscriptionId) return <ItemView key={inscriptionId} inscriptionId={inscriptionId} />;
  if (!auctionId || !(MARKET_CATEGORIES as readonly string[]).includes(category ?? '')) return <NotFoundPage />;
  return <ItemView key={`${category}:${auctionId}`} category={category as MarketCategory} auctionId={auctionId} />;
}
