import { describe, expect, it, vi } from 'vitest';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { NETWORK, TEST_NETWORK, p2tr, p2wpkh } from '@scure/btc-signer';
import { userMessageForError } from '../../src/services/http/error-routing';
import { createOkxAdapter } from '../../src/services/wallets/okx-adapter';

/**
 * Fakes written from OKX's published provider API (web3.okx.com, "Provider API" and "Provider API (Testnet)"):
 * - okxwallet.bitcoinTestnet: connect() -> {address, publicKey} (publicKey x-only, 32 bytes), signMessage(signStr,
 *   type), signPsbt(psbtHex, {autoFinalized, toSignInputs}), signPsbts. Nothing else: no getPublicKey, no
 *   getAccounts, no getBalance, no sendBitcoin.
 * - okxwallet.bitcoin: connect() -> {address, publicKey, compressedPublicKey}, requestAccounts, getAccounts (no
 *   prompt), getPublicKey (compressed), getBalance, sendBitcoin(toAddress, satoshis, {feeRate}), signMessage,
 *   signPsbt, and the accountChanged event.
 * A user who says no: an error with code 4001.
 */
const keyWithParity = (parity: '02' | '03') => {
  for (let fill = 1; ; fill++) {
    const key = secp256k1.getPublicKey(new Uint8Array(32).fill(fill), true);
    if (hex.encode(key).startsWith(parity)) return key;
  }
};
const EVEN = keyWithParity('02');
const ODD = keyWithParity('03');
const xOnly = (key: Uint8Array) => hex.encode(key.slice(1));
const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

function testnetOkx(account: { address: string; publicKey: string }, options: { reject?: boolean } = {}) {
  const provider = {
    connect: vi.fn(async () => {
      if (options.reject) throw rejection();
      return account;
    }),
    signMessage: vi.fn(async (_signStr: string, _type?: string) => 'INg2ZeG8b6Gs'),
    signPsbt: vi.fn(async (psbtHex: string, _options?: unknown) => `${psbtHex}ee`),
    signPsbts: vi.fn(async (psbtHexs: string[]) => psbtHexs.map((h) => `${h}ee`)),
  };
  const fetchBalance = vi.fn(async () => ({ confirmed: 7, unconfirmed: 3, total: 10 }));
  const adapter = createOkxAdapter({ network: () => 'testnet', getWindow: () => ({ okxwallet: { bitcoinTestnet: provider } }), fetchBalance });
  return { provider, adapter, fetchBalance };
}

