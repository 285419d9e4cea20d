import type { MarketCategory, StatisticWindow } from '../../src/domain/entities';
import { RANGE_MS, isRange, isWindow, saleFigures } from './sale-windows';
import { sameTick } from './same-tick';
import { domainStatistic } from './domain-category';
import type { Chain } from '../chain/chain';
import type { Indexer } from '../indexer/indexer';
import { DOMAIN_KINDS } from '../indexer/assets-state';
import { inscriptionItem } from '../indexer/inscription-item';
import type { Market } from './market';
import { DevnetError } from '../devnet-error';

type Body = Record<string, unknown>;
const byteLength = (tick: string) => new TextEncoder().encode(tick).length;

/**
 * The market's read calls beyond lists and details: the ticks of a category with their statistics, domain
 * kinds, collections, an inscription's market view, price curves and the entry counts. Everything is
 * computed from the listings, the sales and the indexer.
 */
export function createMarketReads(deps: { market: Market; indexer: Indexer; chain: Chain; now: () => number; contentUrl: (id: string) => string }) {
  const { market, indexer, chain } = deps;
  const listings = () => Object.values(market.state().listings);
  const sales = (category: MarketCategory) => market.state().actions.filter((a) => a.nftType === category && a.type === 'Sold');
  const page = <T>(rows: readonly T[], body: Body, max = 100) => {
    const start = typeof body.start === 'number' && body.start >= 0 ? Math.floor(body.start) : 0;
    const limit = typeof body.limit === 'number' && body.limit > 0 ? Math.min(Math.floor(body.limit), max) : 20;
    return { list: rows.slice(start, start + limit), total: rows.length };
  };

  type Match = (l: { tick?: string; collectionId?: string; domain?: string }) => boolean;
  /** The window a call asks for ('timeType'; 24h when it names none). */
  const windowOf = (body: Body): StatisticWindow => {
    if (body.timeType === undefined) return '24h';
    if (!isWindow(body.timeType)) throw new DevnetError(-1, 'timeType must be 1h, 6h, 24h, 7d, 30d or all.');
    return body.timeType;
  };
  /** The market numbers of what `match` selects: the statistic, and volume, sales and change over the window. */
  function statsOf(category: MarketCategory, match: Match, window: StatisticWindow) {
    const stat = market.statistic(category, match);
    const figures = saleFigures(sales(category).filter(match), window, deps.now());
    const volume24h = saleFigures(sales(category).filter(match), '24h', deps.now()).volume;
    return { ...stat, ...figures, timeType: window, volume24h };
  }
  const tickIs =
    (category: MarketCategory, tick: string): Match =>
    (l) =>
      sameTick(category, l.tick, tick);
  /** One tick's market numbers. */
  const tickStats = (category: MarketCategory, tick: string, window: StatisticWindow = '24h') => ({
    tick,
    ...statsOf(category, tickIs(category, tick), window),
  });

  /** The ticks a category trades: brc-20 from the indexer, runes and ARC-20 from what is listed or sold. */
  function ticksOf(category: MarketCategory): string[] {
    if (category === 'brc20') return Object.values(indexer.state().ticks).map((t) => t.tick);
    const seen = new Set<string>();
    for (const l of listings()) if (l.nftType === category && l.tick) seen.add(l.tick);
    if (category === 'runes') for (const name of Object.keys(indexer.state().runeInfo)) seen.add(name);
    if (category === 'arc20') for (const a of Object.values(indexer.state().arc20)) seen.add(a.ticker);
    return [...seen];
  }

  const typesMany = (category: MarketCategory) => (_: MarketCategory, body: Body) => {
    const tickLen = body.tickLen === 5 ? 5 : body.tickLen === 4 ? 4 : null;
    const window = windowOf(body);
    const rows = ticksOf(category)
      .filter((t) => category !== 'brc20' || tickLen === null || byteLength(t) === tickLen)
      .map((t) => tickStats(category, t, window))
      .sort((a, b) => b.volume - a.volume || b.listed - a.listed || a.tick.localeCompare(b.tick));
    return page(rows, body);
  };
  /** ARC-20's (ours: the open API has no ARC-20 market): the figures of each tick asked. */
  const typesSpecified = (category: MarketCategory) => (_: MarketCategory, body: Body) => {
    if (!Array.isArray(body.ticks) || body.ticks.some((t) => typeof t !== 'string')) throw new DevnetError(-1, 'ticks must be a list of ticks.');
    return (body.ticks as string[]).map((t) => tickStats(category, t));
  };
  /** brc-20's and runes' (the open API's): one tick over day1, day7 or day30: its price, change and BTC volume. */
  const OPEN_WINDOWS: Readonly<Record<string, StatisticWindow>> = { day1: '24h', day7: '7d', day30: '30d' };
  const typeSpecified = (category: MarketCategory) => (_: MarketCategory, body: Body) => {
    if (typeof body.tick !== 'string' || body.tick === '') throw new DevnetError(-1, 'tick is required.');
    const window = OPEN_WINDOWS[String(body.timeType ?? 'day1')];
    if (!window) throw new DevnetError(-1, 'timeType is one of day1, day7, day30.');
    const stats = tickStats(category, body.tick, window);
    return { tick: body.tick, curPrice: stats.curPrice, changePrice: Number(stats.change ?? 0), btcVolume: stats.volume };
  };

  const inscriptionView = (id: unknown) => {
    const i = typeof id === 'string' ? indexer.inscription(id) : undefined;
    if (!i) throw new DevnetError(-1, 'No such inscription.');
    const utxo = i.location ? chain.utxo(i.location.txid, i.location.vout) : undefined;
    const listed = listings().find((l) => l.inscriptionId === i.id && l.status === 'listed');
    // The indexer's item, in the open API's names: where the sat is as a `utxo` object (every inscription on it with
    // its offset: they are sold together), the domain as domain/domainType, a collection's review as verification.
    const {
      output: _output,
      offset: _offset,
      txid: _txid,
      satoshi: _satoshi,
      inscriptionName,
      domainKind,
      verified,
      ...item
    } = inscriptionItem(i, indexer.confirmationsOf(i), utxo?.value ?? '0');
    return {
      ...item,
      ...(inscriptionName ? { domain: inscriptionName, domainType: domainKind } : {}),
      ...(verified === undefined ? {} : { verification: verified }),
      auctionId: listed?.auctionId ?? null,
      price: listed?.price ?? null,
      marketType: listed?.marketType ?? null,
      utxo: utxo
        ? {
            txid: utxo.txid,
            vout: utxo.vout,
            satoshi: Number(utxo.value),
            scriptPk: utxo.script,
            inscriptions: indexer.inscriptionsAt(utxo.txid, utxo.vout).map((x) => ({ inscriptionId: x.id, offset: Number(x.location?.offset ?? 0) })),
          }
        : null,
    };
  };

  const collectionStats = (collectionId: string, window: StatisticWindow = '24h') => {
    const record = indexer.state().collections[collectionId];
    if (!record) throw new DevnetError(-1, 'collection_not_exist');
    const items = Object.values(indexer.state().inscriptions).filter((i) => i.collection?.collectionId === collectionId);
    return {
      ...record,
      supply: items.length,
      preview: items[0] ? deps.contentUrl(items[0].id) : null,
      ...statsOf('collection', (l) => l.collectionId === collectionId, window),
    };
  };

  return {
    brc20_types_many: typesMany('brc20'),
    brc20_types_specified: typeSpecified('brc20'),
    runes_types_many: typesMany('runes'),
    runes_types_specified: typeSpecified('runes'),
    arc20_types_many: typesMany('arc20'),
    arc20_types_specified: typesSpecified('arc20'),
    brc20_info: (_: MarketCategory, body: Body) => {
      const tick = indexer.tick(String(body.tick ?? ''));
      if (!tick) throw new DevnetError(-1, 'tick_not_found');
      return { ...tick, totalMinted: tick.minted, ...tickStats('brc20', tick.tick) };
    },
    // The open API's shape: the kind, its current (floor) price and its volume; no request body in the swagger (a
    // timeType the app sends is read, 24h otherwise).
    // The open API's domain_types takes no fields (the routes refuse any): the last 24 hours.
    domain_types: () => {
      const window = '24h';
      const rows = DOMAIN_KINDS.map((kind) => ({ kind, ...statsOf('domain', (l) => !!l.domain?.endsWith(`.${kind}`), window) }));
      const all = rows.reduce((a, r) => a + r.volume, 0);
      return {
        list: rows.map((r) => ({
          domainType: r.kind,
          curPrice: r.listLowPrice,
          btcVolume: r.volume,
          btcVolumePercent: all === 0 ? 0 : Math.round((r.volume / all) * 10_000) / 100,
          amountVolume: r.sales,
        })),
      };
    },
    domain_info: (_: MarketCategory, body: Body) => {
      const name = String(body.domain ?? '');
      const found = Object.values(indexer.state().inscriptions).find((i) => i.domain?.name === name);
      if (!found) throw new DevnetError(-1, 'not_supported_domain');
      return inscriptionView(found.id);
    },
    inscription_info: (_: MarketCategory, body: Body) => inscriptionView(body.inscriptionId),
    inscription_info_list: (_: MarketCategory, body: Body) => {
      if (!Array.isArray(body.inscriptionIds)) throw new DevnetError(-1, 'inscriptionIds must be a list.');
      return { list: body.inscriptionIds.slice(0, 100).map((id) => inscriptionView(id)) };
    },
    inscription_type: (_: MarketCategory, body: Body) => {
      const i = typeof body.inscriptionId === 'string' ? indexer.inscription(body.inscriptionId) : undefined;
      if (!i) throw new DevnetError(-1, 'No such inscription.');
      const nftType: MarketCategory | null = i.brc20?.op === 'transfer' ? 'brc20' : i.domain ? 'domain' : i.collection ? 'collection' : null;
      return { inscriptionId: i.id, kind: i.kind, nftType };
    },
    curve_price: (category: MarketCategory, body: Body) => {
      const range = body.timeRange ?? 'day1';
      if (!isRange(range)) throw new DevnetError(-1, 'timeRange must be day1, day7 or day30.');
      const span = RANGE_MS[range];
      const tick = String(body.tick ?? '').toLowerCase();
      const collectionId = typeof body.collectionId === 'string' ? body.collectionId : null;
      const domainType = typeof body.domainType === 'string' ? body.domainType : null;
      return sales(category)
        .filter(
          (a) =>
            a.time >= deps.now() - span &&
            (!tick || a.tick?.toLowerCase() === tick) &&
            (!collectionId || a.collectionId === collectionId) &&
            (!domainType || !!a.domain?.endsWith(`.${domainType}`)),
        )
        .map((a) => ({ time: a.time, unitPrice: a.unitPrice, price: a.price }));
    },
    // The open API's: the collections an address holds items of (firstCollectionId first when it holds that one).
    collection_summary: (_: MarketCategory, body: Body) => {
      if (typeof body.address !== 'string' || body.address === '') throw new DevnetError(-1, 'address is required.');
      const held = new Map<string, number>();
      for (const i of Object.values(indexer.state().inscriptions)) {
        const id = i.collection?.collectionId;
        if (id && i.address === body.address) held.set(id, (held.get(id) ?? 0) + 1);
      }
      const first = typeof body.firstCollectionId === 'string' ? body.firstCollectionId : null;
      const ids = [...held.keys()].sort((a, b) => Number(b === first) - Number(a === first) || a.localeCompare(b));
      return {
        list: ids.map((id) => {
          const c = collectionStats(id);
          return { collectionId: id, name: c.name, total: held.get(id)!, ...(c.preview ? { icon: c.preview, iconContentType: 'image/svg+xml' } : {}) };
        }),
      };
    },
    // The open API's: a collection's header and figures (the total volume, the change of the last 24 hours).
    collection_statistic: (_: MarketCategory, body: Body) => {
      const c = collectionStats(String(body.collectionId ?? ''));
      const all = saleFigures(
        sales('collection').filter((a) => a.collectionId === c.collectionId),
        'all',
        deps.now(),
      ).volume;
      return {
        collectionId: c.collectionId,
        name: c.name,
        desc: c.description,
        ...(c.preview ? { icon: c.preview, iconContentType: 'image/svg+xml' } : {}),
        btcValue: all,
        floorPrice: c.listLowPrice,
        ...(c.change === null ? {} : { pricePercent: Number(c.change) }),
        listed: c.listed,
        total: c.supply,
        supply: c.supply,
      };
    },
    domain_statistic: (_: MarketCategory, body: Body) => domainStatistic(indexer, body.domainType),
    // The open API's request (the window in filter.timeType) and rows (floorPrice, btcValue, pricePercent, verification).
    collection_statistic_list: (_: MarketCategory, body: Body) => {
      const filter = (body.filter && typeof body.filter === 'object' ? body.filter : {}) as Body;
      const window = windowOf(filter);
      // The open API's limit: under 21 rows a call.
      if (typeof body.limit === 'number' && body.limit > 20) throw new DevnetError(-1, 'limit must be at most 20.');
      const only = Array.isArray(filter.collections) ? new Set(filter.collections.map(String)) : null;
      const rows = Object.keys(indexer.state().collections)
        .filter((id) => !only || only.has(id))
        .map((id) => collectionStats(id, window))
        .sort((a, b) => b.volume - a.volume || b.listed - a.listed);
      const { list, total } = page(rows, body);
      return {
        total,
        list: list.map((c) => ({
          collectionId: c.collectionId,
          name: c.name,
          desc: c.description,
          ...(c.preview ? { icon: c.preview, iconContentType: 'image/svg+xml' } : {}),
          btcValue: c.volume,
          floorPrice: c.listLowPrice,
          ...(c.change === null ? {} : { pricePercent: Number(c.change) }),
          listed: c.listed,
          total: c.supply,
          supply: c.supply,
          verification: c.verified,
        })),
      };
    },
    collection_inscriptions: (_: MarketCategory, body: Body) => {
      const address = String(body.address ?? '');
      const collectionId = String(body.collectionId ?? '');
      const mine = Object.values(indexer.state().inscriptions).filter((i) => i.address === address && i.collection?.collectionId === collectionId);
      // Collection list limit 512.
      return page(
        mine.map((i) => inscriptionView(i.id)),
        { ...body, limit: typeof body.limit === 'number' ? body.limit : 512 },
        512,
      );
    },
    market_entry: () =>
      Object.fromEntries(
        (['brc20', 'domain', 'collection', 'arc20', 'runes'] as const).map((c) => [
          c,
          {
            listed: listings().filter((l) => l.nftType === c && l.status === 'listed').length,
            volume24h: saleFigures(sales(c), '24h', deps.now()).volume,
          },
        ]),
      ),
  } satisfies Record<string, (category: MarketCategory, body: Body) => unknown>;
}
