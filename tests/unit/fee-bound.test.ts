import { hex } from '@scure/base';
import { p2pkh, p2sh, p2tr, p2wpkh, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer';
import { secp256k1, schnorr } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { boundedFee, feeBoundWords, feeCeiling, FEE_MARGIN_PERCENT } from '../../src/domain/fee-bound';
import { boundedPsbtFee, psbtFeeBound } from '../../src/domain/tx-effect/psbt-fee-bound';
import { txVsize } from '../../src/domain/tx-effect/tx-vsize';

/**
 * The fee bound (issue 41, finding 3): the size the app works out from a PSBT's own shape, against the size of the
 * same transaction once really signed by btc-signer, for every kind of address the wallets have; and the bound's
 * rule, rate × size plus the stated margin.
 */
const key = (n: number) => new Uint8Array(32).fill(n);
const KINDS = {
  p2tr: () => {
    const pay = p2tr(schnorr.getPublicKey(key(1)), undefined, TEST_NETWORK);
    return { script: pay.script, extra: { tapInternalKey: pay.tapInternalKey }, key: key(1) };
  },
  p2wpkh: () => ({ script: p2wpkh(secp256k1.getPublicKey(key(2)), TEST_NETWORK).script, extra: {}, key: key(2) }),
  'p2sh-p2wpkh': () => {
    const pay = p2sh(p2wpkh(secp256k1.getPublicKey(key(3)), TEST_NETWORK), TEST_NETWORK);
    return { script: pay.script, extra: { redeemScript: pay.redeemScript }, key: key(3) };
  },
} as const;
const OUT = { p2tr: p2tr(schnorr.getPublicKey(key(9)), undefined, TEST_NETWORK).script, p2wpkh: p2wpkh(secp256k1.getPublicKey(key(8)), TEST_NETWORK).script };

function build(inputs: readonly (keyof typeof KINDS)[], outputs: readonly Uint8Array[]) {
  const tx = new Transaction({ allowUnknownOutputs: true });
  const keys: Uint8Array[] = [];
  inputs.forEach((kind, i) => {
    const k = KINDS[kind]();
    tx.addInput({ txid: new Uint8Array(32).fill(i + 1), index: i, witnessUtxo: { script: k.script, amount: 100_000n }, ...k.extra });
    keys.push(k.key);
  });
  for (const script of outputs) tx.addOutput({ script, amount: 10_000n });
  return { tx, keys };
}
const signed = (tx: Transaction, keys: readonly Uint8Array[], sighash?: number) => {
  const copy = tx.clone();
  keys.forEach((k, i) => copy.signIdx(k, i, sighash === undefined ? undefined : [sighash]));
  copy.finalize();
  return copy;
};
const sizeOf = (tx: Transaction) => {
  const size = txVsize(tx);
  if (!('vsize' in size)) throw new Error('no size');
  return size.vsize;
};

describe("a transaction's size, worked out from the PSBT's shape", () => {
  for (const [name, inputs, outputs] of [
    ['an unlisting (two Taproot inputs, two outputs)', ['p2tr', 'p2tr'], [OUT.p2tr, OUT.p2tr]],
    ['a two-address wallet (Taproot item, segwit fee input)', ['p2tr', 'p2wpkh'], [OUT.p2tr, OUT.p2wpkh]],
    ['a wrapped-segwit payment (Xverse)', ['p2sh-p2wpkh', 'p2sh-p2wpkh'], [OUT.p2tr, OUT.p2wpkh, OUT.p2wpkh]],
    ['a note (OP_RETURN) among the outputs', ['p2wpkh'], [new Uint8Array([0x6a, 0x04, 1, 2, 3, 4]), OUT.p2wpkh]],
  ] as const) {
    it(`${name}: never below the signed size, at most a vB an input above it`, () => {
      const { tx, keys } = build(inputs, outputs);
      const worked = sizeOf(tx);
      const real = signed(tx, keys).vsize;
      expect(worked).toBeGreaterThanOrEqual(real);
      expect(worked - real).toBeLessThanOrEqual(inputs.length);
      // An input already signed (the seller's, in a purchase) counts its real signature.
      expect(sizeOf(signed(tx, keys))).toBe(real);
    });
  }

  it('a Taproot input signed with an explicit sighash (one byte more) still fits', () => {
    const { tx, keys } = build(['p2tr', 'p2tr'], [OUT.p2tr]);
    for (let i = 0; i < tx.inputsLength; i++) tx.updateInput(i, { sighashType: SigHash.ALL });
    expect(sizeOf(tx)).toBeGreaterThanOrEqual(signed(tx, keys, SigHash.ALL).vsize);
  });

  it('a legacy (P2PKH) input, read from its whole previous transaction', () => {
    const pub = secp256k1.getPublicKey(key(4));
    const prev = new Transaction();
    prev.addOutput({ script: p2pkh(pub, TEST_NETWORK).script, amount: 50_000n });
    prev.addInput({ txid: new Uint8Array(32).fill(7), index: 0, finalScriptSig: new Uint8Array([0x51]) });
    const tx = new Transaction({ allowLegacyWitnessUtxo: true });
    tx.addInput({ txid: prev.id, index: 0, nonWitnessUtxo: prev.toBytes(true) });
    tx.addOutput({ script: OUT.p2wpkh, amount: 40_000n });
    const real = signed(tx, [key(4)]).vsize;
    expect(sizeOf(tx)).toBeGreaterThanOrEqual(real);
    // A signature is counted at its largest (73 bytes with its sighash): two spare bytes, at full weight outside a witness.
    expect(sizeOf(tx) - real).toBeLessThanOrEqual(2);
  });

  it('an input of a kind it cannot size (a bare script) is named, never guessed', () => {
    const tx = new Transaction({ allowUnknownOutputs: true, allowUnknownInputs: true });
    tx.addInput({ txid: new Uint8Array(32).fill(1), index: 0, witnessUtxo: { script: OUT.p2tr, amount: 1_000n } });
    tx.addInput({ txid: new Uint8Array(32).fill(2), index: 0, witnessUtxo: { script: new Uint8Array([0x51]), amount: 1_000n } });
    tx.addOutput({ script: OUT.p2tr, amount: 500n });
    expect(txVsize(tx)).toEqual({ unknownInput: 1 });
    expect(() => psbtFeeBound(hex.encode(tx.toPSBT()), 10, 'this unlisting')).toThrow(
      'Input 1 of this unlisting spends a kind of output whose size this app cannot work out, so its network fee cannot be checked. Nothing was signed.',
    );
  });
});

describe('the bound: the rate shown × the size, plus the stated margin', () => {
  it(`is ${FEE_MARGIN_PERCENT}% over rate × size, rounded up to a whole sat`, () => {
    expect(feeCeiling(25, 141)).toBe(3_878n);
    expect(feeCeiling(2, 212)).toBe(467n);
    expect(feeCeiling(1, 1)).toBe(2n);
    expect(() => feeCeiling(0, 100)).toThrow();
    expect(feeBoundWords(10)).toBe("The app refuses a network fee above 10 sat/vB × the transaction's size, plus 10%, before your wallet is asked.");
  });

  it('holds the check to what the dialog showed, never above the bound; a fee paid above the bound is refused in plain words', () => {
    const bound = { rate: 25, vsize: 141, maxSats: 3_878n };
    expect(boundedFee(bound, 'This unlisting', 282n, 282n)).toBe(282n);
    expect(boundedFee(bound, 'This unlisting', 1_000_000n, null)).toBe(3_878n);
    expect(boundedFee(bound, 'This unlisting', null, 3_878n)).toBe(3_878n);
    expect(() => boundedFee(bound, 'This unlisting', 1_000_000n, 1_000_000n)).toThrow(
      'This unlisting would leave 1,000,000 sats to miners (about 7,092 sat/vB), more than the 3,878 sats (25 sat/vB × 141 vB, plus 10%) allowed. Nothing was signed.',
    );
  });

  it('reads what the PSBT says it leaves to miners: one sat over the bound is refused, the bound itself passes', () => {
    const { tx } = build(['p2tr', 'p2tr'], [OUT.p2tr, OUT.p2tr]);
    const size = sizeOf(tx);
    const max = feeCeiling(10, size);
    const paying = (fee: bigint) => {
      const copy = tx.clone();
      copy.updateOutput(1, { amount: 200_000n - 10_000n - fee });
      return hex.encode(copy.toPSBT());
    };
    expect(boundedPsbtFee(paying(max), { rate: 10, what: 'this unlisting' }).maxSats).toBe(max);
    expect(() => boundedPsbtFee(paying(max + 1n), { rate: 10, what: 'this unlisting' })).toThrow(/^This unlisting would leave [\d,]+ sats to miners/);
    // The fee from the chain's amounts, when the app looked them up, is the one held to the bound.
    expect(() => boundedPsbtFee(paying(10n), { rate: 10, what: 'this unlisting', paid: max + 1n })).toThrow(/more than the [\d,]+ sats/);
  });
});
