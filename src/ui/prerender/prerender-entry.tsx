import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { App } from '../app/app';
import { readAppConfig } from '../app/config';
import { createAppServices } from '../../services/app-services';

/**
 * The site's first render of `path` as HTML (no data yet: every read shows its loading state), for the prerender; with
 * `network`, as a gateway serves it (its network fixed by the page's ba-network setting, src/ui/app/config.ts).
 */
export async function renderPage(path: string, network: 'mainnet' | 'testnet' | null = null): Promise<string> {
  const config = readAppConfig();
  const fixed = network && !config.devnet ? { ...config, fixedNetwork: network } : config;
  const services = createAppServices(fixed, { fetch: () => new Promise<Response>(() => undefined) });
  const router = (routes: ReactNode) => <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>;
  return renderToStringAsync(<App services={services} router={router} />);
}

/** The document title of a page as the app sets it (src/ui/components/page.tsx): the page's title, then the app's name. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${readAppConfig().appName}`;
}
