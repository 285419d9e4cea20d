import { describe, expect, it } from 'vitest';
import type { MarketConfig } from '../../src/domain/entities';
import { formatMessage } from '../../src/domain/messages';
import { bidStep, checkItem, ITEM_CHECK_WORDS, minimumNextBid, networkFeeOf, purchaseSummary, serviceFeeRate } from '../../src/domain/market/buy-rules';
import { checkListPrice, isPriceTooLow, isServiceFeeFree, listPriceBounds, pricePerItem, type PriceProblem } from '../../src/domain/market/trade-rules';

/** The market's trading rules with the spec's numbers. */
const CONFIG: MarketConfig = {
  minPrice: 50_000,
  maxPrice: 5_000_000,
  maxPriceVip: 20_000_000,
  domainMaxPrice: 100_000_000,
  domainMaxPriceVip: 500_000_000,
  collectionMaxPrice: 100_000_000,
  collectionMaxPriceVip: 300_000_000,
  inscriptionVipNeed: 100,
  onSaleConfirmBlocks: 1,
  priceFreeServerFee: 20_000,
  BTCPrice: 27_000,
};
const text = (p: PriceProblem | null) => (p === null ? 'ok' : p.kind === 'missing' ? 'missing' : formatMessage(p.key, p.params));

describe('list price bounds', () => {
  it('minPrice up to 5,000,000 sats for brc-20, ARC-20 and runes; 1 BTC for domains and collections; the VIP maximum from inscriptionVipNeed', () => {
    const bounds = (c: Parameters<typeof listPriceBounds>[0], count = 0) => {
      const b = listPriceBounds(c, CONFIG, count);
      return [b.min.toFixed(), b.max.toFixed()];
    };
    expect(bounds('brc20')).toEqual(['50000', '5000000']);
    expect(bounds('arc20')).toEqual(['50000', '5000000']);
    expect(bounds('runes')).toEqual(['50000', '5000000']);
    expect(bounds('domain')).toEqual(['50000', '100000000']);
    expect(bounds('collection')).toEqual(['50000', '100000000']);
    expect(bounds('brc20', 99)).toEqual(['50000', '5000000']);
    expect(bounds('brc20', 100)).toEqual(['50000', '20000000']);
    expect(bounds('domain', 100)).toEqual(['50000', '500000000']);
    expect(bounds('collection', 250)).toEqual(['50000', '300000000']);
    // Without the market config: the spec's defaults.
    const fallback = listPriceBounds('brc20', null, 0);
    expect([fallback.min.toFixed(), fallback.max.toFixed()]).toEqual(['50000', '5000000']);
  });
  it("the spec's messages, with the bound in BTC; nothing typed marks the input", () => {
    const b = listPriceBounds('brc20', CONFIG, 0);
    expect(text(checkListPrice(null, 'fixedPrice', b))).toBe('missing');
    expect(text(checkListPrice(49_999, 'fixedPrice', b))).toBe('Total value should be greater than 0.0005 BTC');
    expect(text(checkListPrice(50_000, 'fixedPrice', b))).toBe('ok');
    expect(text(checkListPrice(5_000_000, 'fixedPrice', b))).toBe('ok');
    expect(text(checkListPrice(5_000_001, 'fixedPrice', b))).toBe('Total value should be less than 0.05 BTC');
    expect(text(checkListPrice('100000001', 'fixedPrice', listPriceBounds('domain', CONFIG, 0)))).toBe('Total value should be less than 1 BTC');
  });
  it('auctions start between 0.0005 and 100 BTC', () => {
    const b = listPriceBounds('domain', CONFIG, 1_000);
    expect(text(checkListPrice(49_999, 'auction', b))).toBe('Total value should be greater than 0.0005 BTC');
    expect(text(checkListPrice(10_000_000_001, 'auction', b))).toBe('Total value should be less than 100 BTC');
  });
});

describe('price too low, price per item', () => {
  it('under 90% of listLowPrice asks to confirm; at 90% it does not; no floor, no check', () => {
    expect(isPriceTooLow(899, 1_000)).toBe(true);
    expect(isPriceTooLow('899.99999999', 1_000)).toBe(true);
    expect(isPriceTooLow(900, 1_000)).toBe(false);
    expect(isPriceTooLow(1, 0)).toBe(false);
    expect(isPriceTooLow(1, null)).toBe(false);
  });
  it('the total divided by the numeric inscription name', () => {
    expect(pricePerItem(150_000, '500')!.toFixed()).toBe('300');
    expect(pricePerItem(100_000, '3')!.toFixed(8)).toBe('33333.33333333');
    expect(pricePerItem(100_000, 'abc')).toBeNull();
    expect(pricePerItem(100_000, '0')).toBeNull();
  });
});

