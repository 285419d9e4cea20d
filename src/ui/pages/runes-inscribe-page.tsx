import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';

export function Component() {
  return <Page title={ROUTE_TITLES['/runes/inscribe']} lead="Etch a new rune or mint an existing one." />;
}
