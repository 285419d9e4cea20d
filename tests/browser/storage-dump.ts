import { p256 } from '@noble/curves/nist.js';
import { base64, hex } from '@scure/base';
import type { Page } from '@playwright/test';

/** A CryptoKey as a script sees it: its kind, algorithm, whether its bytes may be read out, what it may do. */
export interface KeySeen {
  readonly type: string;
  readonly algorithm: unknown;
  readonly extractable: boolean;
  readonly usages: readonly string[];
}

/**
 * Everything the page's origin keeps, read by a script on the page: both Web Storages, and every IndexedDB record
 * (bytes as hex, CryptoKeys as what they say of themselves).
 */
export async function dumpStorage(page: Page): Promise<{ text: string; keys: KeySeen[] }> {
  return page.evaluate(async () => {
    const keys: KeySeen[] = [];
    const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    const plain = (value: unknown): unknown => {
      if (value instanceof CryptoKey) {
        const seen = { type: value.type, algorithm: value.algorithm, extractable: value.extractable, usages: [...value.usages] };
        keys.push(seen);
        return { cryptoKey: seen };
      }
      if (value instanceof ArrayBuffer) return toHex(new Uint8Array(value));
      if (ArrayBuffer.isView(value)) return toHex(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      if (Array.isArray(value)) return value.map(plain);
      if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
      return value;
    };
    const records: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const get = db.transaction(store).objectStore(store).getAll();
          get.onsuccess = () => resolve(get.result);
        });
        records.push({ db: name, store, all: all.map(plain) });
      }
      db.close();
    }
    return { text: JSON.stringify({ local: Object.entries(localStorage), session: Object.entries(sessionStorage), records }), keys };
  });
}

/**
 * True when any 32 bytes of `text` (its runs of hex, base64 or base64url, as a JWK's `d` is written) are the secret
 * of `publicKey`, the compressed P-256 key a request carries in X-Client-Key.
 */
export function holdsSecretOf(text: string, publicKey: string): boolean {
  const runs = [...text.matchAll(/[0-9a-f]{64,}/gi)].map((m) => hex.decode(m[0].length % 2 ? m[0].slice(1) : m[0].toLowerCase()));
  for (const m of text.matchAll(/[A-Za-z0-9+/_-]{43,}={0,2}/g)) {
    const standard = m[0].replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    try {
      runs.push(base64.decode(standard.padEnd(Math.ceil(standard.length / 4) * 4, '=')));
    } catch {
      /* not base64 */
    }
  }
  for (const bytes of runs)
    for (let i = 0; i + 32 <= bytes.length; i++) {
      try {
        if (hex.encode(p256.getPublicKey(bytes.slice(i, i + 32), true)) === publicKey) return true;
      } catch {
        /* not a key */
      }
    }
  return false;
}
