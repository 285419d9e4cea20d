import { Page } from './page';

export function Component() {
  return <Page title="brc-20 Swap" lead="Swap brc-20 tokens, provide liquidity, deposit and withdraw (module: brc20-swap)." />;
}
