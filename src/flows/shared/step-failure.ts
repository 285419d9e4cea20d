/**
 * How a step of a flow failed, as its machine keeps it: the user's words; `rejected` when the user
 * said no in the wallet (no error is shown); `code` the server's (specs 000 and 001 section 8 route on it).
 */
export interface StepFailure {
  readonly message: string;
  readonly rejected?: boolean;
  readonly code?: number | null;
}

/** The failure an actor's error event carries (anything thrown becomes its text). */
export function failureOf(event: unknown): StepFailure {
  const error = (event as { error: unknown }).error;
  if (typeof error === 'object' && error !== null && 'message' in error) return error as StepFailure;
  return { message: String(error) };
}

/**
 * A failed step in the user's words, for the steps QA reads (`npm run paths`): a rejection in the wallet, the
 * swap's op commit (-2), or what the server said, introduced by `answer`.
 */
export function failureWords(event: unknown, answer = 'The answer is'): string {
  const failure = failureOf(event);
  if (failure.rejected) return 'The user rejects in the wallet';
  if (failure.code === -2) return 'The swap answers code -2: a rollup is being committed';
  return `${answer}: ${failure.message}`;
}

/** Codes below -1 mean the listing changed (sold, unlisted, repriced): the list is refreshed. */
export const listChanged = (failure: StepFailure): boolean => (failure.code ?? 0) < -1;
