import { ROUTE_TITLES } from '../../domain/route-titles';
import { AccountAssets } from '../market/account-assets';
import { ACCOUNT_LEAD } from '../market/account-head';
import { Page } from '../components/page';

export function Component() {
  return (
    <Page title={ROUTE_TITLES['/address/account']} lead={ACCOUNT_LEAD}>
      <AccountAssets />
    </Page>
  );
}
