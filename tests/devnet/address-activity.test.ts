import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { mergeHistory } from '../../src/domain/market/account-activity';
import { ownEvent, profitLoss } from '../../src/domain/market/profit-loss';
import { addressHistory } from '../../src/services/market/address-activity';
import { startDevnet } from './devnet-harness';

/**
 * Issue 44, My Bitcoin Assets' Activity: the devnet answers `actions` with filter.address in every category (the
 * rows the address sold, bought or listed), paged by start and limit. The seed: account 2 bought the month's 28 sales
 * (devnet/indexer/seed-history.ts), Alice and Bob sold them and list more (devnet/indexer/seed.ts).
 */
const [, friend, alice, bob] = deriveAccounts();
let h: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  h = await startDevnet();
  h.devnet.reset();
});
afterAll(() => h.close());

const categoriesOf = async (address: string) => {
  const history = await addressHistory(h.api().market, address, 1);
  return Object.fromEntries(history.read.map((c) => [c.category, [...new Set(c.rows.map((r) => ownEvent(r, address)))].sort()]));
};

describe('the devnet answers actions filtered by address', () => {
  it('in each category: the buyer’s purchases, the sellers’ sales and listings', async () => {
    expect(await categoriesOf(friend!.ordinalsAddress)).toEqual({
      brc20: ['Bought'],
      domain: ['Bought'],
      collection: ['Bought'],
      arc20: [],
      runes: [],
    });
    expect(await categoriesOf(alice!.ordinalsAddress)).toEqual({
      brc20: ['Listed', 'Sold'],
      domain: ['Listed', 'Sold'],
      collection: ['Listed', 'Sold'],
      arc20: [],
      runes: ['Listed'],
    });
    expect((await categoriesOf(bob!.ordinalsAddress)).arc20).toEqual(['Listed']);
  });

  it('pages by start and limit: the buyer’s 28 purchases, 23 of brc-20 past the first page of 20', async () => {
    const brc20 = h.api().market.forCategory('brc20');
    const first = await brc20.addressActions({ filter: { address: friend!.ordinalsAddress }, start: 0, limit: 20 });
    const rest = await brc20.addressActions({ filter: { address: friend!.ordinalsAddress }, start: 20, limit: 20 });
    expect([first.total, first.list.length, rest.list.length]).toEqual([23, 20, 3]);
    expect(first.list[0]!.time).toBeGreaterThan(first.list[19]!.time);
    const all = mergeHistory((await addressHistory(h.api().market, friend!.ordinalsAddress, 1)).read);
    expect([all.rows.length, all.more]).toEqual([28, false]);
  });

  it('what each seeded account’s trades made, in sats', async () => {
    const pnlOf = async (address: string) => {
      const history = mergeHistory((await addressHistory(h.api().market, address, 1)).read);
      const pnl = profitLoss(history.rows, address);
      return [pnl.spent, pnl.received, pnl.realized, pnl.purchases, pnl.sales, pnl.unmatchedSales];
    };
    // Account 2: ordi 50 × 23,650 = 1,182,500; pizza 402,000; moon.sats and 42.sats 720,000; punks 680,000.
    expect(await pnlOf(friend!.ordinalsAddress)).toEqual([2_984_500n, 0n, 0n, 28, 0, 0]);
    // Alice sold nine ordi, two pizza, moon.sats and three punks (15): none bought here, so their P&L is unknown.
    expect(await pnlOf(alice!.ordinalsAddress)).toEqual([0n, 1_725_500n, 0n, 0, 15, 15]);
  });
});
