import { SEEDED_SWEEP_LISTINGS } from '../../devnet/indexer/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { DEFAULT_LISTING_QUERY } from '../../src/domain/market/market-reads';
import { createMarketReads } from '../../src/services/market/market-reads';
import { buyAs, clientDeps, startDevnet } from './devnet-harness';
import { createApi } from '../../src/services/api/create-api';
import { DEVNET_TEST_EPOCH } from './devnet-clock';
import { TIME_RANGE_MS } from '../../src/domain/market/time-ranges';

/**
 * The market's read side on the seeded devnet, through the site's own client and reads service (issue 11):
 * a month of real sales gives every window its own numbers; the list call's filters and sorts; activity
 * and the price curve by time range; 10,000 listings seeded by the control, each one really signed.
 */
const [me, friend, alice, bob] = deriveAccounts();
let h: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  h = await startDevnet();
  h.devnet.reset();
});
afterAll(() => h.close());
const reads = () => createMarketReads({ market: h.api().market, query: h.api().query, now: h.now });

describe('devnet market reads', () => {
  it('each window has its own volume, sales and change, from the seeded sales', async () => {
    const byWindow = async (w: '1h' | '24h' | '7d' | '30d' | 'all') => (await reads().assets('brc20', w)).find((r) => r.name === 'ordi')!;
    const hour = await byWindow('1h');
    const day = await byWindow('24h');
    const month = await byWindow('30d');
    // ordi: 50 a sale; the last sale (30 min ago) at 1,600 sats a unit, the one before (3 h ago) at 1,620.
    expect(hour).toMatchObject({ sales: 1, volume: 80_000, change: '-1.23', listLowPrice: 300, curPrice: 1600 });
    expect(day).toMatchObject({ sales: 4, volume: 50 * (1480 + 1550 + 1620 + 1600) });
    // 30 days: opened at the first sale (1,000), closed at 1,600.
    expect(month).toMatchObject({ sales: 18, change: '60.00' });
    expect((await byWindow('all')).sales).toBe(18);
    // Domain kinds have one window: the open API's domain_types takes no timeType (issue 42); .sats's two sales are
    // older than a day.
    const kinds = await reads().assets('domain', '30d');
    expect(kinds).toEqual(await reads().assets('domain', '24h'));
    expect(kinds.find((k) => k.name === '.sats')).toMatchObject({ sales: 0, volume: 0 });
    const collections = await reads().assets('collection', '7d');
    // Punks over 7 days: opened at the sale before the window (180,000), closed at 260,000.
    // The open API's rows say no number of sales (null: shown as –).
    expect(collections.find((c) => c.name === 'Devnet Punks')).toMatchObject({ sales: null, volume: 500_000, change: '44.44', verified: true });
    expect(collections.find((c) => c.name === 'Unverified Apes')).toMatchObject({ verified: false, sales: null, change: null });
  });

  it('the list call filters by total price and domain category (the open API has no sale-type filter), and sorts by price', async () => {
    const sats = { kind: 'sats' } as const;
    const domains = (q: Partial<typeof DEFAULT_LISTING_QUERY>, kind: 'sats' | 'bitmap' | 'btc' = sats.kind) =>
      reads().listings({ category: 'domain', kind }, { ...DEFAULT_LISTING_QUERY, ...q }, 0);
    expect((await domains({})).list.map((l) => l.domain)).toEqual(['ｂｔｃ.sats']);
    expect((await domains({ domainFilter: 'Keyboard' })).total).toBe(0);
    expect((await domains({ domainFilter: '3_letters' }, 'btc')).list.map((l) => l.domain)).toEqual(['bob.btc']);
    expect((await domains({ domainFilter: '2_letters' }, 'btc')).total).toBe(0);
    // 777 is no number 1 to 99: its category is Keyboard (domain_statistic's first that it passes).
    expect((await domains({ domainFilter: '1-99' }, 'bitmap')).total).toBe(0);
    expect((await domains({ domainFilter: 'Keyboard' }, 'bitmap')).list.map((l) => [l.domain, l.marketType])).toEqual([['777.bitmap', 'auction']]);
    const ordi = { category: 'brc20', tick: 'ordi' } as const;
    const cheap = await reads().listings(ordi, { ...DEFAULT_LISTING_QUERY, maxPrice: 100_000 }, 0);
    expect(cheap.list.map((l) => l.price)).toEqual([90_000]);
    const dear = await reads().listings(ordi, { ...DEFAULT_LISTING_QUERY, sort: 'price-desc' }, 0);
    expect(dear.list.map((l) => l.price)).toEqual([150_000, 90_000]);
    const unit = await reads().listings(ordi, { ...DEFAULT_LISTING_QUERY, sort: 'unit-asc' }, 0);
    expect(unit.list.map((l) => l.unitPrice)).toEqual([300, 360]);
  });

  it("a collection's listings all at once (the open API's `all`), each with its item's name, price and content type", async () => {
    const punks = await reads().collectionListings('devnet-punks', { ...DEFAULT_LISTING_QUERY, sort: 'price-asc' });
    expect(punks.list.map((l) => [l.name, l.price, l.contentType])).toEqual([
      ['Devnet Punk #2', 250_000, 'image/svg+xml'],
      ['Devnet Punk #3', 300_000, 'image/svg+xml'],
    ]);
    expect(punks.total).toBe(2);
  });

  it("an item's page asks for its listing, the linked inscription and where the indexer has it all at once (issue 46: one round trip, not three)", async () => {
    const punk = (await reads().collectionListings('devnet-punks', { ...DEFAULT_LISTING_QUERY, sort: 'price-asc' })).list[0]!;
    // The listing's answer is held back until the other two reads have been asked for: read one after another, it never comes.
    const asked: string[] = [];
    let release: () => void = () => {};
    const othersAsked = new Promise<void>((resolve) => (release = resolve));
    const api = createApi({
      ...clientDeps(h.origin, h.now),
      fetch: async (input, init) => {
        const path = new URL(String(input)).pathname;
        asked.push(path.replace(/\/[0-9a-f]{64}i\d+$/, '/…'));
        if (asked.includes('/api/market/collection/auction/inscription_info') && asked.includes('/api/query/inscription/info/…')) release();
        if (!path.endsWith('/auction/detail')) return fetch(input, init);
        await Promise.race([othersAsked, new Promise((r) => setTimeout(r, 3_000))]);
        const answer = await fetch(input, init);
        asked.push('(the listing answered)');
        return answer;
      },
    });
    const item = await api.reads.item({ category: 'collection', auctionId: punk.auctionId, inscriptionId: punk.inscriptionId });
    expect(asked.slice(0, 3).sort()).toEqual([
      '/api/market/collection/auction/detail',
      '/api/market/collection/auction/inscription_info',
      '/api/query/inscription/info/…',
    ]);
    expect(asked[3]).toBe('(the listing answered)');
    expect(item.listing).toMatchObject({ auctionId: punk.auctionId, price: 250_000, inscriptionId: punk.inscriptionId });
    expect(item.inscription).toMatchObject({ inscriptionId: punk.inscriptionId });
    expect(item.inscription?.output).toMatch(/^[0-9a-f]{64}:\d+$/);
  });

  it('activity and the price curve by time range; statistics of a collection', async () => {
    const ordi = { category: 'brc20', tick: 'ordi' } as const;
    // The open API filters by event only; the panel shows the rows of its range (newest first, by timestamp).
    const sales = await reads().activity(ordi, 'Sold', 0);
    expect(sales.total).toBe(18);
    const within = (rows: readonly { time: number }[], range: 'day1' | 'day7' | 'day30') =>
      rows.filter((a) => a.time >= DEVNET_TEST_EPOCH - TIME_RANGE_MS[range]).length;
    expect([within(sales.list, 'day1'), within(sales.list, 'day7'), within(sales.list, 'day30')]).toEqual([4, 10, 18]);
    const listed = await reads().activity(ordi, 'Listed', 0);
    // The seed's two current ordi listings and the four sold today were listed today.
    expect(within(listed.list, 'day1')).toBe(6);
    const history = await reads().curve(ordi, 'day7');
    expect(history.kind).toBe('sales');
    const curve = history.points;
    expect(curve).toHaveLength(10);
    expect(curve.map((p) => p.time)).toEqual([...curve.map((p) => p.time)].sort((a, b) => a - b));
    expect(curve.at(-1)).toMatchObject({ unitPrice: 1600, price: 80_000 });
    // A collection's header and figures (collection_statistic), its review from its row (collection_statistic_list).
    await expect(reads().overview({ category: 'collection', collectionId: 'devnet-punks' })).resolves.toMatchObject({
      name: 'Devnet Punks',
      verified: true,
      figures: { floor: 250_000, listed: 2, volumeTotal: 680_000 },
    });
    await expect(reads().overview({ category: 'collection', collectionId: 'unverified-apes' })).resolves.toMatchObject({ verified: false });
    // A domain kind's figures from its domain_types row; its names per category (domain_statistic).
    await expect(reads().overview({ category: 'domain', kind: 'sats' })).resolves.toMatchObject({
      figures: { floor: expect.any(Number), volume24h: expect.any(Number) },
    });
    expect(await reads().domainCategories('sats')).toEqual([
      { category: '1-99', total: 1, example: '42.sats' },
      { category: 'Keyboard', total: 2, example: 'moon.sats' },
      { category: 'Other', total: 1, example: 'ｂｔｃ.sats' },
    ]);
    // The collections an address holds (collection_summary): the seed's buyer holds three punks.
    expect(await reads().holdings(friend!.ordinalsAddress)).toEqual([{ collectionId: 'devnet-punks', name: 'Devnet Punks', count: 3 }]);
  });

  it('My Bitcoin Assets reads: brc-20 summary, runes and ARC-20 balances, inscriptions', async () => {
    const q = h.api().query;
    const brc20 = await q.addressBrc20Summary(me!.ordinalsAddress);
    expect(brc20.detail.find((t) => t.ticker === 'ordi')).toMatchObject({ overallBalance: '2000', transferableBalance: '300' });
    expect((await q.addressRunes(me!.ordinalsAddress)).detail).toMatchObject([
      { rune: 'DEVNETRUNE', spacedRune: 'DEVNET•RUNE', amount: '10000', symbol: 'ᚱ', divisibility: 0 },
    ]);
    expect((await q.addressArc20(me!.ordinalsAddress)).detail).toMatchObject([{ ticker: 'atom', balance: '1000', utxoCount: 1 }]);
    const inscriptions = await q.accountInscriptions(me!.ordinalsAddress, 100);
    expect(inscriptions.list.map((i) => i.inscriptionName).filter(Boolean)).toEqual(['satoshi.sats', 'alice.unisat']);
    // The buyer of the seed's history holds what it bought.
    expect((await q.accountInscriptions(friend!.ordinalsAddress, 100)).list.filter((i) => i.collectionItemName).map((i) => i.collectionItemName)).toEqual([
      'Devnet Punk #4',
      'Devnet Punk #5',
      'Devnet Punk #6',
    ]);
  });

  it('the control seeds thousands of listings, each signed so that a buyer can buy it', async () => {
    const seeded = await h.control('/market/listings', { count: 2_000 });
    expect(seeded.code).toBe(0);
    const page = await reads().listings({ category: 'collection', collectionId: 'bench-pixels' }, DEFAULT_LISTING_QUERY, 1_980);
    // The seed's own Bench Pixels, and the 2,000 more.
    expect(page.total).toBe(SEEDED_SWEEP_LISTINGS + 2_000);
    // From 1,980: the last 32 of 2,012, in one page of up to 99 (the open API's limit is under 100).
    expect(page.list).toHaveLength(32);
    // A collection's search reads all its listings at once (the open API's `all`: start and limit ignored).
    const all = await reads().collectionListings('bench-pixels', DEFAULT_LISTING_QUERY);
    expect(all.total).toBe(SEEDED_SWEEP_LISTINGS + 2_000);
    expect(all.list).toHaveLength(SEEDED_SWEEP_LISTINGS + 2_000);
    const item = page.list[7]!;
    const buyer = await h.signIn(alice!);
    await buyAs(buyer, alice!, item.auctionId, item.price, 'collection');
    await expect(reads().listing('collection', item.auctionId)).resolves.toMatchObject({ status: 'sold', buyer: alice!.ordinalsAddress });
    expect(bob).toBeDefined();
    expect((await h.control('/market/listings', { count: 0 })).msg).toBe('count must be a number from 1 to 20000.');
  });
});
