import { matchesDomainFilter } from '../../src/domain/market/domain-filters';

/** The categories of domain names, in the order a name is put in the first it matches; the rest are 'Other'. */
const CATEGORIES = ['1-99', '1_letter_1_number', '2_letters', '3_letters', 'Keyboard'] as const;

/**
 * A domain name's category (the open API's `domainCategory`): the first of CATEGORIES its name passes, else 'Other'.
 * domain_statistic counts names by it; list's `filter.domainCategory` keeps the names of one.
 */
export const domainCategoryOf = (domain: string): string => CATEGORIES.find((c) => matchesDomainFilter(domain, c)) ?? 'Other';
