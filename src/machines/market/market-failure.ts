/**
 * How a step of a market dialog failed, as its machine keeps it: the user's words; `rejected` when the user
 * said no in the wallet (no error is shown); `code` the market's (spec 000 section 8 routes on it).
 */
export interface MarketFailure {
  readonly message: string;
  readonly rejected?: boolean;
  readonly code?: number | null;
}

/** The failure an actor's error event carries (anything thrown becomes its text). */
export function failureOf(event: unknown): MarketFailure {
  const error = (event as { error: unknown }).error;
  if (typeof error === 'object' && error !== null && 'message' in error) return error as MarketFailure;
  return { message: String(error) };
}

/** Codes below -1 mean the listing changed (sold, unlisted, repriced): the list is refreshed (spec 000 section 8). */
export const listChanged = (failure: MarketFailure): boolean => (failure.code ?? 0) < -1;
