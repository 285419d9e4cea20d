import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The pages a visitor lands on, prerendered at build time (scripts/prerender.ts, issue 46): each one's first render as
 * HTML, so a phone paints the page before any script has run; the app then takes that HTML over as it is. A path
 * with a query is its own page (a market tab, an inscribe mode); a family of URLs whose first render is the same is
 * one page (PATTERN_PAGES). Pages whose first render shows what the build cannot know (an asset's tick, an account)
 * are not prerendered: they get index.html as before.
 */
export const PRERENDERED_PAGES = [
  '/',
  '/market',
  '/market?tab=domain',
  '/market?tab=collection',
  '/brc20',
  '/swap',
  '/inscribe',
  '/inscribe?mode=file',
  '/inscribe?mode=brc20',
  '/inscribe?mode=names',
  '/search',
  '/search?q=',
  '/runes/inscribe',
  '/runes/market',
  '/runes/list',
  '/atomicals/market/arc20',
  '/inscribe/collections',
  '/download',
  '/plans',
  '/deployer',
  '/developer-disclaimer',
  '/media-kit',
] as const;

/**
 * The pages prerendered once for a family of URLs (each listed above by its `page`), whose first render shows nothing
 * of the URL before the answers come: every search with a query (searching; the build renders it with RENDERED_VALUE
 * and takes that value out of its box, scripts/prerender.ts). `pattern` is matched against the request's path and
 * query (nginx's map uses it as written); `route` is its route in src/ui/app/routes.tsx. No request's text is ever
 * written into a page. Tried and left out, measured with `npm run lighthouse`: an item's page (its largest paint comes
 * with the item's answers, and came 130 ms later prerendered, as the app then waits for the page's module before its
 * first render); a brc-20 tick's and a collection's page, their names blank (LCP 1,975 → 1,670 and 2,256 → 1,766 ms,
 * but the app's start and its takeover then ran after the first paint: TBT 14 → 182 and 15 → 228 ms).
 */
export interface PatternPage {
  readonly page: string;
  readonly pattern: RegExp;
  readonly render: string;
  readonly route: string;
}
export const RENDERED_VALUE = 'prerendered-value';
export const PATTERN_PAGES: readonly PatternPage[] = [
  { page: '/search?q=', pattern: /^\/search\?q=(?!(?:%20|\+)+$)[^&]+$/, render: `/search?q=${RENDERED_VALUE}`, route: 'search' },
];
export const patternPageOf = (page: string): PatternPage | null => PATTERN_PAGES.find((p) => p.page === page) ?? null;

/**
 * The page of every item (a listing's, an inscription's): its largest part comes with the item's answers, so the build
 * has no markup for it, but its HTML asks for the API layer beside the entry (scripts/prerender.ts), and the read goes
 * out a round trip sooner (issue 46). Every other page that is not prerendered gets index.html, whose bandwidth is the
 * entry's alone. `pattern` is matched against the request's path and query, as PATTERN_PAGES' are.
 */
export const ITEM_PAGE = { page: '/listing', pattern: /^\/(listing\/[^/?#]+\/[^/?#]+|inscription\/[^/?#]+)(\?[^#]*)?$/ } as const;

/** Where the build writes the prerendered pages, under the site's directory. */
export const PRERENDERED_DIR = 'prerendered';

/** A network a gateway fixes its site to (its ba-network setting): its pages are prerendered as the gateway serves them. */
export type FixedNetwork = 'mainnet' | 'testnet';
export const FIXED_NETWORKS: readonly FixedNetwork[] = ['mainnet', 'testnet'];

/**
 * A prerendered page's file, relative to the site's directory: '/' is prerendered/index.html, '/market?tab=domain'
 * prerendered/market@tab=domain.html; as a gateway on testnet serves it, prerendered/testnet/market@tab=domain.html.
 */
export function prerenderedFile(page: string, network: FixedNetwork | null = null): string {
  const [path = '/', query] = page.split('?');
  const name = path === '/' ? 'index' : path.slice(1);
  return `${PRERENDERED_DIR}/${network ? `${network}/` : ''}${name}${query ? `@${query}` : ''}.html`;
}

/**
 * The prerendered page for a request's path and query: exactly one of PRERENDERED_PAGES, or the PATTERN_PAGES page whose
 * pattern it matches, or an item's (ITEM_PAGE); else null.
 */
export function prerenderedPageOf(url: string): string | null {
  const parsed = new URL(url, 'http://site.local');
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  const page = `${path}${parsed.search}`;
  const pattern = PATTERN_PAGES.find((p) => p.pattern.test(page));
  if (pattern) return pattern.page;
  if (ITEM_PAGE.pattern.test(page)) return ITEM_PAGE.page;
  return (PRERENDERED_PAGES as readonly string[]).includes(page) && !patternPageOf(page) ? page : null;
}

/** The file a built site answers for a page of the app (from its directory): its prerendered page's when written, else index.html. */
export function pageFileOf(siteDir: string, url: string): string {
  const page = prerenderedPageOf(url);
  const file = page ? `/${prerenderedFile(page)}` : null;
  return file && existsSync(join(siteDir, file)) ? file : '/index.html';
}

/**
 * The HTML a gateway answers for a page of the app, its site fixed to `network`: the page prerendered for that
 * network when the build wrote one for this URL, else index.html. Read once (the files are small); null when the site
 * has no index.html.
 */
export function createPageHtml(siteDir: string): (url: string, network: FixedNetwork) => string | null {
  const read = (file: string) => (existsSync(join(siteDir, file)) ? readFileSync(join(siteDir, file), 'utf8') : null);
  const index = read('index.html');
  // An item's page has no markup, so it is the same on every network.
  const item = read(prerenderedFile(ITEM_PAGE.page));
  const pages = new Map<string, string | null>([
    ...FIXED_NETWORKS.flatMap((network) => PRERENDERED_PAGES.map((page) => [`${network} ${page}`, read(prerenderedFile(page, network))] as const)),
    ...FIXED_NETWORKS.map((network) => [`${network} ${ITEM_PAGE.page}`, item] as const),
  ]);
  return (url, network) => {
    const page = prerenderedPageOf(url);
    return (page ? pages.get(`${network} ${page}`) : null) ?? index;
  };
}
