import type { ServerResponse } from 'node:http';
import type { ApiRoute, Layer } from '../server/api-surface';
import { Decimal } from '../decimal';
import type { Chain } from '../chain/chain';
import type { Indexer } from './indexer';
import type { TickRecord } from './assets-state';
import { DevnetError } from '../devnet-error';
import { pageOf } from '../server/input-checks';

/** The kinds of event a tick's history is asked for (the open API's `type`). */
const HISTORY_TYPES = ['inscribe-deploy', 'inscribe-mint', 'inscribe-transfer', 'transfer', 'send', 'receive'];

const hexToText = (hex: string): string => {
  if (!/^([0-9a-f]{2})+$/i.test(hex)) throw new DevnetError(-1, `'${hex}' is not a tick in hex.`);
  return new TextDecoder().decode(Uint8Array.from(hex.match(/../g)!.map((b) => parseInt(b, 16))));
};

/** The indexer's brc-20 calls on the query layer (and the five-byte one): tick info and status, holders, history, an address's summary and transferable inscriptions. */
export function createBrc20Routes(deps: {
  indexer: Indexer;
  chain: Chain;
  ok: (res: ServerResponse, data: unknown) => void;
  address: (a: string) => string;
}): ApiRoute[] {
  const { indexer, chain } = deps;
  const tickRoutes = (layer: Layer): ApiRoute[] => [
    {
      layer,
      method: 'GET',
      path: /^\/brc20\/([0-9a-fA-F]+)\/info$/,
      handle: ({ res }, [hex]) => {
        const tick = indexer.tick(hexToText(hex!));
        if (!tick) throw new DevnetError(-1, 'tick not found');
        deps.ok(res, {
          ticker: tick.tick,
          max: tick.max,
          totalMinted: tick.minted,
          limit: tick.limit,
          creator: tick.deployer,
          inscriptionId: tick.deployInscriptionId,
        });
      },
    },
    {
      layer,
      method: 'GET',
      path: /^\/address\/([^/]+)\/brc20\/([^/]+)\/info$/,
      handle: ({ res }, [address, tick]) => {
        if (!indexer.tick(tick!)) throw new DevnetError(-1, 'tick not found');
        // The open API's names: the transfer inscriptions are `transferableInscriptions`, with their count.
        const { detail, ...balances } = indexer.summary(deps.address(address!), tick!);
        deps.ok(res, {
          ticker: indexer.tick(tick!)!.tick,
          ...balances,
          historyCount: 0,
          transferableCount: detail.length,
          transferableInscriptions: detail,
          historyInscriptions: [],
        });
      },
    },
    {
      layer,
      method: 'GET',
      path: /^\/address\/([^/]+)\/brc20\/([^/]+)\/transferable-inscriptions$/,
      handle: ({ res, query }, [address, tick]) => {
        const { start, limit } = pageOf(query);
        const all = indexer.summary(deps.address(address!), tick!).detail;
        deps.ok(res, { detail: all.slice(start, start + limit), start, total: all.length });
      },
    },
  ];
  const tickRecord = (t: TickRecord) => {
    const events = indexer.state().brc20Events.filter((e) => e.tick.toLowerCase() === t.tick.toLowerCase());
    const deploy = indexer.inscription(t.deployInscriptionId);
    return {
      ticker: t.tick,
      max: t.max,
      limit: t.limit,
      minted: t.minted,
      totalMinted: t.minted,
      decimal: 18,
      creator: t.deployer,
      inscriptionId: t.deployInscriptionId,
      inscriptionNumber: deploy?.number ?? null,
      deployBlocktime: deploy ? Math.floor(deploy.timestamp / 1000) : null,
      holdersCount: holdersOf(t.tick).length,
      historyCount: events.length + 1,
      mintTimes: events.filter((e) => e.type === 'mint').length,
    };
  };
  const holdersOf = (tick: string) => {
    const addresses = new Set<string>();
    for (const e of indexer.state().brc20Events)
      if (e.tick.toLowerCase() === tick.toLowerCase()) [e.from, e.to].filter(Boolean).forEach((a) => addresses.add(a));
    return [...addresses]
      .map((address) => ({ address, ...indexer.summary(address, tick) }))
      .filter((h) => h.overallBalance !== '0')
      .map((h) => ({ address: h.address, overallBalance: h.overallBalance, availableBalance: h.availableBalance, transferableBalance: h.transferableBalance }))
      .sort((a, b) => new Decimal(b.overallBalance).cmp(a.overallBalance));
  };
  /** Names of a category ('sats', 'bitmap', …) with their inscriptions. */
  return [
    {
      layer: 'query',
      method: 'GET',
      path: /^\/brc20\/status$/,
      handle: ({ res, query }) => {
        const { start, limit } = pageOf(query);
        const all = Object.values(indexer.state().ticks)
          .map(tickRecord)
          .sort((a, b) => (b.deployBlocktime ?? 0) - (a.deployBlocktime ?? 0));
        deps.ok(res, { height: chain.tip(), start, total: all.length, detail: all.slice(start, start + limit) });
      },
    },
    ...(['query', 'query5'] as const).flatMap((layer): ApiRoute[] => [
      {
        layer,
        method: 'GET',
        path: /^\/brc20\/([^/]+)\/holders$/,
        handle: ({ res, query }, [raw]) => {
          const tick = decodeURIComponent(raw!);
          if (!indexer.tick(tick)) throw new DevnetError(-1, 'tick not found');
          const { start, limit } = pageOf(query);
          const all = holdersOf(tick);
          deps.ok(res, { height: chain.tip(), start, total: all.length, detail: all.slice(start, start + limit) });
        },
      },
      {
        layer,
        method: 'GET',
        path: /^\/brc20\/([^/]+)\/history$/,
        handle: ({ res, query }, [raw]) => {
          const t = indexer.tick(decodeURIComponent(raw!));
          if (!t) throw new DevnetError(-1, 'tick not found');
          const { start, limit } = pageOf(query);
          // The open API's: one kind of event (`type`) as of a block (`height`), both required.
          const type = query.get('type');
          if (!type || !HISTORY_TYPES.includes(type)) throw new DevnetError(-1, `type is required: one of ${HISTORY_TYPES.join(', ')}.`);
          const heightText = query.get('height');
          if (!heightText || !/^\d+$/.test(heightText)) throw new DevnetError(-1, 'height is required: a block height.');
          const height = Number(heightText);
          // Unconfirmed events count as of the tip (the chain so far), not as of an earlier block.
          const asOf = (h: number | null) => (h === null ? height >= chain.tip() : h <= height);
          const deploy = indexer.inscription(t.deployInscriptionId);
          const events = indexer
            .state()
            .brc20Events.filter((e) => e.tick.toLowerCase() === t.tick.toLowerCase())
            .map((e) => ({
              ticker: t.tick,
              type: e.type === 'mint' ? 'inscribe-mint' : 'transfer',
              valid: true,
              txid: e.txid,
              from: e.from,
              to: e.to,
              amount: e.amt,
              height: e.height,
            }))
            .reverse();
          const all = [
            ...events,
            {
              ticker: t.tick,
              type: 'inscribe-deploy',
              valid: true,
              txid: deploy?.location?.txid ?? '',
              from: '',
              to: t.deployer,
              amount: t.max,
              // The block its reveal was mined in (null while it is in the mempool), as the real indexer says.
              height: chain.state().blocks.find((b) => b.txids.includes(t.deployInscriptionId.replace(/i\d+$/, '')))?.height ?? null,
            },
          ];
          const kept = all.filter((e) => e.type === type && asOf(e.height));
          deps.ok(res, { height: chain.tip(), start, total: kept.length, detail: kept.slice(start, start + limit) });
        },
      },
    ]),
    ...tickRoutes('query'),
    ...tickRoutes('query5'),
    {
      layer: 'query',
      method: 'GET',
      path: /^\/address\/([^/]+)\/brc20\/summary$/,
      handle: ({ res, query }, [address]) => {
        const a = deps.address(address!);
        const ticks = Object.values(indexer.state().ticks)
          .map((t) => ({ ticker: t.tick, ...indexer.summary(a, t.tick) }))
          .filter((t) => t.overallBalance !== '0')
          .map((t) => ({
            ticker: t.ticker,
            overallBalance: t.overallBalance,
            transferableBalance: t.transferableBalance,
            availableBalance: t.availableBalance,
          }));
        const { start, limit } = pageOf(query);
        // The real indexer's shape: detail, with the page's start and total.
        deps.ok(res, { height: chain.tip(), start, total: ticks.length, detail: ticks.slice(start, start + limit) });
      },
    },
  ];
}
