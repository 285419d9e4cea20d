import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';

export function Component() {
  return <Page title={ROUTE_TITLES['/deployer']} lead="Royalties for the deployers of brc-20 tokens: what you can claim and what you claimed." />;
}
