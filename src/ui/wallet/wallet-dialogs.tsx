import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
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

/** The wallet's dialogs, each open while the wallet-connect machine is in its state (wallet-requirements.tsx loads this module). */
export function WalletDialogs({ actorRef, ...chooser }: { actorRef: WalletConnectActor } & Omit<Parameters<typeof ChooseWalletModal>[0], 'actorRef'>) {
  return (
    <>
      <WalletChooser actorRef={actorRef} {...chooser} />
      <AccountSwitch actorRef={actorRef} />
    </>
  );
}
