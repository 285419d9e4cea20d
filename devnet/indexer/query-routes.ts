// Over 300 lines: every query-layer route of the devnet's indexer in one table; the devnet's split by surface (issue 23) takes it apart.
import type { ServerResponse } from 'node:http';
import type { ApiRoute, Layer } from '../server/api-surface';
import { Decimal } from '../decimal';
import type { Chain } from '../chain/chain';
import { type Indexer, type InscriptionRecord, type TickRecord } from './indexer';
import { DevnetError } from '../devnet-error';

const hexToText = (hex: string): string => {
  if (!/^([0-9a-f]{2})+$/i.test(hex)) throw new DevnetError(-1, `'${hex}' is not a tick in hex.`);
  return new TextDecoder().decode(Uint8Array.from(hex.match(/../g)!.map((b) => parseInt(b, 16))));
};

/** An inscription as the site's inscription item shows it. */
export function inscriptionItem(i: InscriptionRecord, confirmations: number, satoshi: string) {
  return {
    inscriptionId: i.id,
    inscriptionNumber: i.number,
    address: i.address,
    contentType: i.contentType,
    timestamp: confirmations > 0 ? i.timestamp : 0,
    txid: i.location?.txid ?? null,
    // The real indexer's names for where the inscription's sat is: the output and the offset in it.
    ...(i.location ? { output: `${i.location.txid}:${i.location.vout}`, offset: Number(i.location.offset) } : {}),
    satoshi: Number(satoshi),
    confirmations,
    ...(i.brc20 ? { tick: i.brc20.tick, amount: i.brc20.amt ?? null, brc20: i.brc20 } : {}),
    ...(i.domain ? { inscriptionName: i.domain.name, domainKind: i.domain.kind } : {}),
    ...(i.collection ? { collectionId: i.collection.collectionId, collectionItemName: i.collection.itemName, verified: i.collection.verified } : {}),
  };
}

/**
 * The indexer's read calls on the query layer (and the five-byte one), and the content host: brc-20
 * summaries, tick info, transferable inscriptions, an inscription's UTXO, the content itself.
 */
