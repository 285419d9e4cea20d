import * as v from 'valibot';
import type { Json } from '../../domain/decoded';
import { amount, bool, int, opt, RuneBalanceRow, str, Utxo, UtxoArc20, UtxoInscription, UtxoRunes } from './utxo-schemas';

export { Utxo, UtxoArc20, UtxoRunes };

/**
 * The query layer's answers as the indexer sends them, one schema per call (decoded in query-api.ts). Where UniSat's
 * open API has the call (its /v1/indexer/... paths in the swagger) the field names and types are the swagger's; the
 * swagger marks nearly every field optional, so the fields a view reads are required here and the rest are left out
 * (valibot drops unknown keys). Calls with no open-API page are decoded as what the app reads of them. What a view
 * needs in other words is mapped here, in the call's schema: rune `mints` and `terms.cap` (decimal strings on the
 * wire) become exact bigints; an address's inscription (`inscription-data`) gets its outpoint from `utxo`.
 */

/** A decimal count the swagger types as a string ("234000"): an exact bigint in the app. */
const bigCount = v.pipe(
  v.union([v.pipe(v.string(), v.regex(/^\d+$/)), v.pipe(v.number(), v.safeInteger())]),
  v.transform((n) => BigInt(n)),
);
/** A page of the indexer (`detail` from `start`, of `total`). */
const page = <S extends v.GenericSchema>(item: S) => v.object({ height: opt(int), start: int, total: int, detail: v.array(item) });
/** Answers whose shape the app does not read (inscribe-summary, names-summary…): any JSON. */
export const Opaque: v.GenericSchema<Json> = v.lazy(() => v.union([v.null(), bool, v.number(), str, v.array(Opaque), v.record(str, Opaque)]));

// ---- chain --------------------------------------------------------------------------------------------------------

/** /blockchain/info. */
export const BlockchainInfo = v.object({ chain: str, blocks: int, headers: opt(int), bestBlockHash: opt(str), medianTime: opt(int) });
/** /address/{a}/balance. */
export const AddressBalance = v.object({ btcSatoshi: int, btcPendingSatoshi: int, inscriptionUtxoCount: opt(int) });
// ---- inscriptions -------------------------------------------------------------------------------------------------

const InscriptionUtxo = v.object({ txid: str, vout: int, satoshi: int, address: opt(str), inscriptions: v.array(UtxoInscription) });
const Brc20Body = v.object({ op: opt(str), tick: opt(str), amt: opt(str), max: opt(str), lim: opt(str) });
/** The open API's InscriptionData (inscription/info and each item of inscription-data). */
const inscriptionData = {
  inscriptionId: str,
  inscriptionNumber: int,
  address: opt(str),
  offset: opt(int),
  contentType: opt(str),
  timestamp: opt(int),
  height: opt(int),
  brc20: opt(Brc20Body),
  utxo: InscriptionUtxo,
};
/** /inscription/info/{id}: the holder (`address`) and where it sits (`utxo`; none for a burned inscription). */
export const InscriptionInfo = v.object({ ...inscriptionData, utxo: opt(InscriptionUtxo) });
/**
 * /address/{a}/inscription-data?cursor&size: the address's inscriptions from `cursor`. Each becomes what the account
 * page shows: the outpoint from `utxo`, 0 as the time of an unconfirmed one (no height), brc-20's tick and amount.
 */
export const InscriptionData = v.object({
  cursor: int,
  total: int,
  totalConfirmed: opt(int),
  totalUnconfirmed: opt(int),
  inscription: v.array(
    v.pipe(
      v.object(inscriptionData),
      v.transform((i) => ({
        inscriptionId: i.inscriptionId,
        inscriptionNumber: i.inscriptionNumber,
        address: i.address ?? i.utxo.address ?? '',
        contentType: i.contentType,
        timestamp: i.height && i.height > 0 ? (i.timestamp ?? 0) : 0,
        output: `${i.utxo.txid}:${i.utxo.vout}`,
        txid: i.utxo.txid,
        offset: i.offset,
        satoshi: i.utxo.satoshi,
        tick: i.brc20?.tick,
        amount: i.brc20?.amt,
      })),
    ),
  ),
});

// ---- brc-20 -------------------------------------------------------------------------------------------------------

