import { p256 } from '@noble/curves/nist.js';
import { hex } from '@scure/base';
import type { Page } from '@playwright/test';
import { expect, test } from './devnet-fixture';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { signInAs } from './helpers';
import { dumpStorage, holdsSecretOf } from './storage-dump';

/**
 * Issue 24, as an attacker would try it outside the PSBT check: a stranger's HTML opened at its own URL, the site
 * in another site's frame, a script injected into the page, a dump of the browser's storage, a page on another
 * origin driving the devnet's controls. On the market's devnet (5176, its content origin 7176) and the preview of
 * the production build (4173). What the page shows is the same at every width: desktop only.
 */
const SITE = 'http://127.0.0.1:5176';
const CONTENT = 'http://127.0.0.1:7176';
const PREVIEW = 'http://127.0.0.1:4173';
/** A page of another site (tests/browser/servers.ts). */
const HOSTILE = 'http://127.0.0.1:5170/hostile';
/** Who signs in (the fourth dev account: the market's tests use the others) and whom the probe is given to (nobody's). */
const ACCOUNT = deriveAccounts().length - 1;
const NOBODY = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

const SITE_HEADERS = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy'] as const;

/** Gives nobody an inscription of `content` and answers its id. */
async function inscribe(page: Page, contentType: string, content: string): Promise<string> {
  const given = await page.request.post(`${SITE}/devnet/api/give`, { data: { address: NOBODY, kind: 'inscription', contentType, content } });
  return ((await given.json()) as { data: { inscriptionId: string } }).data.inscriptionId;
}

