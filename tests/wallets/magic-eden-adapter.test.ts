import { describe, expect, it, vi } from 'vitest';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64, hex } from '@scure/base';
import { NETWORK, Transaction, p2tr, p2wpkh } from '@scure/btc-signer';
import { userMessageForError } from '../../src/services/http/error-routing';
import { createMagicEdenAdapter } from '../../src/services/wallets/magic-eden-adapter';
import { createWalletAdapters } from '../../src/services/wallets/create-wallet-adapters';

/**
 * A fake Magic Eden provider written from its docs (docs-wallet.magiceden.io, "Provider API Methods" and
 * "Detecting the Provider"): `window.magicEden.bitcoin`, marked `isMagicEden`; connect, signMessage,
 * signTransaction and sendBtcTransaction each take one argument, the request as an unsecured JWT
 * (jsontokens' createUnsecuredToken, what sats-connect's getAddress and signTransaction send). No `request()`.
 * Addresses: `{address, publicKey, purpose: 'payment' | 'ordinals'}`; signTransaction answers `{psbtBase64, txId?}`.
 */
const ordPriv = new Uint8Array(32).fill(7);
const payPriv = new Uint8Array(32).fill(8);
const ordKey = secp256k1.getPublicKey(ordPriv, true);
const payKey = secp256k1.getPublicKey(payPriv, true);
const ORD = { address: p2tr(ordKey.slice(1), undefined, NETWORK).address!, publicKey: hex.encode(ordKey.slice(1)), purpose: 'ordinals' };
const PAY = { address: p2wpkh(payKey, NETWORK).address!, publicKey: hex.encode(payKey), purpose: 'payment' };

/** What jsontokens' decodeToken gives back: the payload of `header.payload.`. */
const payloadOf = (token: string): Record<string, unknown> => {
  const [header, payload, signature] = token.split('.');
  expect(JSON.parse(new TextDecoder().decode(base64.decode(pad(header!))))).toEqual({ typ: 'JWT', alg: 'none' });
  expect(signature).toBe('');
  return JSON.parse(new TextDecoder().decode(base64.decode(pad(payload!)))) as Record<string, unknown>;
};
const pad = (part: string) => part.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (part.length % 4)) % 4);

function magicEden(options: { reject?: boolean } = {}) {
  const requests: { method: string; payload: Record<string, unknown> }[] = [];
  const refuse = () => {
    if (options.reject) throw new Error('User rejected the request.');
  };
  const provider = {
    isMagicEden: true,
    connect: vi.fn(async (request: string) => {
      requests.push({ method: 'connect', payload: payloadOf(request) });
      refuse();
      return { addresses: [PAY, ORD] };
    }),
    signMessage: vi.fn(async (request: string) => {
      requests.push({ method: 'signMessage', payload: payloadOf(request) });
      refuse();
      return 'c2lnbmF0dXJl';
    }),
    signTransaction: vi.fn(async (request: string) => {
      const payload = payloadOf(request);
      requests.push({ method: 'signTransaction', payload });
      refuse();
      // The wallet signs the inputs it was asked for, with the key of the address named.
      const tx = Transaction.fromPSBT(base64.decode(payload.psbtBase64 as string));
      for (const { address, signingIndexes } of payload.inputsToSign as { address: string; signingIndexes: number[] }[]) {
        for (const index of signingIndexes) tx.signIdx(address === PAY.address ? payPriv : ordPriv, index);
      }
      return { psbtBase64: base64.encode(tx.toPSBT()) };
    }),
    sendBtcTransaction: vi.fn(async (request: string) => {
      requests.push({ method: 'sendBtcTransaction', payload: payloadOf(request) });
      return 'ef'.repeat(32);
    }),
  };
  const fetchBalance = vi.fn(async () => ({ confirmed: 4, unconfirmed: 0, total: 4 }));
  const make = (network: 'livenet' | 'testnet' = 'livenet') =>
    createMagicEdenAdapter({ network: () => network, getWindow: () => ({ magicEden: { bitcoin: provider } }), fetchBalance });
  return { provider, requests, make, fetchBalance };
}

function paymentPsbt(): string {
  const tx = new Transaction();
  tx.addInput({ txid: new Uint8Array(32).fill(1), index: 0, witnessUtxo: { script: p2wpkh(payKey, NETWORK).script, amount: 20_000n } });
  tx.addOutputAddress(ORD.address, 10_000n, NETWORK);
  return hex.encode(tx.toPSBT());
}

