import { describe, expect, it } from 'vitest';
import { DOMAIN_FILTERS, matchesDomainFilter } from '../../src/domain/market/domain-filters';
import { buyOnArrival, itemActions } from '../../src/domain/market/item-actions';
import { contentKind, timeAgo, timeLeft } from '../../src/domain/market/listing-display';
import { assetFromPath, assetPath, inscriptionPath, listingPath } from '../../src/domain/market/market-paths';
import { DEFAULT_LISTING_QUERY, listingFilter, tickAsset, type AssetRow } from '../../src/domain/market/market-reads';
import { searchAssetRows, sortAssetRows } from '../../src/domain/market/asset-rows';
import { windowFigures, type SalePoint } from '../../src/domain/market/market-windows';
import { chartLayout } from '../../src/domain/market/price-chart';

const H = 3_600_000;
const NOW = Date.UTC(2026, 10, 22, 12);
const sale = (hoursAgo: number, unitPrice: number, price = unitPrice * 10): SalePoint => ({ time: NOW - hoursAgo * H, unitPrice, price });

describe('statistic windows (spec 001 section 3: 1h, 6h, 24h, 7d, 30d, all)', () => {
  const sales = [sale(24 * 40, 500), sale(24 * 10, 800), sale(30, 1000), sale(5, 1100), sale(0.5, 990)];
  it('volume and sales count the sales inside the window; change runs from the price the window opened at', () => {
    expect(windowFigures(sales, '1h', NOW)).toEqual({ volume: 9_900, sales: 1, change: '-10.00' });
    expect(windowFigures(sales, '6h', NOW)).toEqual({ volume: 20_900, sales: 2, change: '-1.00' });
    expect(windowFigures(sales, '24h', NOW)).toEqual({ volume: 20_900, sales: 2, change: '-1.00' });
    expect(windowFigures(sales, '7d', NOW)).toEqual({ volume: 30_900, sales: 3, change: '23.75' });
    expect(windowFigures(sales, '30d', NOW)).toEqual({ volume: 38_900, sales: 4, change: '98.00' });
    // all: nothing before it, so it opens at its own first sale.
    expect(windowFigures(sales, 'all', NOW)).toEqual({ volume: 43_900, sales: 5, change: '98.00' });
  });
  it('a window without sales has no change, not 0%; a zero opening price has none either', () => {
    expect(windowFigures([sale(48, 1000)], '24h', NOW)).toEqual({ volume: 0, sales: 0, change: null });
    expect(windowFigures([sale(2, 0), sale(1, 10)], '6h', NOW).change).toBeNull();
  });
  it('money is exact: volumes of fractional unit prices add without float error', () => {
    expect(
      windowFigures(
        [
          { time: NOW - 1, unitPrice: 0.1, price: 0.1 },
          { time: NOW - 2, unitPrice: 0.2, price: 0.2 },
        ],
        '1h',
        NOW,
      ).volume,
    ).toBe(0.3);
  });
});

describe('domain filters (spec 001 section 3)', () => {
  const cases: [string, string[]][] = [
    ['abc.sats', ['All', 'Keyboard', '3_letters']],
    ['ab.btc', ['All', 'Keyboard', '2_letters']],
    ['a1.sats', ['All', 'Keyboard', '1_letter_1_number']],
    ['7x.sats', ['All', 'Keyboard', '1_letter_1_number']],
    ['42.sats', ['All', 'Keyboard', '1-99']],
    ['7.bitmap', ['All', 'Keyboard', '1-99']],
    ['100.sats', ['All', 'Keyboard']],
    ['07.sats', ['All', 'Keyboard']],
    ['ｂｔｃ.sats', ['All']],
    ['a b.sats', ['All']],
  ];
  it.each(cases)('%s passes %j', (domain, passes) => {
    expect(DOMAIN_FILTERS.filter((f) => matchesDomainFilter(domain, f))).toEqual(passes);
  });
});

