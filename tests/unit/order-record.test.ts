import { describe, expect, it } from 'vitest';
import { inscribeFees, discountsOf } from '../../src/domain/inscribe/inscribe-fees';
import { payCheck, type OrderParts } from '../../src/domain/inscribe/order-record';
import { formatMessage } from '../../src/domain/messages';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { orderRecords } from '../../src/services/storage/order-records';

/**
 * Issue 21, finding 8: an inscribe order is checked at every payment. One this browser placed is held to what
 * its form showed (a refused one stays refused); one it did not place is held to the fee rule.
 */
const RECEIVE = 'tb1pq8dqkhpe9j6shqwyrxkjqx7hnjq6pdsq3xyj4e9t2d2kf4wz0fxq3m7drh';
const fees = inscribeFees({ contentBytes: [120, 400], receiveAddress: RECEIVE, feeRate: 5, outputValue: 546, discounts: discountsOf(null) });
const honest: OrderParts = {
  orderId: 'order-000001',
  amount: fees.total.toNumber(),
  receiveAddress: RECEIVE,
  files: [{}, {}],
  feeRate: 5,
  networkFee: fees.networkFee.toNumber(),
  serviceFee: fees.serviceFee.toNumber(),
  outputValue: 546,
};
const words = (v: ReturnType<typeof payCheck>) => (v.ok ? v.basis : formatMessage(v.problem.key, v.problem.params as Record<string, string>));

describe('an order this browser placed', () => {
  const chosen = { receiveAddress: RECEIVE, itemCount: 2, total: fees.total.toNumber() };
  it('is paid on its record; refused at creation, it stays refused wherever it is opened', () => {
    const records = orderRecords(createKeyValueStore(null));
    expect(records.placed(honest, chosen)).toBeNull();
    expect(words(payCheck(honest, records.get('order-000001')))).toBe('record');
    const over = { ...honest, orderId: 'order-000002', amount: honest.amount + 1_000 };
    expect(records.placed(over, chosen)).not.toBeNull();
    expect(words(payCheck(over, records.get('order-000002')))).toBe(
      `This order was refused when it was placed: The order asks for ${(honest.amount + 1_000).toLocaleString('en-US')} sats but the fee panel showed ${honest.amount.toLocaleString('en-US')} sats. Nothing was paid; check the order and try again. It cannot be paid from here.`,
    );
    // Even an answer that later reads honestly is not paid: the record of the refusal stands.
    expect(payCheck({ ...over, amount: honest.amount }, records.get('order-000002')).ok).toBe(false);
  });
  it('an order whose amount grew since it was placed is refused at payment', () => {
    const records = orderRecords(createKeyValueStore(null));
    records.placed(honest, chosen);
    expect(words(payCheck({ ...honest, amount: honest.amount + 1 }, records.get('order-000001')))).toMatch(/^The order asks for .* but the fee panel showed/);
  });
});

describe('an order this browser has no record of (a link from anyone, another browser)', () => {
  it('passes the fee rule with its whole breakdown', () => {
    const verdict = payCheck(honest, null);
    expect(verdict).toMatchObject({
      ok: true,
      basis: 'rule',
      breakdown: { itemCount: 2, networkFee: honest.networkFee, serviceFee: honest.serviceFee, itemsValue: 1_092, otherFees: 0, amount: honest.amount },
    });
  });
  it('is refused when it asks more than its parts, charges more service fee than the rule allows, or says nothing of its parts', () => {
    expect(words(payCheck({ ...honest, amount: honest.amount + 1 }, null))).toMatch(/^The order asks for [\d,]+ sats, more than its own parts add up to/);
    expect(words(payCheck({ ...honest, serviceFee: honest.serviceFee! + 5_000, amount: honest.amount + 5_000 }, null))).toMatch(
      /^The order charges a service fee of [\d,]+ sats, more than the fee rule allows/,
    );
    expect(words(payCheck({ orderId: 'x', amount: 5_000, files: [{}] }, null))).toBe(
      'This order does not say what its amount is made of, so it cannot be checked. Nothing was paid.',
    );
  });
  it("counts a partner's fee per item and the order's own fee in the breakdown", () => {
    expect(payCheck({ ...honest, devFee: 600, amount: honest.amount + 1_200 }, null)).toMatchObject({ ok: true, breakdown: { otherFees: 1_200 } });
  });
});
