import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';
import { MarketAvailabilityNotices } from '../market/market-availability';
import type { MarketCategory } from '../../domain/entities';

const CATEGORIES: readonly MarketCategory[] = ['runes'];
const LABELS = { runes: 'Runes' };

export function Component() {
  return (
    <Page title={ROUTE_TITLES['/runes/market']} lead="Buy and sell runes at a fixed price.">
      <MarketAvailabilityNotices categories={CATEGORIES} labels={LABELS} />
    </Page>
  );
}
