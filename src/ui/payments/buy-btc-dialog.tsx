import { useId, useState } from 'react';
import { Modal } from '../components/modal';
import { useServices } from '../hooks/services';
import { failureMessage } from '../../services/http/error-routing';
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
  const [state, setState] = useState<{ step: 'ask' } | { step: 'opening' } | { step: 'opened' } | { step: 'failed'; message: string }>({ step: 'ask' });
  const go = async () => {
    const popup = openWindow('about:blank');
    if (popup) popup.opener = null;
    setState({ step: 'opening' });
    try {
      const { url } = await (await services.api()).external.moonpayCreate(address);
      const target = new URL(url, document.baseURI);
      if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('The provider answered an address that is not a web page.');
      if (popup) popup.location.href = target.href;
      else openWindow(target.href);
      setState({ step: 'opened' });
    } catch (error) {
      popup?.close();
      setState({ step: 'failed', message: failureMessage(error) || (error as Error).message });
    }
  };
  return (
    <Modal open title="Buy BTC" onClose={onClose}>
      <div data-testid="buy-btc-dialog">
        <p>{CARD_PAYMENT_DISCLAIMER}</p>
        <p className={css.reason}>
          For <span className={css.mono}>{address}</span>
        </p>
        {state.step === 'opened' ? (
          <p role="status" data-testid="buy-btc-opened">
            The provider’s page is open in a new window. Come back here when you are done: the coins show in your balance once they confirm.
          </p>
        ) : (
          <>
            <label className={css.inlineLabel} htmlFor={`${id}-agree`}>
              <input id={`${id}-agree`} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="buy-btc-agree" /> I
              understand: the provider, not this site, sells me the coins.
            </label>
            {state.step === 'failed' ? (
              <p className={css.warning} role="alert">
                {state.message}
              </p>
            ) : null}
            <div className={css.actions}>
              <button
                type="button"
                className={button.primary}
                disabled={!agreed || state.step === 'opening'}
                aria-busy={state.step === 'opening'}
                onClick={() => void go()}
                data-testid="buy-btc-continue"
              >
                {state.step === 'opening' ? 'Opening…' : 'Continue to the provider'}
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
