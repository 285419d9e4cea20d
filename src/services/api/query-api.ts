import type { Brc20AddressSummary, FeeEstimate, InscriptionDetail, Json, Page, TickInfo, TransferableDetail } from '../../domain/entities';
import type { HttpClient } from '../http/http-client';
import type { AccountInscription, Arc20Balance, Brc20SummaryPage, RuneBalance } from '../../domain/market/account-assets';

const encoder = new TextEncoder();
/** Five-byte tickers use a separate base path. */
export function isFiveByteTick(tick: string): boolean {
  return encoder.encode(tick).length === 5;
}
export function tickToHex(tick: string): string {
  return Array.from(encoder.encode(tick), (b) => b.toString(16).padStart(2, '0')).join('');
}

const seg = encodeURIComponent;

/** The indexer's page (UniSat open API): `detail` from `start`, of `total`. */
export interface IndexerPage<T> {
  readonly height?: number;
  readonly start: number;
  readonly total: number;
  readonly detail: readonly T[];
}
/** A tick in /brc20/status (the open API's BRC20 info item, the fields the pages show). */
export interface Brc20TickStatus {
  readonly ticker: string;
  readonly max: string;
  readonly limit: string;
  readonly totalMinted: string;
  readonly decimal?: number;
  readonly creator?: string;
  readonly inscriptionId?: string;
  readonly inscriptionNumber?: number | null;
  readonly deployBlocktime?: number | null;
  readonly holdersCount?: number;
  readonly historyCount?: number;
  readonly mintTimes?: number;
}
export interface Brc20Holder {
  readonly address: string;
  readonly overallBalance: string;
  readonly availableBalance?: string;
  readonly transferableBalance?: string;
}
export interface Brc20HistoryEvent {
  readonly ticker: string;
  readonly type: string;
  readonly valid?: boolean;
  readonly txid: string;
  readonly from: string;
  readonly to: string;
  readonly amount: string;
  readonly height: number | null;
}
/** A rune in /runes/info-list (the open API's names). */
export interface RuneInfoRow {
  readonly runeid: string;
  readonly rune: string;
  readonly spacedRune: string;
  readonly symbol: string;
  readonly divisibility: number;
  readonly supply: string;
  readonly holders: number;
  readonly mints: number;
  readonly premine?: string;
  readonly terms?: { readonly amount: string; readonly cap: number } | null;
  readonly mintable?: boolean;
}

/** One output as the indexer holds it (the open API's `/utxo/{txid}/{index}`): its value and inscriptions. */
export interface IndexedUtxo {
  readonly txid: string;
  readonly vout: number;
  readonly satoshi: number | string;
  readonly scriptPk?: string;
  readonly address?: string;
  readonly inscriptions?: readonly { readonly inscriptionId: string; readonly offset: number | string }[];
  readonly isSpent?: boolean;
}
/** A rune balance on one output (the open API's `/runes/utxo/{txid}/{index}/balance` items). */
export interface UtxoRuneBalance {
  readonly rune?: string;
  readonly spacedRune?: string;
  readonly runeid?: string;
  readonly amount: string;
}
/** ARC-20 on one output (no open-API counterpart: atomicals are indexed apart). */
export interface UtxoArc20Balance {
  readonly ticker: string;
  readonly atomicalId?: string;
  readonly amount: string;
}

