import { useEffect, useRef, useState } from 'react';
import { satsToBtcText } from '../../domain/currency';
import { mixpayOrderActors } from '../../flows/service-call/service-call.actors';
import { serviceCallMachine } from '../../flows/service-call/service-call.machine';
import * as css from '../components/kit.css';
import { useServices } from '../hooks/services';
import { useFlow } from '../hooks/use-flow';
import { useRemote } from '../hooks/use-remote';
import { button } from '../theme/ui.css';
import { BusyButton } from '../components/busy-button';
import { formatSats } from '../../domain/amount-text';

/**
 * The second way to pay an inscribe order: MixPay, a third-party payment service that takes the order's amount and
 * its own extra fee (shown before choosing), then pays the order. Its page is a link that opens in a new window; this
 * page follows the order as it does after a wallet payment.
 */
export function MixpayOption({ orderId, amountSats }: { orderId: string; amountSats: number }) {
  const services = useServices();
  const fee = useRemote('mixpay-extra-fee', (api) => api.basic.mixpayExtraFee());
  const link = useRef<HTMLAnchorElement>(null);
  const [actors] = useState(() => mixpayOrderActors(services.api, document.baseURI));
  const [state, actor] = useFlow(serviceCallMachine, { actors });
  const ready = state.matches('done');
  // The button gives way to the link: focus goes with it.
  useEffect(() => {
    if (ready) link.current?.focus();
  }, [ready]);
  if (!fee.data) return null;
  const extra = BigInt(fee.data.extraFee);
  const total = BigInt(amountSats) + extra;
  const creating = state.matches('working');
  return (
    <div data-testid="order-mixpay">
      <p className={css.reason}>
        Or pay through MixPay, which takes other coins: the value of {formatSats(total)} ({satsToBtcText(total)} BTC), the order&apos;s amount and MixPay&apos;s
        fee of {formatSats(extra)}. Pay one way only.
      </p>
      {ready && state.context.output ? (
        <p>
          <a ref={link} className={button.default} href={state.context.output} target="_blank" rel="noopener noreferrer" data-testid="order-mixpay-open">
            Open MixPay&apos;s page (new window)
          </a>{' '}
          <span className={css.reason}>This page follows the order once MixPay has paid it.</span>
        </p>
      ) : (
        <BusyButton
          label={`Pay with MixPay (+${formatSats(extra)})`}
          busyLabel="Preparing MixPay…"
          busy={creating}
          onPress={() => actor.send({ type: 'START', input: orderId })}
          testId="order-mixpay-pay"
        />
      )}
      {state.context.error ? (
        <p className={css.warning} role="alert">
          {state.context.error}
        </p>
      ) : null}
    </div>
  );
}
