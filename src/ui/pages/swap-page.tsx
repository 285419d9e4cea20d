import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';

export function Component() {
  return <Page title={ROUTE_TITLES['/swap']} lead="Swap brc-20 tokens, provide liquidity, deposit and withdraw (module: brc20-swap)." />;
}
