import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from './page';

export function Component() {
  return <Page title={ROUTE_TITLES['/inscribe']} lead="Inscribe text, files, brc-20 operations and domain names as ordinals. Choose what to inscribe, the fee rate and where the inscriptions go; you pay once from your wallet." />;
}
