import { useEffect, useRef, useState } from 'react';
import { satsToBtcText } from '../../domain/currency';
import { failureMessage } from '../../services/http/error-routing';
import * as css from '../components/kit.css';
import { useServices } from '../hooks/services';
import { useRemote } from '../hooks/use-remote';
import { button } from '../theme/ui.css';

/** A page a payment service answers may be opened only over https (or on this site's own origin: the devnet's stand-in). */
function payPage(url: string): URL {
  const target = new URL(url, document.baseURI);
  if (target.protocol !== 'https:' && target.origin !== new URL(document.baseURI).origin)
    throw new Error('MixPay answered an address that is not a secure web page.');
  return target;
}

/**
 * The second way to pay an inscribe order: MixPay, a third-party payment service that takes the order's amount and
 * its own extra fee (shown before choosing), then pays the order. Its page is a link that opens in a new window; this
 * page follows the order as it does after a wallet payment.
 */
export function MixpayOption({ orderId, amountSats }: { orderId: string; amountSats: number }) {
  const services = useServices();
  const fee = useRemote('mixpay-extra-fee', (api) => api.basic.mixpayExtraFee());
  const [state, setState] = useState<{ step: 'ask' } | { step: 'creating' } | { step: 'ready'; href: string } | { step: 'failed'; message: string }>({
    step: 'ask',
  });
  const link = useRef<HTMLAnchorElement>(null);
  // The button gives way to the link: focus goes with it.
  useEffect(() => {
    if (state.step === 'ready') link.current?.focus();
  }, [state.step]);
  if (!fee.data) return null;
  const extra = BigInt(fee.data.extraFee);
  const total = BigInt(amountSats) + extra;
  const create = async () => {
    setState({ step: 'creating' });
    try {
      const { payUrl } = await (await services.api()).basic.createMixpayOrder(orderId);
      setState({ step: 'ready', href: payPage(payUrl).href });
    } catch (error) {
      setState({ step: 'failed', message: failureMessage(error) || (error as Error).message });
    }
  };
  return (
    <div data-testid="order-mixpay">
      <p className={css.reason}>
        Or pay through MixPay, which takes other coins: the value of {total.toLocaleString('en-US')} sats ({satsToBtcText(total)} BTC), the order&apos;s amount
        and MixPay&apos;s fee of {extra.toLocaleString('en-US')} sats. Pay one way only.
      </p>
      {state.step === 'ready' ? (
        <p>
          <a ref={link} className={button.default} href={state.href} target="_blank" rel="noopener noreferrer" data-testid="order-mixpay-open">
            Open MixPay&apos;s page (new window)
          </a>{' '}
          <span className={css.reason}>This page follows the order once MixPay has paid it.</span>
        </p>
      ) : (
        <button type="button" className={button.default} disabled={state.step === 'creating'} onClick={() => void create()} data-testid="order-mixpay-pay">
          {state.step === 'creating' ? 'Preparing MixPay…' : `Pay with MixPay (+${extra.toLocaleString('en-US')} sats)`}
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
