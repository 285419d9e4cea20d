import { ROUTE_TITLES } from '../../domain/route-titles';
import { MarketHome } from '../market/market-home';

export function Component() {
  return (
    <MarketHome
      title={ROUTE_TITLES['/market']}
      lead="Buy and sell brc-20 tokens, domain names and collection items, at a fixed price or by auction."
      categories={['brc20', 'domain', 'collection']}
      labels={{ brc20: 'brc-20', domain: 'Domains', collection: 'Collections' }}
    />
  );
}
