import type { ProofClaim, ProofOutcome } from '../auth/proof-ledger';
import type { Session } from '../auth/session-store';
import type { Challenge } from '../auth/sign-in-rules';
import type { RateLimit } from '../gateway/rate-limit';

/** Sessions by id. A session is forgotten by itself a day after it expired (until then it answers -502, expired). */
export interface SharedSessions {
  get(id: string): Promise<Session | undefined>;
  put(id: string, session: Session): Promise<void>;
  remove(id: string): Promise<void>;
}

/** The messages given to sign, by address and request key (sign-in-rules.ts, challengeKey). */
export interface SharedChallenges {
  /** Keeps `challenge` for `key`, with the last `keep - 1` before it. */
  add(key: string, challenge: Challenge, keep: number): Promise<void>;
  list(key: string): Promise<readonly Challenge[]>;
  /** Takes `challenge` away: true for the one caller that took it (each message signs in once, on every instance). */
  take(key: string, challenge: Challenge): Promise<boolean>;
}

/** Proof ids used, each once on every instance that shares the ledger (proof-ledger.ts says what an entry is). */
export interface SharedProofLedger {
  /** Takes `id` for `request` until the server time `until` (atomically: of two instances, one takes it). */
  claim(id: string, request: string, until: number, serverNow: number): Promise<ProofClaim>;
  settle(id: string, outcome: ProofOutcome): Promise<void>;
}

/** A rate limit's buckets (rate-limit.ts's rule): true when the call may go on. */
export interface SharedLimiter {
  take(key: string): Promise<boolean>;
}

/**
 * Where a gateway keeps what it must remember between requests: sessions, sign-in messages, proof ids and rate-limit
 * buckets. One instance keeps them in its process (local-store.ts: memory, or sessions in a file); several behind
 * one address share one store (redis-store.ts), so a user may sign in through one and go on through another, a proof
 * is used once on all of them and a client's allowance is one allowance.
 */
export interface GatewayStore {
  /** What it is, for the log: 'memory', 'file' or 'redis'. */
  readonly kind: string;
  readonly sessions: SharedSessions;
  readonly challenges: SharedChallenges;
  readonly proofs: SharedProofLedger;
  /** The buckets of one limit (`name`: ip, session, content), shared as the store is. */
  limiter(name: string, limit: RateLimit): SharedLimiter;
  /** Null when the store answers; else why not, in words (GET /readyz). */
  problem(): Promise<string | null>;
  close(): Promise<void>;
}

/** A store that did not answer: the gateway says so (HTTP 503) rather than guess. */
export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The gateway's store did not answer: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StoreUnavailable';
  }
}
