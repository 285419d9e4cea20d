import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patternMarkup, servedMarkup } from '../../scripts/prerender';
import { createSiteServer } from '../../server/gateway/gateway-site';
import { nginxConfig } from '../../server/nginx-config';
import { pageFileOf, prerenderedFile, prerenderedPageOf } from '../../server/prerendered-pages';
import { buildPolicy } from '../../server/site-headers';

/** Issue 46: the pages a visitor lands on are served as HTML the build rendered, which paints before any script runs. */
describe('prerendered pages', () => {
  it('a request finds its page by path and exact query; anything else is the app’s index.html', () => {
    expect(prerenderedPageOf('/')).toBe('/');
    expect(prerenderedPageOf('/market')).toBe('/market');
    expect(prerenderedPageOf('/market/')).toBe('/market');
    expect(prerenderedPageOf('/market?tab=domain')).toBe('/market?tab=domain');
    expect(prerenderedPageOf('/inscribe?mode=file')).toBe('/inscribe?mode=file');
    // Another tab, a second parameter, a tick or an item: their first render is not the one the build wrote.
    expect(prerenderedPageOf('/market?tab=runes')).toBeNull();
    expect(prerenderedPageOf('/market?tab=domain&sort=price')).toBeNull();
    expect(prerenderedPageOf('/market/brc20/ordi')).toBeNull();
    expect(prerenderedPageOf('/address/account')).toBeNull();
    // A search with a query, whatever it is, is the one page written for any query; an empty one or a second parameter is not.
    expect(prerenderedPageOf('/search?q=ordi')).toBe('/search?q=');
    expect(prerenderedPageOf('/search?q=%3Cb%3E%20x')).toBe('/search?q=');
    expect(prerenderedPageOf('/search?q=')).toBeNull();
    expect(prerenderedPageOf('/search?q=%20')).toBeNull();
    expect(prerenderedPageOf('/search?q=ordi&x=1')).toBeNull();
    expect(prerenderedPageOf('/search?tab=ordi')).toBeNull();
    // An item's page, whatever the item: no markup, but the API layer asked for beside the entry.
    expect(prerenderedPageOf('/listing/collection/devnet-000065?inscription=ab12i0')).toBe('/listing');
    expect(prerenderedPageOf('/listing/brc20/7f3a')).toBe('/listing');
    expect(prerenderedPageOf('/inscription/ab12i0')).toBe('/listing');
    expect(prerenderedPageOf('/listing/brc20')).toBeNull();
    expect(prerenderedPageOf('/listing/brc20/7f3a/more')).toBeNull();
    expect(prerenderedFile('/search?q=')).toBe('prerendered/search@q=.html');
    expect(prerenderedFile('/')).toBe('prerendered/index.html');
    expect(prerenderedFile('/runes/inscribe')).toBe('prerendered/runes/inscribe.html');
    expect(prerenderedFile('/market?tab=domain')).toBe('prerendered/market@tab=domain.html');
    expect(prerenderedFile('/market?tab=domain', 'testnet')).toBe('prerendered/testnet/market@tab=domain.html');
    expect(prerenderedFile('/', 'mainnet')).toBe('prerendered/mainnet/index.html');
  });

  it('a page for any query keeps no query in its HTML: the box is left empty, and a value shown elsewhere stops the build', () => {
    expect(patternMarkup('/search?q=', '<form><input type="search" value="prerendered-value"/></form><p role="status">Searching…</p>')).toBe(
      '<form><input type="search"/></form><p role="status">Searching…</p>',
    );
    expect(() => patternMarkup('/search?q=', '<input value="prerendered-value"/><p>Nothing found for “prerendered-value”.</p>')).toThrow(
      'prerender: /search?q= shows its value outside its box',
    );
    expect(patternMarkup('/search', '<input value="prerendered-value"/>')).toBe('<input value="prerendered-value"/>');
  });

  it('the HTML served carries no style attribute (the CSP drops them) and no control that looks alive before the app runs', () => {
    const styles = new Map<string, string>();
    const html = servedMarkup(
      '<main><p role="status" style="margin:0">Loading…</p><!--$s--><div class="a" style="min-height:40px" data-x="1"><button type="button" class="b">Buy</button><input name="q" disabled=""/></div><!--/$s--><p style="margin:0">x</p><a href="/plans">Plans</a></main>',
      styles,
    );
    expect(html).toBe(
      '<main><p role="status" class="pr0">Loading…</p><div class="a pr1" data-x="1"><button disabled data-served-disabled type="button" class="b">Buy</button><input name="q" disabled=""/></div><p class="pr0">x</p><a href="/plans">Plans</a></main>',
    );
    expect([...styles]).toEqual([
      ['margin:0', 'pr0'],
      ['min-height:40px', 'pr1'],
    ]);
  });

  describe('served', () => {
    let site: string;
    let server: Server;
    let base: string;
    beforeAll(async () => {
      site = mkdtempSync(join(tmpdir(), 'prerendered-'));
      mkdirSync(join(site, 'prerendered', 'runes'), { recursive: true });
      mkdirSync(join(site, 'prerendered', 'testnet'), { recursive: true });
      writeFileSync(
        join(site, 'prerendered', 'testnet', 'market@tab=domain.html'),
        '<html><head></head><body><div id="root"><p>Testnet</p><h1>Domains</h1></div></body></html>',
      );
      writeFileSync(join(site, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
      writeFileSync(join(site, 'prerendered', 'market@tab=domain.html'), '<html><head></head><body><div id="root"><h1>Domains</h1></div></body></html>');
      writeFileSync(join(site, 'prerendered', 'runes', 'inscribe.html'), '<html><head></head><body><div id="root"><h1>Runes</h1></div></body></html>');
      writeFileSync(
        join(site, 'prerendered', 'listing.html'),
        '<html><head><link rel="modulepreload" href="/assets/create-api-x.js"></head><body><div id="root"></div></body></html>',
      );
      const serveSite = createSiteServer({
        siteDir: site,
        policy: buildPolicy({}, site),
        settings: () => ({ network: 'testnet', networkName: 'testnet', contentBase: 'http://content.test', marketFeeAddress: null }),
      });
      server = createServer((req, res) => void serveSite(req, res, new URL(req.url ?? '/', 'http://x').pathname));
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      server.close();
      rmSync(site, { recursive: true, force: true });
    });

    it('the devnet and vite preview answer the prerendered file where the build wrote one', () => {
      expect(pageFileOf(site, '/market?tab=domain')).toBe('/prerendered/market@tab=domain.html');
      expect(pageFileOf(site, '/runes/inscribe')).toBe('/prerendered/runes/inscribe.html');
      // Listed, but not written by this build: index.html.
      expect(pageFileOf(site, '/swap')).toBe('/index.html');
      expect(pageFileOf(site, '/market/brc20/ordi')).toBe('/index.html');
      expect(pageFileOf(site, '/listing/collection/devnet-000065?inscription=ab12i0')).toBe('/prerendered/listing.html');
    });

    it('the gateway answers the page as prerendered for its network (here testnet, with its banner), with its settings', async () => {
      const page = await (await fetch(`${base}/market?tab=domain`)).text();
      expect(page).toContain('<div id="root"><p>Testnet</p><h1>Domains</h1></div>');
      expect(page).toContain('<meta name="ba-network" content="testnet">');
      expect(await (await fetch(`${base}/market/brc20/ordi`)).text()).toContain('<div id="root"></div>');
      // An item's page is the same on every network: the API layer asked for beside the entry.
      const item = await (await fetch(`${base}/listing/collection/devnet-000065?inscription=ab12i0`)).text();
      expect(item).toContain('<link rel="modulepreload" href="/assets/create-api-x.js">');
      expect(item).toContain('<meta name="ba-network" content="testnet">');
    });

    it('nginx gets the same table: each page by its request URI, else index.html', () => {
      const conf = nginxConfig(buildPolicy({}, null));
      expect(conf).toContain(
        'map $request_uri $prerendered_page {\n    default /index.html;\n    "/" /prerendered/index.html;\n    "/market" /prerendered/market.html;',
      );
      expect(conf).toContain('    "/market?tab=domain" /prerendered/market@tab=domain.html;');
      // A family of URLs: its regular expression (nginx reads the quoted "\\/" as "\/").
      expect(conf).toContain('    "~^\\\\/search\\\\?q=(?!(?:%20|\\\\+)+$)[^&]+$" /prerendered/search@q=.html;');
      expect(conf).toContain('    "~^\\\\/(listing\\\\/[^/?#]+\\\\/[^/?#]+|inscription\\\\/[^/?#]+)(\\\\?[^#]*)?$" /prerendered/listing.html;');
      expect(conf).toContain('location / { try_files $uri $prerendered_page /index.html; }');
    });
  });
});
