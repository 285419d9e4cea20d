import { Page } from './page';

export function Component() {
  return <Page title="Ordinals Marketplace" lead="Buy and sell brc-20 tokens, domain names and collection items, at a fixed price or by auction." />;
}