/** The open API's BRC20 info (brc20/{tick}/info and each row of brc20/status). */
const tickInfo = {
  ticker: str,
  max: amount,
  limit: amount,
  totalMinted: amount,
  decimal: opt(int),
  creator: opt(str),
  inscriptionId: opt(str),
  inscriptionNumber: opt(int),
  deployBlocktime: opt(int),
  holdersCount: opt(int),
  historyCount: opt(int),
  mintTimes: opt(int),
};
export const TickInfo = v.object(tickInfo);
export const Brc20Status = page(v.object(tickInfo));
const balances = { overallBalance: amount, availableBalance: amount, transferableBalance: amount };
export const Brc20Holders = page(v.object({ address: str, ...balances }));
const History = page(
  v.object({
    type: str,
    valid: opt(bool),
    txid: str,
    from: str,
    to: str,
    amount,
    height: opt(int),
    inscriptionId: opt(str),
    inscriptionNumber: opt(int),
    blocktime: opt(int),
  }),
);
export const Brc20History = History;
export const AddressBrc20History = History;
/** /address/{a}/brc20/summary. */
export const Brc20Summary = page(v.object({ ticker: str, ...balances }));
/** A transfer inscription as brc20/{tick}/info and transferable-inscriptions list it. */
const Transferable = v.object({
  inscriptionId: str,
  inscriptionNumber: int,
  confirmations: int,
  satoshi: opt(int),
  data: v.object({ op: opt(str), tick: str, amt: amount }),
});
/** /address/{a}/brc20/{tick}/info. */
export const AddressTickInfo = v.object({
  ticker: str,
  ...balances,
  availableBalanceSafe: amount,
  availableBalanceUnSafe: amount,
  historyCount: opt(int),
  transferableCount: opt(int),
  transferableInscriptions: v.array(Transferable),
  historyInscriptions: v.optional(v.array(v.object({ inscriptionId: str, inscriptionNumber: opt(int) })), []),
});
/** /address/{a}/brc20/{tick}/transferable-inscriptions?start&limit. */
export const TransferableInscriptions = v.object({ detail: v.array(Transferable), start: int, total: int });

// ---- runes and ARC-20 ---------------------------------------------------------------------------------------------

/** /runes/info-list: `mints` and `terms.cap` are decimal strings on the wire, exact bigints in the app. */
export const RunesInfoList = page(
  v.object({
    runeid: str,
    rune: str,
    spacedRune: str,
    symbol: str,
    divisibility: int,
    supply: amount,
    holders: int,
    mints: bigCount,
    premine: opt(amount),
    terms: opt(v.object({ amount, cap: bigCount })),
    mintable: opt(bool),
  }),
);
/** /address/{a}/runes/balance-list. */
export const AddressRunes = v.object({
  start: opt(int),
  total: int,
  detail: v.array(v.object({ amount, runeid: opt(str), rune: str, spacedRune: str, symbol: v.optional(str, ''), divisibility: v.optional(int, 0) })),
});
/** /address/{a}/arc20/balance-list (ours). */
export const AddressArc20 = v.object({ total: int, detail: v.array(v.object({ ticker: str, atomicalId: str, balance: str, utxoCount: int })) });
/** /address/{a}/runes/{runeid}/utxo (the open API's RuneUtxo list): each output of the address holding the rune, with its runes. */
export const AddressRuneUtxos = v.object({
  start: opt(int),
  total: int,
  utxo: v.array(v.object({ address: opt(str), satoshi: int, scriptPk: opt(str), txid: str, vout: int, runes: v.array(RuneBalanceRow) })),
});
/**
 * /address/{a}/arc20/{ticker}/utxo (ours, beside arc20/balance-list: atomicals are not in the open API): each output of
 * the address holding the ticker, its amount (one unit a sat) and its confirmations (ARC-20 trades after 10).
 */
export const AddressArc20Utxos = v.object({
  total: int,
  utxo: v.array(v.object({ txid: str, vout: int, satoshi: int, atomicalId: str, ticker: str, amount, confirmations: int })),
});
/**
 * /address/{a}/available-utxo-data?cursor&size (the open API's UTXO list without inscriptions): the address's plain
 * coins; the buy dialog and the sweep read whether the buyer has small coins to pad with before Confirm, and a rune
 * split is paid from them.
 */
export const AvailableUtxoData = v.object({
  cursor: opt(int),
  total: int,
  utxo: v.array(v.object({ txid: str, vout: int, satoshi: int, scriptPk: str, address: opt(str), height: opt(int) })),
});
/**
 * /address/{a}/history?cursor&size (the open API's TxHistoryItem page, newest first): the address's transactions,
 * `inSatoshi` what the address's own outputs paid into one, `outSatoshi` what it paid to the address; a transaction
 * in the mempool has the height MEMPOOL_HEIGHT and no confirmations. The Pending tab reads it.
 */
export const AddressHistory = page(v.object({ txid: str, inSatoshi: int, outSatoshi: int, height: int, confirmations: opt(int), timestamp: opt(int) }));
/** /local_pushtx (the open API's): the transaction's id. */
export const LocalPushTx = v.pipe(str, v.regex(/^[0-9a-f]{64}$/i));

// ---- names (the spec's calls, ours) -------------------------------------------------------------------------------

export const NamesExistence = v.array(v.object({ name: str, inscriptionId: v.nullable(str) }));
export const SearchNames = v.object({
  total: opt(int),
  list: v.array(v.object({ name: str, inscriptionId: str, inscriptionNumber: opt(int), address: opt(str) })),
});

// ---- what an address's inscriptions are -----------------------------------------------------------------------------

