import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';

export function Component() {
  return <Page title={ROUTE_TITLES['/runes/market']} lead="Buy and sell runes at a fixed price." />;
}
