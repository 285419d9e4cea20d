import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFile } from '../../server/static-files';
import { serveWidgetFile } from '../../devnet/widget-demo/demo-server';

/** Issue 22: the devnet serves the widget's files and a built site compressed, as a host should. */
const dir = mkdtempSync(join(tmpdir(), 'static-'));
const script = `export const widget = ${JSON.stringify('x'.repeat(5_000))};\n`;
writeFileSync(join(dir, 'widget.js'), script);
writeFileSync(join(dir, 'loader.js'), 'window.BitcoinAssetsWidget = {};\n');
let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (serveWidgetFile(req, res, dir)) return;
    if (!serveFile(req, res, dir, new URL(req.url ?? '/', 'http://x').pathname, {})) res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
});
afterAll(() => server.close());

const get = (path: string, encoding: string) =>
  new Promise<{ status: number | undefined; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('compressed files', () => {
  it('brotli when asked, else gzip, else plain; the body is the file either way', async () => {
    const br = await get('/widget/v1/widget.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);
    const gz = await get('/widget/v1/widget.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/widget.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });
  it('nothing outside the folder', async () => {
    expect((await get('/widget/v1/..%2f..%2fetc%2fpasswd', 'gzip')).headers['content-encoding']).toBeUndefined();
  });
});

describe('the widget at its versioned URL (issue 45): /widget/v1/', () => {
  it('serves /widget/v1/loader.js; the unversioned /widget/loader.js is a 404 that names the URL to use', async () => {
    const loader = await get('/widget/v1/loader.js', 'identity');
    expect(loader.status).toBe(200);
    expect(loader.body.toString()).toBe('window.BitcoinAssetsWidget = {};\n');
    const old = await get('/widget/loader.js', 'identity');
    expect(old.status).toBe(404);
    expect(old.body.toString()).toBe("The widget's URL now carries its major version: use /widget/v1/loader.js.");
    expect((await get('/widget/chunks/a1b2.js', 'identity')).body.toString()).toBe(
      "The widget's URL now carries its major version: use /widget/v1/chunks/a1b2.js.",
    );
    const other = await get('/widget/v2/loader.js', 'identity');
    expect(other.status).toBe(404);
    expect(other.body.toString()).toBe("There is no widget v2 here: this server has the widget's version 1.0.0, at /widget/v1/loader.js.");
    expect((await get('/widget/v1/nothing.js', 'identity')).body.toString()).toBe('No widget file at /widget/v1/nothing.js.');
  });
});

describe('fileUnder keeps to its folder', () => {
  it('refuses a sibling whose name begins the same (dist-sourcemaps beside dist), dot segments and bad encodings', async () => {
    const { fileUnder } = await import('../../server/static-files');
    const root = mkdtempSync(join(tmpdir(), 'under-'));
    const site = join(root, 'dist');
    const maps = join(root, 'dist-sourcemaps');
    for (const d of [site, maps]) (await import('node:fs')).mkdirSync(d);
    writeFileSync(join(site, 'index.html'), 'page');
    writeFileSync(join(maps, 'app.js.map'), 'secret');
    expect(fileUnder(site, '/index.html')).toBe(join(site, 'index.html'));
    expect(fileUnder(site, '/%2e%2e%2fdist-sourcemaps/app.js.map')).toBeNull();
    expect(fileUnder(site, '/../dist-sourcemaps/app.js.map')).toBeNull();
    expect(fileUnder(site, '/%E0%A4%A')).toBeNull();
  });
});
