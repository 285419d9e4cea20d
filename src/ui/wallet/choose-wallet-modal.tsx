import { useSelector } from '@xstate/react';
import { isAtomicalsPath, isSwapPath, walletsShownOn } from '../../domain/wallet-rules';
import { WALLETS } from '../../domain/wallets';
import { Modal } from '../components/modal';
import type { WalletAdapter } from '../../services/wallets/wallet-adapter';
import type { WalletConnectActor } from './wallet-session';
import { button } from '../theme/ui.css';
import * as css from './choose-wallet-modal.css';

export interface ChooseWalletModalProps {
  readonly actorRef: WalletConnectActor;
  readonly adapters: readonly WalletAdapter[];
  /** The current path: /swap and /atomicals add their notes (spec 001 section 2). */
  readonly pathname: string;
  /** The flag that lets other wallets than UniSat show on /atomicals. */
  readonly allowAllOnAtomicals?: boolean;
}


/** The Choose Wallet modal (spec 001 section 2): the wallets, which are installed, Connecting with Cancel. */
export function ChooseWalletModal({ actorRef, adapters, pathname, allowAllOnAtomicals = false }: ChooseWalletModalProps) {
  const choosing = useSelector(actorRef, (s) => s.matches('choosing'));
  const connecting = useSelector(actorRef, (s) => s.matches('connecting'));
  const signing = useSelector(actorRef, (s) => s.matches({ connecting: 'signing' }));
  const walletType = useSelector(actorRef, (s) => s.context.walletType);
  const error = useSelector(actorRef, (s) => s.context.error);
  if (!choosing && !connecting) return null;
  const chosen = adapters.find((a) => a.type === walletType);
  const shown = walletsShownOn(adapters, pathname, allowAllOnAtomicals);
  const download = error?.kind === 'not-installed' ? WALLETS.find((w) => w.type === error.wallet)?.downloadUrl : undefined;

  return (
    <Modal open title={connecting ? 'Connecting' : 'Connect a wallet'} onClose={() => actorRef.send({ type: connecting ? 'CANCEL' : 'CLOSE' })}>
      {connecting ? (
        <div className={css.connecting} role="status">
          <p>
            {signing ? `Sign the message in ${chosen?.name ?? 'your wallet'} to sign in. It costs nothing and moves no coins.` : `Approve the connection in ${chosen?.name ?? 'your wallet'}.`}
          </p>
          <button type="button" className={button.default} onClick={() => actorRef.send({ type: 'CANCEL' })}>
            Cancel
          </button>
        </div>
      ) : (
        <>
          {isSwapPath(pathname) ? <p className={css.note}>The swap supports Native Segwit (P2WPKH) and Taproot (P2TR) addresses.</p> : null}
          {isAtomicalsPath(pathname) ? <p className={css.warning}>The ARC-20 marketplace works only with UniSat Wallet 1.2.2 or later.</p> : null}
          {error ? (
            <p className={css.error} role="alert">
              {error.message}
              {download ? (
                <>
                  {' '}
                  <a href={download} target="_blank" rel="noopener noreferrer">
                    Get it
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          <ul className={css.list}>
            {shown.map((adapter) => {
              const installed = adapter.isInstalled();
              return (
                <li key={adapter.type}>
                  <button type="button" className={css.wallet} onClick={() => actorRef.send({ type: 'SELECT', walletType: adapter.type })} data-wallet={adapter.type}>
                    <img src={adapter.logo} alt="" width={28} height={28} />
                    <span className={css.walletName}>{adapter.name}</span>
                    <span className={installed ? css.installed : css.notInstalled}>{installed ? 'Installed' : 'Not installed'}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Modal>
  );
}
