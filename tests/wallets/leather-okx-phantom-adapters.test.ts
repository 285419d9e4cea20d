import { describe, expect, it, vi } from 'vitest';
import { userMessageForError } from '../../src/services/http/error-routing';
import { createLeatherAdapter, type LeatherProvider } from '../../src/services/wallets/leather-adapter';
import { createPhantomAdapter, type PhantomProvider } from '../../src/services/wallets/phantom-adapter';
import { createWalletAdapters } from '../../src/services/wallets/create-wallet-adapters';
import { WALLETS } from '../../src/domain/wallets';

const TR = { address: 'tb1ptaproot', publicKey: 'ab'.repeat(32) };
const WPKH = { address: 'tb1qsegwit', publicKey: `02${'cd'.repeat(32)}` };
const stored = { ordinalsAddress: TR.address, paymentAddress: WPKH.address, ordinalsPubKey: TR.publicKey, paymentPubKey: WPKH.publicKey };
const fetchBalance = vi.fn(async () => ({ confirmed: 7, unconfirmed: 3, total: 10 }));

describe('hiro (Leather) adapter', () => {
  /** Shaped as LeatherProvider: JSON-RPC responses; a rejection rejects the promise with the whole response. */
  function leather(options: { types?: string[]; reject?: boolean; echo?: boolean } = {}) {
    const calls: { method: string; params: unknown }[] = [];
    const provider: LeatherProvider = {
      request: vi.fn(async (method: string, params?: unknown) => {
        calls.push({ method, params });
        if (options.reject) throw { jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected the request' } };
        if (method === 'getAddresses') {
          const all: { symbol: string; address: string; type?: string; publicKey?: string }[] = [
            { symbol: 'BTC', type: 'p2wpkh', ...WPKH },
            { symbol: 'BTC', type: 'p2tr', ...TR },
            { symbol: 'STX', address: 'SP000' },
          ];
          return { result: { addresses: all.filter((a) => !a.type || (options.types ?? ['p2tr', 'p2wpkh']).includes(a.type)) } };
        }
        if (method === 'signMessage') return { result: { signature: 'c2ln', address: TR.address } };
        if (method === 'signPsbt') return { result: { hex: options.echo ? (params as { hex: string }).hex : `${(params as { hex: string }).hex}ee` } };
        return { error: { code: -32601, message: 'no' } };
      }),
    };
    return { calls, adapter: createLeatherAdapter({ getWindow: () => ({ LeatherProvider: provider }), fetchBalance }) };
  }

  it('needs both a Taproot and a Native Segwit address (connect_failed_no_address)', async () => {
    await expect(leather().adapter.connect()).resolves.toEqual(stored);
    await expect(leather({ types: ['p2wpkh'] }).adapter.connect()).rejects.toMatchObject({
      kind: 'no-account',
      message: 'Connect failed: the wallet needs both a Taproot (P2TR) and a Native Segwit (P2WPKH) address.',
    });
  });

  it('4001 is a user rejection; not installed says so', async () => {
    const error = await leather({ reject: true })
      .adapter.connect()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'user-rejected' });
    expect(userMessageForError(error)).toBeNull();
    const none = createLeatherAdapter({ getWindow: () => ({}) });
    expect(none.isInstalled()).toBe(false);
    await expect(none.connect()).rejects.toMatchObject({ kind: 'not-installed', message: 'Leather (Hiro) not installed' });
  });

  it('restores the stored account without calling the wallet (no prompt at load)', async () => {
    const { adapter, calls } = leather();
    await expect(adapter.restore(stored)).resolves.toEqual(stored);
    await expect(adapter.restore(null)).resolves.toBeNull();
    expect(calls).toEqual([]);
  });

  it('signs only with sighash 0, 1, 2 or 131; the indexes and network go with the PSBT', async () => {
    const { adapter, calls } = leather();
    await adapter.connect();
    await adapter.switchNetwork('testnet');
    await expect(adapter.signPsbt('70736274ff', { toSignInputs: [{ index: 1, sighashTypes: [131] }] })).resolves.toBe('70736274ffee');
    expect(calls.at(-1)).toEqual({
      method: 'signPsbt',
      params: { hex: '70736274ff', signAtIndex: [1], allowedSighash: [131], network: 'testnet', broadcast: false },
    });
    await expect(adapter.signPsbt('70736274ff', { toSignInputs: [{ index: 0, sighashTypes: [3] }] })).rejects.toMatchObject({ kind: 'wallet-limit' });
    await expect(leather({ echo: true }).adapter.signPsbt('70736274ff', { toSignInputs: [{ index: 0 }] })).rejects.toMatchObject({ kind: 'sign-psbt-failed' });
  });

  it('signs in with the Taproot address, binds with the Segwit one; the balance comes from the API', async () => {
    const { adapter, calls } = leather();
    await adapter.connect();
    await adapter.signMessage('m', 'bip322-simple');
    expect(calls.at(-1)?.params).toMatchObject({ message: 'm', paymentType: 'p2tr' });
    await adapter.signMessage('m', 'bip322-simple', WPKH.address);
    expect(calls.at(-1)?.params).toMatchObject({ paymentType: 'p2wpkh' });
    await expect(adapter.getBalance()).resolves.toEqual({ confirmed: 7, unconfirmed: 3, total: 10 });
    expect(fetchBalance).toHaveBeenLastCalledWith(WPKH.address);
  });
});

