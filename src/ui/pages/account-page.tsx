import { Page } from './page';

export function Component() {
  return <Page title="My Bitcoin Assets" lead="Your inscriptions, brc-20 balances, runes and domain names." />;
}
