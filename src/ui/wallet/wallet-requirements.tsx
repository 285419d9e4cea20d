import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { requiredWallet } from '../../domain/wallet-rules';
import { WALLETS } from '../../domain/wallets';
import { useServices } from '../hooks/services';
import { useWalletConnect } from '../hooks/wallet-context';
import type { WalletConnectActor } from '../hooks/wallet-types';

// The chooser is needed only after a click on Connect: its own chunk keeps it off the first render.
const ChooseWalletModal = lazy(() => import('./choose-wallet-modal').then((m) => ({ default: m.ChooseWalletModal })));

// The offer to sign in with the account the wallet switched to: its own chunk too.
const AccountSwitchDialog = lazy(() => import('./account-switch-dialog').then((m) => ({ default: m.AccountSwitchDialog })));

function AccountSwitch({ actorRef }: { actorRef: WalletConnectActor }) {
  const open = useSelector(actorRef, (s) => s.matches('switched'));
  return open ? (
    <Suspense fallback={null}>
      <AccountSwitchDialog actorRef={actorRef} />
    </Suspense>
  ) : null;
}

function WalletChooser({ actorRef, ...props }: { actorRef: WalletConnectActor } & Omit<Parameters<typeof ChooseWalletModal>[0], 'actorRef'>) {
  const open = useSelector(actorRef, (s) => s.matches('choosing') || s.matches('connecting'));
  // The adapters load when the chooser is first asked for (wallet-session-runtime.tsx): it opens with its wallets listed,
  // or with the reason they are not there.
  return open && (props.adapters.length > 0 || props.adaptersFailed) ? (
    <Suspense fallback={null}>
      <ChooseWalletModal actorRef={actorRef} {...props} />
    </Suspense>
  ) : null;
}

/**
 * The wallet chooser, and the rule of a place that needs one wallet (UniSat on /atomicals and /swap):
 * another one connected is told 'only supports wallet X', disconnected and asked to connect again
 *. The site's shell gives the page's path; a widget gives the path of what it shows.
 */
export function WalletRequirements({ pathname }: { pathname: string }) {
  const services = useServices();
  const wallet = useWalletConnect();
  const required = requiredWallet(pathname, services.config.atomicalsAllWallets);
  useEffect(() => {
    if (!wallet || !required) return;
    const check = () => {
      const snapshot = wallet.actorRef.getSnapshot();
      if (snapshot.matches('connected') && snapshot.context.walletType !== required) {
        // Named from the wallets' table: the adapters may not have loaded yet (they load once a wallet is in play).
        wallet.actorRef.send({ type: 'REQUIRE_WALLET', walletType: required, walletName: WALLETS.find((w) => w.type === required)?.name ?? required });
      }
    };
    check();
    const subscription = wallet.actorRef.subscribe(check);
    return () => subscription.unsubscribe();
  }, [wallet, required]);
  return wallet ? (
    <>
      <WalletChooser
        actorRef={wallet.actorRef}
        adapters={wallet.adapters}
        adaptersFailed={wallet.adaptersFailed}
        pathname={pathname}
        allowAllOnAtomicals={services.config.atomicalsAllWallets}
      />
      <AccountSwitch actorRef={wallet.actorRef} />
    </>
  ) : null;
}
