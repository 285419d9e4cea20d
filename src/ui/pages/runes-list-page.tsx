import { Page } from './page';

export function Component() {
  return <Page title="Runes Explorer" lead="Every rune etched on Bitcoin, with its supply, mints and holders." />;
}
