// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../src/services/api/create-api';
import { createKeyValueStore, type KeyValueStore } from '../../src/services/storage/key-value-store';
import { readStoredWallet } from '../../src/services/wallet-session/stored-wallet';
import { createWalletSession } from '../../src/services/wallet-session/wallet-session';
import { PsbtRefusedError } from '../../src/services/wallet-session/check-parts';
import type { HostWallet } from '../../src/services/wallet-session/host-wallet';
import type { TabChannel, WalletSessionDeps } from '../../src/services/wallet-session/wallet-session-deps';
import type { WalletAdapter } from '../../src/services/wallets/wallet-adapter';
import { ApiError } from '../../src/services/http/api-error';
import { memoryKeyVault } from '../../src/services/http/request-key-vault';
import { createRequestSigner } from '../../src/services/http/request-signing';
import type { ConnectedAccount, SignedInUser } from '../../src/domain/wallet-session';

const ACCOUNT: ConnectedAccount = {
  ordinalsAddress: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  paymentAddress: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  ordinalsPubKey: `02${'ab'.repeat(32)}`,
  paymentPubKey: `02${'ab'.repeat(32)}`,
};
const USER: SignedInUser = { session: 'session-1', inscribeCount: 3, ogPassCount: 0, swapAccess: true };

/** A fake server: the basic calls the session makes, recorded. */
function fakeApi(overrides: Partial<Record<'user' | 'logout' | 'preload' | 'login', (...args: unknown[]) => Promise<unknown>>> = {}) {
  const calls: string[] = [];
  const record =
    (name: string, answer: (...args: unknown[]) => Promise<unknown>) =>
    (...args: unknown[]) => {
      calls.push(`${name}${args.length ? ` ${JSON.stringify(args)}` : ''}`);
      return answer(...args);
    };
  const basic = {
    user: record(
      'user',
      overrides.user ?? (async () => ({ address: ACCOUNT.ordinalsAddress, inscribeCount: 5, ogPassCount: 1, access: { swapAccess: { access: true } } })),
    ),
    logout: record('logout', overrides.logout ?? (async () => ({ loggedOut: true }))),
    preload: record('preload', overrides.preload ?? (async () => ({ signMsg: 'Sign in' }))),
    login: record('login', overrides.login ?? (async () => ({ session: 'fresh', inscribeCount: 0, ogPassCount: 0 }))),
  };
  // The request key's life, in the order it happens among the calls (a real signer over a memory vault).
  const real = createRequestSigner({ appId: 't', frontVersion: '1', clock: { now: () => 0 }, vault: memoryKeyVault(), getSession: () => null });
  const signer = {
    ...real,
    rotate: () => (keyEvents.push('rotate'), real.rotate()),
    discard: (generation?: number) => (keyEvents.push(`discard after ${calls.filter((c) => c.startsWith('logout')).length} logout`), real.discard(generation)),
  };
  const keyEvents: string[] = [];
  const api = {
    signer,
    basic,
    query: { addressBalance: async () => ({ btcSatoshi: 10, btcPendingSatoshi: 2 }) },
    market: { xverseBind: async () => ({}) },
  } as unknown as Api;
  return { api: async () => api, calls, keyEvents };
}

function fakeAdapter(overrides: Partial<WalletAdapter> = {}): WalletAdapter {
  return {
    type: 'unisat',
    name: 'UniSat Wallet',
    logo: '',
    isInstalled: () => true,
    connect: vi.fn(async () => ACCOUNT),
    restore: vi.fn(async () => ACCOUNT),
    getVersion: async () => '1.5.0',
    getBalance: async () => ({ confirmed: 0, unconfirmed: 0, total: 0 }),
    signMessage: vi.fn(async () => 'c2ln'),
    signPsbt: vi.fn(async (hex: string) => `${hex}00`),
    switchNetwork: async () => {},
    onChange: () => () => {},
    ...overrides,
  };
}

/** An in-memory BroadcastChannel: every channel of one name hears the others. */
function channelBus() {
  const open = new Map<string, Set<TabChannel>>();
  return (name: string): TabChannel => {
    const peers = open.get(name) ?? new Set<TabChannel>();
    open.set(name, peers);
    const channel: TabChannel = {
      onmessage: null,
      postMessage(message) {
        for (const peer of peers) if (peer !== channel) peer.onmessage?.({ data: message } as MessageEvent);
      },
      close() {
        peers.delete(channel);
      },
    };
    peers.add(channel);
    return channel;
  };
}

