import type { Problem } from './inscribe-items';
import { formatAmount } from '../amount-text';

/** What the person chose in the form, as the fee panel showed it. */
export interface ChosenOrder {
  readonly receiveAddress: string;
  readonly itemCount: number;
  /** The fee panel's total, in sats. */
  readonly total: number;
}

/** The order the server answered, as far as the check needs it. */
export interface AnsweredOrder {
  readonly amount: number;
  readonly receiveAddress?: string;
  readonly files?: readonly unknown[];
}

/**
 * Before the wallet pays, the order must be the one the form showed (users' funds come first): the amount
 * no more than the fee panel's total, the inscriptions going to the receive address chosen, and as many as
 * were chosen. A mismatch is a problem to show, and nothing is paid.
 */
export function checkOrderAgainstForm(order: AnsweredOrder, chosen: ChosenOrder): Problem | null {
  if (!Number.isSafeInteger(order.amount) || order.amount <= 0) return { key: 'order_mismatch', params: { what: 'no amount to pay' } };
  if (order.amount > chosen.total) return { key: 'order_amount_mismatch', params: { asked: formatAmount(order.amount), shown: formatAmount(chosen.total) } };
  if (order.receiveAddress !== undefined && order.receiveAddress !== chosen.receiveAddress)
    return { key: 'order_mismatch', params: { what: `the inscriptions go to ${order.receiveAddress}` } };
  if (order.files !== undefined && order.files.length !== chosen.itemCount)
    return { key: 'order_mismatch', params: { what: `${order.files.length} inscriptions instead of ${chosen.itemCount}` } };
  return null;
}
