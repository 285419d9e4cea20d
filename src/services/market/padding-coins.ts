import { paddingCoins } from '../../domain/market/buy-rules';
import type { Api } from '../api/create-api';

/** Pages of the address's plain coins read at most, 100 a page: enough for any wallet that pads a purchase. */
const PAGES = 10;
const PAGE_SIZE = 100;

/**
 * How many of the payment address's coins can pad a purchase (plain coins of at most the padding cap), up to `want`,
 * from the app's own read of the indexer (available-utxo-data), never from the market's word. An unreadable answer
 * counts none: the dialog then shows the split at its bound, so its total is never below what the wallet is asked.
 */
export async function paddingCoinCount(query: Pick<Api['query'], 'availableUtxos'>, address: string, want: number): Promise<number> {
  let found = 0;
  try {
    for (let page = 0; page < PAGES && found < want; page++) {
      const answer = await query.availableUtxos(address, page * PAGE_SIZE, PAGE_SIZE);
      found += paddingCoins(answer.utxo.map((u) => ({ sats: BigInt(u.satoshi) }))).length;
      if ((page + 1) * PAGE_SIZE >= answer.total || answer.utxo.length === 0) break;
    }
  } catch {
    return 0;
  }
  return Math.min(found, want);
}
