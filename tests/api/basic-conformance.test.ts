import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeAnswer } from '../../src/services/http/decode';
import * as B from '../../src/domain/basic-schemas';
import { checkEtching } from '../../src/domain/runes/rune-rules';
import { BASES, makeApi } from './helpers';

/**
 * The basic layer against UniSat's open API (issues 25 and 42): the inscribe order's answer is V5's (its minerFee the
 * app's network fee), the rune orders are sent in V5's bodies (runes-etch, and create with mintRuneId); the devnet's
 * answers go through the same schemas in tests/devnet/inscribe-orders.test.ts.
 */
const decode = (data: unknown) => decodeAnswer(B.InscribeOrder, data, { layer: 'basic', call: 'inscribe order' });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const wrap = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data });

describe("the inscribe order's answer (the open API's V5 order)", () => {
  it('every field of the swagger: minerFee becomes the network fee, createTimestamp the time; the files kept', () => {
    const order = {
      orderId: 'o1',
      status: 'inscribing',
      payAddress: 'tb1ppay',
      receiveAddress: 'tb1precv',
      amount: 12_546,
      balance: 12_546,
      feeRate: 10,
      minerFee: 2_000,
      outputValueFee: 546,
      serviceFee: 10_000,
      devFee: 0,
      files: [{ filename: 'a.txt', size: 5, inscriptionId: `${'ab'.repeat(32)}i0`, status: 'unconfirmed' }],
      count: 1,
      pendingCount: 0,
      unconfirmedCount: 1,
      confirmedCount: 0,
      createTimestamp: 1_700_000_000_000,
      point: 0,
      batch1: 0,
      batch2: 0,
      paidInscriptions: [],
    };
    const decoded = decode(order);
    expect(decoded).toMatchObject({
      orderId: 'o1',
      status: 'inscribing',
      amount: 12_546,
      networkFee: 2_000,
      serviceFee: 10_000,
      createTime: 1_700_000_000_000,
    });
    expect(decoded).not.toHaveProperty('minerFee');
    expect(decoded.files).toEqual([{ filename: 'a.txt', inscriptionId: `${'ab'.repeat(32)}i0`, status: 'unconfirmed' }]);
  });

  it('the least an order can be (the fields the payment needs); a status outside the spec, a missing payAddress: named errors', () => {
    expect(decode({ orderId: 'o1', status: 'pending', payAddress: 'tb1ppay', amount: 1_000 })).toEqual({
      orderId: 'o1',
      status: 'pending',
      payAddress: 'tb1ppay',
      amount: 1_000,
      feeRate: 0,
      createTime: 0,
    });
    expect(() => decode({ orderId: 'o1', status: 'pending', amount: 1_000 })).toThrow("The server's answer to inscribe order is missing `payAddress`.");
    expect(() => decode({ orderId: 'o1', status: 'lost', payAddress: 'x', amount: 1_000 })).toThrow("The server's answer to inscribe order has `status`");
    // The inscribe service's finer statuses, as the spec's: a short payment is never offered Pay again.
    const as = (status: string) => decode({ orderId: 'o1', status, payAddress: 'x', amount: 1_000 }).status;
    expect(['payment_notenough', 'payment_withinscription', 'payment_overpay', 'payment_success', 'ready', 'closed'].map(as)).toEqual([
      'needRefund',
      'needRefund',
      'paid',
      'paidConfirm',
      'inscribing',
      'cancel',
    ]);
    expect(() => decode({ orderId: 'o1', status: 'pending', payAddress: 'x', amount: 10.5 })).toThrow("The server's answer to inscribe order has `amount`");
  });
});

describe('the rune orders, sent in the open API shapes', () => {
  it('an etching: OrderCreateRunesEtchParams (files[0].runes_etch.etching with spacedRune, divisibility a number, terms)', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(`${BASES.basic}/inscribe/order/runes-etch`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return wrap({ orderId: 'o2', status: 'pending', payAddress: 'tb1ppay', amount: 5_000 });
      }),
    );
    const checked = checkEtching(
      { name: 'FIRST•RUNE•EVER', symbol: 'F', divisibility: '2', premine: '1000', amount: '100', cap: '21000' },
      { height: 900_000, firstRuneHeight: 840_000, etched: () => false },
    );
    if (!checked.ok) throw new Error('the etching is refused');
    const { api } = makeApi();
    await api.basic.createRunesEtchOrder(
      { receiveAddress: 'tb1precv', feeRate: 5, outputValue: 546, etching: checked.value, content: '{}' },
      { userAddress: 'tb1puser', userPubkey: '02' + 'ab'.repeat(32), refundAddress: 'tb1qpay' },
    );
    // V5's runes-etch body: no public key (its closed schema has none).
    expect(body).toEqual({
      clientId: 'tb1puser',
      receiver: 'tb1precv',
      refundAddress: 'tb1qpay',
      userAddress: 'tb1puser',
      feeRate: 5,
      outputValue: 546,
      files: [
        {
          filename: 'FIRST•RUNE•EVER.json',
          dataURL: 'data:application/json,%7B%7D',
          runes_etch: { etching: { spacedRune: 'FIRST•RUNE•EVER', symbol: 'F', divisibility: 2, premine: '1000', terms: { amount: '100', cap: '21000' } } },
        },
      ],
    });
  });

  it("mints: V5's create with mintRuneId and count, the payer named", async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(`${BASES.basic}/inscribe/order/runes-mint`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return wrap({ orderId: 'o3', status: 'pending', payAddress: 'tb1ppay', amount: 5_000 });
      }),
    );
    const { api } = makeApi();
    await api.basic.createRunesMintOrder(
      { receiveAddress: 'tb1precv', feeRate: 5, outputValue: 546, runeid: '840000:3', count: 2 },
      { userAddress: 'tb1puser', userPubkey: '02' + 'ab'.repeat(32), refundAddress: 'tb1qpay' },
    );
    expect(body).toEqual({
      clientId: 'tb1puser',
      receiver: 'tb1precv',
      feeRate: 5,
      outputValue: 546,
      mintRuneId: '840000:3',
      count: 2,
      refundAddress: 'tb1qpay',
      userAddress: 'tb1puser',
      userPubkey: '02abababababababababababababababababababababababababababababababab',
    });
  });
});
