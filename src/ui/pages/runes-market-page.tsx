import { Page } from './page';

export function Component() {
  return <Page title="Runes Marketplace" lead="Buy and sell runes at a fixed price." />;
}