describe('how listings read', () => {
  it("an auction's time left", () => {
    expect(timeLeft(NOW - 1, NOW)).toBe('Ended');
    expect(timeLeft(NOW + 30_000, NOW)).toBe('Under a minute left');
    expect(timeLeft(NOW + 45 * 60_000, NOW)).toBe('45m left');
    expect(timeLeft(NOW + 5 * H + 12 * 60_000, NOW)).toBe('5h 12m left');
    expect(timeLeft(NOW + 51 * H, NOW)).toBe('2d 3h left');
  });
  it('how long ago', () => {
    expect([
      timeAgo(NOW - 10_000, NOW),
      timeAgo(NOW - 5 * 60_000, NOW),
      timeAgo(NOW - 3 * H, NOW),
      timeAgo(NOW - 25 * H, NOW),
      timeAgo(NOW - 72 * H, NOW),
      timeAgo(NOW + H, NOW),
    ]).toEqual(['Just now', '5 min ago', '3 h ago', '1 day ago', '3 days ago', 'Just now']);
  });
  it('content from strangers: HTML and SVG only framed, images as images, text as text, the rest not shown', () => {
    expect(contentKind('text/html;charset=utf-8')).toBe('frame');
    expect(contentKind('image/svg+xml')).toBe('frame');
    expect(contentKind('IMAGE/SVG+XML; charset=utf-8')).toBe('frame');
    expect(contentKind('image/png')).toBe('image');
    expect(contentKind('image/webp')).toBe('image');
    expect(contentKind('text/plain;charset=utf-8')).toBe('text');
    expect(contentKind('application/json')).toBe('text');
    expect(contentKind('application/javascript')).toBe('none');
    expect(contentKind('image/x-unknown')).toBe('none');
    expect(contentKind(undefined)).toBe('none');
  });
});

describe('asset lists: sort and search', () => {
  const row = (tick: string, listLowPrice: number, volume: number, change: string | null): AssetRow =>
    tickAsset('brc20', { tick, listLowPrice, volume, change, curPrice: 0, listed: 1, sales: 0 });
  const rows = [row('ordi', 300, 5_000, '6.67'), row('pizza', 400, 700, '-7.89'), row('🐸', 1200, 0, null), row('sats', 0.5, 9_000, '0.00')];
  const order = (r: AssetRow[]) => r.map((x) => x.name);
  it('by any column both ways, exactly; a missing change counts lowest', () => {
    expect(order(sortAssetRows(rows, 'listLowPrice', 'asc'))).toEqual(['sats', 'ordi', 'pizza', '🐸']);
    expect(order(sortAssetRows(rows, 'volume', 'desc'))).toEqual(['sats', 'ordi', 'pizza', '🐸']);
    expect(order(sortAssetRows(rows, 'change', 'desc'))).toEqual(['ordi', 'sats', 'pizza', '🐸']);
    expect(order(sortAssetRows(rows, 'name', 'asc'))).toEqual(['🐸', 'ordi', 'pizza', 'sats']);
  });
  it('search ignores case and spaces around it', () => {
    expect(order(searchAssetRows(rows, '  PIZ '))).toEqual(['pizza']);
    expect(order(searchAssetRows(rows, ''))).toHaveLength(4);
    expect(searchAssetRows(rows, 'nothing')).toEqual([]);
  });
  it("the list call's filter for each kind of asset: the open API's fields only (a domain filter is its domainCategory)", () => {
    expect(listingFilter({ category: 'brc20', tick: 'ordi' }, { ...DEFAULT_LISTING_QUERY, maxPrice: 100_000 })).toEqual({
      tick: 'ordi',
      maxPrice: 100_000,
    });
    expect(listingFilter({ category: 'domain', kind: 'sats' }, { ...DEFAULT_LISTING_QUERY, domainFilter: '2_letters', minPrice: 0 })).toEqual({
      domainType: 'sats',
      minPrice: 0,
      domainCategory: '2_letters',
    });
    // The domain filters are for domains only.
    expect(listingFilter({ category: 'collection', collectionId: 'x' }, { ...DEFAULT_LISTING_QUERY, domainFilter: '2_letters' })).toEqual({
      collectionId: 'x',
    });
  });
});

