/**
 * Every failure of a server call is an ApiError, so callers switch on `kind` and `code`
 * instead of parsing messages. Message keys are the spec's.
 */
export type ApiErrorKind =
  /** The envelope's code was not 0; `code` and `serverMessage` are the server's. */
  | 'server'
  /** fetch failed (no network, refused, CORS). Message key network_error. */
  | 'network'
  /** The call ran past its time-out and was aborted. */
  | 'timeout'
  /** A status other than 200. Message key response_status_error. */
  | 'status'
  /** An empty body. Message key response_no_data. */
  | 'no-data'
  /** A body that is not JSON or not the {code, msg, data} envelope. */
  | 'bad-response'
  /** The caller aborted. */
  | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly path: string;
  readonly code: number | null;
  readonly status: number | null;
  readonly serverMessage: string | null;
  /** What the user reads for this failure, when it says more than the kind's message (a decoded answer's problem). */
  readonly shown: string | null;

  constructor(init: {
    kind: ApiErrorKind;
    path: string;
    message: string;
    code?: number | null;
    status?: number | null;
    serverMessage?: string | null;
    shown?: string | null;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.path = init.path;
    this.code = init.code ?? null;
    this.status = init.status ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.shown = init.shown ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A call this network's upstream does not serve (code -404, the gateway's "not offered"): permanent, in the server's own words. */
export function notOfferedWords(error: unknown): string | null {
  return error instanceof ApiError && error.kind === 'server' && error.code === -404 ? (error.serverMessage ?? error.message) : null;
}
