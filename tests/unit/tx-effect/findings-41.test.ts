import { hex } from '@scure/base';
import { SigHash, TEST_NETWORK, Transaction, p2tr } from '@scure/btc-signer';
import { schnorr } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import type { PsbtIntent, PsbtToSign, PsbtVerdict } from '../../../src/domain/psbt-intent';
import { PSBT_CHECKS } from '../../../src/domain/tx-effect/psbt-checks';
import { outpointKey, type OutpointFacts } from '../../../src/domain/tx-effect/tx-facts';
import type { ConnectedAccount } from '../../../src/domain/wallet-session';
import { gatherTxFacts } from '../../../src/services/psbt/tx-facts';
import { PLAIN_BUY, honestBuy, honestListing, psbtOf, txidOf, type Built } from '../../helpers/tx-world';
import { brc20Sweep, tokenBuy } from '../../helpers/tx-world-tokens';

/**
 * Issue 41, findings 1 and 5: a token purchase is held to the amount the dialog showed (brc-20, runes, ARC-20; single
 * buy, bid, claim and sweep), from the indexer's facts about the seller's output; inputs are unique; a listing's
 * stated amount is held to the chain; a script-path input is refused by a rule of the check.
 */
const check = (b: {
  psbt: string;
  intent: PsbtIntent;
  account: ConnectedAccount;
  toSign: readonly PsbtToSign[];
  facts: ReadonlyMap<string, OutpointFacts | null>;
}): PsbtVerdict => PSBT_CHECKS[b.intent.kind]!({ psbtHex: b.psbt, intent: b.intent, account: b.account, toSignInputs: b.toSign, facts: b.facts });
const reason = (v: PsbtVerdict) => (v.ok ? 'passed' : v.reason);
const edit = <I>(b: Built<I>, change: (tx: Transaction) => void): Built<I> => {
  const tx = Transaction.fromPSBT(hex.decode(b.psbt), { allowUnknownOutputs: true, allowUnknownInputs: true });
  change(tx);
  return { ...b, psbt: psbtOf(tx) };
};

