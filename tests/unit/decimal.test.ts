import DecimalJs from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, normalise } from '../../src/domain/decimal';

/**
 * The app's Decimal (big.js underneath since issue 45, 11) gives what decimal.js gave with the settings the app used
 * (80 significant digits, cut toward zero, plain digits up to 40 places): the literal cases below, then generated
 * amounts against decimal.js itself (the devnet's library, an oracle this file does not own).
 */
const Oracle = DecimalJs.clone({ precision: 80, rounding: DecimalJs.ROUND_DOWN, toExpNeg: -40, toExpPos: 40 });

describe('Decimal', () => {
  it('divides to 80 significant digits, cut toward zero, however small the quotient', () => {
    expect(new Decimal(1).div(3).toFixed()).toBe(`0.${'3'.repeat(80)}`);
    expect(new Decimal(2).div(3).toFixed()).toBe(`0.${'6'.repeat(80)}`);
    expect(new Decimal('1e-30').div(7).toFixed()).toBe(`0.${'0'.repeat(30)}${'142857'.repeat(13)}14`);
    expect(new Decimal('123456789').div('0.001').toFixed()).toBe('123456789000');
    expect(normalise(new Decimal(1).div(3)).toFixed()).toBe(`0.${'3'.repeat(38)}`);
    expect(() => new Decimal(1).div(0)).toThrow();
  });

  it('rounds a cut as told: toward zero by default, up, half up, toward +∞ and −∞', () => {
    expect(new Decimal('16666.666666666666').toDecimalPlaces(8).toFixed()).toBe('16666.66666666');
    expect(new Decimal('16666.666666666666').toDecimalPlaces(8, Decimal.ROUND_UP).toFixed()).toBe('16666.66666667');
    expect(new Decimal('1.05').toDecimalPlaces(0, Decimal.ROUND_CEIL).toFixed()).toBe('2');
    expect(new Decimal('-1.05').toDecimalPlaces(0, Decimal.ROUND_CEIL).toFixed()).toBe('-1');
    expect(new Decimal('-1.05').floor().toFixed()).toBe('-2');
    expect(new Decimal('-1.05').ceil().toFixed()).toBe('-1');
    expect(new Decimal('2.5').toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed()).toBe('3');
    expect(new Decimal('2.5').toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toFixed()).toBe('2');
    expect(new Decimal('0.129').toFixed(2)).toBe('0.12');
    expect(new Decimal('0.121').toFixed(2, Decimal.ROUND_UP)).toBe('0.13');
  });

  it('writes plain digits up to 40 places, keeps the sign of -0, and counts decimals', () => {
    expect(new Decimal('1e21').toString()).toBe('1000000000000000000000');
    expect(new Decimal('1e-8').toString()).toBe('0.00000001');
    expect(new Decimal('1e-45').toString()).toBe('1e-45');
    expect(new Decimal('+5').toFixed()).toBe('5');
    expect(new Decimal(10n ** 30n).toFixed()).toBe(`1${'0'.repeat(30)}`);
    expect(new Decimal('-0').isNeg()).toBe(true);
    expect(new Decimal('-0').isZero()).toBe(true);
    expect(new Decimal('1.50').decimalPlaces()).toBe(1);
    expect(new Decimal('12').isInteger()).toBe(true);
    expect(`${new Decimal('0.10')}`).toBe('0.1');
    expect(Decimal.max('1', '2.5', -3).toFixed()).toBe('2.5');
    expect(Decimal.min('1', '2.5', -3).toFixed()).toBe('-3');
    expect(() => new Decimal('1.2.3')).toThrow();
  });

  it('agrees with decimal.js on generated amounts: +, −, ×, ÷, cuts and comparisons', () => {
    const amount = fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat({ max: 40 })).map(([negative, digits, places]) => {
      const text = digits.toString().padStart(places + 1, '0');
      return `${negative ? '-' : ''}${text.slice(0, text.length - places)}${places ? `.${text.slice(text.length - places)}` : ''}`;
    });
    fc.assert(
      fc.property(amount, amount, fc.nat({ max: 20 }), (x, y, places) => {
        const [a, b, ax, bx] = [new Decimal(x), new Decimal(y), new Oracle(x), new Oracle(y)];
        expect(a.plus(b).toFixed()).toBe(ax.plus(bx).toFixed());
        expect(a.minus(b).toFixed()).toBe(ax.minus(bx).toFixed());
        expect(a.times(b).toFixed()).toBe(ax.times(bx).toFixed());
        if (!bx.isZero()) expect(a.div(b).toFixed()).toBe(ax.div(bx).toFixed());
        expect(a.toDecimalPlaces(places, Decimal.ROUND_UP).toFixed()).toBe(ax.toDecimalPlaces(places, Oracle.ROUND_UP).toFixed());
        expect(a.toFixed(places)).toBe(ax.toFixed(places));
        expect(a.comparedTo(b)).toBe(ax.comparedTo(bx));
        expect(a.toString()).toBe(ax.toString());
      }),
      { numRuns: 2_000 },
    );
  });
});
