import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { inscriptionPath } from '../../domain/market/market-paths';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { satsToBtcText } from '../../domain/currency';
import { ORDER_STAGES, orderStage, orderStatusWords, type OrderGoods } from '../../domain/inscribe/order-status';
import type { InscribeOrderMachine } from '../../flows/inscribe-order/inscribe-order.machine';
import type { OrderBreakdown } from '../../domain/inscribe/order-record';
import { formatMessage } from '../../domain/messages';
import { StageList } from '../components/stage-list';
import * as marketCss from '../components/kit.css';
import { button } from '../theme/ui.css';
import { BusyButton } from '../components/busy-button';
import { ExplorerLink } from '../components/explorer-link';
import { TxConfirmations } from '../components/tx-confirmations';
import { formatSats } from '../../domain/amount-text';

const STAGE_LABELS = { pending: 'Pending', payment: 'Payment', deliver: 'Deliver' } as const;

/**
 * An inscribe order's progress: the stages pending, payment, deliver with the current one marked,
 * what the status means, the amount and address to pay with the Pay button while it waits for payment, and
 * the inscriptions once minted. It renders the order machine; the page that creates the actor supplies the
 * calls and the wallet.
 */
export function OrderProgress({
  actorRef,
  goods = 'inscriptions',
  otherPayment,
}: {
  actorRef: ActorRefFrom<InscribeOrderMachine>;
  goods?: OrderGoods;
  /** A second way to pay an order waiting for payment (the runner's MixPay), under the wallet's Pay. */
  otherPayment?: (order: { readonly orderId: string; readonly amountSats: number }) => ReactNode;
}) {
  const state = useSelector(actorRef, (s) => s);
  const id = useId();
  const { order, error, payError, notice, paymentTxid } = state.context;
  if (state.matches('creating')) {
    return (
      <p className={marketCss.status} role="status" data-testid="order-progress">
        Creating your order…
      </p>
    );
  }
  if (state.matches('createFailed')) {
    return (
      <section className={marketCss.panel} data-testid="order-progress">
        <p className={marketCss.warning} role="alert">
          {error}
        </p>
        <p className={marketCss.reason}>Nothing was paid.</p>
        <div className={marketCss.actions}>
          <button type="button" className={button.primary} onClick={() => actorRef.send({ type: 'RETRY' })}>
            Try again
          </button>
        </div>
      </section>
    );
  }
  const paying = state.matches('paying');
  const stages = ORDER_STAGES.map((s) => STAGE_LABELS[s]);
  return (
    <section className={marketCss.panel} aria-labelledby={`${id}-title`} data-testid="order-progress">
      <h2 id={`${id}-title`} className={marketCss.panelTitle}>
        {order ? `Order ${order.orderId}` : 'Your order'}
      </h2>
      {order ? (
        <>
          {/* Minted: every stage is done (none is current any more). */}
          <StageList
            label="Order stages"
            stages={stages}
            current={order.status === 'minted' ? stages.length : ORDER_STAGES.indexOf(orderStage(order.status))}
          />
          <p role="status" data-testid="order-status">
            {order.status === 'pending' && order.payCheck && !order.payCheck.ok
              ? 'Not paid: this order was refused before your wallet was asked.'
              : orderStatusWords(order.status, goods)}
          </p>
          {order.status === 'pending' && paymentTxid === null && order.payCheck && !order.payCheck.ok ? (
            <div data-testid="order-refused">
              <p className={marketCss.warning} role="alert">
                {formatMessage(order.payCheck.problem.key, order.payCheck.problem.params)}
              </p>
              {order.payCheck.breakdown ? <Breakdown breakdown={order.payCheck.breakdown} goods={goods} /> : null}
            </div>
          ) : order.status === 'pending' && paymentTxid === null ? (
            <>
              {order.payCheck?.ok && order.payCheck.basis === 'rule' ? (
                <>
                  <p className={marketCss.reason} data-testid="order-unrecorded">
                    This browser did not place this order, so it is checked against the fee rule. Read what it is made of before you pay.
                  </p>
                  <Breakdown breakdown={order.payCheck.breakdown} goods={goods} />
                </>
              ) : null}
              <p>
                Pay <strong>{satsToBtcText(order.amount)} BTC</strong> ({formatSats(order.amount)}) to{' '}
                <span className={marketCss.mono}>{order.payAddress}</span>. <ExplorerLink kind="address" id={order.payAddress} />
              </p>
              <div className={marketCss.actions}>
                <BusyButton
                  primary
                  label="Pay with your wallet"
                  busyLabel="Confirm in your wallet…"
                  busy={paying}
                  onPress={() => actorRef.send({ type: 'PAY' })}
                  testId="order-pay"
                />
              </div>
              {paying || !otherPayment ? null : otherPayment({ orderId: order.orderId, amountSats: order.amount })}
            </>
          ) : null}
          {paymentTxid ? (
            <p className={marketCss.reason}>
              Payment sent: <span className={marketCss.mono}>{paymentTxid}</span> <ExplorerLink kind="tx" id={paymentTxid} />{' '}
              <TxConfirmations txid={paymentTxid} />
            </p>
          ) : null}
          {order.refundTxid ? (
            <p className={`${marketCss.reason} ${marketCss.breakAnywhere}`} data-testid="order-refund">
              Refunded in transaction <span className={marketCss.mono}>{order.refundTxid}</span>. <ExplorerLink kind="tx" id={order.refundTxid} />
            </p>
          ) : null}
          {state.matches('minted') && order.files?.some((f) => f.inscriptionId) ? (
            <ul data-testid="order-inscriptions">
              {order.files.map((f) =>
                f.inscriptionId ? (
                  <li key={f.inscriptionId} className={marketCss.breakAnywhere}>
                    {f.filename}:{' '}
                    <Link className={marketCss.mono} to={inscriptionPath(f.inscriptionId)}>
                      {f.inscriptionId}
                    </Link>{' '}
                    <ExplorerLink kind="inscription" id={f.inscriptionId} />
                  </li>
                ) : null,
              )}
            </ul>
          ) : null}
        </>
      ) : error ? null : (
        <p className={marketCss.reason} role="status">
          Reading your order…
        </p>
      )}
      {notice ? (
        <p className={marketCss.reason} role="status" data-testid="order-notice">
          {notice}
        </p>
      ) : null}
      {payError ? (
        <p className={marketCss.warning} role="alert" data-testid="order-pay-error">
          {payError} The order still waits for your payment.
        </p>
      ) : null}
      {error ? (
        <p className={marketCss.warning} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** What an order's amount is made of, line by line, with what the fee rule allows: shown before paying an order this browser did not place. */
function Breakdown({ breakdown: b, goods }: { breakdown: OrderBreakdown; goods: OrderGoods }) {
  return (
    <dl className={marketCss.facts} data-testid="order-breakdown">
      <dt>Network fee</dt>
      <dd>{formatSats(b.networkFee)}</dd>
      <dt>Service fee</dt>
      <dd>
        {formatSats(b.serviceFee)}{' '}
        <span className={marketCss.reason}>
          (the fee rule allows up to {formatSats(b.serviceFeeMax)} for {b.itemCount} {b.itemCount === 1 ? 'item' : 'items'})
        </span>
      </dd>
      <dt>{goods === 'runes' ? 'Sats in the runes’ outputs' : 'Sats in the inscriptions'}</dt>
      <dd>{formatSats(b.itemsValue)}</dd>
      {b.otherFees > 0 ? (
        <>
          <dt>Other fees (partner, premium)</dt>
          <dd>{formatSats(b.otherFees)}</dd>
        </>
      ) : null}
      <dt>The order asks</dt>
      <dd>{formatSats(b.amount)}</dd>
    </dl>
  );
}
