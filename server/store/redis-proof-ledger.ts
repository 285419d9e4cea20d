import type { Redis } from 'ioredis';
import { retakeable, type ProofEntry, type ProofOutcome } from '../auth/proof-ledger';
import type { SharedProofLedger } from './gateway-store';
import { redisScript } from './redis-script';

/** An entry as Redis keeps it: JSON, a kept answer's body in base64. */
interface Stored {
  readonly request: string;
  readonly state: ProofOutcome['state'];
  readonly answer?: { readonly status: number; readonly headers: Readonly<Record<string, string>>; readonly body: string } | null;
}
const encode = (entry: ProofEntry): string => {
  const { outcome } = entry;
  const stored: Stored =
    outcome.state === 'answered'
      ? {
          request: entry.request,
          state: 'answered',
          answer: outcome.answer ? { status: outcome.answer.status, headers: outcome.answer.headers, body: outcome.answer.body.toString('base64') } : null,
        }
      : { request: entry.request, state: outcome.state };
  return JSON.stringify(stored);
};
const decode = (text: string): ProofEntry => {
  const stored = JSON.parse(text) as Stored;
  if (stored.state !== 'answered') return { request: stored.request, outcome: { state: stored.state } };
  const answer = stored.answer ? { status: stored.answer.status, headers: stored.answer.headers, body: Buffer.from(stored.answer.body, 'base64') } : null;
  return { request: stored.request, outcome: { state: 'answered', answer } };
};

/** Takes an entry whose first copy was dropped, if it is still that entry. */
const RETAKE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0
`;

/**
 * Proof ids in Redis, shared by every instance: an id is taken by an atomic set-if-absent with its time to live
 * (SET NX PX), so of two instances given the same proof one takes it and the other finds it taken, and answers as
 * the first would have (proof-ledger.ts, verdict). Forgotten by Redis when no proof with its time could be accepted.
 */
export function redisProofLedger(redis: Redis, prefix: string): SharedProofLedger {
  const retake = redisScript(redis, RETAKE);
  /** The ids this instance took and has not answered yet: the request each was taken for, until when. */
  const owned = new Map<string, { request: string; until: number }>();
  const forgetOld = (serverNow: number) => {
    for (const [id, mine] of owned) if (mine.until < serverNow) owned.delete(id);
  };
  return {
    async claim(id, request, until, serverNow) {
      forgetOld(serverNow);
      const key = `${prefix}${id}`;
      const ttl = String(Math.max(1, Math.ceil(until - serverNow)));
      const pending = encode({ request, outcome: { state: 'pending' } });
      // Three tries: an entry can be forgotten, or dropped and taken again, between two commands.
      for (let attempt = 0; attempt < 3; attempt++) {
        if ((await redis.set(key, pending, 'PX', ttl, 'NX')) === 'OK') {
          owned.set(id, { request, until });
          return { taken: true };
        }
        const found = await redis.get(key);
        if (found === null) continue;
        const entry = decode(found);
        if (!retakeable(entry, request)) return { taken: false, entry };
        if ((await retake([key], [found, pending, ttl])) === 1) {
          owned.set(id, { request, until });
          return { taken: true };
        }
      }
      throw new Error('a proof id changed hands three times while it was being taken');
    },

    async settle(id, outcome) {
      const mine = owned.get(id);
      if (!mine) return;
      if (outcome.state === 'answered') owned.delete(id);
      // Only while the entry is there (XX), with the time to live it was taken with (KEEPTTL).
      await redis.set(`${prefix}${id}`, encode({ request: mine.request, outcome }), 'KEEPTTL', 'XX');
    },
  };
}
