import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './gateway-harness';

/** Issue 45: the gateway serves the widget at its versioned URL, the major version in the path (docs/widget.md). */
describe('the gateway serves the widget at /widget/v1/', () => {
  let g: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    const widgetDir = mkdtempSync(join(tmpdir(), 'gateway-widget-'));
    writeFileSync(join(widgetDir, 'loader.js'), 'window.BitcoinAssetsWidget = {};\n');
    g = await startGateway({ widgetDir });
  });
  afterAll(() => g.close());

  it('/widget/v1/loader.js is the loader, to any origin', async () => {
    const loader = await fetch(`${g.origin}/widget/v1/loader.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await loader.text()).toBe('window.BitcoinAssetsWidget = {};\n');
  });

  it('the unversioned /widget/loader.js is a 404 that says the URL to use; another major version is not here', async () => {
    const old = await fetch(`${g.origin}/widget/loader.js`);
    expect(old.status).toBe(404);
    expect(await old.text()).toBe("The widget's URL now carries its major version: use /widget/v1/loader.js.");
    const other = await fetch(`${g.origin}/widget/v2/loader.js`);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe("There is no widget v2 here: this server has the widget's version 1.0.0, at /widget/v1/loader.js.");
    const missing = await fetch(`${g.origin}/widget/v1/nothing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found.');
  });
});