describe('Magic Eden Wallet (its own provider, sats-connect’s first API)', () => {
  it('shows as installed although its provider has no request(), and connects with both addresses', async () => {
    const { make, requests } = magicEden();
    const adapter = make();
    expect(adapter.isInstalled()).toBe(true);
    expect(
      createWalletAdapters({ getWindow: () => ({ magicEden: { bitcoin: magicEden().provider } }) })
        .find((a) => a.type === 'magic-eden')
        ?.isInstalled(),
    ).toBe(true);
    await expect(adapter.connect()).resolves.toEqual({
      ordinalsAddress: ORD.address,
      paymentAddress: PAY.address,
      ordinalsPubKey: ORD.publicKey,
      paymentPubKey: PAY.publicKey,
    });
    expect(requests[0]).toEqual({
      method: 'connect',
      payload: { purposes: ['ordinals', 'payment'], message: 'Connect to sign in.', network: { type: 'Mainnet' } },
    });
  });

  it('a page without Magic Eden (or another wallet at magicEden.bitcoin without isMagicEden) says it is not installed', async () => {
    const none = createMagicEdenAdapter({ getWindow: () => ({}) });
    expect(none.isInstalled()).toBe(false);
    await expect(none.connect()).rejects.toMatchObject({ kind: 'not-installed', message: 'Magic Eden Wallet not installed' });
    const impostor = { ...magicEden().provider, isMagicEden: undefined };
    expect(createMagicEdenAdapter({ getWindow: () => ({ magicEden: { bitcoin: impostor } }) }).isInstalled()).toBe(false);
  });

  it('signs messages with the ordinals address, or the address asked for, as a token with the protocol', async () => {
    const { make, requests } = magicEden();
    const adapter = make();
    await adapter.connect();
    await expect(adapter.signMessage('hello', 'bip322-simple')).resolves.toBe('c2lnbmF0dXJl');
    expect(requests.at(-1)?.payload).toEqual({ address: ORD.address, message: 'hello', protocol: 'BIP322', network: { type: 'Mainnet' } });
    await adapter.signMessage('bind', 'ecdsa', PAY.address);
    expect(requests.at(-1)?.payload).toMatchObject({ address: PAY.address, protocol: 'ECDSA' });
  });

  it('signs a PSBT: base64 in, the inputs by address, not broadcast; the signed PSBT comes back as hex', async () => {
    const { make, requests } = magicEden();
    const adapter = make();
    await adapter.connect();
    const signed = await adapter.signPsbt(paymentPsbt(), { toSignInputs: [{ index: 0, publicKey: PAY.publicKey }] });
    expect(Transaction.fromPSBT(hex.decode(signed)).getInput(0).partialSig).toHaveLength(1);
    expect(requests.at(-1)?.payload).toMatchObject({
      network: { type: 'Mainnet' },
      broadcast: false,
      inputsToSign: [{ address: PAY.address, signingIndexes: [0] }],
    });
  });

  it('sends bitcoin from the payment address with sendBtcTransaction (amount in sats, as text)', async () => {
    const { make, requests } = magicEden();
    const adapter = make();
    await adapter.connect();
    await expect(adapter.sendBitcoin!(ORD.address, 1234, {})).resolves.toBe('ef'.repeat(32));
    expect(requests.at(-1)?.payload).toEqual({
      network: { type: 'Mainnet' },
      senderAddress: PAY.address,
      recipients: [{ address: ORD.address, amountSats: '1234' }],
    });
  });

  it('on the test network the user is told Magic Eden works on mainnet only, and the wallet is not asked', async () => {
    const { make, provider } = magicEden();
    await expect(make('testnet').connect()).rejects.toMatchObject({
      kind: 'unsupported',
      message: 'Magic Eden Wallet works on mainnet only. Use another wallet on this test network.',
    });
    expect(provider.connect).not.toHaveBeenCalled();
  });

  it('a user who says no sees nothing', async () => {
    const error = await magicEden({ reject: true })
      .make()
      .connect()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'user-rejected' });
    expect(userMessageForError(error)).toBeNull();
  });

  it('comes back at load with the stored account and no prompt; the balance comes from the API', async () => {
    const { make, provider, fetchBalance } = magicEden();
    const adapter = make();
    const stored = { ordinalsAddress: ORD.address, paymentAddress: PAY.address, ordinalsPubKey: ORD.publicKey, paymentPubKey: PAY.publicKey };
    await expect(adapter.restore(stored)).resolves.toEqual(stored);
    expect(provider.connect).not.toHaveBeenCalled();
    await expect(adapter.getBalance()).resolves.toEqual({ confirmed: 4, unconfirmed: 0, total: 4 });
    expect(fetchBalance).toHaveBeenCalledWith(PAY.address);
  });
});
