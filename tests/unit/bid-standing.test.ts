import { describe, expect, it } from 'vitest';
import { Transaction } from '@scure/btc-signer';
import { hex } from '@scure/base';
import {
  BID_STATUS_LABELS,
  auctionOutcome,
  bidRowStatus,
  bidStanding,
  bidToClaim,
  claimInputOf,
  bidsHoldingAny,
  isBidInPlay,
  type BidRecord,
} from '../../src/domain/market/bid-standing';
import { itemActions } from '../../src/domain/market/item-actions';
import { mergeBids } from '../../src/domain/market/account-bids';
import type { BidRow } from '../../src/domain/market/market-reads';
import { createBidBook } from '../../src/services/market/bid-book';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { walletCoinsSpent } from '../../src/services/psbt/held-coins';

const A = 'aa'.repeat(32);
const B = 'bb'.repeat(32);
const record: BidRecord = {
  category: 'domain',
  auctionId: 'devnet-000063',
  bidId: 'bid-2',
  priceSats: '126000',
  title: '777.bitmap',
  coins: [{ txid: A, vout: 0 }],
  placedAt: 1,
  endTime: 10_000,
};
const row = (bidId: string, price: number, status: string): BidRow => ({ bidId, address: `tb1p${bidId}`, price, status, time: 1 });

