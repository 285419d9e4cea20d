/** Domain mode's names: parsed from the lines typed, grouped by kind, and checked free before paying. */
import { DOMAIN_KINDS, type DomainKind } from '../entities';
import { fail, type Checked } from './inscribe-items';

/** A name as inscribed: trimmed, lower case; null when its kind is not one we inscribe or it is malformed. */
export function normaliseName(raw: string): { name: string; kind: DomainKind } | null {
  const name = raw.trim().toLowerCase();
  const match = /^([^\s.]+)\.([a-z]+)$/u.exec(name);
  if (!match || !(DOMAIN_KINDS as readonly string[]).includes(match[2]!)) return null;
  // A bitmap is a block's number as the chain counts it: digits, no leading zero.
  if (match[2] === 'bitmap' && !/^(0|[1-9]\d*)$/.test(match[1]!)) return null;
  return { name, kind: match[2] as DomainKind };
}

/** The names typed, one per line: the valid ones (each once), and the lines that are not names we inscribe. */
export function parseNames(text: string): { names: readonly { name: string; kind: DomainKind }[]; invalid: readonly string[] } {
  const seen = new Set<string>();
  const names: { name: string; kind: DomainKind }[] = [];
  const invalid: string[] = [];
  for (const line of text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)) {
    const parsed = normaliseName(line);
    if (!parsed) invalid.push(line);
    else if (!seen.has(parsed.name)) {
      seen.add(parsed.name);
      names.push(parsed);
    }
  }
  return { names, invalid };
}

/** Bitmaps of blocks that do not exist yet (above the chain's height): paying for one inscribes nothing valid. */
export function bitmapsBeyond(names: readonly string[], height: number): readonly string[] {
  return names.filter((n) => n.endsWith('.bitmap') && BigInt(n.slice(0, -'.bitmap'.length)) > BigInt(height));
}

/** A name's category (its kind after the dot), as the existence check and the name search take it. */
export const nameCategory = (name: string): DomainKind | null => normaliseName(name)?.kind ?? null;

/** The names by category, for one existence check per category. */
export function namesByCategory(names: readonly string[]): ReadonlyMap<DomainKind, readonly string[]> {
  const groups = new Map<DomainKind, string[]>();
  for (const name of names) {
    const kind = nameCategory(name);
    if (kind) groups.set(kind, [...(groups.get(kind) ?? []), name]);
  }
  return groups;
}

/**
 * The existence check before paying: names inscribed already are named back to remove (nothing is placed while
 * any is there), and when every name is taken there is nothing valid to inscribe.
 */
export function checkNamesFree(names: readonly string[], taken: ReadonlySet<string>): Checked<readonly string[]> {
  const inscribed = names.filter((n) => taken.has(n));
  if (inscribed.length === names.length) return fail('no_valid_names');
  if (inscribed.length) return fail('names_taken', { names: inscribed.join(', ') });
  return { ok: true, value: names };
}
