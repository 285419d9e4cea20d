import type * as v from 'valibot';
import type { Json } from '../../domain/entities';
import type { HttpClient, Query } from '../http/http-client';
import { decodeAnswer } from '../http/decode';
import type * as Schemas from './indexer-schemas';

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
/** One inscription of an address as the account page shows it (inscription-data's item, mapped). */
export type AccountInscription = Out<'InscriptionData'>['inscription'][number];
export type InscriptionDetail = Out<'InscriptionInfo'>;

/**
 * The query layer (10 s). `query5` is the client at the five-byte base. Every answer is decoded with its call's schema
 * (indexer-schemas.ts: the open API's shapes where it has the call) into what the views read.
 */
export function createQueryApi(deps: { query: HttpClient; query5: HttpClient }) {
  const forTick = (tick: string) => (isFiveByteTick(tick) ? deps.query5 : deps.query);
  /** GET `path` on `client` and decode its answer with `schema`; `call` names it in a bad answer's message. */
  const get =
    <K extends keyof S>(key: K, call: string) =>
    async (client: HttpClient, path: string, query?: Query): Promise<Out<K>> => {
      const [data, s] = await Promise.all([client.get<unknown>(path, query ? { query } : {}), schemas()]);
      return decodeAnswer(s[key] as v.GenericSchema, data, { layer: 'query', call }) as Out<K>;
    };
  const q = deps.query;
  return {
    /** Which of the names are inscribed already: each name with its inscription, or null when it is free (ours). */
    namesExistence: async (category: string, names: readonly string[]) => {
      const [data, s] = await Promise.all([q.post<unknown>(`/inscriptions/category/${seg(category)}/existence`, { names }), schemas()]);
      return decodeAnswer(s.NamesExistence, data, { layer: 'query', call: 'names existence' });
    },
    blockchainInfo: () => get('BlockchainInfo', 'blockchain/info')(q, '/blockchain/info'),
    brc20Status: (params: { start?: number; limit?: number; sort?: string } = {}) => get('Brc20Status', 'brc20/status')(q, '/brc20/status', params),
    tickInfo: (tick: string) => get('TickInfo', 'brc20 info')(forTick(tick), `/brc20/${tickToHex(tick)}/info`),
    addressBrc20Summary: (address: string, params: { start?: number; limit?: number } = {}) =>
      get('Brc20Summary', 'brc20/summary')(q, `/address/${seg(address)}/brc20/summary`, params),
    /** An address's inscriptions (the open API's inscription-data), from `cursor`, `size` of them. */
    inscriptionData: (address: string, params: { cursor?: number; size?: number } = {}) =>
      get('InscriptionData', 'inscription-data')(q, `/address/${seg(address)}/inscription-data`, { cursor: 0, size: 20, ...params }),
    addressRunes: (address: string) => get('AddressRunes', 'runes/balance-list')(q, `/address/${seg(address)}/runes/balance-list`),
    addressArc20: (address: string) => get('AddressArc20', 'arc20/balance-list')(q, `/address/${seg(address)}/arc20/balance-list`),
    addressTickInfo: (address: string, tick: string) =>
      get('AddressTickInfo', 'brc20/{tick}/info')(forTick(tick), `/address/${seg(address)}/brc20/${seg(tick)}/info`),
    transferableInscriptions: (address: string, tick: string, start = 0, limit = 512) =>
      get('TransferableInscriptions', 'transferable-inscriptions')(forTick(tick), `/address/${seg(address)}/brc20/${seg(tick)}/transferable-inscriptions`, {
        start,
        limit,
      }),
    addressTickHistory: (address: string, tick: string, start = 0, limit = 20) =>
      get('AddressBrc20History', 'brc20/{tick}/history')(forTick(tick), `/address/${seg(address)}/brc20/${seg(tick)}/history`, { start, limit }),
    tickHolders: (tick: string, start = 0, limit = 20) => get('Brc20Holders', 'brc20 holders')(forTick(tick), `/brc20/${seg(tick)}/holders`, { start, limit }),
    tickHistory: (tick: string, start = 0, limit = 20) => get('Brc20History', 'brc20 history')(forTick(tick), `/brc20/${seg(tick)}/history`, { start, limit }),
    runesInfoList: (start = 0, limit = 20) => get('RunesInfoList', 'runes/info-list')(q, '/runes/info-list', { start, limit }),
    inscribeSummary: (address: string): Promise<Json> => get('Opaque', 'inscribe-summary')(q, `/address/${seg(address)}/inscribe-summary`),
    feeEstimate: (): Promise<Json> => get('Opaque', 'fee-estimate')(q, '/fee-estimate'),
    addressBalance: (address: string) => get('AddressBalance', 'address balance')(q, `/address/${seg(address)}/balance`),
    namesSummary: (address: string): Promise<Json> => get('Opaque', 'names-summary')(q, `/address/${seg(address)}/names-summary`),
    namesData: (address: string, category: string, cursor = 0, size = 20) =>
      get('NamesData', 'names-data')(q, `/address/${seg(address)}/category/${seg(category)}/names-data`, { cursor, size }),
    /** The collections an address holds (the open API's collection indexer). */
    addressCollections: (address: string, start = 0, limit = 100) =>
      get('CollectionList', 'collection/list')(q, `/collection-indexer/address/${seg(address)}/collection/list`, { start, limit }),
    collectionItems: (collectionId: string, start = 0, limit = 500) =>
      get('CollectionItems', 'collection items')(q, `/collection-indexer/collection/${seg(collectionId)}/items`, { start, limit }),
    inscribeFeeSummary: (address: string): Promise<Json> => get('Opaque', 'inscribe-fee-summary')(q, `/address/${seg(address)}/inscribe-fee-summary`),
    /** The spec does not give the method; GET, as a read. */
    searchNames: (category: string, name: string, start = 0, limit = 20) =>
      get('SearchNames', 'names search')(q, `/inscriptions/category/${seg(category)}/search/v2`, { name, limit, start }),
    utxo: (txid: string, vout: number) => get('Utxo', 'utxo')(q, `/utxo/${seg(txid)}/${vout}`),
    utxoRunes: (txid: string, vout: number) => get('UtxoRunes', 'runes utxo balance')(q, `/runes/utxo/${seg(txid)}/${vout}/balance`),
    utxoArc20: (txid: string, vout: number) => get('UtxoArc20', 'arc20 utxo balance')(q, `/arc20/utxo/${seg(txid)}/${vout}/balance`),
    inscriptionInfo: (inscriptionId: string) => get('InscriptionInfo', 'inscription/info')(q, `/inscription/info/${seg(inscriptionId)}`),
  };
}

export type QueryApi = ReturnType<typeof createQueryApi>;
