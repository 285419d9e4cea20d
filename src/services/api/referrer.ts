import { REFERRER_TTL_MS } from '../../domain/constants';
import type { ReferrerRecord } from '../../domain/entities';
import type { KeyValueStore } from '../storage/key-value-store';
import type { Clock } from '../time/clock';

const KEY = 'referrer';

/**
 * A referrer from the URL (`?ref=…`, with an optional `id`) is stored with its time and sent with
 * /inscribe/order and /badge/order for 7 days, then dropped.
 */
export function createReferrerStore(deps: { store: KeyValueStore; clock: Clock }) {
  return {
    captureFromUrl(search: string): void {
      const params = new URLSearchParams(search);
      const ref = params.get('ref')?.trim();
      if (!ref || ref.length > 128) return;
      const record: ReferrerRecord = { ref, id: params.get('id')?.trim().slice(0, 128) ?? '', timestamp: deps.clock.now() };
      deps.store.set(KEY, JSON.stringify(record));
    },
    current(): ReferrerRecord | null {
      const raw = deps.store.get(KEY);
      if (!raw) return null;
      try {
        const record = JSON.parse(raw) as ReferrerRecord;
        if (typeof record.ref !== 'string' || typeof record.timestamp !== 'number') throw new Error('bad record');
        if (deps.clock.now() - record.timestamp > REFERRER_TTL_MS) {
          deps.store.remove(KEY);
          return null;
        }
        return record;
      } catch {
        deps.store.remove(KEY);
        return null;
      }
    },
  };
}

export type ReferrerStore = ReturnType<typeof createReferrerStore>;
