import { SigHash, Transaction, TEST_NETWORK } from '@scure/btc-signer';
import { hexToBytes } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDevnet } from './devnet-harness';
import { verifyMessage } from '../../server/auth/message-signing';

let h: Awaited<ReturnType<typeof startDevnet>>;
let origin = '';
beforeAll(async () => {
  h = await startDevnet({ seed: false });
  origin = h.origin;
});
afterAll(() => h.close());
beforeEach(() => h.devnet.reset());

const wallet = (answer?: Parameters<typeof h.devWallet>[0]) => h.devWallet(answer);
const control = (path: string, body: unknown) => h.control(path, body);

describe('dev wallet (UniSat provider)', () => {
  it('getAccounts opens no prompt and is empty until the site connects', async () => {
    const { w, seen } = wallet();
    await expect(w.provider.getAccounts()).resolves.toEqual([]);
    expect(seen).toEqual([]);
    const [address] = await w.provider.requestAccounts();
    expect(address).toMatch(/^tb1p/);
    expect(seen.map((r) => r.kind)).toEqual(['connect']);
    await expect(w.provider.getAccounts()).resolves.toEqual([address]);
    await w.provider.requestAccounts();
    expect(seen).toHaveLength(1);
  });

  it('a rejected prompt is a user rejection with code 4001', async () => {
    const { w } = wallet(() => false);
    await expect(w.provider.requestAccounts()).rejects.toMatchObject({ code: 4001 });
  });

  it('balance follows the chain', async () => {
    const { w } = wallet();
    await w.provider.requestAccounts();
    await control('/fund', { address: w.account().paymentAddress, sats: 300_000 });
    await expect(w.provider.getBalance()).resolves.toEqual({ confirmed: 0, unconfirmed: 300_000, total: 300_000 });
    await control('/mine', { blocks: 1 });
    await expect(w.provider.getBalance()).resolves.toEqual({ confirmed: 300_000, unconfirmed: 0, total: 300_000 });
  });

  it('signs messages in both kinds, verifiable against its address and public key', async () => {
    const { w, seen } = wallet();
    const [address] = await w.provider.requestAccounts();
    for (const type of ['ecdsa', 'bip322-simple'] as const) {
      const message = `Sign in ${type}`;
      const signature = await w.provider.signMessage(message, type);
      expect(verifyMessage({ message, signature, address: address!, network: TEST_NETWORK, type, pubkey: await w.provider.getPublicKey() })).toBe(true);
    }
    expect(seen.filter((r) => r.kind === 'sign-message')).toHaveLength(2);
  });

  it('signs a listing-shaped PSBT (sighash 131) after showing what it spends and pays; the chain accepts it', async () => {
    const { w, seen } = wallet();
    await w.provider.requestAccounts();
    const seller = w.account();
    await control('/fund', { address: seller.ordinalsAddress, sats: 10_000 });
    await control('/mine', { blocks: 1 });
    const utxo = (await (await fetch(`${origin}/devnet/api/utxos?address=${seller.ordinalsAddress}`)).json()) as {
      data: { txid: string; vout: number; value: string; script: string }[];
    };
    const u = utxo.data[0]!;
    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput({
      txid: u.txid,
      index: u.vout,
      witnessUtxo: { script: hexToBytes(u.script), amount: BigInt(u.value) },
      sighashType: SigHash.SINGLE_ANYONECANPAY,
    });
    tx.addOutputAddress(seller.paymentAddress, 9_000n, TEST_NETWORK);
    const signed = await w.provider.signPsbt(Buffer.from(tx.toPSBT()).toString('hex'), {
      autoFinalized: true,
      toSignInputs: [{ index: 0, address: seller.ordinalsAddress, sighashTypes: [SigHash.SINGLE_ANYONECANPAY] }],
    });
    const request = seen.find((r) => r.kind === 'sign-psbt');
    expect(request && request.kind === 'sign-psbt' && request.summary).toMatchObject({
      inputs: [{ address: seller.ordinalsAddress, sats: '10000', ours: true, toSign: true, sighash: 131 }],
      outputs: [{ address: seller.paymentAddress, sats: '9000' }],
      fee: '1000',
    });
    await expect(w.provider.pushPsbt(signed)).resolves.toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a PSBT with nothing of its own to sign', async () => {
    const { w } = wallet();
    await w.provider.requestAccounts();
    const tx = new Transaction();
    tx.addInput({ txid: '00'.repeat(32), index: 0, witnessUtxo: { script: hexToBytes('0014' + '11'.repeat(20)), amount: 1000n } });
    tx.addOutputAddress(w.account().paymentAddress, 500n, TEST_NETWORK);
    await expect(w.provider.signPsbt(Buffer.from(tx.toPSBT()).toString('hex'))).rejects.toThrow('This PSBT has no input this wallet can sign.');
  });

  it('sends bitcoin from the payment address', async () => {
    const { w } = wallet();
    await w.provider.requestAccounts();
    await control('/fund', { address: w.account().paymentAddress, sats: 100_000 });
    await control('/mine', { blocks: 1 });
    const to = w.accounts[1]!.paymentAddress;
    await expect(w.provider.sendBitcoin(to, 25_000, { feeRate: 3 })).resolves.toMatch(/^[0-9a-f]{64}$/);
    await control('/mine', { blocks: 1 });
    const received = (await (await fetch(`${origin}/devnet/api/utxos?address=${to}`)).json()) as { data: { value: string }[] };
    expect(received.data.map((d) => d.value)).toEqual(['25000']);
  });

  it('switching account emits accountsChanged with the new address', async () => {
    const { w } = wallet();
    await w.provider.requestAccounts();
    const heard: unknown[] = [];
    w.provider.on('accountsChanged', (accounts) => heard.push(accounts));
    w.switchAccount(2);
    expect(heard).toEqual([[w.accounts[2]!.ordinalsAddress]]);
    w.disconnectSite();
    expect(heard[1]).toEqual([]);
  });
});
