import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { accountTabOf } from '../../domain/market/account-assets';
import { Page } from '../components/page';
import { useUserSession } from '../hooks/user-session-context';
import { ACCOUNT_LEAD, AccountHead, AccountRestoring } from './account-head';

/**
 * My Bitcoin Assets before its module is in (routes.tsx): while a stored session comes back, the page as it shows
 * then (its title, tabs, the address and "Signing you back in…"), so the first frame already shows the account, not a
 * loading line, and the page then takes the same place (issue 46: a signed-in phone's largest paint was the address
 * line, 1.5 s after the first). Signed in already, the tabs and the address with `line` below; signed out, `line`.
 */
export function AccountLoading({ line }: { line: ReactNode }) {
  const session = useUserSession();
  const [params] = useSearchParams();
  const restoring = session.restoring?.address ?? null;
  const address = restoring ?? (session.status === 'connected' ? (session.user?.address ?? null) : null);
  if (!address) return line;
  const tab = accountTabOf(params.get('tab'));
  return (
    <Page title={ROUTE_TITLES['/address/account']} lead={ACCOUNT_LEAD}>
      {restoring ? (
        <AccountRestoring address={restoring} tab={tab} />
      ) : (
        <>
          <AccountHead address={address} tab={tab} own />
          {line}
        </>
      )}
    </Page>
  );
}
