import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';

export function Component() {
  return <Page title={ROUTE_TITLES['/brc20']} lead="brc-20 tokens: deploys, mint progress, holders and history." />;
}
