import { describe, expect, it } from 'vitest';
import { pickSweep, sweepChoiceProblem, type SweepRow } from '../../src/domain/market/sweep';

/** Which listings a sweep takes (issue 29): the floor by the price of a unit where tokens sell by amount, else by price. */
const row = (auctionId: string, price: number, more: Partial<SweepRow> = {}): SweepRow => ({ auctionId, price, marketType: 'fixedPrice', ...more });
const RUNE = { category: 'runes', tick: 'DEVNET•RUNE' } as const;
const rune = (auctionId: string, price: number, amount: string, address = 'bob') => row(auctionId, price, { tick: 'DEVNET•RUNE', amount, address });

describe('the sweep’s choice of listings', () => {
  const runes = [rune('a', 50_000, '1000'), rune('b', 120_000, '5000', 'alice'), rune('c', 100_000, '3000'), rune('d', 130_000, '4000')];

  it('on the runes market takes the cheapest a unit first, not the cheapest listing', () => {
    const lots = pickSweep(runes, { by: 'count', count: '3' }, [], RUNE);
    // 24, 32.5, 33.33… sats a unit; the 50,000-sat lot is 50 a unit, the dearest.
    expect(lots.map((l) => [l.auctionId, l.title, l.runes])).toEqual([
      ['b', '5,000 DEVNET•RUNE', { rune: 'DEVNET•RUNE', amount: '5000' }],
      ['d', '4,000 DEVNET•RUNE', { rune: 'DEVNET•RUNE', amount: '4000' }],
      ['c', '3,000 DEVNET•RUNE', { rune: 'DEVNET•RUNE', amount: '3000' }],
    ]);
    expect(lots.every((l) => l.inscriptionId === undefined && l.item === null)).toBe(true);
  });
  it('leaves out the buyer’s own, auctions, a rune row with no amount and another rune than the page’s (a look-alike name)', () => {
    const rows = [
      ...runes,
      rune('e', 1_000, '0'),
      row('f', 1_000, { tick: 'DEVNET•RUNE' }),
      { ...rune('g', 60_000, '10000'), marketType: 'auction' },
      { ...rune('h', 1_000, '100000'), tick: 'DEVNET•RUNF' },
    ];
    expect(pickSweep(rows, { by: 'count', count: '50' }, ['alice'], RUNE).map((l) => l.auctionId)).toEqual(['d', 'c', 'a']);
  });
  it('with a budget stops at the first that does not fit, never skipping one for a later one', () => {
    expect(pickSweep(runes, { by: 'budget', budgetSats: '260000' }, [], RUNE).map((l) => l.auctionId)).toEqual(['b', 'd']);
  });
  it('on a collection takes the cheapest listing first, inscriptions only', () => {
    const rows = [row('x', 300, { inscriptionId: 'i3' }), row('y', 100, { inscriptionId: 'i1' }), row('z', 50)];
    expect(pickSweep(rows, { by: 'count', count: '5' }, [], { category: 'collection', collectionId: 'c' }).map((l) => [l.auctionId, l.inscriptionId])).toEqual([
      ['y', 'i1'],
      ['x', 'i3'],
    ]);
  });
  it('with a highest price (issue 44) stops at the first listing over it: an item’s price, or a unit’s on the runes market', () => {
    const rows = [row('x', 300, { inscriptionId: 'i3' }), row('y', 100, { inscriptionId: 'i1' }), row('w', 301, { inscriptionId: 'i4' })];
    const collection = { category: 'collection', collectionId: 'c' } as const;
    expect(pickSweep(rows, { by: 'count', count: '5', maxPriceSats: '300' }, [], collection).map((l) => l.auctionId)).toEqual(['y', 'x']);
    expect(pickSweep(rows, { by: 'count', count: '5', maxPriceSats: '99' }, [], collection)).toEqual([]);
    expect(pickSweep(rows, { by: 'budget', budgetSats: '1000', maxPriceSats: ' ' }, [], collection).map((l) => l.auctionId)).toEqual(['y', 'x', 'w']);
    // 24, 32.5, 33.33… and 50 sats a unit: at most 32.5 takes two; 33.3 leaves out the 100,000-sat lot of 3,000 (33.33…).
    expect(pickSweep(runes, { by: 'count', count: '5', maxPriceSats: '32.5' }, [], RUNE).map((l) => l.auctionId)).toEqual(['b', 'd']);
    expect(pickSweep(runes, { by: 'count', count: '5', maxPriceSats: '33.3' }, [], RUNE).map((l) => l.auctionId)).toEqual(['b', 'd']);
    expect(pickSweep(runes, { by: 'count', count: '5', maxPriceSats: '33.34' }, [], RUNE).map((l) => l.auctionId)).toEqual(['b', 'd', 'c']);
  });
  it('says what is wrong with a choice in words', () => {
    expect(sweepChoiceProblem({ by: 'count', count: '3', maxPriceSats: '1.5' })).toBe('Enter the highest price in whole sats, or leave it empty.');
    expect(sweepChoiceProblem({ by: 'count', count: '3', maxPriceSats: '0' })).toBe('Enter the highest price in whole sats, or leave it empty.');
    expect(sweepChoiceProblem({ by: 'count', count: '3', maxPriceSats: '1.5' }, true)).toBeNull();
    expect(sweepChoiceProblem({ by: 'count', count: '3', maxPriceSats: 'abc' }, true)).toBe('Enter the highest price of a unit in sats, or leave it empty.');
    expect(sweepChoiceProblem({ by: 'count', count: '51' })).toBe('A sweep buys at most 50 items.');
    expect(sweepChoiceProblem({ by: 'count', count: '' })).toBe('Enter how many to buy.');
    expect(sweepChoiceProblem({ by: 'budget', budgetSats: '0' })).toBe('Enter your budget in sats.');
  });
});
