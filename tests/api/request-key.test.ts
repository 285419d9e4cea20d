import { describe, expect, it } from 'vitest';
import { memoryKeyVault, type RequestKeyVault } from '../../src/services/http/request-key-vault';
import { verifyRequestSignature } from '../../server/auth/request-signature';
import { HEADER, createRequestSigner } from '../../src/services/http/request-signing';
import { canonicalRequest } from '../../src/services/http/canonical-request';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { compressPoint, lowS } from '../../src/services/http/request-key';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/** The order of P-256's group (SEC 2). */
const P256_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

const PROOF = { proof: true, session: false } as const;

function signerWith(vault: RequestKeyVault, legacyStore = createKeyValueStore(null), subtle?: SubtleCrypto | null) {
  return createRequestSigner({ appId: 'test', frontVersion: '1', clock: { now: () => 1_000 }, vault, legacyStore, getSession: () => null, subtle });
}

/** The public key a signer's next request carries. */
const keyOf = async (signer: ReturnType<typeof signerWith>) => (await signer.headers(PROOF, 'GET', 'https://api.example/ts2', undefined))[HEADER.clientKey];

describe('the request key (issue 24)', () => {
  it('is kept in the vault between loads, and a new one is made at every sign-in (rotate)', async () => {
    const vault = memoryKeyVault();
    const first = signerWith(vault);
    const before = await keyOf(first);
    // The next load of the page restores the same key from the vault.
    expect(await keyOf(signerWith(vault))).toBe(before);
    first.rotate();
    const rotated = await keyOf(first);
    expect(rotated).not.toBe(before);
    expect(await keyOf(signerWith(vault))).toBe(rotated);
  });

  it('is forgotten at disconnect: in memory and in the vault', async () => {
    const vault = memoryKeyVault();
    const signer = signerWith(vault);
    const before = await keyOf(signer);
    signer.discard();
    const after = await keyOf(signer);
    expect(after).not.toBe(before);
    // The vault holds the new key, not the forgotten one.
    expect(await keyOf(signerWith(vault))).toBe(after);
  });

  it('a discard made conditional on an older generation leaves a key rotated since (a logout ending after a new sign-in)', async () => {
    const signer = signerWith(memoryKeyVault());
    await keyOf(signer);
    const old = signer.generation();
    signer.rotate();
    const fresh = await keyOf(signer);
    signer.discard(old);
    expect(await keyOf(signer)).toBe(fresh);
  });

  it("signs a first visit's first request without waiting for the vault to keep the new key; a disconnect right after still leaves the vault empty", async () => {
    const memory = memoryKeyVault();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // A vault whose writes wait (IndexedDB on a busy phone): reads and clears answer at once.
    const slow: RequestKeyVault = { load: memory.load, clear: memory.clear, save: async (pair) => (await held, memory.save(pair)) };
    const signer = signerWith(slow);
    const first = await keyOf(signer);
    expect(first).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(await memory.load()).toBeNull();
    signer.discard();
    release();
    await keyOf(signer);
    // The save of the first key ran before the clear the disconnect queued, so the first key is not kept.
    const kept = await signerWith(memory).publicKeyHex();
    expect(kept).not.toBe(first);
  });

  it('removes the raw key older builds kept in localStorage', () => {
    const legacy = createKeyValueStore(null);
    legacy.set('requestKey', 'ab'.repeat(32));
    signerWith(memoryKeyVault(), legacy);
    expect(legacy.get('requestKey')).toBeNull();
  });

  it('proves the full URL: the same path on another host or scheme does not verify', async () => {
    const signer = signerWith(memoryKeyVault());
    const headers = await signer.headers(PROOF, 'GET', 'https://api.example/api/ts2?x=1', undefined);
    const proof = { ts: 1_000, proofId: headers[HEADER.proofId]!, method: 'GET', body: undefined, session: null };
    const verifies = (url: string) => verifyRequestSignature(headers[HEADER.signature]!, headers[HEADER.clientKey]!, canonicalRequest({ ...proof, url }));
    expect(verifies('https://api.example/api/ts2?x=1')).toBe(true);
    expect(verifies('https://evil.example/api/ts2?x=1')).toBe(false);
    expect(verifies('http://api.example/api/ts2?x=1')).toBe(false);
    expect(verifies('https://api.example/api/ts2?x=2')).toBe(false);
  });

  it('is a non-extractable ECDSA P-256 key: the vault holds the CryptoKey objects, and the private key cannot be exported', async () => {
    const vault = memoryKeyVault();
    const signer = signerWith(vault);
    const key = await keyOf(signer);
    const pair = (await vault.load())!;
    expect(pair.privateKey.algorithm).toEqual({ name: 'ECDSA', namedCurve: 'P-256' });
    expect(pair.privateKey.extractable).toBe(false);
    for (const format of ['pkcs8', 'jwk', 'raw'] as const) await expect(crypto.subtle.exportKey(format, pair.privateKey)).rejects.toThrow();
    // What can be read is the public key: the one requests carry.
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    expect(bytesToHex(compressPoint(raw))).toBe(key);
  });

  it('signs ES256 with a low S that the servers verify', async () => {
    const signer = signerWith(memoryKeyVault());
    for (let i = 0; i < 8; i++) {
      const headers = await signer.headers(PROOF, 'POST', 'https://api.example/order', `{"n":${i}}`);
      const signature = headers[HEADER.signature]!;
      expect(signature).toMatch(/^[0-9a-f]{128}$/);
      expect(BigInt(`0x${signature.slice(64)}`) <= P256_N / 2n).toBe(true);
      const canonical = canonicalRequest({
        ts: 1_000,
        proofId: headers[HEADER.proofId]!,
        method: 'POST',
        url: 'https://api.example/order',
        body: `{"n":${i}}`,
        session: null,
      });
      expect(verifyRequestSignature(signature, headers[HEADER.clientKey]!, canonical)).toBe(true);
    }
    // WebCrypto gives either half of S: the high one is turned into the low one, and the low one kept.
    const high = new Uint8Array(64).fill(1);
    high.set(hexToBytes((P256_N - 2n).toString(16)), 32);
    expect(bytesToHex(lowS(high))).toBe(`${'01'.repeat(32)}${'00'.repeat(31)}02`);
    const low = new Uint8Array(64).fill(1);
    expect(lowS(low)).toEqual(low);
  });

  it('replaces a kept pair it would not have made (an extractable key; the browser test replaces the AES-wrapped record of older builds)', async () => {
    const readable = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const vault = memoryKeyVault();
    await vault.save(readable);
    const key = await keyOf(signerWith(vault));
    expect(key).not.toBe(bytesToHex(compressPoint(new Uint8Array(await crypto.subtle.exportKey('raw', readable.publicKey)))));
    expect((await vault.load())!.privateKey.extractable).toBe(false);
  });

  it('where WebCrypto is missing, makes no key: a call that needs a proof fails with words saying what to do', async () => {
    const vault = memoryKeyVault();
    const signer = signerWith(vault, createKeyValueStore(null), null);
    await expect(signer.headers(PROOF, 'GET', 'https://api.example/ts2', undefined)).rejects.toThrow(
      'This browser gives this page no Web Crypto (it does so only on https pages), so it cannot prove requests: open the site over https.',
    );
    expect(await vault.load()).toBeNull();
    // A layer without proofs still gets its headers.
    expect(await signer.headers({ proof: false, session: false }, 'GET', 'https://mempool.example/fees', undefined)).toEqual({
      'X-App-Id': 'test',
      'X-Front-Version': '1',
    });
  });
});
