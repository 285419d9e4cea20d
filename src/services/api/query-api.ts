import type * as v from 'valibot';
import type { Json } from '../../domain/decoded';
import type { Brc20HistoryType } from '../../domain/brc20-history';
import type { HttpClient, Query } from '../http/http-client';
import { decodeAnswer } from '../http/decode';
import type * as Schemas from './indexer-schemas';
import type { InscriptionBrc20 } from './utxo-schemas';

const encoder = new TextEncoder();
/** Five-byte tickers use a separate base path. */
export function isFiveByteTick(tick: string): boolean {
  return encoder.encode(tick).length === 5;
}
export function tickToHex(tick: string): string {
  return Array.from(encoder.encode(tick), (b) => b.toString(16).padStart(2, '0')).join('');
}

const seg = encodeURIComponent;
/** The schemas load with the first query call: a first render that reads nothing from the indexer does not carry them. */
const schemas = () => import('./indexer-schemas');
type S = typeof Schemas;
type Out<K extends keyof S> = S[K] extends v.GenericSchema ? v.InferOutput<S[K]> : never;

/** A tick in /brc20/status and /brc20/{tick}/info (the open API's BRC20 info, the fields the pages show). */
export type Brc20TickStatus = Out<'TickInfo'>;
export type TickInfo = Out<'TickInfo'>;
export type IndexerPage<T> = { readonly height?: number; readonly start: number; readonly total: number; readonly detail: readonly T[] };
export type Brc20Holder = Out<'Brc20Holders'>['detail'][number];
export type Brc20HistoryEvent = Out<'Brc20History'>['detail'][number];
/** A rune in /runes/info-list: `mints` and `terms.cap` exact (bigint). */
export type RuneInfoRow = Out<'RunesInfoList'>['detail'][number];
/** One output as the indexer holds it (the open API's `/utxo/{txid}/{index}`): its value and inscriptions. */
export type IndexedUtxo = NonNullable<Out<'Utxo'>>;
/** A rune balance on one output (the open API's `/runes/utxo/{txid}/{index}/balance` items). */
export type UtxoRuneBalance = NonNullable<Out<'UtxoRunes'>>[number];
/** ARC-20 on one output (no open-API counterpart: atomicals are indexed apart). */
export type UtxoArc20Balance = NonNullable<Out<'UtxoArc20'>>[number];
/** An address's brc-20 balance of one tick with its transfer inscriptions (/address/{a}/brc20/{tick}/info). */
export type Brc20AddressSummary = Out<'AddressTickInfo'>;
export type TransferableDetail = Out<'TransferableInscriptions'>['detail'][number];
export type InscriptionDetail = Out<'InscriptionInfo'>;
/** One transaction of an address's history (the open API's TxHistoryItem, the fields the Pending tab reads). */
export type AddressHistoryTx = Out<'AddressHistory'>['detail'][number];

/**
 * The query layer (10 s). `query5` is the client at the five-byte base. Every answer is decoded with its call's schema
 * (indexer-schemas.ts: the open API's shapes where it has the call) into what the views read.
 */
