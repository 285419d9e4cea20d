import { describe, expect, it } from 'vitest';
import type { ListingRow } from '../../src/domain/market/market-reads';
import { pickSweep } from '../../src/domain/market/sweep';
import { decimalKey, isTokenLot, lotWords, tokenLotOf } from '../../src/domain/tx-effect/token-lot';
import { purchaseIntent } from '../../src/flows/buy/buy.actors';
import { buyListing } from '../../src/ui/market/buy-listing';

/**
 * Issue 41: the buy dialog's title and the lot its check holds the transaction to are one value, read from the row
 * the dialog shows; a sweep's brc-20 lots carry theirs the same way.
 */
const row = (over: Partial<ListingRow>): ListingRow => ({ auctionId: 'a1', price: 150_000, nftType: 'brc20', marketType: 'fixedPrice', ...over });

describe('a token listing’s lot is the dialog’s title and the purchase’s stated lot', () => {
  it('brc-20: "1,000 ordi" in the title and in the intent', () => {
    const listing = buyListing('brc20', row({ tick: 'ordi', amount: '1000', inscriptionId: 'x'.repeat(64) + 'i0' }), 'ignored', null);
    expect(listing.title).toBe('1,000 ordi');
    expect(listing.token).toEqual({ kind: 'brc20', tick: 'ordi', amount: '1000' });
    const intent = purchaseIntent(
      {
        marketType: 'fixedPrice',
        bidSats: '150000',
        prepared: { feeRate: 5, txSize: 300, serverFee: 3000, serverReal: 3000, serverFeeRate: 0.02, discounts: [], availableBalance: 1_000_000 },
        feeRate: 5,
        bid: null,
        padding: null,
        feeTo: null,
        item: null,
        itemOffset: 0,
        inscriptionId: listing.inscriptionId,
        token: listing.token,
      },
      'testnet',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    );
    expect(intent.gets).toEqual({ kind: 'brc20', tick: 'ordi', amount: '1000' });
  });
  it('runes and ARC-20: the rune’s amount in its own units; ARC-20 in whole units', () => {
    expect(buyListing('runes', row({ nftType: 'runes', tick: 'DEVNET•RUNE', amount: '12345.5' }), 'x', null).title).toBe('12,345.5 DEVNET•RUNE');
    expect(buyListing('arc20', row({ nftType: 'arc20', tick: 'atom', amount: '1000' }), 'x', null).token).toEqual({
      kind: 'arc20',
      ticker: 'atom',
      amount: '1000',
    });
    expect(tokenLotOf('arc20', { tick: 'atom', amount: '10.5' })).toBeNull();
  });
  it('a collection item or a domain has no lot; a row without a readable amount has none either', () => {
    expect(buyListing('collection', row({ nftType: 'collection', name: 'Devnet Punk #3' }), 'Devnet Punk #3', null)).toMatchObject({
      title: 'Devnet Punk #3',
      token: null,
    });
    expect(tokenLotOf('brc20', { tick: 'ordi', amount: '0' })).toBeNull();
    expect(tokenLotOf('brc20', { tick: 'ordi', amount: '1e3' })).toBeNull();
    expect(lotWords({ kind: 'brc20', tick: 'ordi', amount: '1234567.891' })).toBe('1,234,567.891 ordi');
  });
  it('amounts compare as numbers, not as texts; a lot is read, never trusted', () => {
    expect(decimalKey('0100.50')).toBe('100.5');
    expect(decimalKey('100')).toBe('100');
    expect(decimalKey('1.')).toBeNull();
    expect(isTokenLot({ kind: 'runes', rune: 'A•B', amount: '5' })).toBe(true);
    expect(isTokenLot({ kind: 'runes', rune: 'A•B', amount: 5 })).toBe(false);
    expect(isTokenLot({ kind: 'arc20', ticker: 'atom', amount: '1.5' })).toBe(false);
    expect(isTokenLot({ kind: 'gold', amount: '1' })).toBe(false);
  });
  it('a brc-20 sweep’s lots carry theirs, titled from them', () => {
    const lots = pickSweep(
      [
        { auctionId: 'a', price: 100_000, marketType: 'fixedPrice', inscriptionId: 'i-a', tick: 'ordi', amount: '500', address: 'alice' },
        { auctionId: 'b', price: 40_000, marketType: 'fixedPrice', inscriptionId: 'i-b', tick: 'ordi', amount: '250.5', address: 'bob' },
      ],
      { by: 'count', count: '2' },
      [],
      { category: 'brc20', tick: 'ordi' },
    );
    expect(lots.map((l) => [l.title, l.token])).toEqual([
      ['250.5 ordi', { kind: 'brc20', tick: 'ordi', amount: '250.5' }],
      ['500 ordi', { kind: 'brc20', tick: 'ordi', amount: '500' }],
    ]);
  });
});
