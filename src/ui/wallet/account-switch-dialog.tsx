import { useSelector } from '@xstate/react';
import { shortAddress } from '../../domain/user-menu';
import { Modal } from '../components/modal';
import * as kit from '../components/kit.css';
import type { WalletConnectActor } from '../hooks/wallet-types';
import { button } from '../theme/ui.css';

/**
 * The wallet switched account: the old session has ended (the app never acts for the new account without its own
 * sign-in), and this dialog names the new account and offers to sign in with it. Sign in runs the sign-in for it
 * (the Connecting dialog follows); Use another wallet opens the wallet chooser; Not now, Close and Escape leave the
 * visitor signed out.
 */
export function AccountSwitchDialog({ actorRef }: { readonly actorRef: WalletConnectActor }) {
  const switchedTo = useSelector(actorRef, (s) => (s.matches('switched') ? s.context.switchedTo : null));
  if (!switchedTo) return null;
  return (
    <Modal open title="Your wallet switched account" onClose={() => actorRef.send({ type: 'NOT_NOW' })}>
      <p>
        Your wallet switched to <span title={switchedTo.address}>{shortAddress(switchedTo.address)}</span>. Sign in with this account to go on.
      </p>
      <div className={kit.actions}>
        <button type="button" className={button.primary} onClick={() => actorRef.send({ type: 'SIGN_IN_SWITCHED' })}>
          Sign in
        </button>
        <button type="button" className={button.default} onClick={() => actorRef.send({ type: 'CONNECT' })}>
          Use another wallet
        </button>
        <button type="button" className={button.default} onClick={() => actorRef.send({ type: 'NOT_NOW' })}>
          Not now
        </button>
      </div>
    </Modal>
  );
}
