// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64, hex } from '@scure/base';
import { TEST_NETWORK, Transaction, p2tr, p2wpkh } from '@scure/btc-signer';
import { userMessageForError } from '../../src/services/http/error-routing';
import { SATS_CONNECT_WALLETS, createSatsConnectAdapter, type SatsConnectWallet } from '../../src/services/wallets/sats-connect-adapter';

const keyOf = (fill: number) => secp256k1.getPublicKey(new Uint8Array(32).fill(fill), true);
const ordKey = keyOf(1);
const payKey = keyOf(2);
const ORD = {
  address: p2tr(ordKey.slice(1), undefined, TEST_NETWORK).address!,
  publicKey: hex.encode(ordKey.slice(1)),
  purpose: 'ordinals',
  addressType: 'p2tr',
  walletType: 'software',
};
const PAY = {
  address: p2wpkh(payKey, TEST_NETWORK).address!,
  publicKey: hex.encode(payKey),
  purpose: 'payment',
  addressType: 'p2wpkh',
  walletType: 'software',
};
const SELLER = p2wpkh(keyOf(3), TEST_NETWORK);

/** A buy-shaped PSBT: the user's payment input, a seller's input, the user's ordinals input. */
function psbtHex(): string {
  const tx = new Transaction({ allowUnknownOutputs: true });
  const input = (script: Uint8Array, n: number) => tx.addInput({ txid: new Uint8Array(32).fill(n), index: 0, witnessUtxo: { script, amount: 10_000n } });
  input(p2wpkh(payKey, TEST_NETWORK).script, 1);
  input(SELLER.script, 2);
  input(p2tr(ordKey.slice(1), undefined, TEST_NETWORK).script, 3);
  tx.addOutputAddress(PAY.address, 5_000n, TEST_NETWORK);
  return hex.encode(tx.toPSBT());
}
const sighashOf = (psbtBase64: string, index: number) => Transaction.fromPSBT(base64.decode(psbtBase64)).getInput(index).sighashType;

/** A fake sats-connect provider (JSON-RPC `request`), shaped as Xverse's. */
function fakeProvider(options: { connected?: boolean; reject?: boolean; addresses?: unknown[]; psbtEcho?: boolean; noGetAccount?: boolean } = {}) {
  let connected = options.connected ?? false;
  const calls: { method: string; params: unknown }[] = [];
  const listeners = new Map<string, (e: unknown) => void>();
  const ok = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result });
  const fail = (code: number, message: string) => ({ jsonrpc: '2.0', id: '1', error: { code, message } });
  const provider = {
    calls,
    emit: (name: string, event: unknown) => listeners.get(name)?.(event),
    request: vi.fn(async (method: string, params: unknown) => {
      calls.push({ method, params });
      const account = { id: 'a', addresses: options.addresses ?? [ORD, PAY], walletType: 'software', network: { bitcoin: { name: 'Testnet' } } };
      switch (method) {
        case 'getInfo':
          return ok({ version: '2.0.0', platform: 'web', methods: [], supports: [] });
        case 'wallet_connect':
          if (options.reject) return fail(-32000, 'User rejected the request.');
          connected = true;
          return ok(account);
        case 'wallet_getAccount':
          if (options.noGetAccount) return fail(-32601, 'Method not found');
          return connected ? ok(account) : fail(-32002, 'Access denied');
        case 'signMessage':
          return options.reject
            ? fail(-32000, 'User rejected')
            : ok({ signature: 'c2ln', messageHash: '', address: (params as { address: string }).address, protocol: 'BIP322' });
        case 'signPsbt':
          return ok({ psbt: options.psbtEcho ? (params as { psbt: string }).psbt : Buffer.from('70736274ffee', 'hex').toString('base64') });
        case 'getBalance':
          return ok({ confirmed: '1000', unconfirmed: '5', total: '1005' });
        default:
          return fail(-32601, 'Method not found');
      }
    }),
    addListener: (info: { eventName: string; cb: (e: unknown) => void }) => {
      listeners.set(info.eventName, info.cb);
      return () => listeners.delete(info.eventName);
    },
  };
  return provider;
}

const g = window as unknown as Record<string, unknown>;
function install(type: SatsConnectWallet, provider: ReturnType<typeof fakeProvider> | null) {
  delete g.XverseProviders;
  delete g.magicEden;
  if (!provider) return;
  if (type === 'xverse') g.XverseProviders = { BitcoinProvider: provider };
  else g.magicEden = { bitcoin: provider };
}
afterEach(() => install('xverse', null));

