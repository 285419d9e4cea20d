import { useRef, useState } from 'react';
import type { OrderGoods } from '../../domain/inscribe/order-status';
import type { Placement } from './use-order-placement';
import { createInscribeOrderActors } from '../../flows/inscribe-order/inscribe-order.actors';
import { inscribeOrderMachine } from '../../flows/inscribe-order/inscribe-order.machine';
import { useFlow } from '../hooks/use-flow';
import { useServices } from '../hooks/services';
import { useWalletSigner } from '../hooks/wallet-context';
import { OrderProgress } from './order-progress';
import { MixpayOption } from './mixpay-option';

/**
 * Runs one inscribe order (the order machine with its actors from src/flows/inscribe-order): `placed` creates it,
 * or `orderId` follows one placed before. An order waiting for payment may also be paid through MixPay.
 */
export function OrderRunner({ placed, orderId, goods }: { placed?: Placement; orderId?: string; goods?: OrderGoods }) {
  const services = useServices();
  // The actors use the wallet as it is when they run: after a reload it connects after the runner starts.
  const signerNow = useWalletSigner();
  const wallet = useRef(signerNow);
  wallet.current = signerNow;
  // One order per runner: its actors are fixed when it starts.
  const [actors] = useState(() => createInscribeOrderActors({ api: services.api, wallet: () => wallet.current, localStore: services.localStore }, placed));
  const [, actorRef] = useFlow(inscribeOrderMachine, { input: { orderId: orderId ?? null }, actors });
  return (
    <OrderProgress
      actorRef={actorRef}
      {...(goods ? { goods } : {})}
      otherPayment={({ orderId: id, amountSats }) => <MixpayOption orderId={id} amountSats={amountSats} />}
    />
  );
}
