import type { QueryApi } from '../api/query-api';
import type { Outpoint } from './psbt-checks';

/**
 * The outputs of these addresses that hold an inscription (read from the indexer): a transaction the app
 * checks must never spend them as payment or fee.
 */
export async function assetOutpoints(reads: Pick<QueryApi, 'addressInscriptions'>, addresses: readonly string[]): Promise<Outpoint[]> {
  const owned = await Promise.all([...new Set(addresses)].map((address) => reads.addressInscriptions(address, { start: 0, limit: 512 }).then((page) => page.list)));
  return owned.flat().flatMap((i) => {
    const [txid, vout] = (i.output ?? '').split(':');
    return txid && vout !== undefined ? [{ txid, vout: Number(vout) }] : [];
  });
}
