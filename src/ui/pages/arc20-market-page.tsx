import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';

export function Component() {
  return <Page title={ROUTE_TITLES['/atomicals/market/arc20']} lead="Buy and sell ARC-20 tokens." />;
}
