import { describe, expect, it, vi } from 'vitest';
import { userMessageForError } from '../../src/services/http/error-routing';
import { UNISAT_FAMILY, createUnisatFamilyAdapter, type UnisatProvider } from '../../src/services/wallets/unisat-family-adapter';
import { WalletError } from '../../src/services/wallets/wallet-adapter';

const ADDRESS = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';
const PUBKEY = `02${'ab'.repeat(32)}`;

/** A fake UniSat-interface provider: connected or not, answering or rejecting. */
function fakeProvider(options: { connected?: boolean; reject?: boolean; signature?: string; psbtEcho?: boolean; network?: string; isEnkrypt?: boolean } = {}) {
  const listeners = new Map<string, (...a: unknown[]) => void>();
  let connected = options.connected ?? false;
  const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 });
  const provider: UnisatProvider & { emit(e: string, ...a: unknown[]): void } = {
    isEnkrypt: options.isEnkrypt,
    requestAccounts: vi.fn(async () => {
      if (options.reject) throw rejection;
      connected = true;
      return [ADDRESS];
    }),
    getAccounts: vi.fn(async () => (connected ? [ADDRESS] : [])),
    getPublicKey: vi.fn(async () => PUBKEY),
    getBalance: vi.fn(async () => ({ confirmed: 5, unconfirmed: 1, total: 6 })),
    getNetwork: vi.fn(async () => options.network ?? 'livenet'),
    switchNetwork: vi.fn(async () => undefined),
    signMessage: vi.fn(async () => {
      if (options.reject) throw rejection;
      return options.signature ?? 'c2lnbmF0dXJl';
    }),
    signPsbt: vi.fn(async (hex: string) => (options.psbtEcho ? hex : `${hex}ff`)),
    on: (event, listener) => void listeners.set(event, listener),
    removeListener: (event) => void listeners.delete(event),
    emit: (event, ...args) => listeners.get(event)?.(...args),
  };
  return provider;
}

const where: Record<keyof typeof UNISAT_FAMILY, (p: UnisatProvider) => Record<string, unknown>> = {
  unisat: (p) => ({ unisat: p, unisat_wallet: p }),
  bitget: (p) => ({ bitkeep: { unisat: p } }),
  tp: (p) => ({ tokenpocket: { bitcoin: p } }),
  gate: (p) => ({ gatewallet: { bitcoin: p } }),
  enkrypt: (p) => ({ enkrypt: { providers: { bitcoin: p } } }),
};

describe.each(Object.keys(UNISAT_FAMILY) as (keyof typeof UNISAT_FAMILY)[])('%s adapter', (type) => {
  const make = (p: UnisatProvider | null) => createUnisatFamilyAdapter(type, () => (p ? where[type](p) : {}));

  it('finds its provider where the wallet injects it, or says it is not installed', async () => {
    expect(make(fakeProvider()).isInstalled()).toBe(true);
    const missing = make(null);
    expect(missing.isInstalled()).toBe(false);
    await expect(missing.connect()).rejects.toMatchObject({ kind: 'not-installed', message: `${UNISAT_FAMILY[type].name} not installed` });
    await expect(missing.restore()).resolves.toBeNull();
  });

  it('connects: one address and key for both roles', async () => {
    await expect(make(fakeProvider()).connect()).resolves.toEqual({
      ordinalsAddress: ADDRESS,
      paymentAddress: ADDRESS,
      ordinalsPubKey: PUBKEY,
      paymentPubKey: PUBKEY,
    });
  });

  it('restores with getAccounts, never requestAccounts (no popup at load)', async () => {
    const provider = fakeProvider({ connected: true });
    await expect(make(provider).restore()).resolves.toMatchObject({ ordinalsAddress: ADDRESS });
    expect(provider.requestAccounts).not.toHaveBeenCalled();
    await expect(make(fakeProvider({ connected: false })).restore()).resolves.toBeNull();
  });

  it('turns code 4001 into a user rejection the site does not show', async () => {
    const error = await make(fakeProvider({ reject: true }))
      .connect()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({ kind: 'user-rejected', userRejected: true });
    expect(userMessageForError(error)).toBeNull();
  });

  it('an empty signature is sign_failed; a PSBT that comes back unchanged is sign_psbt_failed', async () => {
    await expect(make(fakeProvider({ signature: '' })).signMessage('m', 'ecdsa')).rejects.toMatchObject({ kind: 'sign-failed' });
    await expect(make(fakeProvider({ psbtEcho: true })).signPsbt('70736274ff', { toSignInputs: [{ index: 0 }] })).rejects.toMatchObject({
      kind: 'sign-psbt-failed',
      message: 'Sign psbt failed. Refresh the page and try again.',
    });
    await expect(make(fakeProvider()).signPsbt('70736274ff', { toSignInputs: [{ index: 0, sighashTypes: [131] }] })).resolves.toBe('70736274ffff');
  });

  it('switches the network only when it differs, and reports account and network changes', async () => {
    const provider = fakeProvider({ network: 'testnet' });
    const adapter = make(provider);
    await adapter.switchNetwork('testnet');
    expect(provider.switchNetwork).not.toHaveBeenCalled();
    await adapter.switchNetwork('livenet');
    expect(provider.switchNetwork).toHaveBeenCalledWith('livenet');
    const changes: unknown[] = [];
    const stop = adapter.onChange((c) => changes.push(c));
    provider.emit('accountsChanged', []);
    provider.emit('networkChanged', 'testnet');
    stop();
    provider.emit('accountsChanged', [ADDRESS]);
    expect(changes).toEqual([
      { type: 'accounts', accounts: [] },
      { type: 'network', network: 'testnet' },
    ]);
  });
});

describe('UniSat detection next to Enkrypt (DESIGN.md: Enkrypt overwrites window.unisat)', () => {
  it('reads window.unisat_wallet before window.unisat', async () => {
    const real = fakeProvider({ connected: true });
    const enkrypt = fakeProvider({ isEnkrypt: true });
    const adapter = createUnisatFamilyAdapter('unisat', () => ({ unisat: enkrypt, unisat_wallet: real }));
    await adapter.restore();
    expect(real.getAccounts).toHaveBeenCalled();
    expect(enkrypt.getAccounts).not.toHaveBeenCalled();
  });
  it('never takes Enkrypt for UniSat', () => {
    expect(createUnisatFamilyAdapter('unisat', () => ({ unisat: fakeProvider({ isEnkrypt: true }) })).isInstalled()).toBe(false);
  });
});
