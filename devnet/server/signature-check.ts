import type { IncomingHttpHeaders } from 'node:http';
import { TIMESTAMP_TOLERANCE_MS } from '../../src/domain/constants';
import { HEADER, canonicalRequest, verifyRequestSignature } from '../../src/services/http/request-signing';

/**
 * Checks the signed request headers the README's API section defines: X-Client-Key, X-Ts, X-Sign over
 * the canonical string, and X-Ts within 3 minutes of server time. Returns the problem, or null.
 * `/ts2` is checked for its signature but not its time: it is how a client with a wrong clock learns the
 * right time.
 */
export function checkSignedHeaders(input: { headers: IncomingHttpHeaders; method: string; pathWithQuery: string; body: string; serverNow: number; checkTime: boolean }): string | null {
  const header = (name: string) => {
    const value = input.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  const key = header(HEADER.clientKey);
  const ts = header(HEADER.timestamp);
  const sign = header(HEADER.signature);
  if (!key || !ts || !sign) return `Missing request signature: send ${HEADER.clientKey}, ${HEADER.timestamp} and ${HEADER.signature}.`;
  if (!/^\d{1,16}$/.test(ts)) return `${HEADER.timestamp} must be Unix time in ms.`;
  if (!/^0[23][0-9a-f]{64}$/i.test(key)) return `${HEADER.clientKey} must be a compressed secp256k1 public key in hex.`;
  if (!/^[0-9a-f]{128}$/i.test(sign)) return `${HEADER.signature} must be a 64-byte compact signature in hex.`;
  const canonical = canonicalRequest(Number(ts), input.method, input.pathWithQuery, input.method === 'GET' ? undefined : input.body);
  if (!verifyRequestSignature(sign.toLowerCase(), key.toLowerCase(), canonical)) return 'Invalid request signature.';
  if (input.checkTime && Math.abs(Number(ts) - input.serverNow) > TIMESTAMP_TOLERANCE_MS) {
    return 'The request time is more than 3 minutes from server time. Check your device clock.';
  }
  return null;
}
