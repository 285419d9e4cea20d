import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';

export function Component() {
  return <Page title={ROUTE_TITLES['/plans']} lead="Plans for the open API: request limits and prices per month." />;
}
