import { describe, expect, it } from 'vitest';
import { mergeHistory } from '../../src/domain/market/account-activity';
import { ownEvent, profitLoss, type AddressAction } from '../../src/domain/market/profit-loss';

/** Issue 44: a personal activity history with profit and loss, in whole sats. */
const ME = 'bc1pme';
const OTHER = 'bc1pother';
const row = (over: Partial<AddressAction>): AddressAction => ({
  type: 'Sold',
  auctionId: 'a',
  nftType: 'collection',
  price: 0,
  from: OTHER,
  to: ME,
  time: 0,
  ...over,
});
const bought = (inscriptionId: string | undefined, price: number, time: number, nftType: AddressAction['nftType'] = 'collection') =>
  row({ inscriptionId, price, time, nftType, from: OTHER, to: ME, auctionId: `b${time}` });
const sold = (inscriptionId: string | undefined, price: number, time: number, nftType: AddressAction['nftType'] = 'collection') =>
  row({ inscriptionId, price, time, nftType, from: ME, to: OTHER, auctionId: `s${time}` });

describe('ownEvent: the event from the address’s side', () => {
  it('names each event in plain words', () => {
    expect(ownEvent(row({ type: 'Sold', from: OTHER, to: ME }), ME)).toBe('Bought');
    expect(ownEvent(row({ type: 'Sold', from: ME, to: OTHER }), ME)).toBe('Sold');
    expect(ownEvent(row({ type: 'Listed', from: ME, to: null }), ME)).toBe('Listed');
    expect(ownEvent(row({ type: 'Updated', from: ME, to: null }), ME)).toBe('Price changed');
    expect(ownEvent(row({ type: 'Cancel', from: ME, to: null }), ME)).toBe('Unlisted');
    expect(ownEvent(row({ type: 'Claim', from: OTHER, to: ME }), ME)).toBe('Claimed');
  });
});

describe('profitLoss', () => {
  it('a sale of an item bought earlier: sold − bought; the totals spent and received', () => {
    const pnl = profitLoss([sold('i1', 150_000, 30), bought('i1', 100_000, 10), bought('i2', 80_000, 20)], ME);
    expect(pnl.spent).toBe(180_000n);
    expect(pnl.received).toBe(150_000n);
    expect(pnl.realized).toBe(50_000n);
    expect(pnl.trades).toEqual([{ item: 'collection:i1', auctionId: 's30', time: 30, bought: 100_000n, sold: 150_000n, pnl: 50_000n }]);
    expect(pnl.unmatchedSales).toBe(0);
    expect([pnl.purchases, pnl.sales]).toEqual([2, 1]);
  });

  it('a loss is negative; a sale without its purchase in the history is counted, never guessed', () => {
    const pnl = profitLoss([bought('i1', 300_000, 1), sold('i1', 240_000, 2), sold('i9', 500_000, 3)], ME);
    expect(pnl.realized).toBe(-60_000n);
    expect(pnl.received).toBe(740_000n);
    expect(pnl.unmatchedSales).toBe(1);
  });

  it('a purchase after the sale does not match it; a lot without an inscription (runes) is never matched', () => {
    const pnl = profitLoss([sold('i1', 200_000, 5), bought('i1', 100_000, 6), bought(undefined, 1_000, 1, 'runes'), sold(undefined, 2_000, 2, 'runes')], ME);
    expect(pnl.realized).toBe(0n);
    expect(pnl.trades).toEqual([]);
    expect(pnl.unmatchedSales).toBe(2);
    expect(pnl.spent).toBe(101_000n);
  });

  it('bought twice and sold twice: each sale matched with the latest purchase before it', () => {
    const pnl = profitLoss([bought('i1', 100_000, 1), sold('i1', 110_000, 2), bought('i1', 120_000, 3), sold('i1', 90_000, 4)], ME);
    expect(pnl.trades.map((t) => t.pnl)).toEqual([10_000n, -30_000n]);
    expect(pnl.realized).toBe(-20_000n);
  });

  it('the same inscription id in another category is another item; listings, unlistings and claims are not trades', () => {
    const pnl = profitLoss(
      [
        bought('i1', 100_000, 1, 'domain'),
        sold('i1', 150_000, 2, 'collection'),
        row({ type: 'Listed', from: ME, to: null, price: 150_000, time: 3 }),
        row({ type: 'Claim', from: OTHER, to: ME, price: 70_000, time: 4 }),
      ],
      ME,
    );
    expect([pnl.spent, pnl.received, pnl.realized, pnl.unmatchedSales]).toEqual([100_000n, 150_000n, 0n, 1]);
  });

  it('all the bitcoin there will ever be, to the sat', () => {
    const pnl = profitLoss([bought('i1', 2_099_999_999_999_999, 1), sold('i1', 2_100_000_000_000_000, 2)], ME);
    expect(pnl.realized).toBe(1n);
  });
});

describe('mergeHistory: the categories together, newest first', () => {
  it('holds back the rows an unread page could come before', () => {
    const brc20 = { category: 'brc20' as const, rows: [row({ time: 90 }), row({ time: 50 })], total: 5 };
    const domain = { category: 'domain' as const, rows: [row({ time: 70 }), row({ time: 40 }), row({ time: 10 })], total: 3 };
    const merged = mergeHistory([brc20, domain]);
    expect(merged.rows.map((r) => r.time)).toEqual([90, 70, 50]);
    expect(merged.more).toBe(true);
  });

  it('everything read: every row, nothing more', () => {
    const merged = mergeHistory([
      { category: 'brc20', rows: [row({ time: 9 })], total: 1 },
      { category: 'runes', rows: [row({ time: 12 }), row({ time: 3 })], total: 2 },
    ]);
    expect(merged.rows.map((r) => r.time)).toEqual([12, 9, 3]);
    expect(merged.more).toBe(false);
  });
});
