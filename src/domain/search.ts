import { addressFitsNetwork, checkTick, normaliseName } from './inscribe/inscribe-items';
import type { Network } from './network';

/**
 * What a search box query can be (an address, an inscription id or number, a tick, a domain name),
 * each a lookup to make; one query can be several (`1234` is a number and a tick; `ordi` a tick and a name).
 */
export type SearchKind = 'address' | 'inscription-id' | 'inscription-number' | 'tick' | 'name';
export interface SearchTarget {
  readonly kind: SearchKind;
  readonly value: string;
}

export const INSCRIPTION_ID = /^[0-9a-f]{64}i\d+$/;

export function searchTargets(raw: string, network: Network): readonly SearchTarget[] {
  const q = raw.trim();
  if (q === '' || q.length > 200) return [];
  if (INSCRIPTION_ID.test(q.toLowerCase())) return [{ kind: 'inscription-id', value: q.toLowerCase() }];
  if (addressFitsNetwork(q, network)) return [{ kind: 'address', value: q }];
  const targets: SearchTarget[] = [];
  if (/^-?\d+$/.test(q) && q.length <= 12) targets.push({ kind: 'inscription-number', value: String(Number(q)) });
  if (checkTick(q).ok) targets.push({ kind: 'tick', value: q });
  const name = normaliseName(q);
  targets.push({ kind: 'name', value: name ? name.name : q.toLowerCase() });
  return targets;
}