describe('where a bid stands', () => {
  it('no bid could be completed and this one was the highest: its bidder may claim the item at the bid, then it is won', () => {
    const claim = { address: 'tb1pbid-2', price: 126_000, until: 99_000 };
    const waiting = bidStanding({ record, rows: [row('bid-2', 126_000, 'failed')], auction: { status: 'listed', claim }, coinSpent: false });
    expect(waiting).toEqual({
      status: 'claim',
      reason:
        'No bid could be completed (a coin this one held was spent), so the item is yours to claim at your bid of 126,000 sats: sign a new purchase before the claim ends.',
    });
    // A lower failed bid of the same address is not the one to claim (the claim is at the highest bid).
    expect(bidStanding({ record, rows: [row('bid-2', 100_000, 'failed')], auction: { status: 'listed', claim }, coinSpent: false }).status).toBe('voided');
    // Another bidder's claim is not this bid's; a claim made is a win (the claim's own bid row).
    expect(
      bidStanding({
        record,
        rows: [row('bid-2', 126_000, 'failed')],
        auction: { status: 'listed', claim: { ...claim, address: 'tb1pother' } },
        coinSpent: false,
      }).status,
    ).toBe('voided');
    const claimed = [row('bid-2', 126_000, 'failed'), { ...row('bid-9', 126_000, 'won'), address: 'tb1pbid-2' }];
    expect(bidStanding({ record, rows: claimed, auction: { status: 'sold' }, coinSpent: false })).toEqual({
      status: 'won',
      reason: 'You claimed the item: it is on its way to your wallet.',
    });
  });
  it('highest, outbid (with the least next bid), void when a coin it holds is spent', () => {
    const live = { status: 'listed', minimumBid: 138_915 };
    expect(bidStanding({ record, rows: [row('bid-2', 126_000, 'placed'), row('bid-1', 120_000, 'placed')], auction: live, coinSpent: false }).status).toBe(
      'open',
    );
    const outbid = bidStanding({ record, rows: [row('bid-3', 132_300, 'placed'), row('bid-2', 126_000, 'placed')], auction: live, coinSpent: false });
    expect(outbid).toEqual({ status: 'outbid', reason: 'Outbid: the highest bid is now 132,300 sats. Bid again from 138,915 sats.' });
    const voided = bidStanding({ record, rows: [row('bid-2', 126_000, 'placed')], auction: live, coinSpent: true });
    expect(voided.status).toBe('voided');
    expect(voided.reason).toContain('a coin this bid holds was spent');
  });
  it("the market's word stands once the auction ended: won, lost to a named bid, failed is void", () => {
    const ended = { status: 'sold' };
    expect(bidStanding({ record, rows: [row('bid-2', 126_000, 'won')], auction: ended, coinSpent: true }).status).toBe('won');
    expect(bidStanding({ record, rows: [row('bid-3', 132_300, 'won'), row('bid-2', 126_000, 'lost')], auction: ended, coinSpent: false }).reason).toBe(
      'The auction ended: it went to a bid of 132,300 sats.',
    );
    expect(bidStanding({ record, rows: [row('bid-2', 126_000, 'failed'), row('bid-1', 120_000, 'won')], auction: ended, coinSpent: false }).status).toBe(
      'voided',
    );
    expect(bidStanding({ record, rows: [row('bid-2', 126_000, 'placed')], auction: { status: 'cancel' }, coinSpent: false }).status).toBe('ended');
  });
  it("a bid the bidder's own later bid replaced reads Raised, not Outbid or Lost; only another bidder's makes it lost (issue 44, 11)", () => {
    const me = (bidId: string, price: number, status: string): BidRow => ({ ...row(bidId, price, status), address: 'tb1pme' });
    const live = { status: 'listed', minimumBid: 138_915 };
    expect(bidStanding({ record, rows: [me('bid-3', 132_300, 'placed'), me('bid-2', 126_000, 'placed')], auction: live, coinSpent: false })).toEqual({
      status: 'raised',
      reason: 'Replaced by your higher bid of 132,300 sats: that one is the highest so far.',
    });
    const replaced = bidStanding({ record, rows: [me('bid-3', 132_300, 'won'), me('bid-2', 126_000, 'lost')], auction: { status: 'sold' }, coinSpent: false });
    expect(replaced).toEqual({ status: 'replaced', reason: 'Replaced by your higher bid of 132,300 sats, which won the auction.' });
    expect(BID_STATUS_LABELS[replaced.status]).toBe('Raised');
    // Another bidder's higher bid: outbid while it runs, lost when it won.
    const other = [row('bid-4', 140_000, 'placed'), me('bid-3', 132_300, 'placed'), me('bid-2', 126_000, 'placed')];
    expect(bidStanding({ record, rows: other, auction: live, coinSpent: false }).status).toBe('outbid');
    const lost = [row('bid-4', 140_000, 'won'), me('bid-3', 132_300, 'lost'), me('bid-2', 126_000, 'lost')];
    expect(bidStanding({ record, rows: lost, auction: { status: 'sold' }, coinSpent: false })).toEqual({
      status: 'lost',
      reason: 'The auction ended: it went to a bid of 140,000 sats.',
    });
    // The item page's list of bids says the same.
    const settled = [me('bid-3', 132_300, 'won'), me('bid-2', 126_000, 'lost'), row('bid-1', 120_000, 'lost')];
    expect(settled.map((b) => bidRowStatus(b, settled))).toEqual(['Won', 'Raised', 'Lost']);
    const running = [me('bid-3', 132_300, 'placed'), me('bid-2', 126_000, 'placed'), row('bid-1', 120_000, 'placed')];
    expect(running.map((b) => bidRowStatus(b, running))).toEqual(['Highest bid', 'Raised', 'Outbid']);
  });
  it('an ended auction says what happened on its item page', () => {
    expect(auctionOutcome({ status: 'cancel', endTime: 5 }, [row('bid-2', 126_000, 'failed')], 10)).toBe(
      'The auction ended without a sale: the winning bid could not be completed because a coin it held had been spent before the end.',
    );
    expect(auctionOutcome({ status: 'cancel', endTime: 5 }, [], 10)).toBe('The auction ended with no bids.');
    expect(auctionOutcome({ status: 'cancel', endTime: 50 }, [], 10)).toBe('The seller ended the auction before its time: nobody paid anything.');
    expect(auctionOutcome({ status: 'listed', endTime: 50 }, [], 10)).toBeNull();
  });
  it('a purchase is warned of the bids whose coins it spends, not of one on the same auction; the market says which are still in play', () => {
    const spends = [{ txid: A, vout: 0 }];
    expect(bidsHoldingAny([record], spends)).toEqual([record]);
    expect(bidsHoldingAny([record], [{ txid: A, vout: 1 }])).toEqual([]);
    expect(bidsHoldingAny([record], spends, record.auctionId)).toEqual([]);
    // Past its end time but not yet settled, a bid may still win: in play until the market says otherwise.
    expect(isBidInPlay(record, { status: 'listed' }, [row('bid-2', 126_000, 'placed')])).toBe(true);
    expect(isBidInPlay(record, { status: 'listed' }, [])).toBe(true);
    expect(isBidInPlay(record, { status: 'sold' }, [row('bid-2', 126_000, 'lost')])).toBe(false);
    expect(isBidInPlay(record, { status: 'cancel' }, [row('bid-2', 126_000, 'placed')])).toBe(false);
  });
  it('a coin spent after the seller ended the auction voids nothing: the bid ended', () => {
    expect(bidStanding({ record, rows: [row('bid-2', 126_000, 'placed')], auction: { status: 'cancel' }, coinSpent: true }).status).toBe('ended');
  });
  it("a settled bid proves the auction ran to its end, whatever this device's clock says", () => {
    expect(auctionOutcome({ status: 'cancel', endTime: 50 }, [row('bid-2', 126_000, 'failed')], 10)).toContain('the winning bid could not be completed');
  });
  it('the highest bidder cannot outbid themself', () => {
    const listed = { marketType: 'auction' as const, seller: 'tb1pseller' };
    expect(itemActions({ listed, owner: null, me: 'tb1pme', availability: null, highestBidder: 'tb1pme' })).toEqual([
      { action: 'bid', reason: 'You hold the highest bid: nobody has outbid you yet.' },
    ]);
    expect(itemActions({ listed, owner: null, me: 'tb1pme', availability: null, highestBidder: 'tb1pother' })).toEqual([{ action: 'bid', reason: null }]);
  });
});

