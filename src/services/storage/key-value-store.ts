/**
 * A small wrapper over Web Storage: reading or writing never throws (private mode, quota, disabled
 * storage), so a storage problem never breaks a flow; it only means nothing is remembered.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createKeyValueStore(backing: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined, prefix = 'ba:'): KeyValueStore {
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
