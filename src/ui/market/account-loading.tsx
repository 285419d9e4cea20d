import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { isAccountTab } from '../../domain/market/account-assets';
import { readStoredWallet } from '../../services/wallet-session/stored-wallet';
import { Page } from '../components/page';
import { useOptionalServices } from '../hooks/services';
import { ACCOUNT_LEAD, AccountRestoring } from './account-head';

/**
 * My Bitcoin Assets before its module is in (routes.tsx): with a stored session, the page as it shows while that
 * session comes back (its title, tabs, the address and "Signing you back in…"), so the first frame already shows the
 * account, not a loading line, and the page then takes the same place (issue 46: a signed-in phone's largest paint was
 * the address line, 1.5 s after the first). Without one, `line`.
 */
export function AccountLoading({ line }: { line: ReactNode }) {
  const services = useOptionalServices();
  const [params] = useSearchParams();
  const address = services ? (readStoredWallet((key) => services.localStore.get(key))?.address ?? null) : null;
  if (!address) return line;
  const asked = params.get('tab');
  return (
    <Page title={ROUTE_TITLES['/address/account']} lead={ACCOUNT_LEAD}>
      <AccountRestoring address={address} tab={isAccountTab(asked) ? asked : 'collection'} />
    </Page>
  );
}
