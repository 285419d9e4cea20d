// The devnet indexer's state: inscriptions, brc-20 ticks and events, runes, ARC-20 and collections (indexer/indexer.ts keeps it).

export type InscriptionKind = 'text' | 'image' | 'html' | 'brc20-deploy' | 'brc20-mint' | 'brc20-transfer' | 'domain' | 'collection';

/** Domain kinds (the part after the dot; 'bitmap' names are `{n}.bitmap`). */
export const DOMAIN_KINDS = ['sats', 'unisat', 'btc', 'xbt', 'ord', 'gm', 'bitmap', 'uniworlds'] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];

export interface InscriptionRecord {
  readonly id: string;
  readonly number: number;
  /** Where it is: the UTXO and the sat's offset in it. Null once it went to a fee. */
  readonly location: { readonly txid: string; readonly vout: number; readonly offset: string } | null;
  readonly address: string;
  readonly contentType: string;
  /** Text as it is; images as base64. */
  readonly content: string;
  readonly kind: InscriptionKind;
  readonly timestamp: number;
  readonly brc20?: {
    readonly op: 'deploy' | 'mint' | 'transfer';
    readonly tick: string;
    readonly amt?: string;
    readonly valid: boolean;
    readonly used?: boolean;
  };
  readonly domain?: { readonly name: string; readonly kind: DomainKind };
  readonly collection?: { readonly collectionId: string; readonly itemName: string; readonly verified: boolean };
}

export interface TickRecord {
  readonly tick: string;
  readonly max: string;
  readonly limit: string;
  readonly minted: string;
  readonly deployer: string;
  readonly deployInscriptionId: string;
}

/** One change of a brc-20 balance; height null while its transaction waits in the mempool. */
export interface Brc20Event {
  readonly txid: string;
  readonly height: number | null;
  readonly tick: string;
  readonly from: string;
  readonly to: string;
  readonly amt: string;
  readonly type: 'mint' | 'transfer' | 'send';
}

export interface CollectionRecord {
  readonly collectionId: string;
  readonly name: string;
  readonly description: string;
  readonly verified: boolean;
  /** A collection minted through the site (the badges: 'unisat-badges'); none for one only traded. */
  readonly type?: string;
}

/** A rune as etched: its open mint terms (amount per mint, how many mints), mints so far, premine and etcher. */
export interface RuneInfo {
  readonly name: string;
  readonly symbol: string;
  readonly divisibility: number;
  readonly runeId: string;
  readonly terms?: { readonly amount: string; readonly cap: number } | null;
  readonly mints?: number;
  readonly premine?: string;
  readonly etchHeight?: number;
}

export interface AssetsState {
  readonly inscriptionCount: number;
  readonly inscriptions: Readonly<Record<string, InscriptionRecord>>;
  /** By tick in lower case (brc-20 ticks are case-insensitive). */
  readonly ticks: Readonly<Record<string, TickRecord>>;
  readonly brc20Events: readonly Brc20Event[];
  /** Rune balances by outpoint, then rune name. */
  readonly runes: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly runeInfo: Readonly<Record<string, RuneInfo>>;
  /** ARC-20 by outpoint: each sat of the UTXO is one unit of the ticker. */
  readonly arc20: Readonly<Record<string, { readonly ticker: string; readonly atomicalId: string }>>;
  readonly collections: Readonly<Record<string, CollectionRecord>>;
}

export function initialAssets(): AssetsState {
  return { inscriptionCount: 0, inscriptions: {}, ticks: {}, brc20Events: [], runes: {}, runeInfo: {}, arc20: {}, collections: {} };
}
