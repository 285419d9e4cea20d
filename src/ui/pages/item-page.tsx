import { useParams, useSearchParams } from 'react-router';
import { MARKET_CATEGORIES, type MarketCategory } from '../../domain/entities';
import { ItemView } from '../market/item-view';
import { NotFoundPage } from './not-found-page';

/** /listing/:category/:auctionId (?inscription=: its inscription, where the link knows it) and /inscription/:inscriptionId: an item's page. */
export function Component() {
  const { category, auctionId, inscriptionId } = useParams();
  const [search] = useSearchParams();
  if (inscriptionId) return <ItemView key={inscriptionId} inscriptionId={inscriptionId} />;
  if (!auctionId || !(MARKET_CATEGORIES as readonly string[]).includes(category ?? '')) return <NotFoundPage />;
  const ofInscription = search.get('inscription');
  const [tick, seller] = [search.get('tick'), search.get('seller')];
  const lot = tick && seller ? { tick, seller } : null;
  return <ItemView key={`${category}:${auctionId}`} category={category as MarketCategory} auctionId={auctionId} inscriptionId={ofInscription} lot={lot} />;
}