describe.each(Object.keys(SATS_CONNECT_WALLETS) as SatsConnectWallet[])('%s adapter (sats-connect)', (type) => {
  it('finds its provider where the wallet injects it, or says it is not installed', async () => {
    install(type, null);
    const adapter = createSatsConnectAdapter(type);
    expect(adapter.isInstalled()).toBe(false);
    await expect(adapter.connect()).rejects.toMatchObject({ kind: 'not-installed', message: `${SATS_CONNECT_WALLETS[type].name} not installed` });
    await expect(adapter.restore(null)).resolves.toBeNull();
  });

  it('connects with the ordinals and payment addresses and both keys', async () => {
    const provider = fakeProvider();
    install(type, provider);
    await expect(createSatsConnectAdapter(type).connect()).resolves.toEqual({
      ordinalsAddress: ORD.address,
      paymentAddress: PAY.address,
      ordinalsPubKey: ORD.publicKey,
      paymentPubKey: PAY.publicKey,
    });
    expect(provider.calls.find((c) => c.method === 'wallet_connect')?.params).toMatchObject({ addresses: ['ordinals', 'payment'] });
  });

  it('a missing public key is refused, naming the wallet (Xverse: the missing-Xverse-pubkey error)', async () => {
    install(type, fakeProvider({ addresses: [ORD, { ...PAY, publicKey: '' }] }));
    const error = await createSatsConnectAdapter(type)
      .connect()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'no-public-key' });
    expect((error as Error).message).toContain(type === 'xverse' ? 'Xverse did not return both public keys' : 'Magic Eden Wallet');
  });

  it('restores with wallet_getAccount (no prompt); an older wallet without it gives back the stored account', async () => {
    const provider = fakeProvider({ connected: true });
    install(type, provider);
    await expect(createSatsConnectAdapter(type).restore(null)).resolves.toMatchObject({ ordinalsAddress: ORD.address });
    expect(provider.calls.map((c) => c.method)).not.toContain('wallet_connect');
    install(type, fakeProvider({ connected: false }));
    await expect(createSatsConnectAdapter(type).restore(null)).resolves.toBeNull();
    const stored = { ordinalsAddress: 'tb1pstored', paymentAddress: 'tb1qstored', ordinalsPubKey: 'k1', paymentPubKey: 'k2' };
    install(type, fakeProvider({ noGetAccount: true }));
    await expect(createSatsConnectAdapter(type).restore(stored)).resolves.toEqual(stored);
  });

  it('turns RPC code -32000 into a user rejection the site does not show', async () => {
    install(type, fakeProvider({ reject: true }));
    const error = await createSatsConnectAdapter(type)
      .connect()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'user-rejected', userRejected: true });
    expect(userMessageForError(error)).toBeNull();
  });

  it('signs messages with the address asked for; PSBTs go as base64 with the inputs by address', async () => {
    const provider = fakeProvider();
    install(type, provider);
    const adapter = createSatsConnectAdapter(type);
    await adapter.connect();
    await expect(adapter.signMessage('hello', 'bip322-simple')).resolves.toBe('c2ln');
    expect(provider.calls.at(-1)?.params).toEqual({ address: ORD.address, message: 'hello', protocol: 'BIP322' });
    await adapter.signMessage('bind', 'bip322-simple', PAY.address);
    expect(provider.calls.at(-1)?.params).toMatchObject({ address: PAY.address });
    const psbt = psbtHex();
    await expect(
      adapter.signPsbt(psbt, {
        toSignInputs: [
          { index: 0, publicKey: PAY.publicKey },
          { index: 2, sighashTypes: [131] },
        ],
      }),
    ).resolves.toBe('70736274ffee');
    const sent = provider.calls.at(-1)?.params as { psbt: string; signInputs: Record<string, number[]>; broadcast: boolean };
    // Each input by the address that owns it (input 2 named by no address: its own, the ordinals one).
    expect(sent.signInputs).toEqual({ [PAY.address]: [0], [ORD.address]: [2] });
    expect(sent.broadcast).toBe(false);
    // The requested sighash travels in the PSBT (sats-connect has no parameter for it); others are left alone.
    expect(sighashOf(sent.psbt, 2)).toBe(131);
    expect(sighashOf(sent.psbt, 0)).toBeUndefined();
  });

  it('an input of someone else, or named with the wrong address, is refused before the wallet is asked', async () => {
    const provider = fakeProvider();
    install(type, provider);
    const adapter = createSatsConnectAdapter(type);
    await adapter.connect();
    const calls = provider.calls.length;
    await expect(adapter.signPsbt(psbtHex(), { toSignInputs: [{ index: 1 }] })).rejects.toMatchObject({
      kind: 'sign-psbt-failed',
      message: "Input 1 is not spent from this wallet's addresses.",
    });
    await expect(adapter.signPsbt(psbtHex(), { toSignInputs: [{ index: 0, address: ORD.address }] })).rejects.toMatchObject({
      kind: 'sign-psbt-failed',
      message: `Input 0 belongs to ${PAY.address}, not ${ORD.address}.`,
    });
    expect(provider.calls.length).toBe(calls);
  });

  it('a PSBT that comes back unchanged is sign_psbt_failed', async () => {
    install(type, fakeProvider({ psbtEcho: true }));
    const adapter = createSatsConnectAdapter(type);
    await adapter.connect();
    await expect(adapter.signPsbt(psbtHex(), { toSignInputs: [{ index: 0 }] })).rejects.toMatchObject({
      kind: 'sign-psbt-failed',
      message: 'Sign psbt failed. Refresh the page and try again.',
    });
  });

  it('balance in sats from the wallet; account changes are heard', async () => {
    const provider = fakeProvider();
    install(type, provider);
    const adapter = createSatsConnectAdapter(type);
    await adapter.connect();
    await expect(adapter.getBalance()).resolves.toEqual({ confirmed: 1000, unconfirmed: 5, total: 1005 });
    const changes: unknown[] = [];
    const stop = adapter.onChange((c) => changes.push(c));
    // The listener attaches once sats-connect has loaded (it loads on demand).
    await new Promise((resolve) => setTimeout(resolve, 0));
    provider.emit('accountChange', { type: 'accountChange', addresses: [{ address: 'tb1pother' }] });
    expect(changes).toEqual([{ type: 'accounts', accounts: ['tb1pother'] }]);
    stop();
  });
});
