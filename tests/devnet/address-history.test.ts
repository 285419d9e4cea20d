import { p2wpkh, Transaction, TEST_NETWORK } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet } from './devnet-harness';

/**
 * The devnet's open-API address history (issue 44, the Pending tab's source), from its own chain: a faucet payment
 * and a spend, in the mempool with the height 4194303 and then in a block, each with the sats it moved for the
 * address asked about; through the open-API surface its answer fits the swagger's closed schema.
 */
const KEY = 'history-test-key';
const aliceKey = new Uint8Array(32).fill(21);
const alice = p2wpkh(secp256k1.getPublicKey(aliceKey, true), TEST_NETWORK).address!;
const bob = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(22), true), TEST_NETWORK).address!;
let devnet: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  devnet = await startDevnet({ seed: false, apiKey: KEY });
});
afterAll(() => devnet.close());

const openApi = async (address: string) =>
  (await (await fetch(`${devnet.origin}/v1/indexer/address/${address}/history?cursor=0&size=10`, { headers: { Authorization: `Bearer ${KEY}` } })).json()) as {
    code: number;
    data: { start: number; total: number; detail: Record<string, unknown>[] };
  };

describe("the devnet's address history (issue 44)", () => {
  it('the mempool first with the height 4194303, then in a block with its confirmations; the sats each moved for the address', async () => {
    await devnet.control('/fund', { address: alice, sats: '100000' });
    await devnet.control('/mine', { blocks: 1 });
    const [coin] = (await (await fetch(`${devnet.origin}/devnet/api/utxos?address=${alice}`)).json()).data as { txid: string; vout: number; script: string }[];
    const tx = new Transaction();
    tx.addInput({ txid: coin!.txid, index: coin!.vout, witnessUtxo: { script: hexToBytes(coin!.script), amount: 100_000n } });
    tx.addOutputAddress(bob, 30_000n, TEST_NETWORK);
    tx.addOutputAddress(alice, 69_000n, TEST_NETWORK);
    tx.sign(aliceKey);
    tx.finalize();
    expect(await devnet.control('/tx', { hex: tx.hex })).toMatchObject({ code: 0 });

    const pending = await devnet.api().query.addressHistory(alice);
    expect(pending).toEqual({
      start: 0,
      total: 2,
      detail: [
        { txid: tx.id, inSatoshi: 100000, outSatoshi: 69000, height: 4194303, confirmations: 0, timestamp: expect.any(Number) },
        { txid: coin!.txid, inSatoshi: 0, outSatoshi: 100000, height: 1, confirmations: 1, timestamp: expect.any(Number) },
      ],
    });
    expect((await devnet.api().query.addressHistory(bob)).detail).toMatchObject([{ txid: tx.id, inSatoshi: 0, outSatoshi: 30000, height: 4194303 }]);

    await devnet.control('/mine', { blocks: 1 });
    expect((await devnet.api().query.addressHistory(alice)).detail).toMatchObject([
      { txid: tx.id, height: 2, confirmations: 1 },
      { txid: coin!.txid, height: 1, confirmations: 2 },
    ]);
  });

  it("through the open-API surface: the swagger's fields only, and the contract log has nothing against it", async () => {
    const answer = await openApi(bob);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ start: 0, total: 1 });
    expect(Object.keys(answer.data.detail[0]!).sort()).toEqual(
      ['blkid', 'confirmations', 'height', 'idx', 'inSatoshi', 'locktime', 'nIn', 'nOut', 'outSatoshi', 'size', 'timestamp', 'txid'].sort(),
    );
    expect(answer.data.detail[0]).toMatchObject({ nIn: 1, nOut: 2, inSatoshi: 0, outSatoshi: 30000, height: 2, idx: 0, confirmations: 1 });
    const log = (await (await fetch(`${devnet.origin}/devnet/api/contract`)).json()) as { data: { answers: string[]; requests: string[] } };
    expect(log.data.answers.filter((a) => a.includes('/history'))).toEqual([]);
    expect(log.data.requests.filter((a) => a.includes('/history'))).toEqual([]);
  });
});