describe('buying', () => {
  it('total = service fee + size x fee rate (rounded up to a sat) + price, exactly', () => {
    const prepared = { serverReal: 3_000, serverFeeRate: 0.02, discounts: [{ name: 'OG Pass', percent: 25, type: 'mul' }], txSize: 312 };
    expect(purchaseSummary({ priceSats: 150_000, prepared, feeRate: 10 })).toEqual({
      priceSats: 150_000n,
      serviceFeeSats: 3_000n,
      servicePercent: '1.5',
      networkFeeSats: 3_120n,
      totalSats: 156_120n,
    });
    expect(networkFeeOf('312.5', '1.1')).toBe(344n);
    expect(networkFeeOf(141, 1.5)).toBe(212n);
    expect(purchaseSummary({ priceSats: 1, prepared: { ...prepared, serverReal: 0 }, feeRate: 1.1 })).toMatchObject({ servicePercent: '0', totalSats: 345n });
  });
  it("the service fee rate after discounts: 'mul' multiplies by 1 - percent, others subtract; never below 0", () => {
    expect(serviceFeeRate('0.02', [{ name: 'OG Pass', percent: 25, type: 'mul' }])).toBe('0.015');
    expect(serviceFeeRate('0.02', [{ name: 'Partner', percent: 1, type: 'sub' }])).toBe('0.01');
    expect(serviceFeeRate('0.02', [{ name: 'Big', percent: 5, type: 'sub' }])).toBe('0');
    expect(
      serviceFeeRate(0.02, [
        { name: 'A', percent: 12.5, type: 'mul' },
        { name: 'B', percent: 0.25, type: 'sub' },
      ]),
    ).toBe('0.015');
  });
  it('no service fee under priceFreeServerFee, or with 500 points and more except for ARC-20', () => {
    expect(isServiceFeeFree({ priceSats: 19_999, priceFreeServerFee: 20_000, points: 0, category: 'brc20' })).toBe(true);
    expect(isServiceFeeFree({ priceSats: 20_000, priceFreeServerFee: 20_000, points: 0, category: 'brc20' })).toBe(false);
    expect(isServiceFeeFree({ priceSats: 90_000, priceFreeServerFee: 20_000, points: 500, category: 'collection' })).toBe(true);
    expect(isServiceFeeFree({ priceSats: 90_000, priceFreeServerFee: 20_000, points: 500, category: 'arc20' })).toBe(false);
  });
  it('bids: the minimum is the highest + 5% rounded up; each step 5% rounded up', () => {
    expect(minimumNextBid(100_000)).toBe(105_000n);
    expect(minimumNextBid(100_001)).toBe(105_002n);
    expect(bidStep(105_000)).toBe(5_250n);
    expect(bidStep(105_001)).toBe(5_251n);
  });
});

describe('the buy verification: the market states the listing as shown, and the item is where the listing says', () => {
  const item = { txid: 'aa'.repeat(32), vout: 1 };
  const shown = { auctionId: 'a-17', priceSats: 150_000 };
  const now = { auctionId: 'a-17', price: 150_000 };
  const check = (over: Partial<Parameters<typeof checkItem>[0]>) =>
    checkItem({ category: 'collection', shown, now, item, inscription: { output: `${item.txid}:1` }, ...over });
  it('inscription_info naming the same auctionId at the price shown, the inscription on the listed output: live', () => {
    expect(check({})).toBe('live');
    // inscription_info's documented utxo is {}: nothing says where the item is, the check takes the seller's signed input.
    expect(check({ inscription: {} })).toBe('live');
    expect(check({ category: 'runes', inscription: null, item: null })).toBe('live');
  });
  it('no listing, another auctionId, or a sold or cancelled row: gone', () => {
    expect(check({ now: null })).toBe('gone');
    expect(check({ now: { auctionId: 'a-18', price: 150_000 } })).toBe('gone');
    expect(check({ now: { ...now, status: 'sold' } })).toBe('gone');
    expect(check({ now: { ...now, status: 'cancel' } })).toBe('gone');
  });
  it('the same auctionId at another price: changed (one sat either way)', () => {
    expect(check({ now: { auctionId: 'a-17', price: 150_001 } })).toBe('changed');
    expect(check({ now: { auctionId: 'a-17', price: 149_999 } })).toBe('changed');
    expect(check({ now: { auctionId: 'a-17', price: null } })).toBe('changed');
  });
  it('the inscription on another output, or an ARC-20 output without its 10 confirmations: moved', () => {
    expect(check({ inscription: { output: `${item.txid}:0` } })).toBe('moved');
    expect(check({ item: null })).toBe('moved');
    expect(check({ category: 'arc20', inscription: { output: `${item.txid}:1`, confirmations: 9 } })).toBe('moved');
    expect(check({ category: 'arc20', inscription: { output: `${item.txid}:1`, confirmations: 10 } })).toBe('live');
  });
  it('says each in plain words', () => {
    expect(ITEM_CHECK_WORDS.changed).toBe('The listing changed: its price is no longer the one shown. Close this and open the item again to see it now.');
    expect(ITEM_CHECK_WORDS.gone).toBe('This listing is gone: it was sold or taken off sale. It cannot be bought now.');
  });
});

describe('a unit price typed (issue 27, 10)', () => {
  it('makes a total in whole sats, as people type numbers', async () => {
    const { totalForUnitPrice } = await import('../../src/domain/market/trade-rules');
    expect(totalForUnitPrice('300', '250')).toBe('75000');
    expect(totalForUnitPrice('1,5', '3')).toBe('5');
    expect(totalForUnitPrice('1 000', '2')).toBe('2000');
    expect(totalForUnitPrice('1,000', '2')).toBe('2000');
    expect(totalForUnitPrice('0.333', '1000')).toBe('333');
    expect(totalForUnitPrice('abc', '2')).toBeNull();
    // '0,500' is half, not five hundred.
    expect(totalForUnitPrice('0,500', '1000')).toBe('500');
    expect(totalForUnitPrice('0.', '2')).toBeNull();
  });
});
