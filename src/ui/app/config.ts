import { apiDocsHref } from '../../domain/navigation';
import { devnetContentOrigin } from '../../domain/security-headers';
import { apiBasesUnder, type AppConfig } from '../../services/app-services';

export type { AppConfig };

export function env(name: string): string | undefined {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * A setting the server that serves the page gives in a meta tag (the gateway: `ba-network`, `ba-content-base`,
 * `ba-market-fee-address`; `ba-swap-module`, read by swap-modules.ts), read at start; meta tags need no inline script, so the
 * page's CSP stays strict.
 */
export function pageSetting(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.querySelector(`meta[name="ba-${name}"]`)?.getAttribute('content')?.trim();
  return value ? value : undefined;
}

/**
 * Inscription content comes from an origin of its own (VITE_CONTENT_BASE): a stranger's HTML opened there can
 * never read this site's storage. On the devnet with none set, the devnet's content port on this host.
 */
function contentBase(): string | undefined {
  const given = env('VITE_CONTENT_BASE') ?? pageSetting('content-base');
  // Read as a build-time constant, so a production build has none of this branch.
  if (given || import.meta.env.VITE_DEVNET !== 'true' || typeof location === 'undefined') return given;
  return devnetContentOrigin(location.host, location.protocol) ?? undefined;
}

const parseFixedNetwork = (value: string | undefined) => (value === 'mainnet' || value === 'testnet' ? value : null);

export function readAppConfig(): AppConfig {
  const devnet = env('VITE_DEVNET') === 'true';
  return {
    api: apiBasesUnder(env('VITE_API_BASE') ?? '/api', {
      basic: env('VITE_BASIC_API_BASE'),
      basicConfig: env('VITE_BASIC_CONFIG_API_BASE'),
      swap: env('VITE_SWAP_API_BASE'),
      market: env('VITE_MARKET_API_BASE'),
      query: env('VITE_QUERY_API_BASE'),
      query5: env('VITE_QUERY5_API_BASE'),
      external: env('VITE_EXTERNAL_API_BASE'),
      mempool: env('VITE_MEMPOOL_API_BASE'),
      content: contentBase(),
    }),
    apiDocsUrl: apiDocsHref(env('VITE_API_DOCS_URL')),
    appName: env('VITE_APP_NAME') ?? 'Bitcoin Assets',
    appId: env('VITE_APP_ID') ?? 'bitcoin-assets-web',
    frontVersion: env('VITE_FRONT_VERSION') ?? '0.1.0',
    devnet,
    atomicalsAllWallets: env('VITE_ATOMICALS_ALL_WALLETS') === 'true',
    marketFeeAddress: env('VITE_MARKET_FEE_ADDRESS') ?? pageSetting('market-fee-address') ?? null,
    ...(/^\d+(\.\d+)?$/.test(env('VITE_SWAP_MAX_PRICE_IMPACT') ?? '') ? { maxPriceImpactPercent: env('VITE_SWAP_MAX_PRICE_IMPACT')! } : {}),
    community: (
      [
        ['X (Twitter)', env('VITE_COMMUNITY_X')],
        ['Discord', env('VITE_COMMUNITY_DISCORD')],
        ['Telegram', env('VITE_COMMUNITY_TELEGRAM')],
        ['GitHub', env('VITE_COMMUNITY_GITHUB')],
      ] as const
    ).flatMap(([label, href]) => (href && /^https:\/\/[^\s/]+\/\S+/.test(href) ? [{ label, href }] : [])),
    fixedNetwork: devnet ? 'testnet' : parseFixedNetwork(pageSetting('network')),
    ...(!devnet && pageSetting('network-name') ? { networkName: pageSetting('network-name')! } : {}),
  };
}
