import { isRequestKeyPair } from './request-key';

/**
 * Where the request key is kept between loads: the WebCrypto key pair itself (request-key.ts), its private key made
 * non-extractable, stored in IndexedDB as the CryptoKey objects (structured clone keeps them non-extractable). No
 * bytes of the private key are anywhere a script can read: a dump of the origin's storage holds two key objects,
 * and `exportKey` refuses the private one. A script on this origin can still ask the kept key to sign while it runs
 * here (README, "Request proofs": the threat model).
 *
 * Where IndexedDB is missing or refused (a private window that refuses it, an old browser, Node), the pair lives
 * in memory only: a reload signs in again. A record of another shape (the AES-wrapped secret of builds before
 * this one) is deleted when read, and the user signs in again.
 */
export interface RequestKeyVault {
  /** The key pair kept for this origin, or null (none kept, not a usable pair, or no storage here). */
  load(): Promise<CryptoKeyPair | null>;
  /** Keeps `pair` in place of any key kept before. */
  save(pair: CryptoKeyPair): Promise<void>;
  /** Forgets the kept key. */
  clear(): Promise<void>;
}

/** A vault that keeps nothing past this page: tests, and browsers without IndexedDB. */
export function memoryKeyVault(): RequestKeyVault {
  let kept: CryptoKeyPair | null = null;
  return {
    load: async () => kept,
    save: async (pair) => void (kept = pair),
    clear: async () => void (kept = null),
  };
}

const STORE = 'keys';
const RECORD = 'request-key';

const promised = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function open(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return promised(request);
}

async function inStore<T>(name: string, mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open(name);
  try {
    const transaction = db.transaction(STORE, mode);
    const result = await promised(run(transaction.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    return result;
  } finally {
    db.close();
  }
}

/** The browser's vault, in the IndexedDB database `name` (the site and each widget prefix have their own). */
export function browserKeyVault(name: string): RequestKeyVault {
  const supported = typeof indexedDB !== 'undefined' && typeof CryptoKey !== 'undefined';
  if (!supported) return memoryKeyVault();
  const fallback = memoryKeyVault();
  return {
    async load() {
      try {
        const record: unknown = await inStore(name, 'readonly', (store) => store.get(RECORD));
        if (isRequestKeyPair(record)) return { privateKey: record.privateKey, publicKey: record.publicKey };
        if (record !== undefined) await inStore(name, 'readwrite', (store) => store.delete(RECORD));
        return await fallback.load();
      } catch {
        return fallback.load();
      }
    },
    async save(pair) {
      await fallback.save(pair);
      try {
        await inStore(name, 'readwrite', (store) => store.put({ privateKey: pair.privateKey, publicKey: pair.publicKey } satisfies CryptoKeyPair, RECORD));
      } catch {
        /* kept in memory only: a reload signs in again */
      }
    },
    async clear() {
      await fallback.clear();
      try {
        await inStore(name, 'readwrite', (store) => store.delete(RECORD));
      } catch {
        /* nothing kept */
      }
    },
  };
}
