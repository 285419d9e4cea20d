import Decimal from 'decimal.js';
import type { MarketCategory } from '../../src/domain/entities';
import { DevnetError } from '../devnet-error';
import type { Market } from './market';
import { createMarketReads } from './market-reads';
import { sameTick } from './same-tick';

type Body = Record<string, unknown>;
type Handler = (category: MarketCategory, body: Body) => unknown;
/** A tick's row as the devnet's own `*_types_many` answers it (market-reads.ts). */
interface TickRow {
  readonly tick: string;
  readonly curPrice: number;
  readonly volume: number;
  readonly change: string | null;
}

/** The open API's windows and the devnet's. */
const WINDOWS: Readonly<Record<string, '24h' | '7d' | '30d'>> = { day1: '24h', day7: '7d', day30: '30d' };
const MS: Readonly<Record<'24h' | '7d' | '30d', number>> = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };

/**
 * The open API's tick lists and price points (issue 42: the site builds its asset lists from `brc20_types` and
 * `runes_types`, a tick's chart from `brc20_kline`, where the spec's `*_types_many` and `curve_price` are not on the
 * host): the same market numbers as the devnet's own calls, in the swagger's names. A tick's token volume is the sum
 * of the amounts sold; its market cap is the last price times the tick's supply (brc-20: its max; runes: unknown, 0).
 */
export function createOpenApiTicks(deps: {
  readonly market: Market;
  readonly typesMany: (category: MarketCategory) => Handler;
  /** A brc-20 tick's supply (its max), as a decimal string; null when the indexer has no such tick. */
  readonly supplyOf: (tick: string) => string | null;
  readonly now: () => number;
}) {
  const sold = (category: MarketCategory, tick: string) =>
    deps.market.state().actions.filter((a) => a.nftType === category && a.type === 'Sold' && sameTick(category, a.tick, tick));
  const windowOf = (body: Body) => {
    const window = WINDOWS[String(body.timeType ?? 'day1')];
    if (!window) throw new DevnetError(-1, 'timeType is one of day1, day7, day30.');
    return window;
  };

  const types = (category: 'brc20' | 'runes') => (_: MarketCategory, body: Body) => {
    const window = windowOf(body);
    const ticks = Array.isArray(body.ticks) ? new Set(body.ticks.map((t) => String(t).toLowerCase())) : null;
    const answered = deps.typesMany(category)(category, { tickLen: body.tickLen, timeType: window, start: 0, limit: 100 }) as { list: TickRow[] };
    const rows = answered.list.filter((r) => !ticks || ticks.has(r.tick.toLowerCase()));
    const start = typeof body.start === 'number' && body.start >= 0 ? Math.floor(body.start) : 0;
    const limit = typeof body.limit === 'number' && body.limit > 0 ? Math.min(Math.floor(body.limit), 100) : 20;
    const from = deps.now() - MS[window];
    return {
      BTCPrice: 0,
      list: rows.slice(start, start + limit).map((r) => {
        const supply = category === 'brc20' ? deps.supplyOf(r.tick) : null;
        const amountVolume = sold(category, r.tick)
          .filter((a) => a.time >= from)
          .reduce((sum, a) => sum.plus(String(a.amount ?? 0)), new Decimal(0));
        return {
          tick: r.tick,
          curPrice: r.curPrice,
          changePrice: Number(r.change ?? 0),
          btcVolume: r.volume,
          amountVolume: amountVolume.toNumber(),
          cap: supply === null ? '0' : new Decimal(r.curPrice).times(supply).toFixed(0),
        };
      }),
    };
  };

  return {
    brc20_types: types('brc20'),
    runes_types: types('runes'),
    /** A tick's price points: for each step from timeStart to timeEnd with a sale, the last sale's unit price. */
    brc20_kline: (_: MarketCategory, body: Body) => {
      const { tick, timeStart, timeEnd, timeStep } = body;
      if (typeof tick !== 'string' || tick === '') throw new DevnetError(-1, 'tick is required.');
      if (typeof timeStart !== 'number' || typeof timeEnd !== 'number' || typeof timeStep !== 'number' || timeStep <= 0 || timeEnd < timeStart)
        throw new DevnetError(-1, 'timeStart, timeEnd and timeStep are times in ms, the step above 0.');
      if ((timeEnd - timeStart) / timeStep > 1_000) throw new DevnetError(-1, 'At most 1,000 steps.');
      const steps = new Map<number, number>();
      for (const sale of sold('brc20', tick)) {
        if (sale.time < timeStart || sale.time > timeEnd) continue;
        steps.set(timeStart + Math.floor((sale.time - timeStart) / timeStep) * timeStep, sale.unitPrice);
      }
      return [...steps].sort(([a], [b]) => a - b).map(([timestamp, price]) => ({ price, timestamp }));
    },
  } satisfies Record<string, Handler>;
}

/** The market's reads (market-reads.ts) with the open API's tick lists and price points beside them. */
export function createMarketReadsWithTicks(deps: Parameters<typeof createMarketReads>[0]) {
  const reads = createMarketReads(deps);
  const typesMany = (category: MarketCategory): Handler =>
    category === 'runes' ? reads.runes_types_many : category === 'arc20' ? reads.arc20_types_many : reads.brc20_types_many;
  return { ...reads, ...createOpenApiTicks({ market: deps.market, typesMany, supplyOf: (tick) => deps.indexer.tick(tick)?.max ?? null, now: deps.now }) };
}
