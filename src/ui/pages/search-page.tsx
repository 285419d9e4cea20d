import { Page } from './page';

export function Component() {
  return <Page title="Search" lead="Look up an address, an inscription, a brc-20 tick or a domain name." />;
}