function session(over: Partial<WalletSessionDeps> & { storage?: KeyValueStore } = {}) {
  const server = fakeApi();
  const deps: WalletSessionDeps = {
    api: server.api,
    storage: createKeyValueStore(null),
    tabStorage: createKeyValueStore(null),
    network: () => 'testnet',
    pathname: () => '/',
    reload: vi.fn(),
    channelName: null,
    createAdapters: () => [fakeAdapter()],
    ...over,
  };
  return { session: createWalletSession(deps), deps, server };
}

const sessions: { dispose(): void }[] = [];
afterEach(() => {
  sessions.splice(0).forEach((s) => s.dispose());
});

describe('the wallet session service', () => {
  it('two instances on one page share nothing: storage, adapters, channel and warnings are each their own', async () => {
    const a = session({ createAdapters: () => [fakeAdapter()] });
    const bAdapter = fakeAdapter({ type: 'xverse', name: 'Xverse' });
    const b = session({ createAdapters: () => [bAdapter] });
    sessions.push(a.session, b.session);
    a.session.persist({ walletType: 'unisat', account: ACCOUNT, user: USER });
    expect(readStoredWallet((k) => a.deps.storage.get(k))?.user.session).toBe('session-1');
    expect(readStoredWallet((k) => b.deps.storage.get(k))).toBeNull();
    expect((await a.session.adapters()).map((x) => x.type)).toEqual(['unisat']);
    expect((await b.session.adapters()).map((x) => x.type)).toEqual(['xverse']);
    await expect(a.session.restore()).resolves.toMatchObject({ walletType: 'unisat', user: { session: 'session-1', inscribeCount: 5 } });
    await expect(b.session.restore()).resolves.toBeNull();
    const warnings: string[] = [];
    a.session.onWarning((w) => warnings.push(`a:${w.message}`));
    b.session.onWarning((w) => warnings.push(`b:${w.message}`));
    a.session.end('session-invalid');
    expect(warnings).toEqual(['a:Your session has expired. Click to reload the page and connect again.']);
  });

  it('Disconnect forgets the stored session and bind record, and ends the session on the server', async () => {
    const { session: s, deps, server } = session();
    sessions.push(s);
    s.persist({ walletType: 'unisat', account: ACCOUNT, user: USER });
    deps.storage.set('wallet-bind', '{}');
    s.forget();
    s.end('user');
    expect(deps.storage.get('wallet')).toBeNull();
    expect(deps.storage.get('wallet-bind')).toBeNull();
    await vi.waitFor(() => expect(server.calls).toContain('logout ["session-1"]'));
  });

  it('the request key: a new one at every sign-in, forgotten at every disconnect after the logout it proves (issue 24)', async () => {
    const server = fakeApi();
    const { session: s } = session({ api: server.api });
    sessions.push(s);
    await s.fetchSignInMessage('unisat', ACCOUNT);
    expect(server.keyEvents).toEqual(['rotate']);
    // The rotation comes before the preload it signs.
    expect(server.calls).toEqual([`preload ${JSON.stringify([ACCOUNT.ordinalsAddress])}`]);
    s.persist({ walletType: 'unisat', account: ACCOUNT, user: USER });
    s.forget();
    s.end('user');
    await vi.waitFor(() => expect(server.keyEvents).toEqual(['rotate', 'discard after 1 logout']));
    // A forced disconnect the server already refused: no logout, the key is forgotten all the same.
    s.persist({ walletType: 'unisat', account: ACCOUNT, user: USER });
    s.forget();
    s.end('session-invalid');
    await vi.waitFor(() => expect(server.keyEvents).toEqual(['rotate', 'discard after 1 logout', 'discard after 1 logout']));
  });

  it('a logout the server does not know is skipped quietly; a session the server refused is not logged out', async () => {
    const server = fakeApi({ logout: async () => Promise.reject(new ApiError({ kind: 'status', path: '/base/logout', status: 404, message: '404' })) });
    const { session: s } = session({ api: server.api });
    sessions.push(s);
    s.persist({ walletType: 'unisat', account: ACCOUNT, user: USER });
    s.forget();
    expect(() => s.end('user')).not.toThrow();
    await vi.waitFor(() => expect(server.calls).toContain('logout ["session-1"]'));
    s.persist({ walletType: 'unisat', account: ACCOUNT, user: { ...USER, session: 'session-2' } });
    s.forget();
    s.end('session-invalid');
    await new Promise((r) => setTimeout(r, 0));
    expect(server.calls.filter((c) => c.startsWith('logout'))).toHaveLength(1);
  });

  it('every disconnect is announced to the other tabs on the host channel, forced ones included', async () => {
    const createChannel = channelBus();
    const tab1 = session({ channelName: 'site', createChannel });
    const tab2 = session({ channelName: 'site', createChannel });
    const otherSite = session({ channelName: 'widget-1', createChannel });
    sessions.push(tab1.session, tab2.session, otherSite.session);
    const heard: string[] = [];
    tab2.session.onOtherTabDisconnect((reason) => heard.push(`tab2:${reason}`));
    otherSite.session.onOtherTabDisconnect((reason) => heard.push(`other:${reason}`));
    tab1.session.end('user');
    tab1.session.end('wallet-mismatch');
    tab1.session.end('account-changed');
    expect(heard).toEqual(['tab2:user', 'tab2:wallet-mismatch', 'tab2:account-changed']);
  });

  it('a forced disconnect warns once; acting on it reloads, and after the reload the user is told why', () => {
    const { session: s, deps } = session();
    sessions.push(s);
    const warnings: { message: string; onActivate(): void }[] = [];
    s.onWarning((w) => warnings.push(w));
    s.end('session-invalid');
    expect(warnings).toHaveLength(1);
    warnings[0]!.onActivate();
    expect(deps.reload).toHaveBeenCalledOnce();
    // The next load, same tab:
    const after = createWalletSession({ ...deps });
    sessions.push(after);
    expect(after.takeNotice()).toBe('You were signed out because your session expired. Connect your wallet to sign in again.');
    expect(after.takeNotice()).toBeNull();
  });

  it('restore never shows a signed-in user the server refused, or a session of another address, and says why', async () => {
    for (const answer of [
      async () => Promise.reject(new ApiError({ kind: 'server', path: '/base/user', code: -502, serverMessage: 'expired', message: 'expired' })),
      async () => ({ address: 'tb1qsomeoneelse', inscribeCount: 0, ogPassCount: 0 }),
    ]) {
      const server = fakeApi({ user: answer });
      const { session: s } = session({ api: server.api });
      sessions.push(s);
      s.persist({ walletType: 'unisat', account: ACCOUNT, user: USER });
      await expect(s.restore()).resolves.toBeNull();
      expect(s.takeNotice()).toBe('You were signed out because your session expired. Connect your wallet to sign in again.');
    }
  });

  it('with no session stored, restore gives nothing and loads no wallet library (no adapter is made)', async () => {
    const createAdapters = vi.fn(() => [fakeAdapter()]);
    const { session: s, server } = session({ createAdapters });
    sessions.push(s);
    await expect(s.restore()).resolves.toBeNull();
    expect(createAdapters).not.toHaveBeenCalled();
    expect(server.calls).toEqual([]);
    expect(server.keyEvents).toEqual(['discard after 0 logout']);
  });

  it('an unreachable server keeps the stored session (nothing refused it)', async () => {
    const server = fakeApi({ user: async () => Promise.reject(new ApiError({ kind: 'network', path: '/base/user', message: 'network_error' })) });
    const { session: s } = session({ api: server.api });
    sessions.push(s);
    s.persist({ walletType: 'unisat', account: ACCOUNT, user: USER });
    await expect(s.restore()).resolves.toMatchObject({ user: USER });
    expect(s.takeNotice()).toBeNull();
  });

  it('after Cancel no later sign-in step reaches the wallet or the server', async () => {
    const adapter = fakeAdapter();
    const server = fakeApi();
    const { session: s } = session({ api: server.api, createAdapters: () => [adapter] });
    sessions.push(s);
    const cancel = new AbortController();
    cancel.abort();
    await expect(s.signSignInMessage('unisat', 'Sign in', cancel.signal)).rejects.toMatchObject({ kind: 'aborted' });
    await expect(s.logIn('unisat', ACCOUNT, 'c2ln', cancel.signal)).rejects.toMatchObject({ kind: 'aborted' });
    expect(adapter.signMessage).not.toHaveBeenCalled();
    expect(server.calls.filter((c) => c.startsWith('login'))).toEqual([]);
  });

  it('failures reach the chooser in plain words, never a raw key or path', async () => {
    const server = fakeApi({ preload: async () => Promise.reject(new ApiError({ kind: 'network', path: '/base/preload', message: 'network_error' })) });
    const { session: s } = session({ api: server.api });
    sessions.push(s);
    await expect(s.fetchSignInMessage('unisat', ACCOUNT)).rejects.toEqual({
      kind: 'network',
      message: 'Network problem: check your connection and try again.',
      userRejected: false,
      retryable: true,
    });
  });
});

