import { useEffect, useId, useRef, useState } from 'react';
import { moonpayPageActors } from '../../flows/service-call/service-call.actors';
import { serviceCallMachine } from '../../flows/service-call/service-call.machine';
import { Modal } from '../components/modal';
import { useServices } from '../hooks/services';
import { useFlow } from '../hooks/use-flow';
import * as css from '../components/kit.css';
import { button } from '../theme/ui.css';

/** What the card-payment disclaimer says before the provider's page opens. */
export const CARD_PAYMENT_DISCLAIMER =
  'Buying BTC with a card is a service of a third-party provider, on its own site, under its own terms, fees and identity checks. We do not handle your card or your payment and cannot reverse it. The coins go to your wallet’s address.';

/**
 * Buy BTC: the card-payment disclaimer; once the user agrees, the provider's page (POST /moonpay/create
 * for the wallet's address) opens in a new window. The window is opened at the click, so no popup blocker
 * stops it, and filled in when the provider's address comes back.
 */
export function BuyBtcDialog({
  address,
  onClose,
  openWindow = (url) => window.open(url, '_blank'),
}: {
  address: string;
  onClose: () => void;
  openWindow?: (url: string) => Window | null;
}) {
  const services = useServices();
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  // The window is opened at the click (no popup blocker stops it) and filled in when the provider's page comes back.
  const popup = useRef<Window | null>(null);
  const [actors] = useState(() => moonpayPageActors(services.api, document.baseURI));
  const [state, actor] = useFlow(serviceCallMachine, { actors });
  const opening = state.matches('working');
  const page = state.matches('done') ? state.context.output : null;
  const failed = state.matches('failed');
  useEffect(() => {
    if (page) {
      if (popup.current) popup.current.location.href = page;
      else openWindow(page);
    } else if (failed) popup.current?.close();
    if (page || failed) popup.current = null;
  }, [page, failed, openWindow]);
  const go = () => {
    popup.current = openWindow('about:blank');
    if (popup.current) popup.current.opener = null;
    actor.send({ type: 'START', input: address });
  };
  return (
    <Modal open title="Buy BTC" onClose={onClose}>
      <div data-testid="buy-btc-dialog">
        <p>{CARD_PAYMENT_DISCLAIMER}</p>
        <p className={css.reason}>
          For <span className={css.mono}>{address}</span>
        </p>
        {state.matches('done') ? (
          <p role="status" data-testid="buy-btc-opened">
            The provider’s page is open in a new window. Come back here when you are done: the coins show in your balance once they confirm.
          </p>
        ) : (
          <>
            <label className={css.inlineLabel} htmlFor={`${id}-agree`}>
              <input id={`${id}-agree`} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="buy-btc-agree" /> I
              understand: the provider, not this site, sells me the coins.
            </label>
            {state.context.error ? (
              <p className={css.warning} role="alert">
                {state.context.error}
              </p>
            ) : null}
            <div className={css.actions}>
              <button type="button" className={button.primary} disabled={!agreed || opening} aria-busy={opening} onClick={go} data-testid="buy-btc-continue">
                {opening ? 'Opening…' : 'Continue to the provider'}
              </button>
              <button type="button" className={button.default} onClick={onClose}>
                Cancel
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
