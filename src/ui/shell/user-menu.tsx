import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { shortAddress, userMenuItems } from '../../domain/user-menu';
import { useNetwork } from '../hooks/network-context';
import { useServices } from '../hooks/services';
import { useUserSession } from '../hooks/user-session-context';
import { button } from '../theme/ui.css';
import { DropdownMenu } from './dropdown-menu';
import * as css from './shell.css';

// The balance needs big.js: its own chunk, loaded when the menu opens, keeps it off the first render.
const BalanceText = lazy(() => import('./balance-text'));
const BuyBtcDialog = lazy(() => import('../payments/buy-btc-dialog').then((m) => ({ default: m.BuyBtcDialog })));

/** The Connect button for a visitor; the user menu for a signed-in user. */
export function UserMenu() {
  const session = useUserSession();
  const { network } = useNetwork();
  const { config } = useServices();
  const [buying, setBuying] = useState(false);
  if (session.status !== 'connected' || !session.user) {
    return (
      <button type="button" className={button.primary} onClick={session.connect} disabled={session.status === 'connecting'} data-testid="connect-button">
        {session.status === 'connecting' ? 'Connecting…' : 'Connect'}
      </button>
    );
  }
  const user = session.user;
  return (
    <>
      <DropdownMenu label={shortAddress(user.address)} buttonLabel={`Account ${user.address}`} align="right" testId="user-menu">
        {(close) => [
          user.paymentAddress ? (
            <li key="payment" role="none" className={css.menuNote} data-user-menu="payment">
              <span className={css.menuBalance} title={user.paymentAddress}>
                Pays from {shortAddress(user.paymentAddress)}
              </span>
            </li>
          ) : null,
          user.balanceSats != null ? (
            <li key="balance" role="none" className={css.menuNote} data-user-menu="balance">
              <span className={css.menuBalance}>
                <Suspense fallback="Balance …">
                  <BalanceText sats={user.balanceSats} />
                </Suspense>
              </span>
            </li>
          ) : null,
          ...userMenuItems(user, network, { devnet: config.devnet }).map((item) => (
            <li key={item.id} role="none">
              {item.id === 'buy-btc' || item.id === 'disconnect' ? (
                <button
                  type="button"
                  role="menuitem"
                  className={css.menuItem}
                  onClick={() => {
                    close();
                    if (item.id === 'buy-btc') setBuying(true);
                    else session.disconnect();
                  }}
                  data-user-menu={item.id}
                >
                  {item.label}
                </button>
              ) : (
                <Link role="menuitem" className={css.menuItem} to={item.to} onClick={close} data-user-menu={item.id}>
                  <span className={css.menuItemRow}>
                    {item.label}{' '}
                    {item.id === 'points' || item.id === 'og-pass' ? (
                      <span
                        className={css.badge}
                        aria-label={item.id === 'points' ? `${item.count} points` : `${item.count} OG Pass${item.count === 1 ? '' : 'es'}`}
                      >
                        {item.count}
                      </span>
                    ) : null}
                  </span>
                </Link>
              )}
            </li>
          )),
        ]}
      </DropdownMenu>
      {buying ? (
        <Suspense fallback={null}>
          <BuyBtcDialog address={user.paymentAddress ?? user.address} onClose={() => setBuying(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
