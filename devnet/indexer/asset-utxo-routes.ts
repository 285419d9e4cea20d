import type { ServerResponse } from 'node:http';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { ApiRoute } from '../server/api-surface';
import { scriptFor, type Chain } from '../chain/chain';
import type { Indexer } from './indexer';
import { pageOf } from '../server/input-checks';
import { UNCONFIRMED_HEIGHT } from './inscription-item';

/**
 * An address's plain coins (the open API's available-utxo-data), and its outputs holding one rune or one ARC-20 ticker, for listing them: the open API's
 * /address/{a}/runes/{runeid}/utxo (RuneUtxo: address, satoshi, scriptPk, txid, vout, runes), and ours for ARC-20
 * beside arc20/balance-list (each output's amount, one unit a sat, and its confirmations).
 */
export function createAssetUtxoRoutes(deps: {
  indexer: Indexer;
  chain: Chain;
  ok: (res: ServerResponse, data: unknown) => void;
  address: (a: string) => string;
}): ApiRoute[] {
  const { indexer, chain } = deps;
  return [
    {
      layer: 'query',
      method: 'GET',
      path: /^\/address\/([^/]+)\/runes\/([^/]+)\/utxo$/,
      handle: ({ res, query }, [address, runeid]) => {
        const a = deps.address(address!);
        const id = decodeURIComponent(runeid!);
        const info = Object.values(indexer.state().runeInfo).find((r) => r.runeId === id);
        const { start } = pageOf(query);
        const limit = Math.min(500, pageOf(query).limit);
        const holding = info
          ? chain
              .utxosOf(a)
              .map((u) => ({ u, runes: indexer.runesAt(u.txid, u.vout) ?? {} }))
              .filter(({ runes }) => info.name in runes)
          : [];
        const utxo = holding.map(({ u, runes }) => ({
          address: a,
          satoshi: Number(u.value),
          scriptPk: bytesToHex(scriptFor(a)),
          txid: u.txid,
          vout: u.vout,
          runes: Object.entries(runes).map(([name, amount]) => {
            const r = indexer.state().runeInfo[name];
            return {
              amount,
              runeid: r?.runeId ?? '',
              rune: name.replace(/•/g, ''),
              spacedRune: name,
              symbol: r?.symbol ?? '',
              divisibility: r?.divisibility ?? 0,
            };
          }),
        }));
        deps.ok(res, { start, total: utxo.length, utxo: utxo.slice(start, start + limit) });
      },
    },
    {
      layer: 'query',
      method: 'GET',
      path: /^\/address\/([^/]+)\/arc20\/([^/]+)\/utxo$/,
      handle: ({ res }, [address, ticker]) => {
        const a = deps.address(address!);
        const utxo = chain.utxosOf(a).flatMap((u) => {
          const atomical = indexer.arc20At(u.txid, u.vout);
          if (!atomical || atomical.ticker !== decodeURIComponent(ticker!)) return [];
          return [
            {
              txid: u.txid,
              vout: u.vout,
              satoshi: Number(u.value),
              atomicalId: atomical.atomicalId,
              ticker: atomical.ticker,
              amount: String(u.value),
              confirmations: chain.confirmations(u),
            },
          ];
        });
        deps.ok(res, { total: utxo.length, utxo });
      },
    },
    {
      layer: 'query',
      method: 'GET',
      // The open API's available-utxo-data: an address's plain coins (no inscription, rune or ARC-20), `size` from
      // `cursor`, smallest first. The buy dialog reads whether the buyer has a small coin to pad with (issue 44, 5).
      path: /^\/address\/([^/]+)\/available-utxo-data$/,
      handle: ({ res, query }, [address]) => {
        const a = deps.address(address!);
        const { start: cursor, limit: size } = pageOf(query, 'cursor', 'size');
        const plain = indexer.spendableUtxos(a).sort((x, y) => Number(BigInt(x.value) - BigInt(y.value)));
        const utxo = plain.map((u) => ({
          txid: u.txid,
          vout: u.vout,
          satoshi: Number(u.value),
          scriptPk: u.script,
          address: a,
          height: u.height ?? UNCONFIRMED_HEIGHT,
          inscriptions: [],
        }));
        deps.ok(res, { cursor, total: utxo.length, utxo: utxo.slice(cursor, cursor + size) });
      },
    },
  ];
}
