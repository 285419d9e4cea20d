import type { ServerResponse } from 'node:http';
import type { ApiRoute } from '../server/api-surface';
import type { Chain } from '../chain/chain';
import { pageOf } from '../server/input-checks';
import { UNCONFIRMED_HEIGHT } from './inscription-item';

/**
 * The open API's address history (/address/{address}/history?cursor&size, TxHistoryItem), from the chain's own
 * records: newest first, the mempool's first with the height 4194303 and no block; `inSatoshi` what the address's own
 * outputs paid into the transaction, `outSatoshi` what it paid to the address (exact sats; the swagger's integers).
 */
export function createHistoryRoutes(deps: { chain: Chain; ok: (res: ServerResponse, data: unknown) => void; address: (a: string) => string }): ApiRoute[] {
  const { chain } = deps;
  return [
    {
      layer: 'query',
      method: 'GET',
      path: /^\/address\/([^/]+)\/history$/,
      handle: ({ res, query }, [address]) => {
        const a = deps.address(address!);
        const { start, limit } = pageOf(query, 'cursor', 'size');
        const state = chain.state();
        const records = chain.historyOf(a);
        const detail = records.slice(start, start + limit).map((r) => {
          const sums = { inSatoshi: Number(r.spent[a] ?? 0), outSatoshi: Number(r.received[a] ?? 0) };
          const shape = { txid: r.txid, nIn: r.nIn, nOut: r.nOut, ...sums, locktime: r.locktime, size: r.size };
          if (r.height === null) return { ...shape, height: UNCONFIRMED_HEIGHT, confirmations: 0, timestamp: Math.floor(r.time / 1000) };
          const block = state.blocks.find((b) => b.height === r.height);
          const position = block ? { idx: block.txids.indexOf(r.txid), blkid: block.hash } : {};
          return { ...shape, height: r.height, ...position, confirmations: state.height - r.height + 1, timestamp: Math.floor((block?.time ?? r.time) / 1000) };
        });
        deps.ok(res, { start, total: records.length, detail });
      },
    },
  ];
}
