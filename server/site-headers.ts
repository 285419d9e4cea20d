/**
 * The site's security headers as the servers that serve the built site apply them (src/domain/security-headers.ts
 * writes the policy): which origins the build calls (its VITE_* API bases) and the hashes of index.html's inline
 * scripts (none today; a script added to it later is allowed by its hash, never by 'unsafe-inline').
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScripts, type SitePolicy } from '../src/domain/security-headers.ts';

/** The settings the site reads for the servers it calls (README, "Configuration"). */
const API_SETTINGS = [
  'VITE_API_BASE',
  'VITE_BASIC_API_BASE',
  'VITE_BASIC_CONFIG_API_BASE',
  'VITE_SWAP_API_BASE',
  'VITE_MARKET_API_BASE',
  'VITE_QUERY_API_BASE',
  'VITE_QUERY5_API_BASE',
  'VITE_EXTERNAL_API_BASE',
  'VITE_MEMPOOL_API_BASE',
] as const;

export type BuildEnv = Readonly<Record<string, string | undefined>>;

/** SHA-256 (base64) of each inline script of a page, as a CSP names them. */
export function scriptHashes(html: string): string[] {
  return inlineScripts(html).map((text) => createHash('sha256').update(text, 'utf8').digest('base64'));
}

/** The policy of a build: its API bases and content base from `env`, the inline scripts of `siteDir`/index.html. */
export function buildPolicy(env: BuildEnv, siteDir: string | null, over: Partial<SitePolicy> = {}): SitePolicy {
  const index = siteDir ? join(siteDir, 'index.html') : null;
  const html = index && existsSync(index) ? readFileSync(index, 'utf8') : '';
  const defined = (name: string) => (env[name]?.trim() ? env[name]!.trim() : null);
  return {
    connect: API_SETTINGS.map(defined).filter((v): v is string => v !== null),
    content: defined('VITE_CONTENT_BASE'),
    inlineScriptHashes: scriptHashes(html),
    ...over,
  };
}
