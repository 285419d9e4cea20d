import { describe, expect, it } from 'vitest';
import { autoSlippagePercent } from '../../src/domain/swap/auto-slippage';

/** Auto slippage (issue 45): what the amount alone moves the pool's price, rounded up to 0.1%, from 0.5% to 5%. */
describe('the automatic slippage tolerance', () => {
  const deep = { reserveIn: '10000', reserveOut: '5000' };
  const shallow = { reserveIn: '200', reserveOut: '100' };
  it('exact in: amount / (reserve in + amount), rounded up to 0.1%, at least 0.5%, at most 5%', () => {
    expect(autoSlippagePercent(deep, '10', 'exactIn')).toBe('0.5');
    expect(autoSlippagePercent(deep, '100', 'exactIn')).toBe('1');
    expect(autoSlippagePercent(shallow, '10', 'exactIn')).toBe('4.8');
    expect(autoSlippagePercent(shallow, '100', 'exactIn')).toBe('5');
  });
  it('exact out: amount / reserve out; no pool known, 0.5%; an empty pool, 5%', () => {
    expect(autoSlippagePercent(deep, '60', 'exactOut')).toBe('1.2');
    expect(autoSlippagePercent(null, '10', 'exactIn')).toBe('0.5');
    expect(autoSlippagePercent({ reserveIn: '0', reserveOut: '0' }, '1', 'exactIn')).toBe('5');
  });
});