describe('OKX Wallet on the test network (okxwallet.bitcoinTestnet)', () => {
  it('a Taproot account connects: the x-only key it gives becomes the compressed key its address was made from', async () => {
    for (const key of [EVEN, ODD]) {
      const address = p2tr(key.slice(1), undefined, TEST_NETWORK).address!;
      const { adapter, provider } = testnetOkx({ address, publicKey: xOnly(key) });
      // BIP 86 uses the even lift of the internal key: 02 whatever the key's own parity.
      await expect(adapter.connect()).resolves.toEqual({
        ordinalsAddress: address,
        paymentAddress: address,
        ordinalsPubKey: `02${xOnly(key)}`,
        paymentPubKey: `02${xOnly(key)}`,
      });
      expect(provider.connect).toHaveBeenCalledWith();
    }
  });

  it('a Native Segwit account connects with the key of the right parity (02 or 03)', async () => {
    for (const key of [EVEN, ODD]) {
      const address = p2wpkh(key, TEST_NETWORK).address!;
      await expect(testnetOkx({ address, publicKey: xOnly(key) }).adapter.connect()).resolves.toMatchObject({ ordinalsPubKey: hex.encode(key) });
    }
  });

  it('a key that matches no address is refused in plain words, never guessed', async () => {
    const address = p2wpkh(EVEN, TEST_NETWORK).address!;
    const error = await testnetOkx({ address, publicKey: xOnly(ODD) })
      .adapter.connect()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'no-public-key',
      message: 'OKX Wallet did not give a public key that matches its address. Update OKX Wallet or use another account.',
    });
    expect(userMessageForError(error)).toEqual({
      text: 'OKX Wallet did not give a public key that matches its address. Update OKX Wallet or use another account.',
    });
  });

  it('a mainnet address on the test network is refused, naming the network', async () => {
    const address = p2wpkh(EVEN, NETWORK).address!;
    await expect(testnetOkx({ address, publicKey: xOnly(EVEN) }).adapter.connect()).rejects.toMatchObject({
      message: 'OKX Wallet gave addresses of another network than this site’s (testnet). Switch the wallet’s network, or use another wallet.',
    });
  });

  it('signs with the documented parameters; the balance comes from the API; sending is not offered', async () => {
    const address = p2tr(EVEN.slice(1), undefined, TEST_NETWORK).address!;
    const { adapter, provider, fetchBalance } = testnetOkx({ address, publicKey: xOnly(EVEN) });
    await adapter.connect();
    await expect(adapter.signMessage('hello', 'bip322-simple')).resolves.toBe('INg2ZeG8b6Gs');
    expect(provider.signMessage).toHaveBeenCalledWith('hello', 'bip322-simple');
    await expect(adapter.signPsbt('70736274ff', { toSignInputs: [{ index: 0, address, sighashTypes: [131] }] })).resolves.toBe('70736274ffee');
    expect(provider.signPsbt).toHaveBeenCalledWith('70736274ff', { autoFinalized: true, toSignInputs: [{ index: 0, address, sighashTypes: [131] }] });
    await expect(adapter.getBalance()).resolves.toEqual({ confirmed: 7, unconfirmed: 3, total: 10 });
    expect(fetchBalance).toHaveBeenCalledWith(address);
    await expect(adapter.sendBitcoin!('tb1qother', 1000, {})).rejects.toMatchObject({ kind: 'unsupported' });
  });

  it('comes back at load with the stored account and no prompt (testnet has no no-prompt account call)', async () => {
    const address = p2tr(EVEN.slice(1), undefined, TEST_NETWORK).address!;
    const { adapter, provider } = testnetOkx({ address, publicKey: xOnly(EVEN) });
    const stored = { ordinalsAddress: address, paymentAddress: address, ordinalsPubKey: `02${xOnly(EVEN)}`, paymentPubKey: `02${xOnly(EVEN)}` };
    await expect(adapter.restore(stored)).resolves.toEqual(stored);
    await expect(adapter.restore(null)).resolves.toBeNull();
    expect(provider.connect).not.toHaveBeenCalled();
  });

  it('a user who says no (4001) sees nothing', async () => {
    const address = p2tr(EVEN.slice(1), undefined, TEST_NETWORK).address!;
    const error = await testnetOkx({ address, publicKey: xOnly(EVEN) }, { reject: true })
      .adapter.connect()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'user-rejected' });
    expect(userMessageForError(error)).toBeNull();
  });
});

