import { useState } from 'react';
import { satsToBtcText } from '../../domain/currency';
import { failureMessage } from '../../services/http/error-routing';
import * as css from '../components/kit.css';
import { useServices } from '../hooks/services';
import { useRemote } from '../hooks/use-remote';
import { button } from '../theme/ui.css';

/**
 * The second way to pay an inscribe order: MixPay, a third-party payment service that takes the order's amount and
 * its own extra fee (shown before choosing), then pays the order. Its page opens in a new window; this page follows
 * the order as it does after a wallet payment.
 */
export function MixpayOption({
  orderId,
  amountSats,
  openWindow = (url) => window.open(url, '_blank'),
}: {
  orderId: string;
  amountSats: number;
  openWindow?: (url: string) => Window | null;
}) {
  const services = useServices();
  const fee = useRemote('mixpay-extra-fee', (api) => api.basic.mixpayExtraFee());
  const [state, setState] = useState<{ step: 'ask' } | { step: 'opening' } | { step: 'opened' } | { step: 'failed'; message: string }>({ step: 'ask' });
  if (!fee.data) return null;
  const extra = fee.data.extraFee;
  const go = async () => {
    // Opened at once (a window opened after an await is blocked), then sent to the page MixPay answers.
    const popup = openWindow('about:blank');
    if (popup) popup.opener = null;
    setState({ step: 'opening' });
    try {
      const { payUrl } = await (await services.api()).basic.createMixpayOrder(orderId);
      const target = new URL(payUrl, document.baseURI);
      if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('MixPay answered an address that is not a web page.');
      if (popup) popup.location.href = target.href;
      else openWindow(target.href);
      setState({ step: 'opened' });
    } catch (error) {
      popup?.close();
      setState({ step: 'failed', message: failureMessage(error) || (error as Error).message });
    }
  };
  return (
    <div data-testid="order-mixpay">
      <p className={css.reason}>
        Or pay with MixPay, in another coin: {(amountSats + extra).toLocaleString('en-US')} sats ({satsToBtcText(amountSats + extra)} BTC) in all, the
        order&apos;s amount and MixPay&apos;s fee of {extra.toLocaleString('en-US')} sats.
      </p>
      {state.step === 'opened' ? (
        <p role="status" data-testid="order-mixpay-opened">
          MixPay&apos;s page is open in a new window. This page follows the order once MixPay has paid it.
        </p>
      ) : (
        <button type="button" className={button.default} disabled={state.step === 'opening'} onClick={() => void go()} data-testid="order-mixpay-pay">
          {state.step === 'opening' ? 'Opening MixPay…' : `Pay with MixPay (+${extra.toLocaleString('en-US')} sats)`}
        </button>
      )}
      {state.step === 'failed' ? (
        <p className={css.warning} role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
