import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';

export function Component() {
  return <Page title={ROUTE_TITLES['/orders/inscribe']} lead="Your inscribe orders and their status, from payment to delivery." />;
}
