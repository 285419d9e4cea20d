import { Link } from 'react-router';
import { ACCOUNT_TABS, OTHER_ADDRESS_TABS, tabLabel, type AccountTab } from '../../domain/market/account-assets';
import * as css from '../components/head-kit.css';

/** My Bitcoin Assets' lead (account-page.tsx, and the route's loading view while a stored session comes back). */
export const ACCOUNT_LEAD = 'Your inscriptions, brc-20 balances, runes, ARC-20, names and listings.';

/** The tabs of an address's assets (the wallet's own, or another address's), the one shown marked. */
function AccountTabs({ tab, own }: { tab: AccountTab; own: boolean }) {
  return (
    <nav className={css.tabs} aria-label="Asset kinds">
      {(own ? ACCOUNT_TABS : OTHER_ADDRESS_TABS).map((t) => (
        <Link key={t} className={css.tab} to={`?tab=${t}`} aria-current={t === tab ? 'page' : undefined} replace>
          {tabLabel(t, own)}
        </Link>
      ))}
    </nav>
  );
}

/** The head of an address's assets: its tabs, then the address. */
export function AccountHead({ address, tab, own }: { address: string; tab: AccountTab; own: boolean }) {
  return (
    <>
      <AccountTabs tab={tab} own={own} />
      <p className={css.reason} style={{ marginBottom: 12 }}>
        Address <span className={css.mono}>{address}</span>
      </p>
    </>
  );
}

/**
 * A stored session on its way back: the tabs and the address in their places, and what is happening, never "Connect".
 * The page shows it until the wallet answers; the route shows it before the page's module is in (routes.tsx), so the
 * account's address is on the first frame.
 */
export function AccountRestoring({ address, tab }: { address: string; tab: AccountTab }) {
  return (
    <>
      <AccountHead address={address} tab={tab} own />
      <p className={css.status} role="status" data-testid="account-restoring">
        Signing you back in with your wallet…
      </p>
    </>
  );
}
