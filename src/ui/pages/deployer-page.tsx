import { Page } from './page';

export function Component() {
  return <Page title="Deployer Royalty" lead="Royalties for the deployers of brc-20 tokens: what you can claim and what you claimed." />;
}
