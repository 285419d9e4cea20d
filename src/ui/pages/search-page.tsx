import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';

export function Component() {
  return <Page title={ROUTE_TITLES['/search']} lead="Look up an address, an inscription, a brc-20 tick or a domain name." />;
}