export function createQueryRoutes(deps: {
  indexer: Indexer;
  chain: Chain;
  ok: (res: ServerResponse, data: unknown) => void;
  address: (a: string) => string;
}): ApiRoute[] {
  const { indexer, chain } = deps;
  const page = (query: URLSearchParams) => ({
    start: Math.max(0, Number(query.get('start') ?? 0) || 0),
    limit: Math.min(512, Math.max(1, Number(query.get('limit') ?? 20) || 20)),
  });
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
          deployer: tick.deployer,
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
        deps.ok(res, { ticker: indexer.tick(tick!)!.tick, ...indexer.summary(deps.address(address!), tick!) });
      },
    },
    {
      layer,
      method: 'GET',
      path: /^\/address\/([^/]+)\/brc20\/([^/]+)\/transferable-inscriptions$/,
      handle: ({ res, query }, [address, tick]) => {
        const { start, limit } = page(query);
        const all = indexer.summary(deps.address(address!), tick!).detail;
        deps.ok(res, { list: all.slice(start, start + limit), total: all.length });
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
  const namesOf = (category: string) => Object.values(indexer.state().inscriptions).filter((i) => i.domain && i.domain.kind === category && i.location);
  return [
    {
      layer: 'query',
      method: 'POST',
      path: /^\/inscriptions\/category\/([a-z]+)\/existence$/,
      handle: ({ res, body }, [category]) => {
        const names = Array.isArray(body?.names) ? body.names.filter((n: unknown): n is string => typeof n === 'string').slice(0, 1000) : null;
        if (!names) throw new DevnetError(-1, 'names must be a list of names.');
        const known = new Map(namesOf(category!).map((i) => [i.domain!.name, i.id]));
        deps.ok(
          res,
          names.map((name: string) => ({ name, inscriptionId: known.get(name.trim().toLowerCase()) ?? null })),
        );
      },
    },
    {
      layer: 'query',
      method: 'GET',
      path: /^\/inscriptions\/category\/([a-z]+)\/search\/v2$/,
      handle: ({ res, query }, [category]) => {
        const name = (query.get('name') ?? '').trim().toLowerCase();
        const { start, limit } = page(query);
        const found = name === '' ? [] : namesOf(category!).filter((i) => i.domain!.name.includes(name));
        deps.ok(res, {
          total: found.length,
          list: found.slice(start, start + limit).map((i) => ({ name: i.domain!.name, inscriptionId: i.id, inscriptionNumber: i.number, address: i.address })),
        });
      },
    },
    {
      layer: 'query',
      method: 'GET',
      path: /^\/brc20\/status$/,
      handle: ({ res, query }) => {
        const { start, limit } = page(query);
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
          const { start, limit } = page(query);
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
          const { start, limit } = page(query);
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
            { ticker: t.tick, type: 'inscribe-deploy', valid: true, txid: deploy?.location?.txid ?? '', from: '', to: t.deployer, amount: t.max, height: null },
          ];
          deps.ok(res, { height: chain.tip(), start, total: all.length, detail: all.slice(start, start + limit) });
        },
      },
    ]),
    {
      layer: 'query',
      method: 'GET',
      path: /^\/runes\/info-list$/,
      handle: ({ res, query }) => {
        const { start, limit } = page(query);
        const holders = new Map<string, Set<string>>();
        const supply = new Map<string, Decimal>();
        for (const [out, balances] of Object.entries(indexer.state().runes)) {
          const [txid, vout] = out.split(':') as [string, string];
          const owner = chain.utxo(txid, Number(vout))?.address;
          for (const [rune, amount] of Object.entries(balances)) {
            supply.set(rune, (supply.get(rune) ?? new Decimal(0)).plus(amount));
            if (owner) holders.set(rune, (holders.get(rune) ?? new Set()).add(owner));
          }
        }
        const all = Object.values(indexer.state().runeInfo).map((r) => ({
          runeid: r.runeId,
          rune: r.name.replace(/•/g, ''),
          spacedRune: r.name,
          symbol: r.symbol,
          divisibility: r.divisibility,
          supply: (supply.get(r.name) ?? new Decimal(0)).toFixed(),
          holders: holders.get(r.name)?.size ?? 0,
          mints: r.mints ?? 0,
          premine: r.premine ?? '0',
          terms: r.terms ?? null,
          mintable: Boolean(r.terms && (r.mints ?? 0) < r.terms.cap),
        }));
        deps.ok(res, { height: chain.tip(), start, total: all.length, detail: all.slice(start, start + limit) });
      },
    },
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
          .map(({ detail, ...rest }) => ({ ...rest, transferableCount: detail.length }));
        const { start, limit } = page(query);
        // The real indexer's shape: detail, with the page's start and total.
        deps.ok(res, { height: chain.tip(), start, total: ticks.length, detail: ticks.slice(start, start + limit) });
      },
    },
    {
      layer: 'query',
      method: 'GET',
      path: /^\/address\/([^/]+)\/runes\/balance-list$/,
      handle: ({ res }, [address]) => {
        const totals = new Map<string, Decimal>();
        for (const u of chain.utxosOf(deps.address(address!))) {
          for (const [rune, amount] of Object.entries(indexer.runesAt(u.txid, u.vout) ?? {}))
            totals.set(rune, (totals.get(rune) ?? new Decimal(0)).plus(amount));
        }
        const detail = [...totals].map(([rune, amount]) => {
          const info = indexer.state().runeInfo[rune];
          return {
            rune: rune.replace(/•/g, ''),
            spacedRune: rune,
            amount: amount.toFixed(),
            symbol: info?.symbol ?? '',
            divisibility: info?.divisibility ?? 0,
          };
        });
        deps.ok(res, { start: 0, total: detail.length, detail });
      },
    },
    {
      layer: 'query',
      method: 'GET',
      path: /^\/address\/([^/]+)\/arc20\/balance-list$/,
      handle: ({ res }, [address]) => {
        const totals = new Map<string, { atomicalId: string; balance: bigint; utxos: number }>();
        for (const u of chain.utxosOf(deps.address(address!))) {
          const atomical = indexer.arc20At(u.txid, u.vout);
          if (!atomical) continue;
          const seen = totals.get(atomical.ticker) ?? { atomicalId: atomical.atomicalId, balance: 0n, utxos: 0 };
          totals.set(atomical.ticker, { ...seen, balance: seen.balance + BigInt(u.value), utxos: seen.utxos + 1 });
        }
        const detail = [...totals].map(([ticker, t]) => ({ ticker, atomicalId: t.atomicalId, balance: t.balance.toString(), utxoCount: t.utxos }));
        deps.ok(res, { start: 0, total: detail.length, detail });
      },
    },
    {
      layer: 'query',
      method: 'GET',
      path: /^\/address\/([^/]+)\/inscriptions$/,
      handle: ({ res, query }, [address]) => {
        const a = deps.address(address!);
        const { start, limit } = page(query);
        const mine = Object.values(indexer.state().inscriptions).filter((i) => i.address === a && i.location);
        deps.ok(res, {
          list: mine
            .slice(start, start + limit)
            .map((i) => inscriptionItem(i, indexer.confirmationsOf(i), chain.utxo(i.location!.txid, i.location!.vout)?.value ?? '0')),
          total: mine.length,
        });
      },
    },
    {
      layer: 'query',
      method: 'GET',
      path: /^\/inscription\/info\/([^/]+)$/,
      handle: ({ res }, [id]) => {
        // ord's API takes an inscription's number as well as its id.
        const i = /^-?\d+$/.test(id!) ? Object.values(indexer.state().inscriptions).find((x) => x.number === Number(id)) : indexer.inscription(id!);
        if (!i) throw new DevnetError(-1, 'inscription not found');
        if (!i.location) return deps.ok(res, { ...inscriptionItem(i, 0, '0'), utxo: null });
        const utxo = chain.utxo(i.location.txid, i.location.vout)!;
        deps.ok(res, {
          ...inscriptionItem(i, indexer.confirmationsOf(i), utxo.value),
          utxo: {
            txid: utxo.txid,
            vout: utxo.vout,
            satoshi: Number(utxo.value),
            inscriptions: indexer.inscriptionsAt(utxo.txid, utxo.vout).map((x) => ({ inscriptionId: x.id, offset: Number(x.location!.offset) })),
          },
        });
      },
    },
  ];
}
