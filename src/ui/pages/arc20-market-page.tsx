import { ROUTE_TITLES } from '../../domain/route-titles';
import { MarketHome } from '../market/market-home';

export function Component() {
  return <MarketHome title={ROUTE_TITLES['/atomicals/market/arc20']} lead="Buy and sell ARC-20 tokens." categories={['arc20']} labels={{ arc20: 'ARC-20' }} />;
}
