/**
 * Where the request key is kept between loads. Never raw: the secret is encrypted (AES-GCM) by a WebCrypto key
 * made non-extractable, and both are kept in IndexedDB. A dump of the origin's storage then holds a ciphertext
 * and a key object whose bytes cannot be read out by any script; only the browser that made it can use it, and
 * only while a script runs on this origin (README, "Request proofs": the threat model).
 *
 * Where IndexedDB or WebCrypto is missing (a private window that refuses it, an old browser, Node), the key
 * lives in memory only: a reload signs in again.
 */
export interface RequestKeyVault {
  /** The key kept for this origin, or null (none kept, unreadable, or no storage here). */
  load(): Promise<Uint8Array | null>;
  /** Keeps `secret` in place of any key kept before. */
  save(secret: Uint8Array): Promise<void>;
  /** Forgets the kept key. */
  clear(): Promise<void>;
}

/** A vault that keeps nothing past this page: tests, and browsers without IndexedDB or WebCrypto. */
export function memoryKeyVault(): RequestKeyVault {
  let kept: Uint8Array | null = null;
  return {
    load: async () => (kept ? kept.slice() : null),
    save: async (secret) => void (kept = secret.slice()),
    clear: async () => void (kept = null),
  };
}

const STORE = 'keys';
const RECORD = 'request-key';

interface WrappedRecord {
  readonly wrappingKey: CryptoKey;
  readonly iv: Uint8Array;
  readonly ciphertext: ArrayBuffer;
}

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

const isWrapped = (value: unknown): value is WrappedRecord =>
  typeof value === 'object' &&
  value !== null &&
  (value as WrappedRecord).wrappingKey instanceof CryptoKey &&
  (value as WrappedRecord).iv instanceof Uint8Array &&
  (value as WrappedRecord).ciphertext instanceof ArrayBuffer;

/** The browser's vault, in the IndexedDB database `name` (the site and each widget prefix have their own). */
export function browserKeyVault(name: string): RequestKeyVault {
  const supported = typeof indexedDB !== 'undefined' && typeof crypto !== 'undefined' && crypto.subtle !== undefined && typeof CryptoKey !== 'undefined';
  if (!supported) return memoryKeyVault();
  const fallback = memoryKeyVault();
  return {
    async load() {
      try {
        const record: unknown = await inStore(name, 'readonly', (store) => store.get(RECORD));
        if (!isWrapped(record)) return await fallback.load();
        const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.iv as Uint8Array<ArrayBuffer> }, record.wrappingKey, record.ciphertext);
        return new Uint8Array(plain);
      } catch {
        return fallback.load();
      }
    },
    async save(secret) {
      await fallback.save(secret);
      try {
        const wrappingKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
        const iv = crypto.getRandomValues(new Uint8Array(12));
        const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, wrappingKey, secret as Uint8Array<ArrayBuffer>);
        await inStore(name, 'readwrite', (store) => store.put({ wrappingKey, iv, ciphertext } satisfies WrappedRecord, RECORD));
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
