import type { InscribeOrderStatus, OrderStage } from '../entities';
import type { PayCheck } from './order-record';

/** An inscribe order as the flow follows it (the fields of `GET /inscribe/order/{id}` it needs). */
export interface OrderView {
  readonly orderId: string;
  readonly status: InscribeOrderStatus;
  readonly payAddress: string;
  /** What to pay, in sats. */
  readonly amount: number;
  /** The fee rate the order was priced at (sats/vB): the wallet pays at it. */
  readonly feeRate?: number;
  readonly files?: readonly { readonly filename: string; readonly inscriptionId?: string }[];
  /** The parts the server says the amount is made of (checked against the fee rule when this browser did not place the order). */
  readonly receiveAddress?: string;
  readonly networkFee?: number;
  readonly serviceFee?: number;
  readonly outputValue?: number;
  readonly devFee?: number;
  readonly extraFee?: number;
  /** The refund's transaction, once the server refunded the payment. */
  readonly refundTxid?: string | null;
  /** Whether it may be paid, checked when it was read: a refused order shows no Pay. */
  readonly payCheck?: PayCheck;
}

/** The stages the progress view shows, in order. */
export const ORDER_STAGES: readonly OrderStage[] = ['pending', 'payment', 'deliver'];

/** Which stage an order is at: waiting for payment, the payment confirming, the inscriptions being delivered. */
export function orderStage(status: InscribeOrderStatus): OrderStage {
  switch (status) {
    case 'pending':
    case 'cancel':
    case 'notPaid':
      return 'pending';
    case 'paid':
    case 'paidConfirm':
    case 'needRefund':
    case 'refunded':
      return 'payment';
    case 'inscribing':
    case 'minted':
    case 'stuck':
    case 'failed':
      return 'deliver';
  }
}

/**
 * The ends an order does not leave: minted, or cancelled, refunded, failed, not paid in time. A stuck order and
 * one waiting for its refund still move on, so they are followed.
 */
export const ORDER_ENDS: readonly InscribeOrderStatus[] = ['minted', 'cancel', 'refunded', 'failed', 'notPaid'];
export const isOrderOver = (status: InscribeOrderStatus): boolean => ORDER_ENDS.includes(status);

/** What each status means to the person who placed the order. */
export const ORDER_STATUS_WORDS: Readonly<Record<InscribeOrderStatus, string>> = {
  pending: 'Waiting for your payment.',
  paid: 'Payment received: waiting for it to confirm.',
  paidConfirm: 'Payment confirmed: inscribing starts with the next block.',
  inscribing: 'Inscribing: your inscriptions are on their way.',
  minted: 'Done: your inscriptions are at the receive address.',
  cancel: 'Cancelled.',
  refunded: 'Refunded to the address that paid.',
  stuck: 'Stuck: the inscribing transaction has not confirmed yet. It is being looked after.',
  needRefund: 'Too little was paid: the payment will be refunded.',
  failed: 'Inscribing failed. Contact support with the order id.',
  notPaid: 'Not paid in time: the order has closed.',
};

/** What an order makes: inscriptions, or runes (an etching or mints); the status words name it. */
export type OrderGoods = 'inscriptions' | 'runes';
const RUNES_WORDS: Partial<Record<InscribeOrderStatus, string>> = {
  paidConfirm: 'Payment confirmed: the runes are made with the next block.',
  inscribing: 'Etching or minting: your runes are on their way.',
  minted: 'Done: your runes are at the receive address.',
  failed: 'The runes could not be made (the mints may have run out). Contact support with the order id.',
};
export const orderStatusWords = (status: InscribeOrderStatus, goods: OrderGoods = 'inscriptions'): string =>
  goods === 'runes' ? (RUNES_WORDS[status] ?? ORDER_STATUS_WORDS[status]) : ORDER_STATUS_WORDS[status];
