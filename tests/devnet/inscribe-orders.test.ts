import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { failure, startDevnet } from './devnet-harness';

/** Inscribe orders on the devnet: statuses follow payment and blocks. */
const [me] = deriveAccounts();
let h: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  h = await startDevnet({ seed: false });
});
afterAll(() => h.close());
beforeEach(() => h.devnet.reset());

const file = (text: string) => ({ filename: 'hello.txt', dataURL: `data:text/plain;charset=utf-8;base64,${Buffer.from(text).toString('base64')}` });
const order = (files = [file('hello devnet')]) =>
  h
    .api()
    .basic.createInscribeOrder(
      { receiveAddress: me!.ordinalsAddress, feeRate: 10, outputValue: 546, files },
      { userAddress: me!.ordinalsAddress, userPubkey: me!.ordinalsPubKey, refundAddress: me!.paymentAddress },
    );
const status = async (id: string) => (await h.api().basic.getInscribeOrder(id)).status;

describe('devnet inscribe orders', () => {
  it('pending -> paid -> paidConfirm -> inscribing -> minted; the inscription is at the receive address', async () => {
    const created = await order();
    expect(created).toMatchObject({ status: 'pending', feeRate: 10 });
    // The service fee, by the fee panel's rule: 1999 sats for the item plus 4.99% of its reveal's network fee
    // (208 vB at 10 sat/vB: 103.792), 2102.792 in all, rounded down to a multiple of 1000.
    expect((created as unknown as { serviceFee: number }).serviceFee).toBe(2_000);
    await h.control('/fund', { address: created.payAddress, sats: created.amount });
    expect(await status(created.orderId)).toBe('paid');
    h.devnet.mine(1);
    expect(await status(created.orderId)).toBe('paidConfirm');
    h.devnet.mine(1);
    expect(await status(created.orderId)).toBe('inscribing');
    h.devnet.mine(1);
    const done = await h.api().basic.getInscribeOrder(created.orderId);
    expect(done.status).toBe('minted');
    const id = done.files![0]!.inscriptionId!;
    await expect(h.api().query.inscriptionInfo(id)).resolves.toMatchObject({ address: me!.ordinalsAddress, utxo: { satoshi: 546 } });
    await expect(h.api().basic.listInscribeOrders(me!.ordinalsAddress)).resolves.toMatchObject({ total: 1 });
    await expect(fetch(`${h.origin}/api/static/content/${id}`).then((r) => r.text())).resolves.toBe('hello devnet');
  });

  it('too little paid needs a refund, which sends the payment back; an unpaid order expires', async () => {
    const created = await order();
    await h.control('/fund', { address: created.payAddress, sats: 1_000 });
    h.devnet.mine(1);
    expect(await status(created.orderId)).toBe('needRefund');
    await h.control('/orders/refund', { orderId: created.orderId });
    expect(await status(created.orderId)).toBe('refunded');
    const other = await order();
    h.advance(3_600_001);
    expect(await status(other.orderId)).toBe('notPaid');
  });

  it('refuses bad orders with a clear message', async () => {
    expect(await failure(order([]))).toMatchObject({ code: -1, serverMessage: 'files must list 1 to 1000 files.' });
    expect(await failure(order([{ filename: 'x', dataURL: 'nope' }]))).toMatchObject({
      serverMessage: 'Each file needs a dataURL (data:<type>;base64,<content>).',
    });
    expect(await failure(order([{ filename: 'x', dataURL: `data:text/plain;base64,${Buffer.from([0xff, 0xfe, 0x00]).toString('base64')}` }]))).toMatchObject({
      serverMessage: 'Only UTF-8 format file supported.',
    });
  });

  it('fee discounts and fee rates follow the user data and the mempool', async () => {
    await h.control('/user', { address: me!.ordinalsAddress, inscribeCount: 730, ogPassCount: 2 });
    await expect(h.api().basic.feeDiscount(me!.ordinalsAddress)).resolves.toEqual({
      unisatCount: 730,
      ogPassCount: 2,
      unisatFeeCutPercent: 5,
      ogPassFeeCutPercent: 10,
      ozPassCount: 0,
      ozPassFeeCutPercent: 0,
    });
    await h.control('/fees', { fastestFee: 40, halfHourFee: 30, hourFee: 20, minimumFee: 3 });
    await expect(h.api().basic.feeRateDetail()).resolves.toEqual({ custom: 40, economy: 20, normal: 30, minimum: 3 });
  });
});

describe('devnet /badge/limit (issue 30)', () => {
  it('says how many premium badges remain; a premium order takes its count, a free one none', async () => {
    const seeded = await startDevnet();
    try {
      seeded.devnet.reset();
      const api = seeded.api();
      await expect(api.basic.badgeLimit()).resolves.toEqual({ premiumTotal: 1_000, premiumRemaining: 1_000 });
      const badge = (type: 'free' | 'premium', count: number) =>
        api.basic.createBadgeOrder({
          collectionId: 'unisat-badges',
          type,
          count,
          receiveAddress: me!.ordinalsAddress,
          feeRate: 10,
          outputValue: 546,
          files: Array.from({ length: count }, (_, i) => file(`badge ${i}`)),
        });
      await badge('premium', 3);
      await badge('free', 2);
      await expect(api.basic.badgeLimit()).resolves.toEqual({ premiumTotal: 1_000, premiumRemaining: 997 });
    } finally {
      seeded.close();
    }
  });
});
