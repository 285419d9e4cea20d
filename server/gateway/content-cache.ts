/** An inscription's content as the content host answered it. */
export interface Content {
  readonly body: Buffer;
  readonly contentType: string;
}
/** What fetching an inscription's content came to: the content, or the status and words the browser is answered. */
export type Fetched = ({ readonly ok: true } & Content) | { readonly ok: false; readonly status: number; readonly message: string };

/** How much content the gateway keeps in memory. */
export interface ContentCacheLimits {
  /** All the kept content together, in bytes: past it, what was asked for longest ago goes. */
  readonly maxBytes: number;
  /** One inscription's content larger than this is served but not kept. */
  readonly maxItemBytes: number;
  /** Fetches from the content host at once (each up to the proxy's largest answer): one more is told to wait. */
  readonly maxInFlight: number;
}

/** 64 MiB in all, 4 MiB an inscription (a block holds no larger one), 32 fetches at once. */
export const CONTENT_CACHE_DEFAULTS: ContentCacheLimits = { maxBytes: 64 * 1024 * 1024, maxItemBytes: 4 * 1024 * 1024, maxInFlight: 32 };

const BUSY: Fetched = { ok: false, status: 503, message: 'The content host is busy: try again in a few seconds.' };

/**
 * Inscription content kept in memory by inscription id (content never changes, so it never goes stale): only what
 * the content host answered with success is kept, least recently asked for first out, within `maxBytes`. Requests
 * for an id being fetched wait for that fetch rather than start another; at most `maxInFlight` ids are fetched at
 * once, so the memory fetches hold is bounded too.
 */
export function createContentCache(limits: ContentCacheLimits) {
  /** In the order last asked for (a Map keeps insertion order: the first is the least recent). */
  const kept = new Map<string, Content>();
  const fetching = new Map<string, Promise<Fetched>>();
  let bytes = 0;

  const keep = (id: string, content: Content) => {
    if (content.body.length > limits.maxItemBytes) return;
    const before = kept.get(id);
    if (before) bytes -= before.body.length;
    kept.delete(id);
    kept.set(id, content);
    bytes += content.body.length;
    for (const [oldest, old] of kept) {
      if (bytes <= limits.maxBytes) break;
      kept.delete(oldest);
      bytes -= old.body.length;
    }
  };

  return {
    /** `id`'s content: kept, being fetched (that fetch's answer), or fetched now with `fetch` (which must not throw). */
    get(id: string, fetch: () => Promise<Fetched>): Promise<Fetched> {
      const hit = kept.get(id);
      if (hit) {
        kept.delete(id);
        kept.set(id, hit);
        return Promise.resolve({ ok: true, ...hit });
      }
      const pending = fetching.get(id);
      if (pending) return pending;
      if (fetching.size >= limits.maxInFlight) return Promise.resolve(BUSY);
      const started = fetch().then((fetched) => {
        if (fetched.ok) keep(id, { body: fetched.body, contentType: fetched.contentType });
        return fetched;
      });
      fetching.set(id, started);
      const done = () => void fetching.delete(id);
      started.then(done, done);
      return started;
    },
  };
}
