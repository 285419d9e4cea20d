import { useParams, useSearchParams } from 'react-router';
import { ItemView } from '../market/item-view';
import { itemTargetOf } from '../market/item-target';
import { NotFoundPage } from './not-found-page';

/** /listing/:category/:auctionId (?inscription=: its inscription, where the link knows it) and /inscription/:inscriptionId: an item's page. */
export function Component() {
  const params = useParams();
  const [search] = useSearchParams();
  const target = itemTargetOf(params, search);
  if (!target) return <NotFoundPage />;
  return <ItemView key={'auctionId' in target ? `${target.category}:${target.auctionId}` : target.inscriptionId} {...target} />;
}
