import { Transaction, TEST_NETWORK } from '@scure/btc-signer';
import { hexToBytes } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDevnet } from './devnet-harness';
import { verifyMessage } from '../../server/auth/message-signing';
import { createSatsConnectAdapter } from '../../src/services/wallets/sats-connect-adapter';

/**
 * The site's Xverse adapter, through the real sats-connect, against the dev wallet's Xverse-style
 * provider: what `npm start` does in a browser, without the browser.
 */
let h: Awaited<ReturnType<typeof startDevnet>>;
let origin = '';
const g = globalThis as unknown as Record<string, unknown>;
beforeAll(async () => {
  h = await startDevnet({ seed: false });
  origin = h.origin;
  // sats-connect looks for providers on window.
  g.window = globalThis;
});
afterAll(async () => {
  delete g.XverseProviders;
  delete g.window;
  await h.close();
});
beforeEach(() => h.devnet.reset());

function install(answer?: Parameters<typeof h.devWallet>[0]) {
  const { w, seen } = h.devWallet(answer);
  g.XverseProviders = { BitcoinProvider: w.xverse };
  return { w, seen, adapter: createSatsConnectAdapter('xverse') };
}
const control = (path: string, body: unknown) => h.control(path, body);

describe('Xverse adapter through sats-connect against the dev wallet', () => {
  it('connects with two addresses and both keys; restore opens no prompt', async () => {
    const { w, seen, adapter } = install();
    expect(adapter.isInstalled()).toBe(true);
    await expect(adapter.restore(null)).resolves.toBeNull();
    expect(seen).toEqual([]);
    const account = await adapter.connect();
    const dev = w.account();
    expect(account.ordinalsAddress).toBe(dev.ordinalsAddress);
    expect(account.paymentAddress).toBe(dev.paymentAddress);
    expect(account.ordinalsAddress).toMatch(/^tb1p/);
    expect(account.paymentAddress).toMatch(/^tb1q/);
    expect(account.ordinalsPubKey).toMatch(/^[0-9a-f]{64}$/);
    expect(account.paymentPubKey).toBe(dev.paymentPubKey);
    expect(seen.map((r) => r.kind)).toEqual(['connect']);
    await expect(createSatsConnectAdapter('xverse').restore(null)).resolves.toEqual(account);
    expect(seen).toHaveLength(1);
  });

  it('signs BIP-322 with the ordinals address (sign-in) and with the payment address (bind)', async () => {
    const { adapter } = install();
    const account = await adapter.connect();
    const message = `Welcome to the devnet.\n\nSign in as ${account.ordinalsAddress}`;
    const signature = await adapter.signMessage(message, 'bip322-simple');
    expect(verifyMessage({ message, signature, address: account.ordinalsAddress, network: TEST_NETWORK, type: 'bip322-simple' })).toBe(true);
    const bySegwit = await adapter.signMessage('bind', 'bip322-simple', account.paymentAddress);
    expect(verifyMessage({ message: 'bind', signature: bySegwit, address: account.paymentAddress, network: TEST_NETWORK, type: 'bip322-simple' })).toBe(true);
  });

  it('a rejection in the wallet is one user-rejected error', async () => {
    const { adapter } = install(() => false);
    await expect(adapter.connect()).rejects.toMatchObject({ kind: 'user-rejected', userRejected: true });
  });

  it('signs the payment input of a PSBT given as hex, base64 on the wire; the chain accepts it', async () => {
    const { w, adapter } = install();
    const account = await adapter.connect();
    await control('/fund', { address: account.paymentAddress, sats: 50_000 });
    await control('/mine', { blocks: 1 });
    const [u] = (
      (await (await fetch(`${origin}/devnet/api/utxos?address=${account.paymentAddress}`)).json()) as {
        data: { txid: string; vout: number; value: string; script: string }[];
      }
    ).data;
    const tx = new Transaction();
    tx.addInput({ txid: u!.txid, index: u!.vout, witnessUtxo: { script: hexToBytes(u!.script), amount: BigInt(u!.value) } });
    tx.addOutputAddress(w.accounts[1]!.paymentAddress, 40_000n, TEST_NETWORK);
    const hex = Buffer.from(tx.toPSBT()).toString('hex');
    const signed = await adapter.signPsbt(hex, { toSignInputs: [{ index: 0, address: account.paymentAddress }] });
    expect(signed).not.toBe(hex);
    const final = Transaction.fromPSBT(hexToBytes(signed));
    final.finalize();
    await expect(control('/tx', { hex: final.hex })).resolves.toMatchObject({ code: 0 });
    await expect(adapter.getBalance()).resolves.toEqual({ confirmed: 0, unconfirmed: 0, total: 0 });
  });

  it('switching account in the dev wallet reaches the site as an account change', async () => {
    const { w, adapter } = install();
    await adapter.connect();
    const changes: unknown[] = [];
    const stop = adapter.onChange((change) => changes.push(change));
    // The listener attaches once sats-connect has loaded (it loads on demand).
    await new Promise((resolve) => setTimeout(resolve, 0));
    w.switchAccount(1);
    expect(changes).toEqual([{ type: 'accounts', accounts: [w.accounts[1]!.ordinalsAddress, w.accounts[1]!.paymentAddress] }]);
    stop();
  });
});
