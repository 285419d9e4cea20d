import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';
import { MarketAvailabilityNotices } from '../market/market-availability';
import type { MarketCategory } from '../../domain/entities';

const CATEGORIES: readonly MarketCategory[] = ['brc20', 'domain', 'collection'];
const LABELS = { brc20: 'brc-20', domain: 'Domains', collection: 'Collections' };

export function Component() {
  return (
    <Page title={ROUTE_TITLES['/market']} lead="Buy and sell brc-20 tokens, domain names and collection items, at a fixed price or by auction.">
      <MarketAvailabilityNotices categories={CATEGORIES} labels={LABELS} />
    </Page>
  );
}