describe('the signing contract', () => {
  const psbtHex = '70736274ff01';
  it('a PSBT is checked against the intent before the wallet is asked; a refusal names the mismatch', async () => {
    const adapter = fakeAdapter();
    const check = vi.fn(() => ({ ok: false as const, reason: 'the seller would be paid 1,000 sats, not 50,000 sats as shown.' }));
    const { session: s } = session({ createAdapters: () => [adapter], psbtChecks: { buy: check } });
    sessions.push(s);
    const signer = s.signer('unisat', ACCOUNT);
    const error = await signer.signPsbt(psbtHex, { toSignInputs: [{ index: 0 }], intent: { kind: 'buy', priceSats: 50_000 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PsbtRefusedError);
    expect((error as Error).message).toBe('This transaction was not sent to your wallet: the seller would be paid 1,000 sats, not 50,000 sats as shown.');
    expect(check).toHaveBeenCalledWith({
      psbtHex,
      intent: { kind: 'buy', priceSats: 50_000 },
      account: ACCOUNT,
      toSignInputs: [{ index: 0 }],
      facts: new Map(),
    });
    expect(adapter.signPsbt).not.toHaveBeenCalled();
  });

  it('an intent with no check is refused; a check that passes hands the PSBT to the wallet', async () => {
    const adapter = fakeAdapter();
    const { session: s } = session({ createAdapters: () => [adapter], psbtChecks: { list: () => ({ ok: true }) } });
    sessions.push(s);
    const signer = s.signer('unisat', ACCOUNT);
    await expect(signer.signPsbt(psbtHex, { toSignInputs: [{ index: 0 }], intent: { kind: 'buy' } })).rejects.toThrow(
      'it could not be checked against what you were shown',
    );
    expect(adapter.signPsbt).not.toHaveBeenCalled();
    await expect(signer.signPsbt(psbtHex, { toSignInputs: [{ index: 0, sighashTypes: [131] }], intent: { kind: 'list' } })).resolves.toBe(`${psbtHex}00`);
    expect(adapter.signPsbt).toHaveBeenCalledWith(psbtHex, { toSignInputs: [{ index: 0, sighashTypes: [131] }] });
  });
});

describe('passthrough: the host page hands over its connected wallet', () => {
  it('creates no adapters of its own and never touches the page’s injected providers', async () => {
    const injected = { requestAccounts: vi.fn(), getAccounts: vi.fn(), signMessage: vi.fn(), signPsbt: vi.fn(), on: vi.fn() };
    const g = window as unknown as Record<string, unknown>;
    g.unisat = injected;
    const createAdapters = vi.fn(() => [fakeAdapter()]);
    const host: HostWallet = {
      walletType: 'unisat',
      name: 'Host wallet',
      account: ACCOUNT,
      signMessage: vi.fn(async () => 'aG9zdA=='),
      signPsbt: vi.fn(async (hex: string) => `${hex}ff`),
    };
    try {
      const { session: s } = session({ passthrough: host, createAdapters });
      sessions.push(s);
      const adapters = await s.adapters();
      expect(adapters.map((a) => a.name)).toEqual(['Host wallet']);
      await expect(s.connect('unisat')).resolves.toEqual(ACCOUNT);
      await expect(s.signSignInMessage('unisat', 'Sign in')).resolves.toBe('aG9zdA==');
      const signer = s.signer('unisat', ACCOUNT);
      await expect(signer.signMessage('hello')).resolves.toBe('aG9zdA==');
      expect(host.signMessage).toHaveBeenCalledWith('hello', 'bip322-simple', undefined);
      expect(createAdapters).not.toHaveBeenCalled();
      expect(g.unisat).toBe(injected);
      for (const fn of Object.values(injected)) expect(fn).not.toHaveBeenCalled();
    } finally {
      delete g.unisat;
    }
  });
});
