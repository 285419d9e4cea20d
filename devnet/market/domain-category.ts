import type { Indexer } from '../indexer/indexer';
import { DOMAIN_KINDS } from '../indexer/assets-state';
import { DevnetError } from '../devnet-error';

/**
 * The categories of domain names, each with the test its name (the part before the kind) passes, in the order a name
 * is put in the first it matches; the rest are 'Other'. 1-99: the numbers 1 to 99 written plainly; 1_letter_1_number:
 * one letter and one digit, either order; 2_letters and 3_letters: that many letters a to z; Keyboard: only
 * printable ASCII, no space.
 */
const CATEGORIES: readonly (readonly [string, RegExp])[] = [
  ['1-99', /^[1-9][0-9]?$/],
  ['1_letter_1_number', /^([a-z][0-9]|[0-9][a-z])$/i],
  ['2_letters', /^[a-z]{2}$/i],
  ['3_letters', /^[a-z]{3}$/i],
  ['Keyboard', /^[\x21-\x7e]+$/],
];

/** The name of a domain without its kind ('abc' of 'abc.sats'). */
const nameOf = (domain: string): string => {
  const dot = domain.lastIndexOf('.');
  return dot > 0 ? domain.slice(0, dot) : domain;
};

/**
 * A domain name's category (the open API's `domainCategory`): the first of CATEGORIES its name passes, else 'Other'.
 * domain_statistic counts names by it; list's `filter.domainCategory` keeps the names of one.
 */
export const domainCategoryOf = (domain: string): string => CATEGORIES.find(([, test]) => test.test(nameOf(domain)))?.[0] ?? 'Other';

/**
 * domain_statistic (the open API's): a kind's names per category (the spec's domain filters, the first a name passes;
 * then Keyboard; the rest Other) with an example of each.
 */
export function domainStatistic(indexer: Indexer, kind: unknown) {
  if (typeof kind !== 'string' || !(DOMAIN_KINDS as readonly string[]).includes(kind)) throw new DevnetError(-1, 'domainType is required.');
  const byCategory = new Map<string, string[]>();
  for (const i of Object.values(indexer.state().inscriptions)) {
    if (i.domain?.kind !== kind) continue;
    const category = domainCategoryOf(i.domain.name);
    byCategory.set(category, [...(byCategory.get(category) ?? []), i.domain.name]);
  }
  return {
    list: [...byCategory]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([domainCategory, names]) => ({ domainCategory, total: names.length, demo: names.sort()[0] })),
  };
}
