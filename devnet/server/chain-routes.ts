import type { Chain } from '../chain/chain';
import type { ApiRoute } from './api-surface';
import { currentFees, mempoolBlocks } from './fee-rates';
import { ok, sendJson } from './http-utils';
import { chainAddress } from './input-checks';
import type { StateStore } from './state';

/** The chain's calls: the mempool layer's fee rates (unsigned, as mempool.space answers) and the query layer's chain and balance. */
export function createChainRoutes(deps: { store: StateStore; chain: Chain }): ApiRoute[] {
  const { store, chain } = deps;
  return [
    {
      layer: 'query',
      method: 'GET',
      path: /^\/address\/([^/]+)\/balance$/,
      handle: ({ res }, [address]) => {
        chainAddress(address!);
        const { confirmed, pending } = chain.balance(address!);
        ok(res, { btcSatoshi: Number(confirmed), btcPendingSatoshi: Number(pending), inscriptionUtxoCount: 0 });
      },
    },
    {
      layer: 'mempool',
      method: 'GET',
      path: '/v1/fees/recommended',
      handle: ({ res }) => {
        const fees = currentFees(store.get(), chain);
        sendJson(res, 200, { ...fees, economyFee: Math.max(fees.minimumFee, Math.floor(fees.hourFee * 0.8)) });
      },
    },
    { layer: 'mempool', method: 'GET', path: '/v1/fees/mempool-blocks', handle: ({ res }) => sendJson(res, 200, mempoolBlocks(store.get(), chain)) },
    {
      layer: 'query',
      method: 'GET',
      path: '/blockchain/info',
      handle: ({ res }) => {
        const { chain: c } = store.get();
        ok(res, {
          chain: 'devnet',
          blocks: c.height,
          bestBlockHash: c.blocks[c.blocks.length - 1]?.hash ?? null,
          mempoolTxs: c.mempool.length,
          mempoolVsize: chain.mempoolVsize(),
        });
      },
    },
  ];
}
