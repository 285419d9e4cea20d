import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Devnet } from '../server/devnet-app';
import { FEE_ADDRESS } from '../market/market-config';
import { contentOriginOf } from '../server/content-server';
import { hostCsp } from './host-csp';
import { openListings, swapPairs } from './demo-listings';
import { playgroundPage } from './playground-page';
import { NONCE_PLACEHOLDER, playgroundFields, playgroundOptions, renderSnippet, type PlaygroundFields } from './playground-snippet';

/**
 * The playground on the demo host's origin (issue 45): `/playground` (the page, its form set by the query string),
 * `/playground/snippet?<the form>` (the options the widget is placed with and the snippet, as JSON: the page script asks
 * at each change), and its script and stylesheet.
 */
export interface PlaygroundContext {
  readonly apiOrigin: string;
  readonly widgetDir: string;
  /** The loader's tag with its integrity hash and this nonce (demo-server's loaderSnippet). */
  readonly loaderTag: (nonce: string) => string;
  readonly devnet: () => Promise<Devnet>;
  readonly walletScript: boolean;
}

const here = fileURLToPath(new URL('.', import.meta.url));
const FILES: Readonly<Record<string, string>> = {
  '/playground.js': 'text/javascript; charset=utf-8',
  '/host-wallet.js': 'text/javascript; charset=utf-8',
  '/playground.css': 'text/css; charset=utf-8',
};
/** How many listings of each category the form offers. */
const LISTINGS_PER_CATEGORY = 5;

/** The policy the host needs, as the playground shows it: the nonce a placeholder. */
export function playgroundCsp(apiOrigin: string): string {
  return `Content-Security-Policy: ${hostCsp({ apiOrigin, contentOrigin: contentOriginOf(apiOrigin), nonce: NONCE_PLACEHOLDER })}`;
}

/** The options and the snippet for the form's fields. */
export function playgroundAnswer(fields: PlaygroundFields, context: Pick<PlaygroundContext, 'apiOrigin' | 'loaderTag'>) {
  const options = playgroundOptions(fields, { apiOrigin: context.apiOrigin, feeAddress: FEE_ADDRESS });
  const passthrough = fields.wallet === 'passthrough';
  const snippet = renderSnippet(options, context.loaderTag(NONCE_PLACEHOLDER), passthrough);
  return { options, passthrough, snippet };
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));

/** Answers the playground's paths; false for any other. */
export async function handlePlayground(req: IncomingMessage, res: ServerResponse, context: PlaygroundContext): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://demo.local');
  const type = FILES[url.pathname];
  if (type) {
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(readFileSync(join(here, url.pathname.slice(1))));
    return true;
  }
  if (url.pathname !== '/playground' && url.pathname !== '/playground/snippet') return false;
  if (!existsSync(join(context.widgetDir, 'loader.js'))) {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The widget is not built: run npm run build:widget (npm start does it first).');
    return true;
  }
  const fields = playgroundFields(url.searchParams);
  if (url.pathname === '/playground/snippet') {
    json(res, 'problem' in fields ? 400 : 200, 'problem' in fields ? fields : playgroundAnswer(fields, context));
    return true;
  }
  const devnet = await context.devnet();
  // The playground may be the first page opened on a fresh devnet: the seed (and its listings) first.
  devnet.ensureSeeded();
  const given = 'problem' in fields ? playgroundFields(new URLSearchParams()) : fields;
  if ('problem' in given) throw new Error(given.problem);
  const nonce = randomBytes(16).toString('base64');
  const page = playgroundPage({
    apiOrigin: context.apiOrigin,
    loaderTag: context.loaderTag(nonce),
    walletScript: context.walletScript,
    fields: given,
    listings: openListings(devnet, LISTINGS_PER_CATEGORY),
    pairs: swapPairs(devnet),
    snippet: playgroundAnswer(given, context).snippet,
    csp: playgroundCsp(context.apiOrigin),
  });
  const policy = hostCsp({ apiOrigin: context.apiOrigin, contentOrigin: contentOriginOf(context.apiOrigin), nonce, connectSelf: true });
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy, 'Cache-Control': 'no-store' }).end(page);
  return true;
}
