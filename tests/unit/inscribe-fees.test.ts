import { describe, expect, it } from 'vitest';
import { discountPercent, inscribeFees, outputSizeFor, revealVsize, type FeeDiscounts } from '../../src/domain/inscribe/inscribe-fees';

/** The inscribe fee panel, with the numbers of spec 000 section 9. */
const TR = 'tb1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzsgnnjhk';
const none: FeeDiscounts = { unisatPercent: 0, ogPassPercent: 0, partnerPassPercent: 0 };
const fees = (items: number, over: Partial<Parameters<typeof inscribeFees>[0]> = {}) =>
  inscribeFees({ contentBytes: Array.from({ length: items }, () => 400), receiveAddress: TR, feeRate: 10, outputValue: 546, discounts: none, ...over });

describe('the inscribe fee panel (spec 000 section 9)', () => {
  it('the size estimate by address prefix: bc1q/tb1q 23, bc1p/tb1p 35, 2 or 3 24, otherwise 26', () => {
    expect(outputSizeFor('bc1qxyz')).toBe(23);
    expect(outputSizeFor('tb1qxyz')).toBe(23);
    expect(outputSizeFor('BC1QXYZ')).toBe(23);
    expect(outputSizeFor('bc1pxyz')).toBe(35);
    expect(outputSizeFor('tb1pxyz')).toBe(35);
    expect(outputSizeFor('2N3oefVeg6stiTb5Kh3ozCSkaqmx91FDbsm')).toBe(24);
    expect(outputSizeFor('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(24);
    expect(outputSizeFor('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe(26);
    expect(outputSizeFor('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe(26);
    expect(revealVsize(400, TR) - revealVsize(400, 'tb1qxyz')).toBe(12);
  });

  it('1999 sats per item for at most the first 25 items', () => {
    expect(fees(1).baseFee.toFixed()).toBe('1999');
    expect(fees(25).baseFee.toFixed()).toBe(String(1999 * 25));
    expect(fees(26).baseFee.toFixed()).toBe(String(1999 * 25));
    expect(fees(100).baseFee.toFixed()).toBe(String(1999 * 25));
  });

  it('the size fee is 4.99% of the network fee of the first 25 files only', () => {
    const reveal = revealVsize(400, TR) * 10; // 305 vB at 10 sat/vB: 3050 sats per item
    expect(fees(1).sizeFee.toFixed()).toBe('152.195');
    expect(fees(25).sizeFee.toFixed()).toBe('3804.875'); // 3050 x 25 x 4.99%
    expect(fees(30).sizeFee.toFixed()).toBe(fees(25).sizeFee.toFixed());
    // The network fee itself counts every item (and the commit).
    expect(fees(30).networkFee.minus(fees(25).networkFee).toFixed()).toBe(String(reveal * 5));
  });

  it('discounts sum, the unisat one capped at 5%', () => {
    expect(discountPercent({ unisatPercent: 8, ogPassPercent: 0, partnerPassPercent: 0 })).toBe(5);
    expect(discountPercent({ unisatPercent: 3, ogPassPercent: 10, partnerPassPercent: 2 })).toBe(15);
    expect(discountPercent({ unisatPercent: 9, ogPassPercent: 10, partnerPassPercent: 5 })).toBe(20);
    expect(discountPercent({ unisatPercent: 5, ogPassPercent: 90, partnerPassPercent: 50 })).toBe(100);
    expect(discountPercent({ unisatPercent: -4, ogPassPercent: Number.NaN, partnerPassPercent: 1 })).toBe(1);
  });

  it('the service fee is rounded down to a multiple of 1000 sats, after the discounts', () => {
    // One item: 1999 + 152.195 = 2151.195 -> 2000.
    expect(fees(1).serviceFee.toFixed()).toBe('2000');
    // Ten items: 19990 + 1521.95 = 21511.95 -> 21000; with 15% off, 18285.1575 -> 18000.
    expect(fees(10).serviceFee.toFixed()).toBe('21000');
    expect(fees(10, { discounts: { unisatPercent: 5, ogPassPercent: 10, partnerPassPercent: 0 } }).serviceFee.toFixed()).toBe('18000');
    // The cap: an 8% unisat discount counts as 5% (21511.95 * 0.95 = 20436.35 -> 20000, not 19000).
    expect(fees(10, { discounts: { unisatPercent: 8, ogPassPercent: 0, partnerPassPercent: 0 } }).serviceFee.toFixed()).toBe('20000');
  });

  it('the extra fee is the given fee times the item count; the total adds every line exactly', () => {
    const f = fees(3, { extraFeePerItem: 1000, outputValue: 330 });
    expect(f.extraFee.toFixed()).toBe('3000');
    expect(f.itemsValue.toFixed()).toBe('990');
    expect(f.total.toFixed()).toBe(f.networkFee.plus(f.serviceFee).plus(3000).plus(990).toFixed());
    expect(f.networkFee.toFixed()).toBe(String((revealVsize(400, TR) * 3 + 150) * 10));
  });
});
