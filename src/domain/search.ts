import { addressFitsNetwork } from './inscribe/order-addresses';
import { checkTick } from './inscribe/brc20-items';
import { normaliseName } from './inscribe/domain-names';
import type { Network } from './network';

/**
 * What a search box query can be (an address, an inscription id or number ('5' or '#5'), a tick, a rune, a domain name,
 * a collection's name), each a lookup to make; one query can be several (`1234` is a number and a tick; `ordi` a tick
 * and a name).
 */
export type SearchKind = 'address' | 'inscription-id' | 'inscription-number' | 'tick' | 'name' | 'rune' | 'collection';
export interface SearchTarget {
  readonly kind: SearchKind;
  readonly value: string;
}

export const INSCRIPTION_ID = /^[0-9a-f]{64}i\d+$/;

/** How many collections a search shows. */
export const COLLECTION_RESULTS = 10;

/** Whether a collection matches the words searched: its name or its id holds them, case and spaces aside. */
export function collectionMatches(words: string, collection: { readonly name: string; readonly collectionId: string }): boolean {
  const plain = (text: string) => text.toLowerCase().replace(/\s+/g, '');
  const sought = plain(words);
  return sought !== '' && (plain(collection.name).includes(sought) || plain(collection.collectionId).includes(sought));
}

export function searchTargets(raw: string, network: Network): readonly SearchTarget[] {
  const q = raw.trim();
  if (q === '' || q.length > 200) return [];
  if (INSCRIPTION_ID.test(q.toLowerCase())) return [{ kind: 'inscription-id', value: q.toLowerCase() }];
  // A transaction id: the inscription its reveal made (people paste the reveal's txid as often as the id).
  if (/^[0-9a-f]{64}$/i.test(q)) return [{ kind: 'inscription-id', value: `${q.toLowerCase()}i0` }];
  if (addressFitsNetwork(q, network)) return [{ kind: 'address', value: q }];
  const targets: SearchTarget[] = [];
  // '#5' is how people write an inscription's number.
  const number = q.replace(/^#/, '');
  if (/^-?\d+$/.test(number) && number.length <= 12) targets.push({ kind: 'inscription-number', value: String(Number(number)) });
  if (q.startsWith('#')) return targets;
  if (checkTick(q).ok) targets.push({ kind: 'tick', value: q });
  // A rune's name: letters A to Z with optional • spacers (a dot reads as a name's, 'satoshi.sats').
  if (/^[A-Za-z]+(•[A-Za-z]+)*$/.test(q) && q.replace(/•/g, '').length <= 28) targets.push({ kind: 'rune', value: q.toUpperCase() });
  const name = normaliseName(q);
  targets.push({ kind: 'name', value: name ? name.name : q.toLowerCase() });
  // Any other words can be (part of) a collection's name: 'punk' finds Devnet Punks.
  if (!name) targets.push({ kind: 'collection', value: q });
  return targets;
}
