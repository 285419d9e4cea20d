import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';

export function Component() {
  return <Page title={ROUTE_TITLES['/runes/list']} lead="Every rune etched on Bitcoin, with its supply, mints and holders." />;
}
