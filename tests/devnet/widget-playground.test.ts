import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWidgetDemo } from '../../devnet/widget-demo/demo-server';
import { renderSnippet, type PlaygroundOptions } from '../../devnet/widget-demo/playground-snippet';
import { startDevnet } from './devnet-harness';

/**
 * Issue 45, the widget's playground: a page of the demo host where an embedder sets the options, sees the widget and
 * copies the snippet and the CSP. The demo server here serves a loader whose bytes the test knows (so its SRI hash is
 * a literal), with an API origin of its own choosing (only written into the page, never called).
 */
const API = 'http://127.0.0.1:5999';
const LOADER_HASH = 'sha384-sL8mZPfKB8ispmO3jUllzQECjcLw317+XHMXswDmkeKNg73a8S6A0xTxzk+RYLUI';
const widgetDir = mkdtempSync(join(tmpdir(), 'playground-widget-'));
writeFileSync(join(widgetDir, 'loader.js'), "window.BitcoinAssetsWidget = { version: 'test' };\n");

let h: Awaited<ReturnType<typeof startDevnet>>;
let demo: Server;
let base = '';
beforeAll(async () => {
  h = await startDevnet();
  ({ server: demo } = await startWidgetDemo({ host: '127.0.0.1', port: 0, apiOrigin: API, widgetDir, devnet: async () => h.devnet, walletScript: false }));
  base = `http://127.0.0.1:${(demo.address() as { port: number }).port}`;
});
afterAll(async () => {
  demo.close();
  await h.close();
});

/** The policy with this response's nonce in it. */
const policy = (nonce: string, self = '') =>
  `default-src 'none'; script-src 'self' http://127.0.0.1:5999 'nonce-${nonce}'; style-src 'self'; connect-src ${self}http://127.0.0.1:5999; ` +
  "img-src 'self' data: http://127.0.0.1:5999 http://127.0.0.1:7999; frame-src http://127.0.0.1:5999 http://127.0.0.1:7999; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const SNIPPET_BUY = `<!-- In the page's <head>: the widget's loader. {NONCE} is the page's CSP nonce, a new one for each response. -->
<script src="http://127.0.0.1:5999/widget/v1/loader.js" integrity="${LOADER_HASH}" crossorigin="anonymous" nonce="{NONCE}" data-preload></script>

<!-- Where the widget goes. -->
<div id="widget"></div>

<script type="module" nonce="{NONCE}">
  const options = {
    "kind": "buy",
    "display": "integrated",
    "target": "#widget",
    "api": {
      "base": "http://127.0.0.1:5999/api"
    },
    "network": "testnet",
    "theme": {
      "mode": "light",
      "primaryColor": "#f7931a"
    },
    "buy": {
      "category": "collection",
      "auctionId": "devnet-000064"
    },
    "marketFeeAddress": "tb1qps26fglfsyz2l0mhl4aey4skf4qa8nlynyr3nf"
  };
  const widget = BitcoinAssetsWidget.create({
    ...options,
    onStage: (stage) => console.log('stage', stage),
    onSuccess: (result) => console.log('success', result),
    onError: (error) => console.log('error', error),
    onClose: () => console.log('close'),
  });
