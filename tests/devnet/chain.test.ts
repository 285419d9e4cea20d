import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { p2tr, p2wpkh, SigHash, Transaction } from '@scure/btc-signer';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { createChain, initialChain, NETWORK, type ChainState, type Utxo } from '../../devnet/chain/chain';
import { DevnetError } from '../../devnet/devnet-error';

const seed = mnemonicToSeedSync('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about');
const root = HDKey.fromMasterSeed(seed);
const key = (path: string) => root.derive(path).privateKey!;
const alice = key("m/84'/1'/0'/0/0");
const bob = key("m/84'/1'/0'/0/1");
const carolTr = key("m/86'/1'/0'/0/0");
const pub = (k: Uint8Array) => secp256k1.getPublicKey(k, true);
const wpkh = (k: Uint8Array) => p2wpkh(pub(k), NETWORK);
const tr = (k: Uint8Array) => p2tr(schnorr.getPublicKey(k), undefined, NETWORK);

function makeChain() {
  let state: ChainState = initialChain();
  const chain = createChain({ load: () => state, save: (s) => (state = s), now: () => 1_800_000_000_000 });
  return chain;
}

function spend(
  from: Utxo,
  signer: Uint8Array,
  to: string,
  amount: bigint,
  opts: { change?: { address: string; amount: bigint }; sighash?: number; taproot?: boolean } = {},
) {
  const tx = new Transaction({ allowUnknownOutputs: true });
  const input = { txid: from.txid, index: from.vout, witnessUtxo: { script: hexToBytes(from.script), amount: BigInt(from.value) } };
  tx.addInput(opts.taproot ? { ...input, tapInternalKey: schnorr.getPublicKey(signer), sighashType: opts.sighash } : { ...input, sighashType: opts.sighash });
  tx.addOutputAddress(to, amount, NETWORK);
  if (opts.change) tx.addOutputAddress(opts.change.address, opts.change.amount, NETWORK);
  tx.sign(signer, opts.sighash === undefined ? undefined : [opts.sighash]);
  tx.finalize();
  return tx.hex;
}

describe('devnet chain', () => {
  it('funds an address; the output confirms with the next block', () => {
    const chain = makeChain();
    const address = wpkh(alice).address!;
    chain.fund(address, 100_000n);
    expect(chain.balance(address)).toEqual({ confirmed: 0n, pending: 100_000n });
    expect(chain.mine()).toBe(1);
    expect(chain.balance(address)).toEqual({ confirmed: 100_000n, pending: 0n });
    const [utxo] = chain.utxosOf(address);
    expect(chain.confirmations(utxo!)).toBe(1);
    chain.mine(5);
    expect(chain.confirmations(utxo!)).toBe(6);
  });

  it('accepts a properly signed P2WPKH spend, moves the value, and keeps the fee', () => {
    const chain = makeChain();
    const a = wpkh(alice).address!;
    const b = wpkh(bob).address!;
    const funded = chain.fund(a, 100_000n);
    chain.mine();
    const { fee } = chain.submit(spend(funded, alice, b, 60_000n, { change: { address: a, amount: 39_000n } }));
    expect(fee).toBe(1_000n);
    chain.mine();
    expect(chain.balance(b).confirmed).toBe(60_000n);
    expect(chain.balance(a).confirmed).toBe(39_000n);
  });

  it('accepts a Taproot key-path spend, including SIGHASH_SINGLE|ANYONECANPAY (131)', () => {
    const chain = makeChain();
    const c = tr(carolTr).address!;
    const funded = chain.fund(c, 50_000n);
    chain.mine();
    expect(() => chain.submit(spend(funded, carolTr, wpkh(bob).address!, 49_000n, { taproot: true, sighash: SigHash.SINGLE_ANYONECANPAY }))).not.toThrow();
  });

  it('refuses a spend signed by the wrong key', () => {
    const chain = makeChain();
    const funded = chain.fund(wpkh(alice).address!, 100_000n);
    chain.mine();
    // Bob signs an input that pays to Alice's key: the public key does not match.
    const tx = new Transaction();
    tx.addInput({ txid: funded.txid, index: 0, witnessUtxo: { script: wpkh(bob).script, amount: 100_000n } });
    tx.addOutputAddress(wpkh(bob).address!, 90_000n, NETWORK);
    tx.sign(bob);
    tx.finalize();
    expect(() => chain.submit(tx.hex)).toThrow(new DevnetError(-1, 'Input 0: the public key does not match the output it spends.'));
  });

  it('refuses a changed output after signing', () => {
    const chain = makeChain();
    const funded = chain.fund(wpkh(alice).address!, 100_000n);
    chain.mine();
    const hex = spend(funded, alice, wpkh(bob).address!, 60_000n);
    const tx = Transaction.fromRaw(hexToBytes(hex));
    tx.updateOutput(0, { amount: 90_000n }, true);
    expect(() => chain.submit(tx.hex)).toThrow('Input 0: the signature is not valid.');
  });

  it('refuses double spends, missing inputs, outputs above inputs and fees below 1 sat/vB', () => {
    const chain = makeChain();
    const a = wpkh(alice).address!;
    const funded = chain.fund(a, 100_000n);
    chain.mine();
    // SIGHASH_NONE leaves the outputs unsigned, so one can be raised after signing and the signature holds.
    const overspend = Transaction.fromRaw(hexToBytes(spend(funded, alice, a, 90_000n, { sighash: SigHash.NONE })));
    overspend.updateOutput(0, { amount: 100_001n }, true);
    expect(() => chain.submit(overspend.hex)).toThrow('The outputs (100001 sats) are more than the inputs (100000 sats).');
    expect(() => chain.submit(spend(funded, alice, a, 99_990n))).toThrow('The fee is below 1 sat/vB.');
    chain.submit(spend(funded, alice, a, 99_000n));
    expect(() => chain.submit(spend(funded, alice, wpkh(bob).address!, 98_000n))).toThrow(/does not exist or is already spent/);
    expect(() => chain.submit('zz')).toThrow('The transaction must be hex.');
    expect(() => chain.submit('00')).toThrow(/cannot be parsed/);
  });

  it('refuses faucet payments to non-testnet addresses or of dust', () => {
    const chain = makeChain();
    expect(() => chain.fund('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 10_000n)).toThrow('is not a testnet address');
    expect(() => chain.fund(wpkh(alice).address!, 100n)).toThrow('The faucet pays from 546 sats');
  });
});
