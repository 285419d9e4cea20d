import type { DomainFilter } from '../entities';

/** The domain filters, in the order the market shows them, with their labels. */
export const DOMAIN_FILTERS: readonly DomainFilter[] = ['All', 'Keyboard', '1-99', '1_letter_1_number', '2_letters', '3_letters'];
export const DOMAIN_FILTER_LABELS: Readonly<Record<DomainFilter, string>> = {
  All: 'All',
  Keyboard: 'Keyboard only',
  '1-99': 'Numbers 1–99',
  '1_letter_1_number': '1 letter + 1 number',
  '2_letters': '2 letters',
  '3_letters': '3 letters',
};

export const isDomainFilter = (value: unknown): value is DomainFilter => (DOMAIN_FILTERS as readonly unknown[]).includes(value);

/** The name of a domain without its kind ('abc' of 'abc.sats'). */
export function domainLabel(domain: string): string {
  const dot = domain.lastIndexOf('.');
  return dot > 0 ? domain.slice(0, dot) : domain;
}

/**
 * Whether a domain name passes a filter. Keyboard: only characters a keyboard types (printable ASCII, no
 * space); 1-99: the numbers 1 to 99 written plainly; 1_letter_1_number: one letter and one digit, either
 * order; 2_letters and 3_letters: that many letters a to z.
 */
export function matchesDomainFilter(domain: string, filter: DomainFilter): boolean {
  const name = domainLabel(domain);
  switch (filter) {
    case 'All':
      return true;
    case 'Keyboard':
      return /^[\x21-\x7e]+$/.test(name);
    case '1-99':
      return /^[1-9][0-9]?$/.test(name);
    case '1_letter_1_number':
      return /^([a-z][0-9]|[0-9][a-z])$/i.test(name);
    case '2_letters':
      return /^[a-z]{2}$/i.test(name);
    case '3_letters':
      return /^[a-z]{3}$/i.test(name);
  }
}
