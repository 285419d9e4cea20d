import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalString } from './request-signing';

/**
 * The canonical string of a request proof (request-signing.ts) from the body itself, in one synchronous call: how the
 * gateway and the devnet read a proof, and how tests make one. The page hashes the body with WebCrypto instead.
 */
export function canonicalRequest(p: {
  ts: number;
  proofId: string;
  method: string;
  /** The full request URL (DPoP's htu). */
  url: string;
  body: string | undefined;
  session: string | null;
}): string {
  const bodyHash = p.body === undefined || p.body === '' ? '' : bytesToHex(sha256(utf8ToBytes(p.body)));
  return canonicalString({ ts: p.ts, proofId: p.proofId, method: p.method, url: p.url, bodyHash, session: p.session });
}
