import { describe, expect, it } from 'vitest';
import { memoryKeyVault, type RequestKeyVault } from '../../src/services/http/request-key-vault';
import { HEADER, canonicalRequest, createRequestSigner, verifyRequestSignature } from '../../src/services/http/request-signing';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';

const PROOF = { proof: true, session: false } as const;

function signerWith(vault: RequestKeyVault, legacyStore = createKeyValueStore(null)) {
  return createRequestSigner({ appId: 'test', frontVersion: '1', clock: { now: () => 1_000 }, vault, legacyStore, getSession: () => null });
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
});
