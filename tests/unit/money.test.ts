import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/domain/decimal';
import { btcToSats, formatUsd, parseAmount, satsToBtc, usdEstimate } from '../../src/domain/money';
import { LIST_DIALOG_USD_PER_BTC } from '../../src/domain/constants';

const satsArb = fc.bigInt({ min: 0n, max: 2_100_000_000_000_000n });

describe('money conversions (exact)', () => {
  it('sats -> BTC -> sats round-trips for every amount', () => {
    fc.assert(
      fc.property(satsArb, (sats) => {
        expect(btcToSats(satsToBtc(sats)).toFixed(0)).toBe(sats.toString());
      }),
    );
  });
  it('BTC with 8 decimals -> sats -> BTC round-trips', () => {
    fc.assert(
      fc.property(satsArb, (sats) => {
        const btc = new Decimal(sats.toString()).div(1e8).toFixed(8);
        expect(satsToBtc(btcToSats(btc)).toFixed(8)).toBe(btc);
      }),
    );
  });
  it('has no float error where floats have one', () => {
    expect(satsToBtc(10).plus(satsToBtc(20)).toString()).toBe('0.0000003');
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(btcToSats('0.1').plus(btcToSats('0.2')).toString()).toBe('30000000');
    expect(btcToSats('0.00000001').toString()).toBe('1');
  });
  it('BTC beyond 8 decimals is cut down to whole sats, never up', () => {
    expect(btcToSats('0.123456789').toString()).toBe('12345678');
  });
  it('USD estimate: 27000 per BTC in the list dialog, to the cent, rounding down', () => {
    expect(formatUsd(usdEstimate(50_000, LIST_DIALOG_USD_PER_BTC))).toBe('$13.50');
    expect(formatUsd(usdEstimate(100_000_000, LIST_DIALOG_USD_PER_BTC))).toBe('$27,000.00');
    expect(formatUsd(usdEstimate(1, LIST_DIALOG_USD_PER_BTC))).toBe('$0.00');
    fc.assert(
      fc.property(satsArb, (sats) => {
        const usd = usdEstimate(sats, LIST_DIALOG_USD_PER_BTC);
        const exact = new Decimal(sats.toString()).times(LIST_DIALOG_USD_PER_BTC).div(1e8);
        expect(usd.lte(exact) && exact.minus(usd).lt('0.01')).toBe(true);
      }),
    );
  });
});

describe('parsing what a user types', () => {
  const btc = { maxDecimals: 8 };
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not_a_number'],
    ['1e5', 'not_a_number'],
    ['0x10', 'not_a_number'],
    ['Infinity', 'not_a_number'],
    ['NaN', 'not_a_number'],
    ['1.2.3', 'not_a_number'],
    ['-1', 'negative'],
    ['-0.5', 'negative'],
    ['0.000000001', 'too_many_decimals'],
    ['0', 'zero'],
    ['0.00', 'zero'],
  ])('%j is %s', (input, kind) => {
    const result = parseAmount(input, btc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe(kind);
  });
  it.each([
    ['1', '1'],
    [' 0.5 ', '0.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['1,000.25', '1000.25'],
    ['0.00000001', '0.00000001'],
    ['+3', '3'],
  ])('%j is %s', (input, value) => {
    const result = parseAmount(input, btc);
    expect(result.ok && result.value.toString()).toBe(value);
  });
  it('zero can be allowed; sats take no decimals', () => {
    expect(parseAmount('0', { maxDecimals: 8, allowZero: true }).ok).toBe(true);
    expect(parseAmount('1.5', { maxDecimals: 0 })).toEqual({ ok: false, error: { kind: 'too_many_decimals', maxDecimals: 0 } });
  });
  it('any decimal string with up to 8 places parses back to itself exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 20n }), fc.integer({ min: 0, max: 8 }), (units, places) => {
        const text = new Decimal(units.toString()).div(new Decimal(10).pow(places)).toFixed(places);
        const result = parseAmount(text, btc);
        expect(result.ok && result.value.eq(text)).toBe(true);
      }),
    );
  });
  it('never throws, whatever the input', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseAmount(text, btc)));
  });
});
