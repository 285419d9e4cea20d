import { useSelector } from '@xstate/react';
import { isAtomicalsPath, isSwapPath, walletsShownOn } from '../../domain/wallet-rules';
import { WALLETS } from '../../domain/wallets';
import { formatWalletMessage } from '../../domain/wallet-messages';
import { Modal } from '../components/modal';
import type { WalletAdapter } from '../../services/wallets/wallet-adapter';
import type { WalletConnectActor } from '../hooks/wallet-types';
import { button, visuallyHidden } from '../theme/ui.css';
import * as css from './choose-wallet-modal.css';

export interface ChooseWalletModalProps {
  readonly actorRef: WalletConnectActor;
  readonly adapters: readonly WalletAdapter[];
  /** The adapters could not be loaded: the chooser says so instead of listing none. */
  readonly adaptersFailed?: boolean;
  /** The current path: /swap and /atomicals add their notes. */
  readonly pathname: string;
  /** The flag that lets other wallets than UniSat show on /atomicals. */
  readonly allowAllOnAtomicals?: boolean;
}

type ConnectStep = 'wallet' | 'message' | 'signing' | 'verifying';
const STEPS: readonly ConnectStep[] = ['wallet', 'message', 'signing', 'verifying'];
const STEP_LABELS: Record<ConnectStep, string> = {
  wallet: 'Connect the wallet',
  message: 'Get the sign-in message',
  signing: 'Sign the message',
  verifying: 'Check the signature',
};
const stepHint = (step: ConnectStep, wallet: string): string =>
  step === 'wallet'
    ? formatWalletMessage('connect_step_wallet', { wallet })
    : step === 'message'
      ? formatWalletMessage('connect_step_message')
      : step === 'signing'
        ? formatWalletMessage('connect_step_sign', { wallet })
        : formatWalletMessage('connect_step_verify');

/** Where the connection is: each step, the current one with a progress indicator, and what to do now. */
function ConnectSteps({ current, walletName }: { current: ConnectStep; walletName: string }) {
  const at = STEPS.indexOf(current);
  return (
    <>
      <ol className={css.steps} aria-label="Progress">
        {STEPS.map((step, i) => (
          <li key={step} className={i < at ? css.stepDone : i === at ? css.stepCurrent : css.step} aria-current={i === at ? 'step' : undefined}>
            <span className={css.stepMark} aria-hidden="true">
              {i < at ? '✓' : i === at ? <span className={css.spinner} /> : '○'}
            </span>
            {STEP_LABELS[step]}
            {i < at ? <span className={visuallyHidden}> (done)</span> : null}
          </li>
        ))}
      </ol>
      <p className={css.hint} role="status">
        {stepHint(current, walletName)}
      </p>
    </>
  );
}

/** The Choose Wallet modal: the wallets, which are installed, Connecting with Cancel. */
export function ChooseWalletModal({ actorRef, adapters, adaptersFailed = false, pathname, allowAllOnAtomicals = false }: ChooseWalletModalProps) {
  const choosing = useSelector(actorRef, (s) => s.matches('choosing'));
  const connecting = useSelector(actorRef, (s) => s.matches('connecting'));
  const step = useSelector(actorRef, (s) => (s.matches('connecting') ? (Object.values(s.value as Record<string, string>)[0] as ConnectStep) : null));
  const walletType = useSelector(actorRef, (s) => s.context.walletType);
  const error = useSelector(actorRef, (s) => s.context.error);
  if (!choosing && !connecting) return null;
  const chosen = adapters.find((a) => a.type === walletType);
  const shown = walletsShownOn(adapters, pathname, allowAllOnAtomicals);
  const download = error?.kind === 'not-installed' ? WALLETS.find((w) => w.type === error.wallet)?.downloadUrl : undefined;

  return (
    <Modal open title={connecting ? 'Connecting' : 'Connect a wallet'} onClose={() => actorRef.send({ type: connecting ? 'CANCEL' : 'CLOSE' })}>
      {connecting && step ? (
        <div className={css.connecting}>
          <ConnectSteps current={step} walletName={chosen?.name ?? 'your wallet'} />
          <button type="button" className={button.default} onClick={() => actorRef.send({ type: 'CANCEL' })}>
            Cancel
          </button>
        </div>
      ) : (
        <>
          {isSwapPath(pathname) ? <p className={css.note}>The swap supports Native Segwit (P2WPKH) and Taproot (P2TR) addresses.</p> : null}
          {isAtomicalsPath(pathname) ? <p className={css.warning}>The ARC-20 marketplace works only with UniSat Wallet 1.2.2 or later.</p> : null}
          {error ? (
            <div className={css.errorRow}>
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
              {error.retryable && error.wallet ? (
                <button type="button" className={button.default} onClick={() => actorRef.send({ type: 'SELECT', walletType: error.wallet! })}>
                  Try again
                </button>
              ) : null}
            </div>
          ) : null}
          {adaptersFailed && adapters.length === 0 ? (
            <p className={css.error} role="alert">
              The list of wallets could not be loaded. Check your connection and press Connect again; if it still fails, reload the page.
            </p>
          ) : null}
          <ul className={css.list}>
            {shown.map((adapter) => {
              const installed = adapter.isInstalled();
              return (
                <li key={adapter.type}>
                  <button
                    type="button"
                    className={css.wallet}
                    onClick={() => actorRef.send({ type: 'SELECT', walletType: adapter.type })}
                    data-wallet={adapter.type}
                  >
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
