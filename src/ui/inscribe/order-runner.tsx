import { useMemo, useRef } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Problem } from '../../domain/inscribe/inscribe-items';
import type { OrderGoods, OrderView } from '../../domain/inscribe/order-status';
import { formatMessage } from '../../domain/messages';
import { inscribeOrderMachine } from '../../flows/inscribe-order/inscribe-order.machine';
import { payCheck } from '../../domain/inscribe/order-record';
import { orderRecords } from '../../services/storage/order-records';
import { WalletError } from '../../services/wallets/wallet-adapter';
import { useServices } from '../hooks/services';
import { toStepFailure } from '../../flows/shared/run-step';
import { useWalletSigner } from '../hooks/wallet-context';
import { OrderProgress } from './order-progress';

const isProblem = (error: unknown): error is Problem =>
  typeof error === 'object' && error !== null && 'key' in error && typeof (error as Problem).key === 'string';

/**
 * Runs one inscribe order (the order machine with its calls): `create` places it (the form checks the answer
 * against what it showed), or `orderId` follows one placed before. Pay goes through the wallet's own send
 * prompt, to the order's address, for the order's amount, at the order's fee rate.
 */
export function OrderRunner({ create, orderId, goods }: { create?: () => Promise<OrderView>; orderId?: string; goods?: OrderGoods }) {
  const services = useServices();
  // The actors use the wallet as it is when they run: after a reload it connects after the runner starts.
  const signerNow = useWalletSigner();
  const wallet = useRef(signerNow);
  wallet.current = signerNow;
  const records = orderRecords(services.localStore);
  /** The order with the verdict on paying it: against this browser's record of the form, else against the fee rule. */
  const checked = (order: OrderView): OrderView => ({ ...order, payCheck: payCheck(order, records.get(order.orderId)) });
  const machine = useMemo(
    () =>
      inscribeOrderMachine.provide({
        actors: {
          createOrder: fromPromise<OrderView, void>(async () => {
            if (!create) throw { message: 'Nothing to create.' };
            try {
              return checked(await create());
            } catch (error) {
              // A problem the form found in the answer (it is not the order shown) is already in words.
              throw isProblem(error) ? { message: formatMessage(error.key, error.params) } : toStepFailure(error, wallet.current?.walletType ?? null);
            }
          }),
          readOrder: fromPromise<OrderView, { orderId: string }>(async ({ input }) => {
            try {
              return checked(await (await services.api()).basic.getInscribeOrder(input.orderId));
            } catch (error) {
              throw toStepFailure(error, wallet.current?.walletType ?? null);
            }
          }),
          pay: fromPromise<string, { order: OrderView }>(async ({ input }) => {
            const signer = wallet.current;
            if (!signer) throw { message: 'Connect your wallet to pay.' };
            // Checked again at the moment of paying, wherever Pay was pressed: nothing refused reaches the wallet.
            const verdict = payCheck(input.order, records.get(input.order.orderId));
            if (!verdict.ok) throw { message: formatMessage(verdict.problem.key, verdict.problem.params) };
            try {
              // At the order's own fee rate (an order followed after a reload has it too); else the wallet picks.
              return await signer.sendBitcoin(input.order.payAddress, input.order.amount, input.order.feeRate ? { feeRate: input.order.feeRate } : {});
            } catch (error) {
              if (error instanceof WalletError && error.kind === 'unsupported') {
                throw {
                  message: formatMessage('wallet_cannot_pay', {
                    wallet: signer.walletType,
                    amount: input.order.amount.toLocaleString('en-US'),
                    address: input.order.payAddress,
                  }),
                };
              }
              throw toStepFailure(error, wallet.current?.walletType ?? null);
            }
          }),
        },
      }),
    // One order per runner: the calls are fixed when it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actorRef = useActorRef(machine, { input: { orderId: orderId ?? null } });
  return <OrderProgress actorRef={actorRef} {...(goods ? { goods } : {})} />;
}
