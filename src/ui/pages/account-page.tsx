import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';

export function Component() {
  return <Page title={ROUTE_TITLES['/address/account']} lead="Your inscriptions, brc-20 balances, runes and domain names." />;
}
