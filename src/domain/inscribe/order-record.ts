import { Decimal } from '../decimal';
import { checkOrderAgainstForm, type AnsweredOrder } from './order-check';
import { COMMIT_VBYTES, SERVICE_FEE_MAX_ITEMS, SERVICE_FEE_PER_ITEM_SATS, SERVICE_FEE_ROUNDING_SATS, SIZE_FEE_RATE } from './inscribe-fees';
import type { Problem } from './inscribe-items';
import { formatAmount } from '../amount-text';

/**
 * An inscribe order is checked at every payment (finding 8), wherever Pay is pressed: at creation,
 * from Inscribe Orders, from an `?order=` link, after a reload. This browser keeps a record of what its form
 * showed for each order it placed (and whether the answer was refused); an order with no record here is held
 * to the fee rule, its whole breakdown shown before Pay.
 */
export interface OrderRecord {
  readonly orderId: string;
  readonly receiveAddress: string;
  readonly itemCount: number;
  /** The fee panel's total, in sats. */
  readonly total: number;
  /** The words of the refusal when the answer was not what the form showed; null when it was. */
  readonly refused: string | null;
}

/** What an order says it is made of (the server's own fields), for an order this browser has no record of. */
export interface OrderParts extends AnsweredOrder {
  readonly orderId: string;
  readonly feeRate?: number;
  readonly networkFee?: number;
  readonly serviceFee?: number;
  readonly outputValue?: number;
  /** A partner's fee per item (devFee), and a fee of the order's own (a premium badge's price). */
  readonly devFee?: number;
  readonly extraFee?: number;
}

export interface OrderBreakdown {
  readonly itemCount: number;
  readonly networkFee: number;
  readonly serviceFee: number;
  /** The most the fee rule allows as service fee for this many items and this network fee (no discount). */
  readonly serviceFeeMax: number;
  readonly itemsValue: number;
  /** The partner's fee for every item, and any fee of the order's own. */
  readonly otherFees: number;
  readonly amount: number;
}

export type PayCheck =
  | { readonly ok: true; readonly basis: 'record' }
  | { readonly ok: true; readonly basis: 'rule'; readonly breakdown: OrderBreakdown }
  | { readonly ok: false; readonly problem: Problem; readonly breakdown?: OrderBreakdown };

const isSats = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** Whether this order may be paid now, and on what basis. */
export function payCheck(order: OrderParts, record: OrderRecord | null): PayCheck {
  if (record) {
    if (record.refused !== null) return { ok: false, problem: { key: 'order_refused', params: { reason: record.refused } } };
    const problem = checkOrderAgainstForm(order, record);
    return problem ? { ok: false, problem } : { ok: true, basis: 'record' };
  }
  const itemCount = order.files?.length ?? 0;
  const { networkFee, serviceFee, outputValue, feeRate } = order;
  if (
    !isSats(order.amount) ||
    order.amount <= 0 ||
    itemCount === 0 ||
    !isSats(networkFee) ||
    !isSats(serviceFee) ||
    !isSats(outputValue) ||
    typeof feeRate !== 'number' ||
    !(feeRate > 0)
  ) {
    return { ok: false, problem: { key: 'order_no_breakdown' } };
  }
  const reveal = Decimal.max(0, new Decimal(networkFee).minus(new Decimal(COMMIT_VBYTES).times(feeRate)));
  const serviceFeeMax = new Decimal(SERVICE_FEE_PER_ITEM_SATS)
    .times(Math.min(itemCount, SERVICE_FEE_MAX_ITEMS))
    .plus(reveal.times(SIZE_FEE_RATE))
    .div(SERVICE_FEE_ROUNDING_SATS)
    .floor()
    .times(SERVICE_FEE_ROUNDING_SATS)
    .toNumber();
  const otherFees = (isSats(order.devFee) ? order.devFee * itemCount : 0) + (isSats(order.extraFee) ? order.extraFee : 0);
  const breakdown: OrderBreakdown = { itemCount, networkFee, serviceFee, serviceFeeMax, itemsValue: outputValue * itemCount, otherFees, amount: order.amount };
  const parts = networkFee + serviceFee + breakdown.itemsValue + otherFees;
  if (order.amount > parts)
    return {
      ok: false,
      breakdown,
      problem: { key: 'order_over_parts', params: { asked: formatAmount(order.amount), parts: formatAmount(parts) } },
    };
  if (serviceFee > serviceFeeMax)
    return {
      ok: false,
      breakdown,
      problem: { key: 'order_over_rule', params: { fee: formatAmount(serviceFee), max: formatAmount(serviceFeeMax) } },
    };
  return { ok: true, basis: 'rule', breakdown };
}

/**
 * Whether the wallet's payment address holds what an order costs (both in sats): the spec's insufficient_balance
 * with both figures and what to do, or null. The payment's own network fee comes on top: the wallet says if that is short.
 */
export function fundsProblem(balanceSats: number, totalSats: number): Problem | null {
  if (balanceSats >= totalSats) return null;
  return { key: 'order_short_of_funds', params: { have: formatAmount(balanceSats), need: formatAmount(totalSats) } };
}
