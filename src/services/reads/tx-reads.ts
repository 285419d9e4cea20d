import type { Api } from '../api/create-api';

/** Where a transaction is: its block's height (null: in the mempool) and the chain's tip, read together. */
export interface TxDepth {
  readonly height: number | null;
  readonly tip: number;
}

/**
 * A transaction the app started, followed by its first output (the open API's `/utxo/{txid}/0`, which says its
 * height) and the tip (`/blockchain/info`). Null when the indexer does not know that output (not seen yet, or
 * already spent where the indexer forgets spent outputs): then the view says nothing rather than a guess.
 */
export async function txDepth(api: Api, txid: string): Promise<TxDepth | null> {
  const [utxo, info] = await Promise.all([api.query.utxo(txid, 0), api.query.blockchainInfo()]);
  return utxo ? { height: utxo.height ?? null, tip: info.blocks } : null;
}
