import { lazy, Suspense, useEffect } from 'react';
import { requiredWallet } from '../../domain/wallet-rules';
import { WALLETS } from '../../domain/wallets';
import { useServices } from '../hooks/services';
import { useWalletConnect } from '../hooks/wallet-context';

// The wallet's dialogs and the machine's selectors (xstate) are needed only once the wallet session's runtime is in: their
// own chunk keeps them off the first render (issue 46).
const WalletDialogs = lazy(() => import('./wallet-dialogs').then((m) => ({ default: m.WalletDialogs })));

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
    <Suspense fallback={null}>
      <WalletDialogs
        actorRef={wallet.actorRef}
        adapters={wallet.adapters}
        adaptersFailed={wallet.adaptersFailed}
        pathname={pathname}
        allowAllOnAtomicals={services.config.atomicalsAllWallets}
      />
    </Suspense>
  ) : null;
}
