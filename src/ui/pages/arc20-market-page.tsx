import { Page } from './page';

export function Component() {
  return <Page title="Atomicals Marketplace" lead="Buy and sell ARC-20 tokens." />;
}
