import { describe, expect, it } from 'vitest';
import { formatAmount, formatSats, groupThousands } from '../../src/domain/amount-text';
import { formatPriceSats, formatSatsAsBtc } from '../../src/domain/currency';
import { formatUnitPrice } from '../../src/domain/market/listing-display';
import { runeAmountText } from '../../src/domain/runes/rune-amount';
import { formatTokenAmount } from '../../src/domain/swap/swap-amounts';
import { groupedAmount } from '../../src/domain/tx-effect/token-lot';

/** Issue 44, 14: one way to write an amount, whichever screen shows it. */
describe('amounts on screen', () => {
  it('a token, rune or brc-20 amount has separators and its exact value', () => {
    expect(formatAmount('10000')).toBe('10,000');
    expect(formatAmount('1234567.25')).toBe('1,234,567.25');
    expect(formatAmount('21000000.000000000000000001')).toBe('21,000,000.000000000000000001');
    expect(formatAmount('0.5')).toBe('0.5');
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount('not a number')).toBe('not a number');
  });

  it('sats in words', () => {
    expect(formatSats(1999)).toBe('1,999 sats');
    expect(formatSats('2000000')).toBe('2,000,000 sats');
    expect(formatSats(103.5)).toBe('103.5 sats');
    expect(formatSats(0n)).toBe('0 sats');
  });

  it('every amount formatter writes 10,000 the same way', () => {
    expect(groupThousands('-12345.678')).toBe('-12,345.678');
    expect(runeAmountText('10000', 0)).toBe('10,000');
    expect(formatTokenAmount('10000')).toBe('10,000');
    expect(groupedAmount('10000')).toBe('10,000');
    expect(formatUnitPrice(10000)).toBe('10,000');
    expect(formatPriceSats(1_000_000_000_000)).toBe('10,000');
    expect(formatSatsAsBtc(1_000_000_000_000)).toBe('10,000');
  });
});
