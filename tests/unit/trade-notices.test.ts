import { describe, expect, it } from 'vitest';
import type { BidRecord } from '../../src/domain/market/bid-standing';
import type { BidRow } from '../../src/domain/market/market-reads';
import { bidNow, tradeNotices, type BidNow, type ListingNow, type TradeSnapshot } from '../../src/domain/market/trade-notices';

/** Issue 44's trader features: the notices shown while the site is open, from two looks at the address's market. */
const T = 1_700_000_000_000;
const MIN = 60_000;
const punk: ListingNow = { auctionId: 'devnet-000064', name: 'Devnet Punk #1', priceSats: 250_000, status: 'listed', endTime: null };
const bitmapBid: BidNow = { auctionId: 'devnet-000063', name: '777.bitmap', status: 'open', bidSats: 120_000, topSats: 120_000, endTime: T + 6 * 60 * MIN };
const look = (takenAt: number, listings: readonly ListingNow[], bids: readonly BidNow[] = []): TradeSnapshot => ({ takenAt, listings, bids });
const texts = (before: TradeSnapshot | null, after: TradeSnapshot) => tradeNotices(before, after).map((n) => n.text);

describe('trade notices', () => {
  it('the first look after sign-in shows nothing, even a sale, an outbid or an auction about to end', () => {
    const endingSoon = { ...punk, auctionId: 'devnet-000070', name: '778.bitmap', endTime: T + 5 * MIN };
    expect(texts(null, look(T, [{ ...punk, status: 'sold', priceSats: 260_000 }, endingSoon], [{ ...bitmapBid, status: 'outbid', topSats: 126_000 }]))).toEqual(
      [],
    );
  });

  it('a listing the market says sold: "Sold: … for … BTC." at the price it sold for, once', () => {
    const before = look(T, [punk]);
    const after = look(T + 30_000, [{ ...punk, status: 'sold', priceSats: 260_000 }]);
    expect(tradeNotices(before, after)).toEqual([{ kind: 'sold', auctionId: 'devnet-000064', text: 'Sold: Devnet Punk #1 for 0.0026 BTC.' }]);
    // Listed and sold between two looks: still news.
    expect(texts(look(T, []), after)).toEqual(['Sold: Devnet Punk #1 for 0.0026 BTC.']);
    // Sold already at the last look: nothing new.
    expect(texts(after, look(T + 60_000, [{ ...punk, status: 'sold', priceSats: 260_000 }]))).toEqual([]);
  });

  it('an unlisted item is not sold: gone from the list, or ended without a sale (cancel)', () => {
    expect(texts(look(T, [punk]), look(T + 30_000, []))).toEqual([]);
    expect(texts(look(T, [punk]), look(T + 30_000, [{ ...punk, status: 'cancel' }]))).toEqual([]);
  });

  it('outbid: the highest bid was the address\'s and is now another\'s, "Outbid on …: the highest bid is now … BTC."', () => {
    const before = look(T, [], [bitmapBid]);
    const after = look(T + 30_000, [], [{ ...bitmapBid, status: 'outbid', topSats: 126_000 }]);
    expect(tradeNotices(before, after)).toEqual([
      { kind: 'outbid', auctionId: 'devnet-000063', text: 'Outbid on 777.bitmap: the highest bid is now 0.00126 BTC.' },
    ]);
    // Outbid again by a third bid: no new notice until the address is on top again.
    expect(texts(after, look(T + 60_000, [], [{ ...bitmapBid, status: 'outbid', topSats: 132_300 }]))).toEqual([]);
  });

  it('won: "You won … at … BTC." at the address\'s bid, once', () => {
    const won = look(T + 30_000, [], [{ ...bitmapBid, status: 'won' }]);
    expect(texts(look(T, [], [bitmapBid]), won)).toEqual(['You won 777.bitmap at 0.0012 BTC.']);
    expect(texts(won, look(T + 60_000, [], [{ ...bitmapBid, status: 'won' }]))).toEqual([]);
    // Lost: no "won".
    expect(texts(look(T, [], [bitmapBid]), look(T + 30_000, [], [{ ...bitmapBid, status: 'lost' }]))).toEqual([]);
  });

  it('an auction ending: once, when it first has under 10 minutes left, for a bid still in it or an auction the address sells', () => {
    const end = T + 20 * MIN;
    const bid = { ...bitmapBid, endTime: end };
    const first = look(T, [], [bid]);
    const under = look(end - 9.5 * MIN, [], [bid]);
    expect(tradeNotices(first, under)).toEqual([{ kind: 'ending', auctionId: 'devnet-000063', text: 'The auction for 777.bitmap ends in 10 minutes.' }]);
    // Once: the next looks say nothing more about it.
    expect(texts(under, look(end - 9 * MIN, [], [bid]))).toEqual([]);
    expect(texts(look(end - 9 * MIN, [], [bid]), look(end - 30_000, [], [bid]))).toEqual([]);
    // Not yet under 10 minutes: nothing.
    expect(texts(first, look(end - 10 * MIN, [], [bid]))).toEqual([]);
    // A bid no longer in it (lost) hears nothing of its end.
    expect(texts(first, look(end - 9.5 * MIN, [], [{ ...bid, status: 'lost' }]))).toEqual([]);
    // The seller's own auction, first seen at 2 minutes from its end.
    const selling: ListingNow = { auctionId: 'devnet-000071', name: 'gm.gm', priceSats: 100_000, status: 'listed', endTime: end };
    expect(texts(look(end - 11 * MIN, [selling]), look(end - 2 * MIN, [selling]))).toEqual(['The auction for gm.gm ends in 2 minutes.']);
    expect(texts(look(end - 11 * MIN, [selling]), look(end - 30_000, [selling]))).toEqual(['The auction for gm.gm ends in 1 minute.']);
  });

  it("the address's standing on an auction is its highest bid's, with the highest bid placed", () => {
    const mine = (bidId: string, priceSats: string): BidRecord => ({
      category: 'domain',
      auctionId: 'devnet-000063',
      bidId,
      priceSats,
      title: '777.bitmap',
      coins: [],
      placedAt: T,
      endTime: T + 60 * MIN,
      fromMarket: true,
    });
    const rows: BidRow[] = [
      { bidId: 'bid-3', address: 'tb1pother', price: 132_300, status: 'placed', time: 3 },
      { bidId: 'bid-2', address: 'tb1pme', price: 126_000, status: 'placed', time: 2 },
      { bidId: 'bid-1', address: 'tb1pme', price: 120_000, status: 'placed', time: 1 },
    ];
    expect(bidNow([mine('bid-1', '120000'), mine('bid-2', '126000')], rows, { status: 'listed', endTime: T + 60 * MIN })).toEqual({
      auctionId: 'devnet-000063',
      name: '777.bitmap',
      status: 'outbid',
      bidSats: 126_000,
      topSats: 132_300,
      endTime: T + 60 * MIN,
    });
    expect(bidNow([], rows, {})).toBeNull();
  });
});