describe('the bids this browser placed', () => {
  it("are shown with the market's bids of the address it lacks; its own record wins, as it knows the coins (issue 44, 11)", () => {
    const fromMarket: BidRecord = { ...record, coins: [], fromMarket: true };
    const newer: BidRecord = { ...fromMarket, bidId: 'bid-3', priceSats: '132300', placedAt: 5 };
    expect(mergeBids([record], [newer, fromMarket])).toEqual([newer, record]);
    expect(mergeBids([], [fromMarket])).toEqual([fromMarket]);
  });
  it('keeps them per address, newest first; a damaged entry is dropped, not trusted', () => {
    const store = createKeyValueStore(null);
    const book = createBidBook(store);
    book.add('tb1pme', record);
    book.add('tb1pme', { ...record, bidId: 'bid-9', auctionId: 'devnet-000070' });
    expect(book.list('tb1pme').map((r) => r.bidId)).toEqual(['bid-9', 'bid-2']);
    expect(book.list('tb1pother')).toEqual([]);
    store.set('bids:tb1pme', JSON.stringify([{ ...record, coins: [{ txid: 'not hex', vout: 0 }] }, record]));
    expect(book.list('tb1pme')).toEqual([record]);
    store.set('bids:tb1pme', '{not json');
    expect(book.list('tb1pme')).toEqual([]);
  });
});

describe("the wallet's coins a purchase spends", () => {
  const script = hex.decode(`5120${'11'.repeat(32)}`);
  const tx = (inputs: [string, number][]) => {
    const t = new Transaction({ allowUnknownOutputs: true });
    for (const [txid, index] of inputs) t.addInput({ txid, index, witnessUtxo: { script, amount: 10_000n } });
    t.addOutput({ script, amount: 5_000n });
    return t;
  };
  it("the buyer's signed inputs, not the seller's; with a padding split, its inputs and not its own outputs", () => {
    const purchase = tx([
      [A, 0],
      [B, 7],
      [A, 3],
    ]);
    expect(walletCoinsSpent({ psbtBid: hex.encode(purchase.toPSBT()), psbtBid2: '', bidSignIndexes: [0, 2] })).toEqual([
      { txid: A, vout: 0 },
      { txid: A, vout: 3 },
    ]);
    const split = tx([[B, 1]]);
    const after = tx([
      [split.id, 0],
      [B, 7],
      [split.id, 1],
    ]);
    expect(walletCoinsSpent({ psbtBid: hex.encode(after.toPSBT()), psbtBid2: hex.encode(split.toPSBT()), bidSignIndexes: [0, 2] })).toEqual([
      { txid: B, vout: 1 },
    ]);
  });
});

describe('the bid a claim is for', () => {
  const offer = { address: 'tb1pme', price: 126_000, until: 99 };
  const mine = { ...record, inscriptionId: `${A}i0` };
  it('is this browser’s bid on that auction at the claim’s price with its inscription, never one the market names alone', () => {
    expect(bidToClaim([mine], record.auctionId, offer)).toBe(mine);
    expect(claimInputOf(mine)).toEqual({ category: 'domain', auctionId: record.auctionId, title: '777.bitmap', inscriptionId: `${A}i0`, priceSats: '126000' });
    // Another price, another auction, or a record that kept no inscription: no claim offered.
    expect(bidToClaim([mine], record.auctionId, { ...offer, price: 200_000 })).toBeUndefined();
    expect(bidToClaim([mine], 'devnet-000099', offer)).toBeUndefined();
    expect(bidToClaim([record], record.auctionId, offer)).toBeUndefined();
  });
});
