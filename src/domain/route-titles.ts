/** Every page path the specs name, with the title its page shows. Pages and tests read this one list. */
export const ROUTE_TITLES = {
  '/': 'Home',
  '/download': 'Wallet',
  '/inscribe': 'Inscribe',
  '/inscribe/collections': 'Collections',
  '/operator/maintenance': 'Market maintenance',
  '/runes/inscribe': 'Runes Inscribe',
  '/runes/list': 'Runes Explorer',
  '/runes/market': 'Runes Marketplace',
  '/search': 'Search',
  '/brc20': 'brc-20',
  '/swap': 'brc-20 Swap',
  '/market': 'Ordinals Marketplace',
  '/atomicals/market/arc20': 'Atomicals Marketplace',
  '/plans': 'API Pricing',
  '/address/account': 'My Bitcoin Assets',
  '/orders/inscribe': 'Inscribe Orders',
  '/deployer': 'Deployer Royalty',
  '/developer-disclaimer': 'Developer Disclaimer',
  '/media-kit': 'Media Kit',
} as const;

export type RoutePath = keyof typeof ROUTE_TITLES;
