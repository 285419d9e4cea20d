import { ROUTE_TITLES } from '../../domain/route-titles';
import { AccountAssets } from '../market/account-assets';
import { Page } from '../components/page';

export function Component() {
  return (
    <Page title={ROUTE_TITLES['/address/account']} lead="Your inscriptions, brc-20 balances, runes, ARC-20, names and listings.">
      <AccountAssets />
    </Page>
  );
}
