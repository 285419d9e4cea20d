import { useParams } from 'react-router';
import { assetFromPath } from '../../domain/market/market-paths';
import { AssetView } from '../market/asset-view';
import { NotFoundPage } from './not-found-page';

/** /market/:category/:key, /runes/market/:key, /atomicals/market/arc20/:key: one asset's market. */
export function Component({ category: fixed }: { category?: 'runes' | 'arc20' } = {}) {
  const params = useParams();
  const category = fixed ?? params.category;
  const key = params.key;
  const asset = assetFromPath(category, key);
  if (!asset) return <NotFoundPage />;
  return <AssetView key={`${asset.category}:${key}`} asset={asset} />;
}

/** /runes/market/:key and /atomicals/market/arc20/:key: the asset page with its category fixed by the path. */
export const RunesComponent = () => <Component category="runes" />;
export const Arc20Component = () => <Component category="arc20" />;
