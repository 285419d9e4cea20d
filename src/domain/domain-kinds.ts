/** Domain kinds (entities.ts has them for the app; the market's schemas read them here, below the entity types). */
export const DOMAIN_KINDS = ['sats', 'unisat', 'btc', 'xbt', 'ord', 'gm', 'bitmap', 'uniworlds'] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];
export const isDomainKind = (value: unknown): value is DomainKind => (DOMAIN_KINDS as readonly unknown[]).includes(value);
