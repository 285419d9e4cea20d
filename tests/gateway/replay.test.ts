import { createServer, type Server } from 'node:http';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProofChecker, sendStoredAnswer } from '../../server/auth/proof-check';
import { HEADER, proofUrl } from '../../src/services/http/request-signing';
import { canonicalRequest } from '../../src/services/http/canonical-request';

/**
 * The proof id as a request's idempotency key (server/auth/proof-check.ts, used by the devnet and the gateway): a
 * resent copy gets the first copy's answer and is never handled twice; another key reusing someone's proof id gets
 * nothing of theirs; one key's proof id on another request is refused.
 */
let server: Server;
let origin = '';
let handled = 0;
let slowMs = 0;
beforeAll(async () => {
  const proofs = createProofChecker();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const proof = proofs.check({
        headers: req.headers,
        method: req.method ?? 'GET',
        url: `${origin}${req.url}`,
        body,
        serverNow: Date.now(),
        checkTime: true,
      });
      if ('problem' in proof) return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: -1, msg: proof.problem }));
      if ('replay' in proof) return sendStoredAnswer(res, proof.replay);
      const recorder = proofs.record(proof.proofId, res);
      recorder.dispatch();
      handled++;
      const n = handled;
      if (slowMs) await new Promise((r) => setTimeout(r, slowMs));
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ code: 0, msg: 'ok', data: { n, body } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function signed(key: Uint8Array, path: string, body: string, proofId = bytesToHex(p256.utils.randomSecretKey()).slice(0, 32)) {
  const ts = Date.now();
  const url = `${origin}${path}`;
  const sign = bytesToHex(p256.sign(utf8ToBytes(canonicalRequest({ ts, proofId, method: 'POST', url: proofUrl(url), body, session: null })), key));
  const headers = {
    [HEADER.clientKey]: bytesToHex(p256.getPublicKey(key, true)),
    [HEADER.timestamp]: String(ts),
    [HEADER.proofId]: proofId,
    [HEADER.signature]: sign,
    'content-type': 'application/json',
  };
  return { url, init: { method: 'POST', headers, body }, proofId };
}
const post = async (r: { url: string; init: RequestInit }) =>
  (await fetch(r.url, r.init)).json() as Promise<{ code: number; msg: string; data: { n: number } }>;

describe('a request proof is its idempotency key', () => {
  it('a resent copy gets the first answer (and its caching headers); the handler ran once', async () => {
    const alice = p256.utils.randomSecretKey();
    const first = signed(alice, '/order', '{"a":1}');
    const before = handled;
    const answer = await post(first);
    const again = await fetch(first.url, first.init);
    expect(await again.json()).toEqual(answer);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(handled).toBe(before + 1);
  });

  it("another key reusing someone's proof id gets nothing of theirs: its own request is handled as its own", async () => {
    const alice = p256.utils.randomSecretKey();
    const mallory = p256.utils.randomSecretKey();
    const hers = signed(alice, '/base/login', '{"who":"alice"}');
    await post(hers);
    const his = await post(signed(mallory, '/base/login', '{"who":"mallory"}', hers.proofId));
    expect(his).toMatchObject({ code: 0, data: { body: '{"who":"mallory"}' } });
  });

  it("one key's proof id on another request is refused", async () => {
    const alice = p256.utils.randomSecretKey();
    const first = signed(alice, '/order', '{"a":1}');
    await post(first);
    expect(await post(signed(alice, '/order', '{"a":2}', first.proofId))).toEqual({
      code: -1,
      msg: 'This request proof was made for another request: each request needs a proof of its own.',
    });
  });

  it('a copy resent while the first is still being handled (its connection gone) is not handled again; then it gets the answer', async () => {
    const alice = p256.utils.randomSecretKey();
    const first = signed(alice, '/order', '{"slow":1}');
    slowMs = 300;
    const before = handled;
    const controller = new AbortController();
    const dropped = fetch(first.url, { ...first.init, signal: controller.signal }).catch(() => 'dropped');
    await new Promise((r) => setTimeout(r, 50));
    controller.abort();
    expect(await dropped).toBe('dropped');
    expect(await post(first)).toMatchObject({ code: -1, msg: 'This request is still being handled: wait a moment, then check whether it went through.' });
    await new Promise((r) => setTimeout(r, 400));
    slowMs = 0;
    expect(await post(first)).toMatchObject({ code: 0, data: { n: before + 1 } });
    expect(handled).toBe(before + 1);
  });
});