describe('OKX Wallet on mainnet (okxwallet.bitcoin)', () => {
  const address = p2tr(ODD.slice(1), undefined, NETWORK).address!;
  function mainnetOkx(options: { compressedInConnect?: boolean; connected?: boolean } = {}) {
    const listeners = new Map<string, (...a: unknown[]) => void>();
    const provider = {
      connect: vi.fn(async () => ({
        address,
        publicKey: xOnly(ODD),
        ...(options.compressedInConnect === false ? {} : { compressedPublicKey: hex.encode(ODD) }),
      })),
      requestAccounts: vi.fn(async () => [address]),
      getAccounts: vi.fn(async () => (options.connected ? [address] : [])),
      getPublicKey: vi.fn(async () => hex.encode(ODD)),
      getBalance: vi.fn(async () => ({ confirmed: 1, unconfirmed: 2, total: 3 })),
      sendBitcoin: vi.fn(async (_to: string, _sats: number, _options?: { feeRate?: number }) => 'ab'.repeat(32)),
      signMessage: vi.fn(async () => 'c2ln'),
      signPsbt: vi.fn(async (psbtHex: string) => `${psbtHex}ee`),
      on: (event: string, listener: (...a: unknown[]) => void) => void listeners.set(event, listener),
      removeListener: (event: string) => void listeners.delete(event),
      emit: (event: string, ...args: unknown[]) => listeners.get(event)?.(...args),
    };
    return { provider, adapter: createOkxAdapter({ network: () => 'livenet', getWindow: () => ({ okxwallet: { bitcoin: provider } }) }) };
  }

  it('connects with compressedPublicKey, or with getPublicKey on versions that do not give it', async () => {
    await expect(mainnetOkx().adapter.connect()).resolves.toMatchObject({ ordinalsPubKey: hex.encode(ODD), paymentPubKey: hex.encode(ODD) });
    const older = mainnetOkx({ compressedInConnect: false });
    await expect(older.adapter.connect()).resolves.toMatchObject({ ordinalsPubKey: hex.encode(ODD) });
    expect(older.provider.getPublicKey).toHaveBeenCalled();
  });

  it('comes back at load with getAccounts and getPublicKey, never connect (no prompt)', async () => {
    const { adapter, provider } = mainnetOkx({ connected: true });
    await expect(adapter.restore(null)).resolves.toMatchObject({ ordinalsAddress: address, ordinalsPubKey: hex.encode(ODD) });
    expect(provider.connect).not.toHaveBeenCalled();
    await expect(mainnetOkx({ connected: false }).adapter.restore(null)).resolves.toBeNull();
  });

  it('balance and sending go to the wallet; a change of account is heard', async () => {
    const { adapter, provider } = mainnetOkx();
    await expect(adapter.getBalance()).resolves.toEqual({ confirmed: 1, unconfirmed: 2, total: 3 });
    await expect(adapter.sendBitcoin!('bc1qother', 1000, { feeRate: 5 })).resolves.toBe('ab'.repeat(32));
    expect(provider.sendBitcoin).toHaveBeenCalledWith('bc1qother', 1000, { feeRate: 5 });
    const changes: unknown[] = [];
    const stop = adapter.onChange((c) => changes.push(c));
    provider.emit('accountChanged', { address: 'bc1pnew', publicKey: 'ab'.repeat(32), compressedPublicKey: `02${'ab'.repeat(32)}` });
    stop();
    expect(changes).toEqual([{ type: 'accounts', accounts: ['bc1pnew'] }]);
  });

  it('OKX’s own documented connect() answer (bc1pwqye…, x-only 4a627f…) is the internal key of its address: it connects', async () => {
    const documented = {
      address: 'bc1pwqye6x35g2n6xpwalywhpsvsu39k3l6086cvdgqazlw9mz2meansz9knaq',
      publicKey: '4a627f388196639041ce226c0229560127ef9a5a39d4885123cd82dc82d8b497',
    };
    const provider = { connect: vi.fn(async () => documented), signMessage: vi.fn(), signPsbt: vi.fn() };
    const adapter = createOkxAdapter({ network: () => 'livenet', getWindow: () => ({ okxwallet: { bitcoin: provider } }) });
    await expect(adapter.connect()).resolves.toMatchObject({ ordinalsAddress: documented.address, ordinalsPubKey: `02${documented.publicKey}` });
  });

  it('is not installed without okxwallet.bitcoin', () => {
    expect(createOkxAdapter({ getWindow: () => ({}) }).isInstalled()).toBe(false);
    expect(createOkxAdapter({ network: () => 'testnet', getWindow: () => ({ okxwallet: { bitcoin: mainnetOkx().provider } }) }).isInstalled()).toBe(false);
  });
});
