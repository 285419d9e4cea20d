import { ROUTE_TITLES } from '../../domain/route-titles';
import { MarketHome } from '../market/market-home';

export function Component() {
  return <MarketHome title={ROUTE_TITLES['/runes/market']} lead="Buy and sell runes at a fixed price." categories={['runes']} labels={{ runes: 'Runes' }} />;
}