/** The query layer (10 s). `query5` is the client at the five-byte base. */
export function createQueryApi(deps: { query: HttpClient; query5: HttpClient }) {
  const { query } = deps;
  const forTick = (tick: string) => (isFiveByteTick(tick) ? deps.query5 : deps.query);
  return {
    /** Which of the names are inscribed already: each name with its inscription, or null when it is free. */
    namesExistence: (category: string, names: readonly string[]) =>
      query.post<readonly { readonly name: string; readonly inscriptionId: string | null }[]>(`/inscriptions/category/${seg(category)}/existence`, { names }),
    blockchainInfo: () => query.get<Json>('/blockchain/info'),
    brc20Status: (params: { start?: number; limit?: number; sort?: string } = {}) =>
      query.get<IndexerPage<Brc20TickStatus>>('/brc20/status', { query: params }),
    tickInfo: (tick: string) => forTick(tick).get<TickInfo>(`/brc20/${tickToHex(tick)}/info`),
    addressBrc20Summary: (address: string, params: { start?: number; limit?: number } = {}) =>
      query.get<Brc20SummaryPage>(`/address/${seg(address)}/brc20/summary`, { query: params }),
    /** Address inscriptions. */
    addressInscriptions: (address: string, params: { start?: number; limit?: number } = {}) =>
      query.get<Page<AccountInscription>>(`/address/${seg(address)}/inscriptions`, { query: params }),
    addressRunes: (address: string) => query.get<{ total: number; detail: readonly RuneBalance[] }>(`/address/${seg(address)}/runes/balance-list`),
    addressArc20: (address: string) => query.get<{ total: number; detail: readonly Arc20Balance[] }>(`/address/${seg(address)}/arc20/balance-list`),
    addressTickInfo: (address: string, tick: string) => forTick(tick).get<Brc20AddressSummary>(`/address/${seg(address)}/brc20/${seg(tick)}/info`),
    transferableInscriptions: (address: string, tick: string, start = 0, limit = 512) =>
      forTick(tick).get<Page<TransferableDetail>>(`/address/${seg(address)}/brc20/${seg(tick)}/transferable-inscriptions`, { query: { start, limit } }),
    addressTickHistory: (address: string, tick: string, start = 0, limit = 20) =>
      forTick(tick).get<Json>(`/address/${seg(address)}/brc20/${seg(tick)}/history`, { query: { start, limit } }),
    tickHolders: (tick: string, start = 0, limit = 20) =>
      forTick(tick).get<IndexerPage<Brc20Holder>>(`/brc20/${seg(tick)}/holders`, { query: { start, limit } }),
    tickHistory: (tick: string, start = 0, limit = 20) =>
      forTick(tick).get<IndexerPage<Brc20HistoryEvent>>(`/brc20/${seg(tick)}/history`, { query: { start, limit } }),
    runesInfoList: (start = 0, limit = 20) => query.get<IndexerPage<RuneInfoRow>>('/runes/info-list', { query: { start, limit } }),
    inscribeSummary: (address: string) => query.get<Json>(`/address/${seg(address)}/inscribe-summary`),
    feeEstimate: () => query.get<FeeEstimate>('/fee-estimate'),
    addressBalance: (address: string) =>
      query.get<{ btcSatoshi: number; btcPendingSatoshi: number; inscriptionUtxoCount?: number }>(`/address/${seg(address)}/balance`),
    namesSummary: (address: string) => query.get<Json>(`/address/${seg(address)}/names-summary`),
    namesData: (address: string, category: string, cursor = 0, size = 20) =>
      query.get<Json>(`/address/${seg(address)}/category/${seg(category)}/names-data`, { query: { cursor, size } }),
    inscribeFeeSummary: (address: string) => query.get<Json>(`/address/${seg(address)}/inscribe-fee-summary`),
    /** The spec does not give the method; GET, as a read. */
    searchNames: (category: string, name: string, start = 0, limit = 20) =>
      query.get<Json>(`/inscriptions/category/${seg(category)}/search/v2`, { query: { name, limit, start } }),
    utxo: (txid: string, vout: number) => query.get<IndexedUtxo | null>(`/utxo/${seg(txid)}/${vout}`),
    utxoRunes: (txid: string, vout: number) => query.get<readonly UtxoRuneBalance[] | null>(`/runes/utxo/${seg(txid)}/${vout}/balance`),
    utxoArc20: (txid: string, vout: number) => query.get<readonly UtxoArc20Balance[] | null>(`/arc20/utxo/${seg(txid)}/${vout}/balance`),
    inscriptionInfo: (inscriptionId: string) => query.get<InscriptionDetail>(`/inscription/info/${seg(inscriptionId)}`),
  };
}

export type QueryApi = ReturnType<typeof createQueryApi>;
