import type { ServerResponse } from 'node:http';
import type { ApiRoute } from '../server/api-surface';
import type { Chain } from '../chain/chain';
import type { Indexer } from './indexer';
import { DevnetError } from '../devnet-error';
import { UNCONFIRMED_HEIGHT } from './inscription-item';

/**
 * What one output holds, as the UniSat open API answers it (`/utxo/{txid}/{index}`, `/runes/utxo/{txid}/{index}/balance`)
 * and, for ARC-20, ours: the site's transaction-effect check reads the amount and the assets of every
 * output a PSBT spends. An output not on the chain answers null.
 */
export function createUtxoRoutes(deps: {
  indexer: Indexer;
  chain: Chain;
  ok: (res: ServerResponse, data: unknown) => void;
  broadcast: (rawHex: string) => string;
}): ApiRoute[] {
  const { indexer, chain } = deps;
  return [
    /** The open API's local_pushtx: a signed transaction (hex) to the chain; the indexer follows it. Answers its txid. */
    {
      layer: 'query',
      method: 'POST',
      path: /^\/local_pushtx$/,
      handle: ({ res, body }) => {
        const txHex = body.txHex;
        if (typeof txHex !== 'string') throw new DevnetError(-1, 'txHex must be the signed transaction in hex.');
        deps.ok(res, deps.broadcast(txHex));
      },
    },
    {
      layer: 'query',
      method: 'GET',
      path: /^\/utxo\/([0-9a-fA-F]{64})\/(\d+)$/,
      handle: ({ res }, [txid, vout]) => {
        const utxo = chain.utxo(txid!.toLowerCase(), Number(vout));
        if (!utxo) return deps.ok(res, null);
        deps.ok(res, {
          txid: utxo.txid,
          vout: utxo.vout,
          satoshi: Number(utxo.value),
          scriptPk: utxo.script,
          address: utxo.address,
          // The open API's mark of an output still in the mempool: a height past any tip.
          height: utxo.height ?? UNCONFIRMED_HEIGHT,
          inscriptions: indexer
            .inscriptionsAt(utxo.txid, utxo.vout)
            .map((x) => ({ inscriptionId: x.id, inscriptionNumber: x.number, isBRC20: !!x.brc20, moved: false, offset: Number(x.location!.offset) })),
          isSpent: false,
        });
      },
    },
    {
      layer: 'query',
      method: 'GET',
      path: /^\/runes\/utxo\/([0-9a-fA-F]{64})\/(\d+)\/balance$/,
      handle: ({ res }, [txid, vout]) => {
        const balances = indexer.state().runes[`${txid!.toLowerCase()}:${vout}`] ?? {};
        deps.ok(
          res,
          Object.entries(balances).map(([spaced, amount]) => {
            const info = indexer.state().runeInfo[spaced];
            return {
              rune: spaced.replace(/•/g, ''),
              spacedRune: spaced,
              runeid: info?.runeId ?? '',
              symbol: info?.symbol ?? '',
              divisibility: info?.divisibility ?? 0,
              amount,
            };
          }),
        );
      },
    },
    {
      layer: 'query',
      method: 'GET',
      path: /^\/arc20\/utxo\/([0-9a-fA-F]{64})\/(\d+)\/balance$/,
      handle: ({ res }, [txid, vout]) => {
        const key = `${txid!.toLowerCase()}:${vout}`;
        const atomical = indexer.state().arc20[key];
        const utxo = chain.utxo(txid!.toLowerCase(), Number(vout));
        deps.ok(res, atomical && utxo ? [{ ticker: atomical.ticker, atomicalId: atomical.atomicalId, amount: utxo.value }] : []);
      },
    },
  ];
}
