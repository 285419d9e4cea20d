/**
 * A small wrapper over Web Storage: reading or writing never throws (private mode, quota, disabled
 * storage), so a storage problem never breaks a flow; it only means nothing is remembered.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** The prefix of every key the app keeps in Web Storage. */
const PREFIX = 'ba:';

export function createKeyValueStore(backing: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined, prefix = PREFIX): KeyValueStore {
  const memory = new Map<string, string>();
  return {
    get(key) {
      try {
        return backing ? backing.getItem(prefix + key) : (memory.get(key) ?? null);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        backing?.setItem(prefix + key, value);
      } catch {
        /* remembered in memory only */
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        backing?.removeItem(prefix + key);
      } catch {
        /* nothing to do */
      }
    },
  };
}

/** The browser's storage, or null where it cannot be reached. */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether the app keeps anything in `storage` (a key of its prefix): false where it cannot be read. */
export function keepsAnything(storage: Pick<Storage, 'length' | 'key'> | null): boolean {
  try {
    for (let i = 0; storage && i < storage.length; i++) if (storage.key(i)?.startsWith(PREFIX)) return true;
    return false;
  } catch {
    return false;
  }
}