// OKX: okx-adapter.test.ts (a fake written from OKX's published provider API, mainnet and testnet).

describe('phantom adapter', () => {
  function phantom(options: { reject?: boolean } = {}) {
    const listeners = new Map<string, (...a: unknown[]) => void>();
    const provider: PhantomProvider & { emit(e: string, ...a: unknown[]): void } = {
      requestAccounts: vi.fn(async () => {
        if (options.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        return [
          { address: TR.address, addressType: 'p2tr', publicKey: TR.publicKey, purpose: 'ordinals' },
          { address: WPKH.address, addressType: 'p2wpkh', publicKey: WPKH.publicKey, purpose: 'payment' },
        ];
      }),
      signMessage: vi.fn(async () => ({ signature: new Uint8Array([1, 2, 3]) })),
      signPSBT: vi.fn(async (bytes: Uint8Array) => new Uint8Array([...bytes, 0xee])),
      on: (e, l) => void listeners.set(e, l),
      removeListener: (e) => void listeners.delete(e),
      emit: (e, ...a) => listeners.get(e)?.(...a),
    };
    return { provider, adapter: createPhantomAdapter({ getWindow: () => ({ phantom: { bitcoin: provider } }), fetchBalance }) };
  }

  it('connects with its ordinals and payment accounts; restore uses the stored account and no prompt', async () => {
    const { adapter, provider } = phantom();
    await expect(adapter.restore(stored)).resolves.toEqual(stored);
    expect(provider.requestAccounts).not.toHaveBeenCalled();
    await expect(phantom().adapter.connect()).resolves.toEqual(stored);
  });

  it('signPSBT gets bytes and the inputs by address with their sighash; messages are signed as bytes', async () => {
    const { adapter, provider } = phantom();
    await adapter.connect();
    await expect(
      adapter.signPsbt('70736274ff', {
        toSignInputs: [
          { index: 0, address: TR.address, sighashTypes: [131] },
          { index: 1, publicKey: WPKH.publicKey },
        ],
      }),
    ).resolves.toBe('70736274ffee');
    expect(vi.mocked(provider.signPSBT).mock.calls[0]![1]).toEqual({
      inputsToSign: [
        { address: TR.address, signingIndexes: [0], sigHash: 131 },
        { address: WPKH.address, signingIndexes: [1] },
      ],
    });
    await expect(adapter.signMessage('hi', 'bip322-simple')).resolves.toBe('AQID');
    expect(vi.mocked(provider.signMessage).mock.calls[0]![0]).toBe(TR.address);
  });

  it('accountsChanged is heard (the site disconnects); 4001 is a user rejection', async () => {
    const { adapter, provider } = phantom();
    const changes: unknown[] = [];
    adapter.onChange((c) => changes.push(c));
    provider.emit('accountsChanged', [{ address: 'tb1pnew' }]);
    expect(changes).toEqual([{ type: 'accounts', accounts: ['tb1pnew'] }]);
    await expect(phantom({ reject: true }).adapter.connect()).rejects.toMatchObject({ kind: 'user-rejected' });
  });
});

describe('all ten wallets', () => {
  it('one adapter per wallet of spec 001 section 3, in order, each with type, name and logo', () => {
    const adapters = createWalletAdapters({ getWindow: () => ({}) });
    expect(adapters.map((a) => a.type)).toEqual(WALLETS.map((w) => w.type));
    expect(adapters.map((a) => a.type)).toEqual(['unisat', 'xverse', 'hiro', 'okx', 'bitget', 'tp', 'phantom', 'gate', 'magic-eden', 'enkrypt']);
    for (const adapter of adapters) {
      expect(adapter.name).toBeTruthy();
      expect(adapter.logo).toMatch(/^data:image\/svg\+xml,/);
      expect(adapter.isInstalled()).toBe(false);
    }
  });
});
