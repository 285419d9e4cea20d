import type { Utxo } from '../chain/chain';
import type { InscriptionRecord } from './assets-state';

/** An inscription as the site's inscription item shows it (the market's reads; the indexer answers inscriptionData). */
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

/** The height the real indexer gives an inscription whose output is not confirmed yet. */
export const UNCONFIRMED_HEIGHT = 4_194_303;

/**
 * An inscription as UniSat's open API answers it (its InscriptionData: /inscription/info/{id} and each item of
 * /address/{a}/inscription-data): the holder, the content's type, the height and time it was confirmed at, brc-20's
 * body, and the output it sits on (`utxo`) with every inscription on that output. Nothing the open API lacks.
 */
export function inscriptionData(i: InscriptionRecord, utxo: Utxo | null, on: readonly InscriptionRecord[]) {
  return {
    address: i.address,
    offset: i.location ? Number(i.location.offset) : 0,
    inscriptionId: i.id,
    inscriptionNumber: i.number,
    contentType: i.contentType,
    contentLength: i.content.length,
    height: utxo?.height ?? UNCONFIRMED_HEIGHT,
    timestamp: Math.floor(i.timestamp / 1000),
    ...(i.brc20 ? { brc20: { op: i.brc20.op, tick: i.brc20.tick, ...(i.brc20.amt === undefined ? {} : { amt: i.brc20.amt }) } } : {}),
    utxo: utxo
      ? {
          address: utxo.address,
          txid: utxo.txid,
          vout: utxo.vout,
          satoshi: Number(utxo.value),
          scriptPk: utxo.script,
          height: utxo.height ?? UNCONFIRMED_HEIGHT,
          inscriptions: on.map((x) => ({
            inscriptionId: x.id,
            inscriptionNumber: x.number,
            isBRC20: !!x.brc20,
            moved: false,
            offset: Number(x.location!.offset),
          })),
        }
      : null,
  };
}
