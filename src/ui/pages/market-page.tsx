import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';

export function Component() {
  return <Page title={ROUTE_TITLES['/market']} lead="Buy and sell brc-20 tokens, domain names and collection items, at a fixed price or by auction." />;
}