</script>`;

describe('the playground page', () => {
  it('is served under the strict CSP, with the form’s labels, the devnet’s listings and pairs, and the two boxes to copy', async () => {
    const response = await fetch(`${base}/playground?kind=buy&category=collection&auctionId=devnet-000064`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const nonce = /nonce="([^"{]+)" data-preload/.exec(html)?.[1] ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // The demo's policy, and 'self' for the page's own snippet call.
    expect(response.headers.get('content-security-policy')).toBe(policy(nonce, "'self' "));
    expect(html).toContain(
      `<script src="http://127.0.0.1:5999/widget/v1/loader.js" integrity="${LOADER_HASH}" crossorigin="anonymous" nonce="${nonce}" data-preload></script>`,
    );
    expect(html).toContain('<script src="/playground.js" defer></script>');
    expect(html).not.toMatch(/<script>|<style|style="/);
    for (const words of [
      '<legend>Kind</legend>',
      '<label><input type="radio" name="kind" value="buy" checked> Buy</label>',
      '<legend>Mode</legend>',
      '<label><input type="radio" name="display" value="modal"> Modal (over the page)</label>',
      '<label for="pair">Default pair (pay / receive)</label>',
      '<option value="ordi/pizza" selected>ordi → pizza</option>',
      '<label for="category">Category</label>',
      '<label for="listing">A listing on the devnet now</label>',
      '<option value="devnet-000064" data-category="collection" selected>Devnet Punk #2 · 250,000 sats</option>',
      '<option value="devnet-000061" data-category="domain">bob.btc · 500,000 sats</option>',
      '<option value="devnet-000063" data-category="domain">777.bitmap · 100,000 sats (auction)</option>',
      '<label for="auction-id">Auction id</label>',
      '<input id="auction-id" name="auctionId" value="devnet-000064"',
      '<legend>Light or dark</legend>',
      '<label for="primary-color">Primary colour (any CSS colour; empty: the widget\'s own)</label>',
      '<legend>Wallet</legend>',
      '<label><input type="radio" name="wallet" value="passthrough"> Passed through from this page</label>',
      '<div id="widget"></div>',
      '<textarea id="snippet" class="code" readonly rows="20" spellcheck="false">&lt;!-- In the page',
      '<button type="button" data-copy="snippet">Copy the snippet</button>',
      '<button type="button" data-copy="csp">Copy the policy</button>',
      '<h2 id="events-title">The callbacks the widget fired</h2>',
      // The policy the host needs, its nonce in words.
      `<textarea id="csp" class="code wrap" readonly rows="6" spellcheck="false">Content-Security-Policy: ${policy('{NONCE}')}</textarea>`,
      '{NONCE} is a nonce: a new random value (16 bytes or more, base64) in each response',
      '&quot;auctionId&quot;: &quot;devnet-000064&quot;',
    ])
      expect(html).toContain(words);
  });

  it('answers the options and the snippet for the form’s fields; a colour that is not one is refused', async () => {
    const response = await fetch(
      `${base}/playground/snippet?kind=buy&display=integrated&category=collection&auctionId=devnet-000064&mode=light&primaryColor=%23f7931a`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      options: {
        kind: 'buy',
        display: 'integrated',
        target: '#widget',
        api: { base: 'http://127.0.0.1:5999/api' },
        network: 'testnet',
        theme: { mode: 'light', primaryColor: '#f7931a' },
        buy: { category: 'collection', auctionId: 'devnet-000064' },
        marketFeeAddress: 'tb1qps26fglfsyz2l0mhl4aey4skf4qa8nlynyr3nf',
      },
      passthrough: false,
      snippet: SNIPPET_BUY,
    });
    const refused = await fetch(`${base}/playground/snippet?primaryColor=%22%3E%3Cscript%3E`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ problem: 'The primary colour is a CSS colour, like #f7931a.' });
  });

  it('the demo page links to it, under the same policy (the content origin beside the API’s)', async () => {
    const response = await fetch(`${base}/`);
    const html = await response.text();
    const nonce = /nonce="([^"]+)" data-preload/.exec(html)?.[1] ?? '';
    expect(response.headers.get('content-security-policy')).toBe(policy(nonce));
    expect(html).toContain('<a href="/playground">The playground: set the options, copy the snippet and the policy</a>');
  });
});

describe('renderSnippet', () => {
  it('a modal swap with the page’s wallet passed through: the loader, no element, the options as JSON, the page’s Connect', () => {
    const options: PlaygroundOptions = {
      kind: 'swap',
      display: 'modal',
      api: { base: 'https://api.example/api' },
      network: 'mainnet',
      theme: { mode: 'dark' },
      swap: { tickIn: 'ordi', tickOut: '🐸' },
    };
    const loader = '<script src="https://cdn.example/widget/loader.js" integrity="sha384-abc" crossorigin="anonymous" nonce="{NONCE}" data-preload></script>';
    expect(renderSnippet(options, loader, true))
      .toBe(`<!-- In the page's <head>: the widget's loader. {NONCE} is the page's CSP nonce, a new one for each response. -->
<script src="https://cdn.example/widget/loader.js" integrity="sha384-abc" crossorigin="anonymous" nonce="{NONCE}" data-preload></script>

<script type="module" nonce="{NONCE}">
  const options = {
    "kind": "swap",
    "display": "modal",
    "api": {
      "base": "https://api.example/api"
    },
    "network": "mainnet",
    "theme": {
      "mode": "dark"
    },
    "swap": {
      "tickIn": "ordi",
      "tickOut": "🐸"
    }
  };
  const widget = BitcoinAssetsWidget.create({
    ...options,
    // connectWallet(): your page connects its wallet and resolves with it as a HostWallet (docs/widget.md, "The wallet").
    onRequestConnectWallet: () => void connectWallet().then((wallet) => widget.update({ wallet: { passthrough: wallet } })),
    onStage: (stage) => console.log('stage', stage),
    onSuccess: (result) => console.log('success', result),
    onError: (error) => console.log('error', error),
    onClose: () => console.log('close'),
  });
</script>`);
  });

  it('an integrated swap: the element it goes into, with the room to keep for it in the page’s stylesheet', () => {
    const options: PlaygroundOptions = {
      kind: 'swap',
      display: 'integrated',
      target: '#widget',
      api: { base: 'https://api.example/api' },
      network: 'mainnet',
      theme: { mode: 'dark' },
      swap: { tickIn: 'ordi', tickOut: 'pizza' },
    };
    const lines = renderSnippet(options, '<script src="https://cdn.example/widget/loader.js" data-preload></script>', false).split('\n');
    expect(lines.slice(2, 5)).toEqual([
      '',
      '<!-- Where the widget goes. In your stylesheet, keep its room so nothing below moves when it loads: #widget { min-height: 413px; } -->',
      '<div id="widget"></div>',
    ]);
  });
});
