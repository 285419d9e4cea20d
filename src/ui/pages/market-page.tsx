import { ROUTE_TITLES } from '../../domain/route-titles';
import { MARKET_CATEGORY_LABELS } from '../../domain/market/market-reads';
import { MarketHome } from '../market/market-home';

export function Component() {
  return (
    <MarketHome
      title={ROUTE_TITLES['/market']}
      lead="Buy and sell brc-20 tokens, domain names and collection items, at a fixed price or by auction."
      categories={['brc20', 'domain', 'collection']}
      labels={MARKET_CATEGORY_LABELS}
    />
  );
}