describe('paths', () => {
  it('each asset has its page under its market, and the path reads back to it', () => {
    expect(assetPath({ category: 'brc20', tick: 'ordi' })).toBe('/market/brc20/ordi');
    expect(assetPath({ category: 'runes', tick: 'DEVNET•RUNE' })).toBe('/runes/market/DEVNET%E2%80%A2RUNE');
    expect(assetPath({ category: 'arc20', tick: 'atom' })).toBe('/atomicals/market/arc20/atom');
    expect(assetFromPath('domain', 'sats')).toEqual({ category: 'domain', kind: 'sats' });
    expect(assetFromPath('domain', 'com')).toBeNull();
    expect(assetFromPath('stocks', 'x')).toBeNull();
    expect(listingPath('collection', 'devnet-000001')).toBe('/listing/collection/devnet-000001');
    expect(inscriptionPath('abc i0')).toBe('/inscription/abc%20i0');
  });
});

describe('price chart layout', () => {
  const box = { from: NOW - 10 * H, to: NOW, width: 600, height: 200, pad: 10 };
  it('time across, price up; the lowest sale at the bottom, the highest at the top', () => {
    const layout = chartLayout([sale(5, 200), sale(10, 100), sale(0, 300), sale(20, 999)], box);
    expect(layout.points.map((p) => [p.x, p.y])).toEqual([
      [10, 190],
      [300, 100],
      [590, 10],
    ]);
    expect(layout.path).toBe('M10 190 L300 100 L590 10');
    expect([layout.low, layout.high, layout.last]).toEqual([100, 300, 300]);
  });
  it('one price draws a flat line in the middle; no sales draw nothing', () => {
    expect(chartLayout([sale(5, 7), sale(1, 7)], box).points.map((p) => p.y)).toEqual([100, 100]);
    expect(chartLayout([], box)).toEqual({ points: [], path: '', low: null, high: null, last: null });
  });
});

describe('item actions', () => {
  const open = { state: 'open' } as const;
  it('a visitor sees Buy (or Place a bid) with "connect first"; a seller sees Update price and Unlist; an owner sees List', () => {
    expect(itemActions({ listed: { marketType: 'fixedPrice', seller: 'S' }, owner: 'S', me: null, availability: open })).toEqual([
      { action: 'buy', reason: 'Connect a wallet to trade.' },
    ]);
    expect(itemActions({ listed: { marketType: 'auction', seller: 'S' }, owner: 'S', me: 'B', availability: open })).toEqual([{ action: 'bid', reason: null }]);
    expect(itemActions({ listed: { marketType: 'fixedPrice', seller: 'S' }, owner: 'S', me: 'S', availability: open }).map((a) => a.action)).toEqual([
      'update-price',
      'unlist',
    ]);
    expect(itemActions({ listed: null, owner: 'S', me: 'S', availability: open }).map((a) => a.action)).toEqual(['list']);
    expect(itemActions({ listed: null, owner: 'S', me: 'B', availability: open })).toEqual([]);
  });
  it('a market not taking orders turns every action off with its reason', () => {
    expect(
      itemActions({
        listed: { marketType: 'fixedPrice', seller: 'S' },
        owner: 'S',
        me: 'B',
        availability: { state: 'read-only', message: 'brc20_read_only' },
      })[0]!.reason,
    ).toBe('The market is not taking orders now: see the notice above.');
  });
  it("a grid card's Buy (?buy=1) waits for what the page must know, then opens the purchase or explains why not", () => {
    const buy = [{ action: 'buy', reason: null }] as const;
    const off = [{ action: 'buy', reason: 'Connect a wallet to trade.' }] as const;
    expect(buyOnArrival({ asked: false, known: true, actions: buy })).toEqual({ kind: 'none' });
    expect(buyOnArrival({ asked: true, known: false, actions: buy })).toEqual({ kind: 'wait' });
    expect(buyOnArrival({ asked: true, known: true, actions: buy })).toEqual({ kind: 'open', action: 'buy' });
    expect(buyOnArrival({ asked: true, known: true, actions: [{ action: 'bid', reason: null }] })).toEqual({ kind: 'open', action: 'bid' });
    expect(buyOnArrival({ asked: true, known: true, actions: off })).toEqual({ kind: 'explain' });
    // The seller's own item offers no purchase: the page explains rather than opening Update price.
    expect(buyOnArrival({ asked: true, known: true, actions: [{ action: 'update-price', reason: null }] })).toEqual({ kind: 'explain' });
  });
});

