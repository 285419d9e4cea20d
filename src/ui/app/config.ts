import { apiBasesUnder, type AppConfig } from '../../services/app-services';

export type { AppConfig };

function env(name: string): string | undefined {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

export function readAppConfig(): AppConfig {
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
      content: env('VITE_CONTENT_BASE'),
    }),
    apiDocsUrl: env('VITE_API_DOCS_URL') ?? 'https://docs.unisat.io/',
    appName: env('VITE_APP_NAME') ?? 'Bitcoin Assets',
    appId: env('VITE_APP_ID') ?? 'bitcoin-assets-web',
    frontVersion: env('VITE_FRONT_VERSION') ?? '0.1.0',
    devnet: env('VITE_DEVNET') === 'true',
    atomicalsAllWallets: env('VITE_ATOMICALS_ALL_WALLETS') === 'true',
    marketFeeAddress: env('VITE_MARKET_FEE_ADDRESS') ?? null,
  };
}