/** /collection-indexer/address/{a}/collection/list (the open API's collection indexer). */
export const CollectionList = v.object({ total: int, list: v.array(v.object({ collectionId: str, name: str, count: opt(int) })) });
/** /collection-indexer/collection/{id}/items. */
export const CollectionItems = v.object({
  total: int,
  list: v.array(v.object({ inscriptionId: str, collectionId: opt(str), collectionItemName: opt(str), inscriptionNumber: opt(int) })),
});
/** /address/{a}/category/{c}/names-data?cursor&size (the spec's, ours): an address's names of one category. */
export const NamesData = v.object({ cursor: opt(int), total: int, list: v.array(v.object({ name: str, inscriptionId: str, inscriptionNumber: opt(int) })) });

const x = '[^/]+';
/**
 * Which schema decodes the answer to a path of the query layer, and the call's name in a bad answer's message ("The
 * indexer's answer to inscription-data is missing `cursor`."): the first pattern the path matches.
 */
const BY_PATH: readonly (readonly [pattern: string, key: keyof typeof SCHEMAS, call: string])[] = [
  ['/blockchain/info', 'BlockchainInfo', 'blockchain/info'],
  ['/brc20/status', 'Brc20Status', 'brc20/status'],
  [`/brc20/${x}/info`, 'TickInfo', 'brc20 info'],
  [`/brc20/${x}/holders`, 'Brc20Holders', 'brc20 holders'],
  [`/brc20/${x}/history`, 'Brc20History', 'brc20 history'],
  [`/address/${x}/brc20/summary`, 'Brc20Summary', 'brc20/summary'],
  [`/address/${x}/brc20/${x}/info`, 'AddressTickInfo', 'brc20/{tick}/info'],
  [`/address/${x}/brc20/${x}/transferable-inscriptions`, 'TransferableInscriptions', 'transferable-inscriptions'],
  [`/address/${x}/brc20/${x}/history`, 'AddressBrc20History', 'brc20/{tick}/history'],
  [`/address/${x}/inscription-data`, 'InscriptionData', 'inscription-data'],
  [`/address/${x}/runes/balance-list`, 'AddressRunes', 'runes/balance-list'],
  [`/address/${x}/arc20/balance-list`, 'AddressArc20', 'arc20/balance-list'],
  [`/address/${x}/runes/${x}/utxo`, 'AddressRuneUtxos', 'runes/{runeid}/utxo'],
  [`/address/${x}/arc20/${x}/utxo`, 'AddressArc20Utxos', 'arc20/{ticker}/utxo'],
  [`/address/${x}/balance`, 'AddressBalance', 'address balance'],
  [`/address/${x}/available-utxo-data`, 'AvailableUtxoData', 'available-utxo-data'],
  [`/address/${x}/history`, 'AddressHistory', 'address history'],
  ['/local_pushtx', 'LocalPushTx', 'local_pushtx'],
  [`/address/${x}/(inscribe-summary|names-summary|inscribe-fee-summary)`, 'Opaque', 'summary'],
  [`/address/${x}/category/${x}/names-data`, 'NamesData', 'names-data'],
  [`/inscriptions/category/${x}/existence`, 'NamesExistence', 'names existence'],
  [`/inscriptions/category/${x}/search/v2`, 'SearchNames', 'names search'],
  [`/utxo/${x}/${x}`, 'Utxo', 'utxo'],
  [`/runes/utxo/${x}/${x}/balance`, 'UtxoRunes', 'runes utxo balance'],
  [`/arc20/utxo/${x}/${x}/balance`, 'UtxoArc20', 'arc20 utxo balance'],
  [`/inscription/info/${x}`, 'InscriptionInfo', 'inscription/info'],
  [`/runes/info-list`, 'RunesInfoList', 'runes/info-list'],
  [`/collection-indexer/address/${x}/collection/list`, 'CollectionList', 'collection/list'],
  [`/collection-indexer/collection/${x}/items`, 'CollectionItems', 'collection items'],
];
const SCHEMAS = {
  BlockchainInfo,
  Brc20Status,
  TickInfo,
  Brc20Holders,
  Brc20History,
  Brc20Summary,
  AddressTickInfo,
  TransferableInscriptions,
  AddressBrc20History,
  InscriptionData,
  AddressRunes,
  AddressArc20,
  AddressRuneUtxos,
  AddressArc20Utxos,
  AvailableUtxoData,
  AddressHistory,
  LocalPushTx,
  AddressBalance,
  Opaque,
  NamesData,
  NamesExistence,
  SearchNames,
  Utxo,
  UtxoRunes,
  UtxoArc20,
  InscriptionInfo,
  RunesInfoList,
  CollectionList,
  CollectionItems,
};
const matchers = BY_PATH.map(([pattern, key, call]) => [new RegExp(`^${pattern}$`), SCHEMAS[key], call] as const);
/** The schema and the call's name for `path` (a path the query layer asks; its segments encoded). */
export function schemaOf(path: string): { readonly schema: v.GenericSchema; readonly call: string } {
  const found = matchers.find(([re]) => re.test(path));
  if (!found) throw new Error(`No schema for the query path ${path}.`);
  return { schema: found[1] as v.GenericSchema, call: found[2] };
}
