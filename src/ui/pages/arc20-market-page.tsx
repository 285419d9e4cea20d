import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';
import { MarketAvailabilityNotices } from '../market/market-availability';
import type { MarketCategory } from '../../domain/entities';

const CATEGORIES: readonly MarketCategory[] = ['arc20'];
const LABELS = { arc20: 'ARC-20' };

export function Component() {
  return (
    <Page title={ROUTE_TITLES['/atomicals/market/arc20']} lead="Buy and sell ARC-20 tokens.">
      <MarketAvailabilityNotices categories={CATEGORIES} labels={LABELS} />
    </Page>
  );
}