describe('the price chart axes', () => {
  it('the high, middle and low unit price, and the window by hour for a day, by day for longer', async () => {
    const { chartAxes, chartLayout, chartTimeLabel } = await import('../../src/domain/market/price-chart');
    const sales = [
      { time: 10, unitPrice: 100, price: 100 },
      { time: 20, unitPrice: 300, price: 300 },
    ];
    const layout = chartLayout(sales, { from: 0, to: 30, width: 100, height: 100, pad: 0 });
    expect(chartAxes(layout, { from: 0, to: 30 })).toEqual({ prices: [300, 200, 100], times: [0, 30] });
    const flat = chartLayout([sales[0]!], { from: 0, to: 30, width: 100, height: 100, pad: 0 });
    expect(chartAxes(flat, { from: 0, to: 30 }).prices).toEqual([100]);
    const t = Date.UTC(2026, 10, 24, 9, 5);
    expect(chartTimeLabel(t, 86_400_000)).toBe('Nov 24, 09:05 UTC');
    expect(chartTimeLabel(t, 7 * 86_400_000)).toBe('Nov 24');
    expect(chartTimeLabel(Date.UTC(2027, 0, 1, 0, 0), 86_400_000)).toBe('Jan 1, 00:00 UTC');
    // Written out as Intl writes it, every month, at both ends of a day.
    for (let month = 0; month < 12; month++)
      for (const [day, hour, minute] of [
        [1, 0, 0],
        [28, 23, 59],
      ] as const) {
        const at = new Date(Date.UTC(2026, month, day, hour, minute));
        const intlDay = at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
        const intlTime = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
        expect(chartTimeLabel(at.getTime(), 86_400_000)).toBe(`${intlDay}, ${intlTime} UTC`);
        expect(chartTimeLabel(at.getTime(), 30 * 86_400_000)).toBe(intlDay);
      }
  });
});

describe('a custom brc-20 amount, before its transfer is inscribed', () => {
  it("the market's bounds on a total, a unit: to 8 decimals, up at the least, down at the most", async () => {
    const { unitPriceRange } = await import('../../src/domain/market/brc20-listing');
    const { toDecimal } = await import('../../src/domain/decimal');
    const bounds = { min: toDecimal(50_000), max: toDecimal(5_000_000) };
    expect(unitPriceRange('50', bounds)).toEqual({ min: '1000', max: '100000' });
    expect(unitPriceRange('3', bounds)).toEqual({ min: '16666.66666667', max: '1666666.66666666' });
    // A unit may cost less than a sat: the range says so, never "from 1 to 0".
    expect(unitPriceRange('10000000', bounds)).toEqual({ min: '0.005', max: '0.5' });
    expect(unitPriceRange('0.5', bounds)).toBeNull();
    expect(unitPriceRange('abc', bounds)).toBeNull();
  });
});

describe("a brc-20 holder's share", () => {
  it("never reads '0.00%' for a holder: '< 0.01%', and '0%' only for none", async () => {
    const { shareText } = await import('../../src/domain/brc20-progress');
    expect(shareText('1000', '21000000')).toBe('< 0.01%');
    expect(shareText('0', '21000000')).toBe('0%');
    expect(shareText('2100000', '21000000')).toBe('10.00%');
  });
});