export function createQueryApi(deps: { query: HttpClient; query5: HttpClient }) {
  const forTick = (tick: string) => (isFiveByteTick(tick) ? deps.query5 : deps.query);
  /**
   * GET `path` on `client` (POST `body` when given) and decode its answer with the path's schema (indexer-schemas.ts's
   * schemaOf); `K` names that schema for the answer's type only.
   */
  const get = async <K extends keyof S>(client: HttpClient, path: string, query?: Query, body?: unknown): Promise<Out<K>> => {
    // An output's holdings (the purchase check's look-ups) load their few schemas only; every other path the indexer's.
    const [data, { schema, call }] = await Promise.all([
      body ? client.post<unknown>(path, body) : client.get<unknown>(path, { query }),
      /^\/(runes\/|arc20\/)?utxo\//.test(path) ? import('./utxo-schemas').then((m) => m.utxoSchemaOf(path)) : schemas().then((m) => m.schemaOf(path)),
    ]);
    return decodeAnswer(schema, data, { layer: 'query', call }) as Out<K>;
  };
  const q = deps.query;
  const namesData = (address: string, category: string, cursor = 0, size = 20) =>
    get<'NamesData'>(q, `/address/${seg(address)}/category/${seg(category)}/names-data`, { cursor, size });
  return {
    /** Which of the names are inscribed already: each name with its inscription, or null when it is free (ours). */
    namesExistence: (category: string, names: readonly string[]) =>
      get<'NamesExistence'>(q, `/inscriptions/category/${seg(category)}/existence`, {}, { names }),
    blockchainInfo: () => get<'BlockchainInfo'>(q, '/blockchain/info'),
    brc20Status: (params: { start?: number; limit?: number; sort?: string } = {}) => get<'Brc20Status'>(q, '/brc20/status', params),
    tickInfo: (tick: string) => get<'TickInfo'>(forTick(tick), `/brc20/${tickToHex(tick)}/info`),
    addressBrc20Summary: (address: string, params: { start?: number; limit?: number } = {}) =>
      get<'Brc20Summary'>(q, `/address/${seg(address)}/brc20/summary`, params),
    /** An address's inscriptions (the open API's inscription-data), from `cursor`, `size` of them. */
    inscriptionData: (address: string, cursor: number, size: number) =>
      get<'InscriptionData'>(q, `/address/${seg(address)}/inscription-data`, { cursor, size }),
    addressRunes: (address: string) => get<'AddressRunes'>(q, `/address/${seg(address)}/runes/balance-list`),
    addressArc20: (address: string) => get<'AddressArc20'>(q, `/address/${seg(address)}/arc20/balance-list`),
    /** The address's outputs holding a rune (the open API's, by rune id), `limit` (at most 500) from `start`. */
    addressRuneUtxos: (address: string, runeid: string, start = 0, limit = 100) =>
      get<'AddressRuneUtxos'>(q, `/address/${seg(address)}/runes/${seg(runeid)}/utxo`, { start, limit }),
    /** The address's outputs that carry no asset (what may pay a fee), `size` from `cursor` (the open API's). */
    availableUtxos: (address: string, cursor = 0, size = 100) => get<'AvailableUtxoData'>(q, `/address/${seg(address)}/available-utxo-data`, { cursor, size }),
    /** The address's transactions, newest first, those in the mempool too: `size` from `cursor` (the open API's history). */
    addressHistory: (address: string, cursor = 0, size = 20) => get<'AddressHistory'>(q, `/address/${seg(address)}/history`, { cursor, size }),
    /** Sends a signed transaction (hex) to the network; its txid (the open API's local_pushtx). */
    pushTx: (txHex: string) => get<'LocalPushTx'>(q, '/local_pushtx', {}, { txHex }),
    /** The address's outputs holding an ARC-20 ticker, with their confirmations (ours). */
    addressArc20Utxos: (address: string, ticker: string) => get<'AddressArc20Utxos'>(q, `/address/${seg(address)}/arc20/${seg(ticker)}/utxo`),
    addressTickInfo: (address: string, tick: string) => get<'AddressTickInfo'>(forTick(tick), `/address/${seg(address)}/brc20/${seg(tick)}/info`),
    transferableInscriptions: (address: string, tick: string, start: number, limit: number) =>
      get<'TransferableInscriptions'>(forTick(tick), `/address/${seg(address)}/brc20/${seg(tick)}/transferable-inscriptions`, {
        start,
        limit,
      }),
    /** An address's history of a tick, one kind of event (the open API's required `type`). */
    addressTickHistory: (address: string, tick: string, type: Brc20HistoryType, start = 0, limit = 20) =>
      get<'AddressBrc20History'>(forTick(tick), `/address/${seg(address)}/brc20/${seg(tick)}/history`, { type, start, limit }),
    tickHolders: (tick: string, start: number, limit: number) => get<'Brc20Holders'>(forTick(tick), `/brc20/${seg(tick)}/holders`, { start, limit }),
    /** A tick's history: one kind of event (`type`) as of block `height` (both required by the open API). */
    tickHistory: (tick: string, query: { type: Brc20HistoryType; height: number }, start: number, limit: number) =>
      get<'Brc20History'>(forTick(tick), `/brc20/${seg(tick)}/history`, { type: query.type, height: query.height, start, limit }),
    runesInfoList: (start: number, limit: number, rune?: string) => get<'RunesInfoList'>(q, '/runes/info-list', { start, limit, ...(rune ? { rune } : {}) }),
    inscribeSummary: (address: string): Promise<Json> => get<'Opaque'>(q, `/address/${seg(address)}/inscribe-summary`),
    addressBalance: (address: string) => get<'AddressBalance'>(q, `/address/${seg(address)}/balance`),
    namesSummary: (address: string): Promise<Json> => get<'Opaque'>(q, `/address/${seg(address)}/names-summary`),
    namesData,
    /** An address's first `size` inscriptions as My Bitcoin Assets shows them, each named where it has a name (account-inscriptions.ts). */
    accountInscriptions: (address: string, size: number) =>
      import('./account-inscriptions').then((m) => m.accountInscriptions(get, q, namesData, address, size)),
    inscribeFeeSummary: (address: string): Promise<Json> => get<'Opaque'>(q, `/address/${seg(address)}/inscribe-fee-summary`),
    /** The spec does not give the method; GET, as a read. */
    searchNames: (category: string, name: string, start: number, limit: number) =>
      get<'SearchNames'>(q, `/inscriptions/category/${seg(category)}/search/v2`, { name, limit, start }),
    utxo: (txid: string, vout: number) => get<'Utxo'>(q, `/utxo/${seg(txid)}/${vout}`),
    utxoRunes: (txid: string, vout: number) => get<'UtxoRunes'>(q, `/runes/utxo/${seg(txid)}/${vout}/balance`),
    utxoArc20: (txid: string, vout: number) => get<'UtxoArc20'>(q, `/arc20/utxo/${seg(txid)}/${vout}/balance`),
    inscriptionInfo: (inscriptionId: string) => get<'InscriptionInfo'>(q, `/inscription/info/${seg(inscriptionId)}`),
    /** The same call read for the purchase check only: a brc-20 transfer's tick and amount as the indexer records them (a small schema). */
    inscriptionBrc20: async (inscriptionId: string): Promise<InscriptionBrc20> => {
      const [data, m] = await Promise.all([q.get<unknown>(`/inscription/info/${seg(inscriptionId)}`), import('./utxo-schemas')]);
      return decodeAnswer(m.InscriptionBrc20, data, { layer: 'query', call: 'inscription info' });
    },
  };
}

export type QueryApi = ReturnType<typeof createQueryApi>;
