import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from '../../src/domain/swap/swap-amounts';
import { poolCountWords, poolFee, quoteUsd, shownRate, swapRoute } from '../../src/domain/swap/swap-quote-rows';

/** The swap quote's rows people expect (issue 45): the rate either way round, the route, the pool's fee. */
describe("the swap quote's rate, route and pool fee", () => {
  const terms = { tickIn: 'ordi', tickOut: 'sats', amountIn: '2', amountOut: '47' };

  it('the rate: 1 ordi = 23.5 sats, or the other way 1 sats = 0.04255319 ordi, exact to the 80th digit', () => {
    const forward = shownRate(terms, false);
    expect(forward).toMatchObject({ base: 'ordi', quote: 'sats' });
    expect(forward.rate?.toFixed()).toBe('23.5');
    const back = shownRate(terms, true);
    expect(back).toMatchObject({ base: 'sats', quote: 'ordi' });
    expect(back.rate?.toFixed()).toBe('0.04255319148936170212765957446808510638297872340425531914893617021276595744680851');
    expect(formatTokenAmount(back.rate!)).toBe('0.04255319');
  });

  it('nothing out: 1 ordi = 0 sats, and no rate the other way', () => {
    expect(shownRate({ ...terms, amountOut: '0' }, false).rate?.toFixed()).toBe('0');
    expect(shownRate({ ...terms, amountOut: '0' }, true).rate).toBeNull();
  });

  it("the route: the pair's own pool, one pool; none when the pool does not exist", () => {
    expect(swapRoute({ existed: true }, 'ordi', 'sats')).toEqual({ ticks: ['ordi', 'sats'], pools: 1 });
    expect(swapRoute({ existed: false }, 'ordi', 'sats')).toBeNull();
    expect(poolCountWords(1)).toBe('one pool');
    expect(poolCountWords(2)).toBe('two pools');
    expect(poolCountWords(3)).toBe('3 pools');
  });

  it('the pool fee: 0.3% of 2 ordi is 0.006 ordi, in the tick going in; 0.3% of 28,084.252758271234 exactly', () => {
    const fee = poolFee(terms, '0.003');
    expect(fee?.percent.toFixed()).toBe('0.3');
    expect(fee?.amount.toFixed()).toBe('0.006');
    expect(fee?.tick).toBe('ordi');
    expect(poolFee({ tickIn: 'ordi', amountIn: '28084.252758271234' }, '0.003')?.amount.toFixed()).toBe('84.252758274813702');
  });

  it('no rate given, or one that is not a fraction below 1: no pool fee (the app invents none)', () => {
    expect(poolFee(terms, null)).toBeNull();
    expect(poolFee(terms, undefined)).toBeNull();
    expect(poolFee(terms, '')).toBeNull();
    expect(poolFee(terms, 'abc')).toBeNull();
    expect(poolFee(terms, '-0.003')).toBeNull();
    expect(poolFee(terms, '1')).toBeNull();
  });
});

describe("the quote's dollar values (issue 45: USD where the swap knows a price)", () => {
  it('exact in: the amount is what is paid; exact out: what is received; to the cent, under a cent said so', () => {
    expect(quoteUsd({ amountUSD: '85', expectUSD: '2.068668' }, 'exactIn')).toEqual({ pay: '$85.00', receive: '$2.06' });
    expect(quoteUsd({ amountUSD: '1234.5', expectUSD: '0.004' }, 'exactOut')).toEqual({ pay: 'under $0.01', receive: '$1,234.50' });
  });
  it('no price: the sequencer answers 0 (or nothing) for a tick it does not price, and nothing is shown', () => {
    expect(quoteUsd({ amountUSD: '0', expectUSD: '0' }, 'exactIn')).toEqual({ pay: null, receive: null });
    expect(quoteUsd({}, 'exactIn')).toEqual({ pay: null, receive: null });
    expect(quoteUsd({ amountUSD: 'NaN', expectUSD: '-1' }, 'exactIn')).toEqual({ pay: null, receive: null });
  });
});
