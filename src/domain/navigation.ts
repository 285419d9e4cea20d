import type { Protocol } from './protocol';

/** A link in the header: internal routes use `to`, external ones `href`. */
export interface NavLink {
  readonly id: string;
  readonly label: string;
  readonly to?: string;
  readonly href?: string;
  /** A short note shown under the label (the swap entry's 'module: brc20-swap'). */
  readonly note?: string;
}

export interface NavMenu {
  readonly id: string;
  readonly label: string;
  readonly items: readonly NavLink[];
}

export type NavEntry = ({ readonly kind: 'link' } & NavLink) | ({ readonly kind: 'menu' } & NavMenu);

/** The UniSat open API's documentation: the API this site's developer area sells. */
export const OPEN_API_DOCS_URL = 'https://docs.unisat.io/';

/**
 * Where "API Documentation" points (issue 44, 15 f): the configured documentation when it is a site of its own
 * (an absolute http(s) address), else the open API's; never this site's own pages ("/" is the home page, not docs).
 */
export function apiDocsHref(configured: string | null | undefined): string {
  return configured && /^https?:\/\/[^/\s]+/i.test(configured.trim()) ? configured.trim() : OPEN_API_DOCS_URL;
}

export interface NavigationOptions {
  /** Where the external API documentation lives. */
  readonly apiDocsUrl: string;
}

/** The header of each protocol (header links, runes header, atomicals header). */
export function headerEntries(protocol: Protocol, options: NavigationOptions): readonly NavEntry[] {
  switch (protocol) {
    case 'ordinals':
      return [
        { kind: 'link', id: 'home', label: 'Home', to: '/' },
        { kind: 'link', id: 'wallet', label: 'Wallet', to: '/download' },
        {
          kind: 'menu',
          id: 'inscribe',
          label: 'Inscribe',
          items: [
            { id: 'inscribe-ordinals', label: 'Ordinals', to: '/inscribe' },
            { id: 'inscribe-runes', label: 'Runes', to: '/runes/inscribe' },
            { id: 'inscribe-collections', label: 'Collections', to: '/inscribe/collections' },
          ],
        },
        { kind: 'link', id: 'search', label: 'Search', to: '/search' },
        {
          kind: 'menu',
          id: 'brc20',
          label: 'brc-20',
          items: [
            { id: 'brc20-explorer', label: 'brc-20', to: '/brc20' },
            { id: 'brc20-swap', label: 'Swap', note: 'module: brc20-swap', to: '/swap' },
            { id: 'brc20-pizza', label: 'Pizza claim', to: '/brc20?tick=pizza' },
          ],
        },
        {
          kind: 'menu',
          id: 'market',
          label: 'Market',
          items: [
            { id: 'market-ordinals', label: 'Ordinals', to: '/market' },
            { id: 'market-atomicals', label: 'Atomicals', to: '/atomicals/market/arc20' },
            { id: 'market-runes', label: 'Runes', to: '/runes/market' },
          ],
        },
        {
          kind: 'menu',
          id: 'developer',
          label: 'Developer',
          items: [
            { id: 'developer-pricing', label: 'API Pricing', to: '/plans' },
            { id: 'developer-docs', label: 'API Documentation', href: apiDocsHref(options.apiDocsUrl) },
          ],
        },
      ];
    case 'runes':
      return [
        { kind: 'link', id: 'runes-inscribe', label: 'Inscribe', to: '/runes/inscribe' },
        { kind: 'link', id: 'runes-explorer', label: 'Explorer', to: '/runes/list' },
        { kind: 'link', id: 'runes-market', label: 'Marketplace', to: '/runes/market' },
      ];
    case 'atomicals':
      return [{ kind: 'link', id: 'atomicals-market', label: 'Marketplace', to: '/atomicals/market/arc20' }];
  }
}

/** Whether a header entry is the current one for the path (a menu is current when one of its items is). */
export function isEntryActive(entry: NavEntry, pathname: string): boolean {
  const matches = (link: NavLink) => link.to !== undefined && (link.to === '/' ? pathname === '/' : pathname === link.to || pathname.startsWith(`${link.to}/`));
  return entry.kind === 'link' ? matches(entry) : entry.items.some(matches);
}