test('the site and the preview send the security headers; the CSP is strict', async ({ request }) => {
  for (const url of [`${PREVIEW}/`, `${PREVIEW}/market`, `${SITE}/`, `${SITE}/market`]) {
    const headers = (await request.get(url)).headers();
    for (const name of SITE_HEADERS) expect(headers[name], `${name} on ${url}`).toBeTruthy();
    const csp = headers['content-security-policy']!;
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"])
      expect(csp, url).toContain(directive);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(headers['x-frame-options']).toBe('DENY');
  }
  // The devnet's site lets its content origin be framed and fetched, and nothing else.
  expect((await request.get(`${SITE}/`)).headers()['content-security-policy']).toContain(`frame-src ${CONTENT}`);
  // No source map is served.
  const page = await (await request.get(`${PREVIEW}/`)).text();
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(page)![1]!;
  expect(await (await request.get(`${PREVIEW}${script}`)).text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${PREVIEW}${script}.map`)).headers()['content-type'] ?? '').not.toContain('json');
});

test("inscription content is on its own origin, sandboxed: opened at its URL after sign-in it reads nothing of the site's", async ({ page, context }) => {
  const probe = `<!doctype html><pre id="report">probing</pre><script>
    const tries = {};
    try { tries.localStorage = JSON.stringify(Object.entries(localStorage)); } catch (e) { tries.localStorage = 'blocked'; }
    try { tries.sessionStorage = JSON.stringify(Object.entries(sessionStorage)); } catch (e) { tries.sessionStorage = 'blocked'; }
    try { tries.cookie = document.cookie; } catch (e) { tries.cookie = 'blocked'; }
    try { indexedDB.open('ba-request-key'); tries.indexedDB = 'opened'; } catch (e) { tries.indexedDB = 'blocked'; }
    try { tries.opener = String(opener && opener.document.title); } catch (e) { tries.opener = 'blocked'; }
    tries.origin = String(self.origin);
    document.getElementById('report').textContent = JSON.stringify(tries);
  </script>`;
  const id = await inscribe(page, 'text/html;charset=utf-8', probe);
  await signInAs(page, SITE, ACCOUNT, '/');
  await page.evaluate(() => (document.cookie = 'site-cookie=secret; path=/'));
  // The site shows content from the content origin.
  await page.goto(`${SITE}/inscription/${id}`);
  await expect(page.getByTestId('inscription-content').locator('iframe')).toHaveAttribute('src', `${CONTENT}/content/${encodeURIComponent(id)}`);
  // Opened at its URL, in a tab of the same browser, as a link would open it.
  const tab = await context.newPage();
  const response = await tab.goto(`${CONTENT}/content/${id}`);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/^sandbox allow-scripts;/);
  expect(headers['content-security-policy']).not.toContain('allow-same-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  await expect(tab.locator('#report')).not.toHaveText('probing');
  expect(JSON.parse(await tab.locator('#report').innerText())).toEqual({
    localStorage: 'blocked',
    sessionStorage: 'blocked',
    cookie: 'blocked',
    indexedDB: 'blocked',
    opener: 'null',
    origin: 'null',
  });
  // A HEAD request gets the same headers.
  expect((await page.request.head(`${CONTENT}/content/${id}`)).headers()['content-security-policy']).toMatch(/^sandbox allow-scripts;/);
  // The site's own origin serves none of it: behind the gateway, the API's content call answers -404 in JSON, without
  // the content (issue 42: the gateway never passes content on, not even from the devnet's extensions).
  const viaSite = await page.request.get(`${SITE}/api/static/content/${id}`);
  expect(viaSite.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(await viaSite.json()).toMatchObject({ code: -404, data: null });
});

test('the site refuses to render in a frame of another origin', async ({ page }) => {
  // A page of another site on this machine (Chromium keeps public pages from framing local servers at all), framing
  // the market at 5% opacity over its own button (tests/browser/servers.ts).
  const framed = page.waitForResponse(`${SITE}/market`);
  await page.goto(`${HOSTILE}?frame=${encodeURIComponent(`${SITE}/market`)}`);
  // The site answered the frame's request, with the headers that forbid framing, and the browser showed nothing of it.
  expect((await framed).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // The browser puts its error page in the frame instead of the site.
  const frameUrl = () =>
    page
      .frames()
      .find((f) => f !== page.mainFrame())
      ?.url() ?? '';
  await expect.poll(frameUrl).toMatch(/^chrome-error:/);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame?.url()).not.toBe(`${SITE}/market`);
  expect(frame ? await frame.locator('[data-testid="connect-button"]').count() : 0).toBe(0);
  expect(await page.locator('#f').evaluate((f: HTMLIFrameElement) => f.contentDocument?.querySelector('#root') ?? null)).toBeNull();
});

test('the CSP blocks an inline script injected into the page, and the console says so', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => violations.push(message.text()));
  await page.goto(`${SITE}/market`);
  await expect(page.getByTestId('connect-button')).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(() => violations.some((text) => text.includes('Content Security Policy') && text.includes('inline script'))).toBe(true);
});

/** The request key as kept in IndexedDB: its private half may only sign and cannot be read out; its public half. */
const P256 = { name: 'ECDSA', namedCurve: 'P-256' };
const STORED_PAIR = [
  { type: 'private', algorithm: P256, extractable: false, usages: ['sign'] },
  { type: 'public', algorithm: P256, extractable: true, usages: ['verify'] },
];

test('after sign-in no storage holds the request key raw, and every sign-in makes a new key', async ({ page }) => {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/base/login')) keys.push(request.headers()['x-client-key']!);
  });
  await signInAs(page, SITE, ACCOUNT, '/');
  await expect.poll(() => keys.length).toBe(1);
  const first = await dumpStorage(page);
  // The key is there as two key objects: the private one cannot be read out; no 32 bytes of the dump are the secret.
  expect(first.keys).toEqual(STORED_PAIR);
  expect(holdsSecretOf(first.text, keys[0]!)).toBe(false);
  // A reload stays signed in with the same key (restored from the vault).
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // Disconnect forgets it; the next sign-in has a new one.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('connect-button')).toBeVisible();
  await expect.poll(async () => (await dumpStorage(page)).keys).toEqual([]);
  await page.getByTestId('connect-button').click();
  await page.getByRole('dialog').locator('[data-wallet="unisat"]').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect.poll(() => keys.length).toBe(2);
  expect(keys[1]).not.toBe(keys[0]);
  expect(holdsSecretOf((await dumpStorage(page)).text, keys[1]!)).toBe(false);
});

/**
 * Issue 41, finding 4: what a script running on the site's origin (an XSS, an extension's page script) gets when it
 * tries to take the request key away, run in the page after sign-in: every value both Web Storages and IndexedDB keep,
 * every CryptoKey among them asked for its bytes in each format, wrapped under a key of the script's own, and used to
 * decrypt; then what it can do instead: ask the kept key to sign, on this page.
 */
async function tryToTakeTheKey(page: Page) {
  return page.evaluate(async () => {
    const toHex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
    const keys: CryptoKey[] = [];
    const binary: string[] = [];
    const walk = (value: unknown): void => {
      if (value instanceof CryptoKey) keys.push(value);
      else if (value instanceof ArrayBuffer) binary.push(toHex(value));
      else if (ArrayBuffer.isView(value)) binary.push(toHex(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength) as ArrayBuffer));
      else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
    };
    const storage = { local: Object.entries(localStorage), session: Object.entries(sessionStorage) };
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames))
        walk(
          await new Promise<unknown[]>(
            (resolve) => (db.transaction(store).objectStore(store).getAll().onsuccess = (e) => resolve((e.target as IDBRequest<unknown[]>).result)),
          ),
        );
      db.close();
    }
    const attempt = async (run: () => Promise<unknown>) => {
      try {
        const out = await run();
        return out instanceof ArrayBuffer ? toHex(out) : JSON.stringify(out);
      } catch (error) {
        return `refused: ${(error as Error).name}`;
      }
    };
    const mine = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['wrapKey', 'encrypt', 'decrypt']);
    const iv = new Uint8Array(12);
    const tried = [];
    for (const key of keys)
      tried.push({
        type: key.type,
        exportRaw: await attempt(() => crypto.subtle.exportKey('raw', key)),
        exportPkcs8: await attempt(() => crypto.subtle.exportKey('pkcs8', key)),
        exportJwk: await attempt(() => crypto.subtle.exportKey('jwk', key)),
        wrapPkcs8: await attempt(() => crypto.subtle.wrapKey('pkcs8', key, mine, { name: 'AES-GCM', iv })),
        wrapJwk: await attempt(() => crypto.subtle.wrapKey('jwk', key, mine, { name: 'AES-GCM', iv })),
        decrypt: await attempt(() => crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, new Uint8Array(32))),
      });
    // What it can do instead: have the kept private key sign something, here, while it runs on this page.
    const privateKey = keys.find((key) => key.type === 'private');
    const signedHere = privateKey
      ? await attempt(() => crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, new TextEncoder().encode('a proof made on the page')))
      : 'no key';
    return { storage, binary, decryptingKeys: keys.filter((key) => key.usages.some((u) => u === 'decrypt' || u === 'unwrapKey')).length, tried, signedHere };
  });
}

test("a script on the site's origin cannot take the request key away: no storage holds its bytes, and the key object gives none", async ({ page }) => {
  // A browser that used a build before this one: its key record is the AES-wrapped secret (a decrypting key, an iv
  // and a ciphertext). It is replaced at the next load, and the user signs in again.
  // (Written from a page of the site's origin that runs no app, the policy page: an app page reads its key at any
  // moment and would replace the record before it is looked at.)
  await page.goto(`${SITE}/privacy-policy.html`);
  await page.evaluate(async () => {
    const wrappingKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, wrappingKey, crypto.getRandomValues(new Uint8Array(32)));
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('ba-request-key', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('keys');
      open.onsuccess = () => resolve(open.result);
    });
    await new Promise(
      (resolve) => (db.transaction('keys', 'readwrite').objectStore('keys').put({ wrappingKey, iv, ciphertext }, 'request-key').onsuccess = resolve),
    );
    db.close();
  });
  expect((await dumpStorage(page)).keys.map((key) => key.algorithm)).toEqual([{ name: 'AES-GCM', length: 256 }]);
  const login = page.waitForRequest((request) => request.url().endsWith('/api/base/login'));
  await signInAs(page, SITE, ACCOUNT, '/');
  const publicKey = (await login).headers()['x-client-key']!;
  const taken = await tryToTakeTheKey(page);
  // Nothing to decrypt: no key that may decrypt, and no stored bytes at all (the key is kept as key objects; the old
  // record is gone).
  expect(taken.decryptingKeys).toBe(0);
  expect(taken.binary).toEqual([]);
  const refused = 'refused: InvalidAccessError';
  const [privateTry, publicTry] = taken.tried;
  expect(taken.tried).toHaveLength(2);
  expect(privateTry).toEqual({
    type: 'private',
    exportRaw: refused,
    exportPkcs8: refused,
    exportJwk: refused,
    wrapPkcs8: refused,
    wrapJwk: refused,
    decrypt: refused,
  });
  // The public half reads out, and it is the key the login was signed with: that is all a script takes away.
  expect(publicTry!.type).toBe('public');
  expect(publicTry!.exportRaw).toMatch(new RegExp(`^04${publicKey.slice(2)}[0-9a-f]{64}$`));
  // No 32 bytes of anything it read, exported or wrapped are the secret.
  expect(holdsSecretOf(JSON.stringify(taken), publicKey)).toBe(false);
  // What it can do: ask the key to sign while it runs on this page (so it can act as the user while the page is open).
  expect(p256.verify(hex.decode(taken.signedHere), new TextEncoder().encode('a proof made on the page'), hex.decode(publicKey), { lowS: false })).toBe(true);
});

test("a page on another origin cannot drive the devnet's controls; the API still answers it (the widget)", async ({ page }) => {
  // A page of another site on this machine, with no policy of its own.
  await page.goto(HOSTILE);
  const before = (await (await page.request.get(`${SITE}/devnet/api/state`)).json()) as { data: { clockSkewMs: number } };
  const tried = await page.evaluate(async (site) => {
    // No preflight: a plain-text POST, as a hostile page would send it.
    const noCors = await fetch(`${site}/devnet/api/clock`, { method: 'POST', mode: 'no-cors', body: JSON.stringify({ skewMs: 999_000 }) }).then(
      () => 'sent',
      () => 'failed',
    );
    const read = await fetch(`${site}/devnet/api/state`).then(
      (r) => String(r.status),
      () => 'blocked',
    );
    const api = await fetch(`${site}/api/ts2`).then(
      (r) => String(r.status),
      () => 'blocked',
    );
    return { noCors, read, api };
  }, SITE);
  expect(tried.read).toBe('blocked');
  expect(tried.api).toBe('200');
  const after = (await (await page.request.get(`${SITE}/devnet/api/state`)).json()) as { data: { clockSkewMs: number } };
  expect(after.data.clockSkewMs).toBe(before.data.clockSkewMs);
});
