import { Page } from './page';

export function Component() {
  return <Page title="Runes Inscribe" lead="Etch a new rune or mint an existing one." />;
}
