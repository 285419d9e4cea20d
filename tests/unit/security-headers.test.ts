import { describe, expect, it } from 'vitest';
import { CONTENT_HEADERS, devnetContentOrigin, inlineScripts, siteCsp, siteHeaders } from '../../src/domain/security-headers';
import { buildPolicy, scriptHashes } from '../../server/site-headers';
import { nginxConfig } from '../../server/nginx-config';

describe('the security headers (issue 24)', () => {
  it('the site: scripts from its origin only, no plugins, no base, never framed; calls only to the API bases and the content origin', () => {
    const csp = siteCsp({ connect: ['https://api.example/v1', '/api'], content: 'https://content.example/static' });
    expect(csp.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data: blob: https: https://content.example",
      "font-src 'self' data:",
      "connect-src 'self' https://api.example https://content.example",
      'frame-src https://content.example',
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
    expect(siteHeaders({ connect: [], content: null })).toMatchObject({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' });
  });

  it('an inline script in index.html is allowed by its hash, never by unsafe-inline', () => {
    const html = '<script type="module" src="/assets/x.js"></script><script>window.a = 1</script>';
    expect(inlineScripts(html)).toEqual(['window.a = 1']);
    const [hash] = scriptHashes(html);
    expect(siteCsp({ connect: [], content: null, inlineScriptHashes: [hash!] })).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('the dev server leaves script and style sources to Vite, and keeps the rest', () => {
    const csp = siteCsp({ connect: [], content: 'http://127.0.0.1:7173', development: true });
    expect(csp).not.toMatch(/default-src|script-src|style-src/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('content: a sandboxed opaque origin (no allow-same-origin), never sniffed, embeddable', () => {
    expect(CONTENT_HEADERS['Content-Security-Policy']).toMatch(/^sandbox allow-scripts;/);
    expect(CONTENT_HEADERS['Content-Security-Policy']).not.toContain('allow-same-origin');
    expect(CONTENT_HEADERS).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'cross-origin' });
  });

  it("the devnet's content origin is the page's host, 2000 ports up", () => {
    expect(devnetContentOrigin('127.0.0.1:5173')).toBe('http://127.0.0.1:7173');
    expect(devnetContentOrigin('localhost:5176', 'http:')).toBe('http://localhost:7176');
    expect(devnetContentOrigin('[::1]:5173')).toBe('http://[::1]:7173');
    expect(devnetContentOrigin('')).toBeNull();
  });

  it('the build writes the same headers for nginx, from its VITE_* settings', () => {
    const conf = nginxConfig(buildPolicy({ VITE_API_BASE: 'https://api.example', VITE_CONTENT_BASE: 'https://content.example' }, null));
    expect(conf).toContain(`add_header Content-Security-Policy "default-src 'self'; script-src 'self';`);
    expect(conf).toContain("connect-src 'self' https://api.example https://content.example;");
    expect(conf).toContain('add_header X-Frame-Options "DENY" always;');
    expect(conf).toContain('location ~ \\.map$ { return 404; }');
  });
});
