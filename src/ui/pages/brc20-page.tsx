import { Page } from './page';

export function Component() {
  return <Page title="brc-20" lead="brc-20 tokens: deploys, mint progress, holders and history." />;
}
