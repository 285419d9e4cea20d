import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The pages a visitor lands on, prerendered at build time (scripts/prerender.ts, issue 46): each one's first render as
 * HTML, so a phone paints the page before any script has run; the app then takes that HTML over as it is. A path
 * with a query is its own page (a market tab, an inscribe mode). Pages that depend on an address, an item or a tick
 * the build cannot know (an asset, an item, an account) are not prerendered: they get index.html as before.
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
 * The pages prerendered once for every value of their one parameter (each listed above with an empty value): every
 * search with a query (`/search?q=ordi`) is served `/search?q=`'s HTML, its first render as a search waits for its
 * answers. The build renders it with RENDERED_VALUE and takes that value out of the HTML (scripts/prerender.ts): no
 * request's text is ever written into a page, and the box fills in when the app takes the page over.
 */
export const ANY_VALUE_PAGES: readonly string[] = ['/search?q='];
export const RENDERED_VALUE = 'prerendered-value';

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
 * The prerendered page for a request's path and query (exactly one of PRERENDERED_PAGES, or one of ANY_VALUE_PAGES
 * with a value), or null.
 */
export function prerenderedPageOf(url: string): string | null {
  const parsed = new URL(url, 'http://site.local');
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  const page = `${path}${parsed.search}`;
  if (ANY_VALUE_PAGES.includes(page)) return null;
  if ((PRERENDERED_PAGES as readonly string[]).includes(page)) return page;
  const params = [...parsed.searchParams];
  const [name, value] = params[0] ?? [];
  const anyValue = `${path}?${name}=`;
  return params.length === 1 && value?.trim() && ANY_VALUE_PAGES.includes(anyValue) ? anyValue : null;
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
  const pages = new Map<string, string | null>(
    FIXED_NETWORKS.flatMap((network) => PRERENDERED_PAGES.map((page) => [`${network} ${page}`, read(prerenderedFile(page, network))] as const)),
  );
  return (url, network) => {
    const page = prerenderedPageOf(url);
    return (page ? pages.get(`${network} ${page}`) : null) ?? index;
  };
}
