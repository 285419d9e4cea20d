import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A signed-in session: whose it is, until when, and the request key it was opened with (the only key it is accepted with). */
export interface Session {
  readonly address: string;
  readonly pubkey: string;
  readonly walletType: string;
  readonly expiresAt: number;
  readonly clientKey?: string;
}

/**
 * Where sessions live in one process: memory, or a file (the gateway's default: they survive a restart), or the
 * devnet's state. Several gateway instances behind one address share theirs in Redis instead (server/store/,
 * docs/operators.md).
 */
export interface SessionStore {
  get(id: string): Session | undefined;
  put(id: string, session: Session): void;
  remove(id: string): void;
  /** Every session, for ending them in bulk and for forgetting expired ones. */
  entries(): readonly (readonly [string, Session])[];
}

export function memorySessionStore(): SessionStore {
  const sessions = new Map<string, Session>();
  return {
    get: (id) => sessions.get(id),
    put: (id, session) => void sessions.set(id, session),
    remove: (id) => void sessions.delete(id),
    entries: () => [...sessions.entries()],
  };
}

/** Sessions in memory, written through to a JSON file (atomically: a temporary file renamed over it). */
export function fileSessionStore(path: string): SessionStore {
  const memory = memorySessionStore();
  try {
    const saved = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Session>;
    for (const [id, session] of Object.entries(saved)) if (typeof session?.address === 'string') memory.put(id, session);
  } catch {
    // No file yet, or one that cannot be read: start with no sessions (users sign in again).
  }
  const save = () => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.tmp`, JSON.stringify(Object.fromEntries(memory.entries())), { mode: 0o600 });
    renameSync(`${path}.tmp`, path);
  };
  return {
    get: memory.get,
    put: (id, session) => {
      memory.put(id, session);
      save();
    },
    remove: (id) => {
      memory.remove(id);
      save();
    },
    entries: memory.entries,
  };
}