describe('finding 1: a token purchase is held to the amount shown', () => {
  it('"1,000 ordi" on a transfer inscription of 1 ordi is refused; the honest one passes, whatever the tick’s case', () => {
    const lot = { kind: 'brc20', tick: 'ordi', amount: '1000' } as const;
    expect(reason(check(tokenBuy(lot, { kind: 'brc20', tick: 'ORDI', amount: '1000' })))).toBe('passed');
    expect(reason(check(tokenBuy(lot, { kind: 'brc20', tick: 'ordi', amount: '1' })))).toBe(
      "the seller's output does not hold the 1,000 ordi shown: it holds a transfer of 1 ordi.",
    );
    expect(reason(check(tokenBuy(lot, { kind: 'brc20', tick: 'sats', amount: '1000' })))).toBe(
      "the seller's output does not hold the 1,000 ordi shown: it holds a transfer of 1,000 sats.",
    );
  });
  it('a brc-20 purchase whose inscription the indexer does not know as a transfer is refused', () => {
    const b = tokenBuy({ kind: 'brc20', tick: 'ordi', amount: '1000' }, { kind: 'brc20', tick: 'ordi', amount: '1000' });
    const key = outpointKey(txidOf(1), 0);
    const facts = new Map(b.facts);
    facts.set(key, { ...facts.get(key)!, inscriptions: facts.get(key)!.inscriptions.map(({ id, offset }) => ({ id, offset })) });
    expect(reason(check({ ...b, facts }))).toBe("the seller's output does not hold the 1,000 ordi shown: it holds no brc-20 transfer the indexer knows.");
  });
  it('"1,000 DEVNET•RUNE" on an output holding 1 unit is refused; 10.00 at divisibility 2 is 1,000 raw', () => {
    const lot = { kind: 'runes', rune: 'DEVNET•RUNE', amount: '1000' } as const;
    expect(reason(check(tokenBuy(lot, { kind: 'runes', rune: 'DEVNET•RUNE', raw: '1000', divisibility: 0 })))).toBe('passed');
    expect(reason(check(tokenBuy(lot, { kind: 'runes', rune: 'DEVNET•RUNE', raw: '1', divisibility: 0 })))).toBe(
      "the seller's output does not hold the 1,000 DEVNET•RUNE shown: it holds 1 raw units of DEVNET•RUNE (divisibility 0).",
    );
    const ten = { kind: 'runes', rune: 'DEVNET•RUNE', amount: '10.00' } as const;
    expect(reason(check(tokenBuy(ten, { kind: 'runes', rune: 'DEVNET•RUNE', raw: '1000', divisibility: 2 })))).toBe('passed');
  });
  it('"1,000 atom" on a 546-sat output holding 546 is refused; every sat of an ARC-20 lot must reach the buyer', () => {
    const lot = { kind: 'arc20', ticker: 'atom', amount: '1000' } as const;
    expect(reason(check(tokenBuy(lot, { kind: 'arc20', ticker: 'atom', amount: '1000' }, { buyer: 'two-address', seller: 'taproot', itemSats: 1000n })))).toBe(
      'passed',
    );
    expect(reason(check(tokenBuy(lot, { kind: 'arc20', ticker: 'atom', amount: '546' })))).toBe(
      "the seller's output does not hold the 1,000 atom shown: it holds 546 atom.",
    );
    // The market splits the lot's output: 600 padding + the first 400 colored sats to the buyer, 600 to itself.
    const split = tokenBuy(lot, { kind: 'arc20', ticker: 'atom', amount: '1000' }, { buyer: 'two-address', seller: 'taproot', itemSats: 1000n });
    const stolen = edit(split, (tx) => {
      tx.updateOutput(0, { amount: 1_000n }, true);
      tx.updateOutput(tx.outputsLength - 1, { amount: tx.getOutput(tx.outputsLength - 1).amount! + 600n }, true);
    });
    // The seller's payout output now holds 600 of the lot's sats: sats go first in, first out.
    expect(reason(check(stolen))).toMatch(/^the item would go in part to tb1p\w+, not to your address tb1p\w+\.$/);
  });
  it('a seller’s output that carries a token the dialog did not state is refused', () => {
    const b = tokenBuy({ kind: 'brc20', tick: 'ordi', amount: '1000' }, { kind: 'brc20', tick: 'ordi', amount: '1000' });
    expect(reason(check({ ...b, intent: { ...b.intent, gets: null } }))).toBe(
      "the seller's output carries inscription 00000000…01i0 (a brc-20 transfer of 1000 ordi), a token amount the dialog did not show.",
    );
  });
  it('a purchase whose dialog states no lot at all (neither one nor none) is refused', () => {
    const { gets, ...intent } = honestBuy(PLAIN_BUY).intent;
    expect(gets).toBeNull();
    expect(reason(check({ ...honestBuy(PLAIN_BUY), intent }))).toBe('the dialog did not say what this purchase must do.');
  });
  it('a sweep of brc-20 transfers refuses the one lot that is one unit short, naming its input', () => {
    const lots = [
      { kind: 'brc20', tick: 'ordi', amount: '500' },
      { kind: 'brc20', tick: 'ordi', amount: '250.5' },
    ] as const;
    expect(reason(check(brc20Sweep(lots, [lots[0], { kind: 'brc20', tick: 'ordi', amount: '250.50' }])))).toBe('passed');
    expect(reason(check(brc20Sweep(lots, [lots[0], { kind: 'brc20', tick: 'ordi', amount: '250.4' }])))).toBe(
      "the seller's input 3 does not hold the 250.5 ordi shown: it holds a transfer of 250.4 ordi.",
    );
  });
  it('a bid and a claim are held to the lot like a purchase', () => {
    const b = tokenBuy({ kind: 'brc20', tick: 'ordi', amount: '1000' }, { kind: 'brc20', tick: 'ordi', amount: '999' });
    for (const kind of ['bid', 'claim'] as const)
      expect(reason(check({ ...b, intent: { ...b.intent, kind } }))).toBe(
        "the seller's output does not hold the 1,000 ordi shown: it holds a transfer of 999 ordi.",
      );
  });
  it('the facts carry a transfer’s tick and amount from the indexer’s record, and none for one already moved', async () => {
    const b = honestBuy(PLAIN_BUY);
    const asked: string[] = [];
    const facts = await gatherTxFacts(
      {
        utxo: async (txid, vout) => ({
          txid,
          vout,
          satoshi: 546,
          inscriptions:
            txid === txidOf(1)
              ? [
                  { inscriptionId: 'transfer-i0', offset: 0, isBRC20: true, moved: false },
                  { inscriptionId: 'used-i0', offset: 1, isBRC20: true, moved: true },
                  { inscriptionId: 'plain-i0', offset: 2, isBRC20: false },
                ]
              : [],
        }),
        utxoRunes: async () => [],
        utxoArc20: async () => [],
        inscriptionBrc20: async (id) => (asked.push(id), { inscriptionId: id, brc20: { op: 'transfer', tick: 'ordi', amt: '1000' } }),
      },
      [b.psbt],
    );
    expect(asked).toEqual(['transfer-i0']);
    expect(facts.get(outpointKey(txidOf(1), 0))!.inscriptions).toEqual([
      { id: 'transfer-i0', offset: 0n, brc20: { tick: 'ordi', amount: '1000' } },
      { id: 'used-i0', offset: 1n },
      { id: 'plain-i0', offset: 2n },
    ]);
  });
});

describe('finding 5: inputs are unique, stated amounts are checked on every path, script paths are a rule', () => {
  it('the same outpoint twice among the inputs is refused', () => {
    const b = honestBuy(PLAIN_BUY);
    const twice = edit(b, (tx) => {
      const funding = tx.getInput(2);
      tx.addInput({ txid: funding.txid!, index: funding.index!, witnessUtxo: funding.witnessUtxo! });
    });
    expect(reason(check(twice))).toBe(`it spends ${txidOf(20)}:0 twice (inputs 2 and 3).`);
  });
  it('a listing whose item input states more sats than the chain holds is refused', () => {
    const listing = honestListing('two-address', 546n, 150_000n);
    const more = edit(listing, (tx) => tx.updateInput(0, { witnessUtxo: { ...tx.getInput(0).witnessUtxo!, amount: 10_000n } }, true));
    expect(reason(check(more))).toBe('input 0 says it holds 10,000 sats, but the chain says 546.');
    expect(reason(check(listing))).toBe('passed');
  });
  it('a script-path (tapscript) input is refused by the check’s own rule', () => {
    const internal = schnorr.getPublicKey(new Uint8Array(32).fill(7));
    const tree = p2tr(internal, { script: new Uint8Array([0x51]) }, TEST_NETWORK, true);
    const b = honestBuy(PLAIN_BUY);
    const scripted = edit(b, (tx) =>
      tx.updateInput(
        0,
        { witnessUtxo: { script: tree.script, amount: PLAIN_BUY.paddingSats }, tapInternalKey: tree.tapInternalKey, tapLeafScript: tree.tapLeafScript },
        true,
      ),
    );
    expect(reason(check(scripted))).toBe('input 0 is spent by a script path (tapscript), which this app does not sign or verify.');
    expect(SigHash.ALL).toBe(1);
  });
});
