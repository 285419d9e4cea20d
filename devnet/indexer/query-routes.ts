import type { ServerResponse } from 'node:http';
import type { ApiRoute } from '../server/api-surface';
import { Decimal } from '../decimal';
import type { Chain } from '../chain/chain';
import type { Indexer } from './indexer';
import { DevnetError } from '../devnet-error';
import { inscriptionData, UNCONFIRMED_HEIGHT } from './inscription-item';
import type { InscriptionRecord } from './assets-state';
import { pageOf } from '../server/input-checks';

/**
 * The indexer's other read calls on the query layer: names by category, runes and ARC-20 balances, an
 * address's inscriptions and one inscription's info (brc-20 is brc20-routes.ts).
 */
export function createQueryRoutes(deps: {
  indexer: Indexer;
  chain: Chain;
  ok: (res: ServerResponse, data: unknown) => void;
  address: (a: string) => string;
}): ApiRoute[] {
  const { indexer, chain } = deps;
  const dataOf = (i: InscriptionRecord) => {
    const utxo = (i.location && chain.utxo(i.location.txid, i.location.vout)) || null;
    return inscriptionData(i, utxo, utxo ? indexer.inscriptionsAt(utxo.txid, utxo.vout) : []);
  };
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
        const { start, limit } = pageOf(query);
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
      path: /^\/runes\/info-list$/,
      handle: ({ res, query }) => {
        const { start, limit } = pageOf(query);
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
        // `rune`: a search by name, spacers or not, as the open API's parameter.
        const asked = (query.get('rune') ?? '').replace(/[•.]/g, '').toUpperCase();
        const all = Object.values(indexer.state().runeInfo)
          .filter((r) => asked === '' || r.name.replace(/•/g, '').includes(asked))
          .map((r) => ({
            runeid: r.runeId,
            rune: r.name.replace(/•/g, ''),
            spacedRune: r.name,
            symbol: r.symbol,
            divisibility: r.divisibility,
            supply: (supply.get(r.name) ?? new Decimal(0)).toFixed(),
            holders: holders.get(r.name)?.size ?? 0,
            // The open API's types: mints and the terms' cap as decimal text.
            mints: String(r.mints ?? 0),
            premine: r.premine ?? '0',
            ...(r.terms ? { terms: { amount: r.terms.amount, cap: String(r.terms.cap) } } : {}),
            mintable: Boolean(r.terms && (r.mints ?? 0) < r.terms.cap),
          }));
        deps.ok(res, { height: chain.tip(), start, total: all.length, detail: all.slice(start, start + limit) });
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
            runeid: info?.runeId ?? '',
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
      // The open API's inscription-data: `size` inscriptions from `cursor`, each on its output (`utxo`).
      path: /^\/address\/([^/]+)\/inscription-data$/,
      handle: ({ res, query }, [address]) => {
        const a = deps.address(address!);
        const { start: cursor, limit: size } = pageOf(query, 'cursor', 'size');
        const mine = Object.values(indexer.state().inscriptions).filter((i) => i.address === a && i.location);
        const data = mine.map(dataOf);
        const unconfirmed = data.filter((d) => d.height === UNCONFIRMED_HEIGHT).length;
        deps.ok(res, {
          cursor,
          total: mine.length,
          totalConfirmed: mine.length - unconfirmed,
          totalUnconfirmed: unconfirmed,
          totalUnconfirmedSpend: 0,
          inscription: data.slice(cursor, cursor + size),
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
        deps.ok(res, dataOf(i));
      },
    },
  ];
}
