import type { ServerResponse } from 'node:http';
import type { SharedProofLedger } from '../store/gateway-store';
import { recordAnswer, type AnswerRecorder, type CheckedProof } from './proof-check';
import { verdict, type StoredAnswer } from './proof-ledger';
import { readProof, type ProofInput } from './proof-read';

/**
 * The gateway's proof check: the same proof (proof-read.ts) and the same answers to a resent copy as the devnet's
 * (proof-check.ts), its ids in the gateway's store, so with a shared store a proof id is used once on every
 * instance: a copy sent to another instance gets what it would have got on the first.
 */
export function createSharedProofChecker(ledger: SharedProofLedger) {
  return {
    async check(input: ProofInput): Promise<{ problem: string } | { replay: StoredAnswer } | CheckedProof> {
      const proof = readProof(input);
      if ('problem' in proof) return proof;
      const claim = await ledger.claim(proof.id, proof.request, proof.until, input.serverNow);
      if (!claim.taken) return verdict(claim.entry, proof.request);
      return { clientKey: proof.clientKey, session: proof.session, proofId: proof.id };
    },

    /** Keeps what `res` answers the request of `proofId` in the ledger before the answer leaves (recordAnswer). */
    record: (proofId: string, res: ServerResponse): AnswerRecorder => recordAnswer(res, (outcome) => ledger.settle(proofId, outcome)),
  };
}
