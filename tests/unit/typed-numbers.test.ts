import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/domain/decimal';
import { parseAmount } from '../../src/domain/money';
import { checkTokenAmount, fieldAmount } from '../../src/domain/swap/swap-amounts';
import { slippageProblem, typedPercent } from '../../src/domain/swap/slippage';

/** One rule for numbers a person types (issue 45, 7): amounts, BTC prices and the slippage box read them alike. */
const amount = (text: string) => {
  const check = checkTokenAmount(text, { tick: 'ordi' });
  return check.ok ? check.text : check.problem;
};

describe('a number as a person types it, read alike everywhere (issue 45, 7)', () => {
  it.each([
    ['1,5', '1.5'],
    [' 1 000 ', '1000'],
    ['1,000', '1000'],
    ['28,084.25275827', '28084.25275827'],
    ['28,084.252758271', '28084.252758271'],
    ['0,500', '0.5'],
  ])('%j is %s, in ordi and in BTC', (typed, value) => {
    expect(amount(typed)).toBe(value);
    const btc = parseAmount(typed, { maxDecimals: 18 });
    expect(btc.ok && btc.value.toFixed()).toBe(value);
  });

  it('the slippage box reads "1,5" as 1.5 too', () => {
    expect(slippageProblem('1,5')).toBeNull();
    expect(typedPercent('1,5')).toBe('1.5');
  });

  it('what is no number stays none: "1,2,3", "1.2.3", "1e5"', () => {
    expect(amount('1,2,3')).toBe('Enter a number, like 12.5.');
    expect(amount('1.2.3')).toBe('Enter a number, like 12.5.');
    expect(amount('1e5')).toBe('Enter a number, like 12.5.');
    expect(parseAmount('1,2,3', { maxDecimals: 8 })).toEqual({ ok: false, error: { kind: 'not_a_number' } });
  });

  it('what the swap writes into an amount field is shown grouped to 8 decimals, and too small a one whole', () => {
    expect(fieldAmount('28084.252758271234')).toBe('28,084.25275827');
    expect(fieldAmount('0.000000004')).toBe('0.000000004');
    expect(fieldAmount('1234567')).toBe('1,234,567');
  });

  it('whatever the swap writes into an amount field, that field accepts as the same figure', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }), (units, places) => {
        const value = new Decimal(units.toString()).div(new Decimal(10).pow(places));
        const written = fieldAmount(value);
        const check = checkTokenAmount(written, { tick: 'ordi' });
        expect(check.ok).toBe(true);
        // The figure shown: the value cut to 8 decimals, or the whole value when that cut would show nothing.
        const cut = value.toDecimalPlaces(8, Decimal.ROUND_DOWN);
        if (check.ok) expect(check.value.eq(cut.isZero() ? value : cut)).toBe(true);
      }),
    );
  });
});
