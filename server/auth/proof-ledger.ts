/** What the first copy of a request was answered (kept to answer a resent copy the same). */
export interface StoredAnswer {
  readonly status: number;
  /** The headers that say what the answer is (content type, caching, retry), as first sent. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** A proof id's request: being handled, answered (its answer kept when small), or dropped before it was handled. */
export type ProofOutcome = { readonly state: 'pending' } | { readonly state: 'answered'; readonly answer: StoredAnswer | null } | { readonly state: 'dropped' };

/** What a ledger knows of a proof id: the hash of the request it was made for, and what became of it. */
export interface ProofEntry {
  readonly request: string;
  readonly outcome: ProofOutcome;
}

/**
 * Taking a proof id for a request: taken (the caller handles the request), or not, with what is there already. An
 * id whose first copy was dropped before it was handled is taken again by a copy of the same request.
 */
export type ProofClaim = { readonly taken: true } | { readonly taken: false; readonly entry: ProofEntry };

/** Answers kept to re-send are at most this big each (a larger one is recorded as answered, its answer not kept). */
export const STORED_ANSWER_MAX = 256 * 1024;
/** In one process's memory, answers kept take at most this much in all. */
const STORED_ANSWERS_TOTAL = 32 * 1024 * 1024;

/** Whether an entry found for an id may be taken again by `request`: its first copy was dropped before it was handled. */
export const retakeable = (entry: ProofEntry, request: string): boolean => entry.outcome.state === 'dropped' && entry.request === request;

/**
 * What a request whose proof id was taken already gets: the first copy's answer (nothing is done twice), or a
 * refusal in words: the same key and id on another request (a proof id is used for one request), or a copy of one
 * still being handled, or answered without its answer kept.
 */
export function verdict(entry: ProofEntry, request: string): { problem: string } | { replay: StoredAnswer } {
  if (entry.request !== request) return { problem: 'This request proof was made for another request: each request needs a proof of its own.' };
  const before = entry.outcome;
  if (before.state === 'answered') {
    if (before.answer) return { replay: before.answer };
    return { problem: 'This request reached the server twice and its answer was not kept, so nothing was done twice. Check whether it went through.' };
  }
  return { problem: 'This request is still being handled: wait a moment, then check whether it went through.' };
}

/**
 * The proof ids of one process, in memory: each with the server time after which it may be forgotten. The devnet's
 * and a single gateway's; several gateways share theirs in Redis (server/store/redis-proof-ledger.ts).
 */
export function memoryProofLedger() {
  const seen = new Map<string, { until: number; entry: ProofEntry }>();
  let storedBytes = 0;
  const sizeOf = (o: ProofOutcome) => (o.state === 'answered' && o.answer ? o.answer.body.length : 0);
  const forgetOld = (serverNow: number) => {
    for (const [id, kept] of seen)
      if (kept.until < serverNow) {
        storedBytes -= sizeOf(kept.entry.outcome);
        seen.delete(id);
      }
  };
  return {
    claim(id: string, request: string, until: number, serverNow: number): ProofClaim {
      forgetOld(serverNow);
      const found = seen.get(id)?.entry;
      if (found && !retakeable(found, request)) return { taken: false, entry: found };
      seen.set(id, { until, entry: { request, outcome: { state: 'pending' } } });
      return { taken: true };
    },
    settle(id: string, outcome: ProofOutcome): void {
      const kept = seen.get(id);
      if (!kept) return;
      const fits = storedBytes - sizeOf(kept.entry.outcome) + sizeOf(outcome) <= STORED_ANSWERS_TOTAL;
      const settled: ProofOutcome = fits || outcome.state !== 'answered' ? outcome : { state: 'answered', answer: null };
      storedBytes += sizeOf(settled) - sizeOf(kept.entry.outcome);
      seen.set(id, { ...kept, entry: { ...kept.entry, outcome: settled } });
    },
  };
}
