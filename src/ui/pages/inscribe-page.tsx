import { Page } from './page';

export function Component() {
  return <Page title="Inscribe" lead="Inscribe text, files, brc-20 operations and domain names as ordinals. Choose what to inscribe, the fee rate and where the inscriptions go; you pay once from your wallet." />;
}
