import { fromPromise } from 'xstate';
import type { Problem } from '../../domain/inscribe/inscribe-items';
import { fundsProblem, payCheck } from '../../domain/inscribe/order-record';
import type { OrderView } from '../../domain/inscribe/order-status';
import { formatMessage } from '../../domain/messages';
import type { Api } from '../../services/api/create-api';
import type { KeyValueStore } from '../../services/storage/key-value-store';
import { orderRecords } from '../../services/storage/order-records';
import type { WalletSigner } from '../../services/wallet-session/wallet-signer';
import { WalletError } from '../../services/wallets/wallet-adapter';
import { toStepFailure } from '../shared/run-step';
import { formatAmount } from '../../domain/amount-text';

const isProblem = (error: unknown): error is Problem =>
  typeof error === 'object' && error !== null && 'key' in error && typeof (error as Problem).key === 'string';

/** What an inscribe order's actors take from the app. */
export interface InscribeOrderServices {
  readonly api: () => Promise<Api>;
  /** The wallet as it is when a step runs: after a reload it connects after the order is followed. */
  readonly wallet: () => WalletSigner | null;
  /** This browser's records of the orders it placed (what the form showed, to check paying against). */
  readonly localStore: KeyValueStore;
}

/**
 * One inscribe order's side effects: `create` places it (the form checks the answer against what it showed),
 * the order read back (with the verdict on paying it: against this browser's record of the form, else the fee
 * rule), and Pay through the wallet's own send prompt, to the order's address, for the order's amount, at the
 * order's fee rate, checked again at the moment of paying. No React.
 */
/** An order to place: its creation, and what the fee panel showed it costs (sats). */
export interface OrderToPlace {
  readonly create: () => Promise<OrderView>;
  readonly totalSats: number;
}

export function createInscribeOrderActors(services: InscribeOrderServices, placed?: OrderToPlace) {
  const records = orderRecords(services.localStore);
  const checked = (order: OrderView): OrderView => ({ ...order, payCheck: payCheck(order, records.get(order.orderId)) });
  return {
    createOrder: fromPromise<OrderView, void>(async () => {
      if (!placed) throw { message: 'Nothing to create.' };
      // The payment address must hold what the order costs before it is created: a wallet that cannot pay is told
      // so now, not after an order waits for a payment that cannot come. (The indexer's word; if it cannot be read,
      // the wallet's own prompt still stops a payment it cannot make.)
      const wallet = services.wallet();
      if (wallet && placed.totalSats > 0) {
        const balance = await (await services.api()).query.addressBalance(wallet.account.paymentAddress).catch(() => null);
        const problem = balance ? fundsProblem(balance.btcSatoshi + balance.btcPendingSatoshi, placed.totalSats) : null;
        if (problem) throw { message: formatMessage(problem.key, problem.params) };
      }
      try {
        return checked(await placed.create());
      } catch (error) {
        // A problem the form found in the answer (it is not the order shown) is already in words.
        throw isProblem(error) ? { message: formatMessage(error.key, error.params) } : toStepFailure(error, services.wallet()?.walletType ?? null);
      }
    }),
    readOrder: fromPromise<OrderView, { orderId: string }>(async ({ input }) => {
      try {
        return checked(await (await services.api()).basic.getInscribeOrder(input.orderId));
      } catch (error) {
        throw toStepFailure(error, services.wallet()?.walletType ?? null);
      }
    }),
    pay: fromPromise<string, { order: OrderView }>(async ({ input }) => {
      const signer = services.wallet();
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
              amount: formatAmount(input.order.amount),
              address: input.order.payAddress,
            }),
          };
        }
        throw toStepFailure(error, services.wallet()?.walletType ?? null);
      }
    }),
  };
}
