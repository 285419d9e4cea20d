/**
 * The one typed event bus that server-call outcomes are routed through (error-routing.ts decides
 * which). Machines and views subscribe; nothing polls for these.
 */
export type ApiEvent =
  /** Basic -501/-502, market -163: the session is no longer valid; disconnect. */
  | { readonly type: 'session-invalid'; readonly code: number }
  /** 'Need to bind first' and the receive-address variant: bind data cleared, session invalidated. */
  | { readonly type: 'bind-required' }
  /** Swap -2: an op commit is in progress (overlay; poll system status). */
  | { readonly type: 'op-committing' }
  /** Swap -6: swap maintenance (a swap config that fails otherwise is a failed call, issue 45, 4). */
  | { readonly type: 'swap-maintenance' }
  /** Swap -8 / -10. */
  | { readonly type: 'slippage-error'; readonly code: number }
  /** Market -106, or a failed market config fetch. */
  | { readonly type: 'market-maintained' }
  /** Market -116. */
  | { readonly type: 'brc20-read-only' }
  /** Market -117. */
  | { readonly type: 'domain-read-only' }
  /** Market -100 / -139: the inscription list must refresh. */
  | { readonly type: 'refresh-list'; readonly code: number }
  /** HTTP 403 (throttled to once per 30 minutes) or a new web version: reload the page. */
  | { readonly type: 'reload'; readonly reason: '403' | 'web-version' };

export type ApiEventType = ApiEvent['type'];
type Handler<T extends ApiEventType> = (event: Extract<ApiEvent, { type: T }>) => void;

export interface ApiEventBus {
  emit(event: ApiEvent): void;
  on<T extends ApiEventType>(type: T, handler: Handler<T>): () => void;
  /** Every event, for logging and tests. */
  onAny(handler: (event: ApiEvent) => void): () => void;
}

export function createApiEventBus(): ApiEventBus {
  const handlers = new Map<string, Set<(event: ApiEvent) => void>>();
  const any = new Set<(event: ApiEvent) => void>();
  return {
    emit(event) {
      // A subscriber that throws must not stop the others.
      for (const handler of [...(handlers.get(event.type) ?? []), ...any]) {
        try {
          handler(event);
        } catch (error) {
          console.error(error);
        }
      }
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (event: ApiEvent) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (event: ApiEvent) => void);
    },
    onAny(handler) {
      any.add(handler);
      return () => any.delete(handler);
    },
  };
}
