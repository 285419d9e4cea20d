import { ApiError } from './api-error';
import type { ApiEventBus } from './api-events';
import { eventsForError, type ApiLayer } from './error-routing';
import { WEB_VERSION_HEADER, type ReloadGuard } from './reload-guard';

/** The response envelope of every call. */
export interface Envelope<T> {
  readonly code: number;
  readonly msg: string;
  readonly data: T;
}

export type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface HttpClientDeps {
  /** e.g. '/api' or 'https://host/basic'; paths are appended to it. */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  /** Default time-out of the layer in ms; aborted for real with an AbortController. */
  readonly timeoutMs: number;
  /** Which layer this is: decides how errors are routed. */
  readonly layer?: ApiLayer;
  /** The headers of one request (session, app id, signed timestamp, front version). */
  readonly headers?: (method: string, url: string, body: string | undefined, session?: string) => Promise<Record<string, string>> | Record<string, string>;
  /** Where routed events go. */
  readonly events?: ApiEventBus;
  /** The 403 and web-version reload rules. */
  readonly reloadGuard?: ReloadGuard;
}

export interface RequestOptions {
  readonly query?: Query;
  readonly body?: unknown;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
  /** A session to prove instead of the current one (logout of a session the app has already forgotten). */
  readonly session?: string;
}

export interface HttpClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

/** '/path?a=1': the path and its query, as signed. */
export function pathWithQuery(path: string, query?: Query): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (!query) return clean;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${clean}${clean.includes('?') ? '&' : '?'}${search}` : clean;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  return `${base}${pathWithQuery(path, query)}`;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** A client of one server layer: the envelope unwrapped, every failure an ApiError. */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const layer = deps.layer ?? 'basic';

  async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
    try {
      return await send<T>(method, path, options);
    } catch (error) {
      if (error instanceof ApiError && deps.events) {
        if (error.kind === 'status' && error.status === 403) {
          if (deps.reloadGuard?.on403() ?? true) deps.events.emit({ type: 'reload', reason: '403' });
        } else {
          for (const event of eventsForError(layer, error)) deps.events.emit(event);
        }
      }
      throw error;
    }
  }

  async function send<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
    const controller = new AbortController();
    const timeoutMs = options.timeoutMs ?? deps.timeoutMs;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });

    let body: string | undefined;
    if (method === 'POST') body = JSON.stringify(options.body ?? {});
    const url = buildUrl(deps.baseUrl, path, options.query);
    try {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
        ...(await deps.headers?.(method, url, body, options.session)),
        ...options.headers,
      };
      let response: Response;
      try {
        response = await deps.fetch(url, { method, headers, body, signal: controller.signal });
      } catch (cause) {
        if (timedOut) throw new ApiError({ kind: 'timeout', path, message: `${path} timed out after ${timeoutMs / 1000} s`, cause });
        if (options.signal?.aborted) throw new ApiError({ kind: 'aborted', path, message: `${path} was cancelled`, cause });
        throw new ApiError({ kind: 'network', path, message: 'network_error', cause });
      }
      if (deps.reloadGuard?.onWebVersion(response.headers.get(WEB_VERSION_HEADER))) deps.events?.emit({ type: 'reload', reason: 'web-version' });
      if (response.status !== 200) {
        throw new ApiError({ kind: 'status', path, status: response.status, message: `${path} answered ${response.status}` });
      }
      let text: string;
      try {
        text = await response.text();
      } catch (cause) {
        if (timedOut) throw new ApiError({ kind: 'timeout', path, message: `${path} timed out after ${timeoutMs / 1000} s`, cause });
        throw new ApiError({ kind: 'network', path, message: 'network_error', cause });
      }
      if (text.trim() === '') throw new ApiError({ kind: 'no-data', path, message: 'response_no_data' });
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (cause) {
        throw new ApiError({ kind: 'bad-response', path, message: `${path} did not answer JSON`, cause });
      }
      if (!isEnvelope(parsed)) throw new ApiError({ kind: 'bad-response', path, message: `${path} answered an unknown shape` });
      if (parsed.code !== 0) {
        const serverMessage = typeof parsed.msg === 'string' ? parsed.msg : '';
        throw new ApiError({ kind: 'server', path, code: parsed.code, serverMessage, message: serverMessage || `${path} failed with code ${parsed.code}` });
      }
      return parsed.data as T;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
  };
}
