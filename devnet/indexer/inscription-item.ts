import type { InscriptionRecord } from './assets-state';

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
