import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { btcDisplayDecimals, formatBtc, formatPriceSats, formatSatsAsBtc, satsToBtcText } from '../../src/domain/currency';
import { Decimal } from '../../src/domain/decimal';
import { fixed, fixedText, percentText } from '../../src/domain/decimal-text';
import { satsToBtc } from '../../src/domain/money';

describe('currency display (spec 001 section 9)', () => {
  it.each([
    ['0.00012345', '0.00012345'],
    ['0.00099999', '0.00099999'],
    ['0.0123456789', '0.012345'],
    ['0.5', '0.5'],
    ['0.050064', '0.050064'],
    ['0.55', '0.55'],
    ['1.23456', '1.2345'],
    ['12.3456', '12.34'],
    ['21000000', '21,000,000'],
    ['0', '0'],
    ['0.10000001', '0.1'],
  ])('%s BTC shows as %s', (btc, shown) => expect(formatBtc(btc)).toBe(shown));

  it("shows 'N/A' when there is no price", () => {
    expect(formatBtc(null)).toBe('N/A');
    expect(formatBtc(undefined)).toBe('N/A');
    expect(formatBtc('')).toBe('N/A');
    expect(formatBtc('not a number')).toBe('N/A');
    expect(formatSatsAsBtc(null)).toBe('N/A');
  });

  it('sats become BTC exactly', () => {
    expect(satsToBtc(1).toString()).toBe('0.00000001');
    expect(satsToBtc('2100000000000000').toString()).toBe('21000000');
    expect(formatSatsAsBtc(12_345)).toBe('0.00012345');
    expect(formatSatsAsBtc(50_000_000)).toBe('0.5');
    expect(formatSatsAsBtc(5_006_400)).toBe('0.050064');
  });

  it('never rounds a shown value up (rounding down, spec 000 section 9)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2_100_000_000_000_000n }), (sats) => {
        const btc = satsToBtc(sats);
        const shown = new Decimal(formatBtc(btc).replace(/,/g, ''));
        expect(shown.lte(btc)).toBe(true);
        expect(btc.minus(shown).lt(new Decimal(10).pow(-btcDisplayDecimals(fixed(btc)!)))).toBe(true);
      }),
    );
  });

  it('sats -> BTC -> sats round-trips exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2_100_000_000_000_000n }), (sats) => {
        expect(satsToBtc(sats).times(100_000_000).toFixed(0)).toBe(sats.toString());
      }),
    );
  });

  it('the exact text without Decimal (the buy widget) agrees with Decimal, sats and fractions, signs and exponents', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -2_100_000_000_000_000n, max: 2_100_000_000_000_000n }), fc.nat({ max: 12 }), (n, places) => {
        const text = new Decimal(n.toString()).div(new Decimal(10).pow(places)).toFixed();
        expect(satsToBtcText(text)).toBe(satsToBtc(text).toFixed());
        expect(fixedText(fixed(text)!)).toBe(new Decimal(text).toFixed());
        expect(fixedText(fixed(new Decimal(text).toExponential())!)).toBe(new Decimal(text).toFixed());
      }),
    );
    expect(formatSatsAsBtc('233.33333333')).toBe('0.00000233');
    expect(formatBtc('-0.000000001')).toBe('0');
    expect(formatBtc(1e-7)).toBe('0.0000001');
    expect(fixed('1.2.3')).toBeNull();
    expect(fixed('.')).toBeNull();
  });
});

describe('a price to pay or type is shown exactly (issue 44, 3)', () => {
  it.each([
    [1_234_567, '0.01234567'],
    [110_250, '0.0011025'],
    [200_000, '0.002'],
    [99_999, '0.00099999'],
    [12_345_678, '0.12345678'],
    [123_456_789_012, '1,234.56789012'],
    [0, '0'],
  ])('%s sats: %s BTC', (sats, shown) => expect(formatPriceSats(sats)).toBe(shown));

  it("'N/A' without a price; the compact form stays for figures nobody pays (a volume)", () => {
    expect(formatPriceSats(null)).toBe('N/A');
    expect(formatPriceSats('')).toBe('N/A');
    expect(formatSatsAsBtc(1_234_567)).toBe('0.012345');
  });
});

describe('unit prices as traders read them (issue 27, 9)', () => {
  it('whole sats with separators from 1,000, two decimals from 1, four significant digits below 1; rounded down', async () => {
    const { formatUnitPrice } = await import('../../src/domain/market/listing-display');
    expect(['1200', 233.33333333, '233.339', 1.5, 0.012345, 0.5, 0.000012345, 1e-9, 0].map(formatUnitPrice)).toEqual([
      '1,200',
      '233.33',
      '233.33',
      '1.5',
      '0.01234',
      '0.5',
      '0.00001234',
      '0',
      '0',
    ]);
  });
});

describe('rune balances (issue 27, 9)', () => {
  it('in runes, from the smallest units, with separators', async () => {
    const { runeAmountText } = await import('../../src/domain/runes/rune-amount');
    expect(runeAmountText('10000', 0)).toBe('10,000');
    expect(runeAmountText('1250', 2)).toBe('12.5');
    expect(runeAmountText('123456789012345678901234567890', 18)).toBe('123,456,789,012.34567890123456789');
  });

  it("a market's change in percent: two decimals, cut toward zero, never '-0.00'", () => {
    expect([4.17, -2.5, 0, 60, -7.899, -0.004, 12.345].map(percentText)).toEqual(['4.17', '-2.50', '0.00', '60.00', '-7.89', '0.00', '12.34']);
  });
});
