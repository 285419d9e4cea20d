import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { schnorr } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { finalizeInput } from '../../../devnet/crypto/finalize';
import type { PsbtIntent, PsbtToSign, PsbtVerdict } from '../../../src/domain/psbt-intent';
import { PSBT_CHECKS } from '../../../src/domain/tx-effect/psbt-checks';
import { verifyInputSignature } from '../../../src/domain/tx-effect/signatures';
import { outpointKey, type OutpointFacts } from '../../../src/domain/tx-effect/tx-facts';
import type { ConnectedAccount } from '../../../src/domain/wallet-session';
import { checkParts } from '../../../src/services/wallet-session/check-parts';
import {
  ACCOUNTS,
  FEE_ADDRESS,
  STRANGER,
  accountOf,
  honestBuy,
  honestListing,
  honestPadding,
  plain,
  psbtOf,
  scriptOf,
  txidOf,
  PLAIN_BUY,
} from '../../helpers/tx-world';

/**
 * Five ways past the check that a review found after the nine findings (a dishonest server's tricks), each
 * refused now: a user's input written as a stranger's, a replayed transaction posing as the padding split, the
 * split charging the purchase's fee again, a listing selling runes unseen, and the market's word for where the
 * inscription sits.
 */
const check = (b: {
  psbt: string;
  intent: PsbtIntent;
  account: ConnectedAccount;
  toSign: readonly PsbtToSign[];
  facts: ReadonlyMap<string, OutpointFacts | null>;
}): PsbtVerdict => PSBT_CHECKS[b.intent.kind]!({ psbtHex: b.psbt, intent: b.intent, account: b.account, toSignInputs: b.toSign, facts: b.facts });
const reason = (v: PsbtVerdict) => (v.ok ? 'passed' : v.reason);
const buyShape = PLAIN_BUY;
const [sellerDev, buyerDev] = [ACCOUNTS[0]!, ACCOUNTS[1]!];
const ins = (t: string, o: number, f: OutpointFacts | null) => [outpointKey(t, o), f] as [string, OutpointFacts | null];

describe("B1: a user input written with a stranger's script is refused by the chain's script", () => {
  it("the buyer's own listed inscription (old 0x83 sig held by the market) is burnt inside a purchase", () => {
    const buyer = accountOf(buyerDev, 'two-address');
    const seller = accountOf(sellerDev, 'taproot');
    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput({ txid: hex.decode(txidOf(10)), index: 0, witnessUtxo: { script: scriptOf(buyer.paymentAddress), amount: 600n } });
    tx.addInput({
      txid: hex.decode(txidOf(1)),
      index: 0,
      witnessUtxo: { script: scriptOf(seller.ordinalsAddress), amount: 546n },
      sighashType: 0x83,
      tapInternalKey: schnorr.getPublicKey(sellerDev.taprootKey),
    });
    // X: the buyer's own inscription, listed earlier on this market at 50,000 sats (the market kept the 0x83 signature).
    tx.addInput({
      txid: hex.decode(txidOf(77)),
      index: 0,
      witnessUtxo: { script: scriptOf(buyer.ordinalsAddress), amount: 546n },
      sighashType: 0x83,
      tapInternalKey: schnorr.getPublicKey(buyerDev.taprootKey),
    });
    tx.addInput({ txid: hex.decode(txidOf(20)), index: 0, witnessUtxo: { script: scriptOf(buyer.paymentAddress), amount: 1_000_000n } });
    tx.addOutput({ script: scriptOf(buyer.ordinalsAddress), amount: 1_146n }); // the item Y: sats [0, 1146)
    tx.addOutput({ script: scriptOf(seller.paymentAddress), amount: 150_000n }); // [1146, ...): X's inscription (sat 1146) lands with the seller
    tx.addOutput({ script: scriptOf(buyer.paymentAddress), amount: 50_000n }); // X's listing payout (paired with input 2): paid from the buyer's own funds
    tx.addOutput({ script: scriptOf(FEE_ADDRESS), amount: 3_000n });
    tx.addOutput({ script: scriptOf(buyer.paymentAddress), amount: 1_001_692n - 204_146n - 2_000n });
    tx.signIdx(sellerDev.taprootKey, 1, [0x83]);
    finalizeInput(tx, 1);
    tx.signIdx(buyerDev.taprootKey, 2, [0x83]); // the user's old listing signature
    finalizeInput(tx, 2);
    // The lie: the PSBT says X belongs to a stranger. On chain the old signature still spends X.
    tx.updateInput(2, { tapInternalKey: undefined, tapKeySig: undefined }, true);
    tx.updateInput(2, { witnessUtxo: { script: scriptOf(STRANGER), amount: 546n } }, true);
    expect(tx.getInput(2).finalScriptWitness).toHaveLength(1);
    const realX = { script: scriptOf(buyer.ordinalsAddress), amount: 546n };
    expect(verifyInputSignature(tx, 2, realX).ok).toBe(true);
    const facts = new Map([
      ins(txidOf(10), 0, plain(600n)),
      ins(txidOf(1), 0, { ...plain(546n), inscriptions: [{ id: 'item', offset: 0n }] }),
      ins(txidOf(20), 0, plain(1_000_000n)),
      ins(txidOf(77), 0, { ...plain(546n), inscriptions: [{ id: 'users-own', offset: 0n }] }),
    ]);
    const intent = honestBuy(buyShape).intent;
    const facts2 = new Map(
      [...facts].map(
        ([k, f]) => [k, f && k === outpointKey(txidOf(77), 0) ? { ...f, script: scriptOf(buyer.ordinalsAddress) } : f] as [string, OutpointFacts | null],
      ),
    );
    expect(reason(check({ psbt: psbtOf(tx), intent, account: buyer, toSign: [{ index: 0 }, { index: 3 }], facts: facts2 }))).toBe(
      `input 2 says it spends an output of ${STRANGER}, but on chain it is ${buyer.ordinalsAddress}'s.`,
    );
  });
});

describe('B2: a replayed, confirmed transaction posing as the padding split is refused; its outputs keep their real facts', () => {
  it("the purchase then spends the user's inscription UTXO as funding, to the seller", async () => {
    const buyer = accountOf(buyerDev, 'two-address');
    // T: the user's own earlier, confirmed transaction (e.g. an unlist): its output 0 holds an inscription today.
    const t = new Transaction({ allowUnknownOutputs: true });
    t.addInput({ txid: hex.decode(txidOf(90)), index: 0, witnessUtxo: { script: scriptOf(buyer.ordinalsAddress), amount: 546n } });
    t.addInput({ txid: hex.decode(txidOf(91)), index: 0, witnessUtxo: { script: scriptOf(buyer.paymentAddress), amount: 20_000n } });
    t.addOutput({ script: scriptOf(buyer.ordinalsAddress), amount: 546n });
    t.addOutput({ script: scriptOf(buyer.paymentAddress), amount: 18_500n });
    const tId = t.id;
    const honest = honestBuy(buyShape);
    const h = Transaction.fromPSBT(hex.decode(honest.psbt), { allowUnknownOutputs: true });
    const p = new Transaction({ allowUnknownOutputs: true });
    for (let o = 0; o < h.outputsLength; o++)
      p.addOutput(o === h.outputsLength - 1 ? { ...h.getOutput(o), amount: h.getOutput(o).amount! + 546n } : h.getOutput(o));
    p.addInput(h.getInput(0));
    p.addInput(h.getInput(1));
    p.addInput({ txid: hex.decode(tId), index: 0, witnessUtxo: { script: scriptOf(buyer.ordinalsAddress), amount: 546n } }); // inscription sat at 1146: lands in the seller's output
    p.addInput(h.getInput(2));
    const facts = new Map<string, OutpointFacts | null>([
      ...honest.facts,
      ins(txidOf(90), 0, null), // spent: the indexer answers null
      ins(txidOf(91), 0, null),
      ins(tId, 0, { ...plain(546n), inscriptions: [{ id: 'users-other-inscription', offset: 0n }] }),
      ins(tId, 1, plain(18_500n)),
    ]);
    const parts = [
      { psbt: psbtOf(t), intent: { ...honest.intent, padding: true }, toSignInputs: [{ index: 0 }, { index: 1 }] },
      { psbt: psbtOf(p), intent: honest.intent, toSignInputs: [{ index: 0 }, { index: 2 }, { index: 3 }] },
    ];
    // Refused as a split: it pays the ordinals address (a padding split pays only the payment address, issue 44), before
    // the purchase's spending of an output the chain does not know is reached.
    await expect(checkParts(parts, buyer, { psbtChecks: PSBT_CHECKS, txFacts: async () => facts })).rejects.toThrow(
      /the padding transaction pays only your payment address/,
    );
  });
});

describe("B3: the padding split may not charge the purchase's network fee again", () => {
  it('split fee = shown fee, purchase fee = shown fee: twice the shown network fee passes', async () => {
    const purchase = honestBuy(buyShape); // networkFeeSats 2,000 shown
    const split = honestPadding('two-address', 100_000n, 600n, 2_000n);
    const splitTx = Transaction.fromPSBT(hex.decode(split.psbt));
    const tx = Transaction.fromPSBT(hex.decode(purchase.psbt), { allowUnknownOutputs: true, allowUnknownInputs: true });
    tx.updateInput(0, { txid: hex.decode(splitTx.id), index: 0 }, true);
    const facts = new Map([...split.facts, ...[...purchase.facts].filter(([k]) => !k.startsWith(txidOf(10)))]);
    const parts = [
      { psbt: split.psbt, intent: { ...purchase.intent, padding: true, paddingFeeSats: 1_000n }, toSignInputs: split.toSign },
      { psbt: psbtOf(tx), intent: purchase.intent, toSignInputs: purchase.toSign },
    ];
    await expect(checkParts(parts, purchase.account, { psbtChecks: PSBT_CHECKS, txFacts: async () => facts })).rejects.toThrow(
      'the network fee would be 0.00002 BTC, more than the 0.00001 BTC shown.',
    );
  });
});

describe("B4: a listing looks at what the item's output holds", () => {
  it('an item output that also holds a second inscription and runes is listed for the price of one', () => {
    const l = honestListing('two-address', 10_000n, 150_000n);
    const facts = new Map(l.facts);
    facts.set(outpointKey(txidOf(1), 0), {
      amount: 10_000n,
      inscriptions: [
        { id: 'shown', offset: 0n },
        { id: 'rare-other', offset: 5_000n },
      ],
      runes: [{ rune: 'DEVNET•RUNE', amount: '1000000' }],
      arc20: [],
    });
    expect(reason(check({ ...l, facts }))).toBe("the item's output also holds 1000000 DEVNET•RUNE, which this listing would sell with it.");
  });
});

describe('B4b: a rune or ARC-20 listing sells exactly what its dialog showed on the output (issue 29)', () => {
  const withRunes = (runes: { rune: string; amount: string }[], arc20: { ticker: string; amount: string }[] = []) => {
    const l = honestListing('two-address', 10_000n, 150_000n);
    const facts = new Map(l.facts);
    facts.set(outpointKey(txidOf(1), 0), { amount: 10_000n, inscriptions: [], runes, arc20 });
    return { l, facts };
  };
  const sells = { runes: [{ rune: 'DEVNET•RUNE', amount: '10000' }], arc20: [] };

  it('the output holds the 10,000 DEVNET•RUNE shown: the listing is approved', () => {
    const { l, facts } = withRunes([{ rune: 'DEVNET•RUNE', amount: '010000' }]);
    expect(check({ ...l, facts, intent: { ...l.intent, sells } })).toMatchObject({ ok: true });
  });
  it('a second rune rides on the output: refused, named', () => {
    const { l, facts } = withRunes([
      { rune: 'DEVNET•RUNE', amount: '10000' },
      { rune: 'RARE•RUNE', amount: '5' },
    ]);
    expect(reason(check({ ...l, facts, intent: { ...l.intent, sells } }))).toBe(
      "the item's output also holds 5 RARE•RUNE, which this listing would sell with it.",
    );
  });
  it('the output holds more of the rune than shown (the server swapped the output): refused', () => {
    const { l, facts } = withRunes([{ rune: 'DEVNET•RUNE', amount: '900000' }]);
    expect(reason(check({ ...l, facts, intent: { ...l.intent, sells } }))).toBe(
      "the item's output also holds 900000 DEVNET•RUNE, which this listing would sell with it.",
    );
  });
  it('a rune output that also carries an inscription (an etching with its premine): refused, named', () => {
    const { l, facts } = withRunes([{ rune: 'DEVNET•RUNE', amount: '10000' }]);
    facts.set(outpointKey(txidOf(1), 0), { ...facts.get(outpointKey(txidOf(1), 0))!, inscriptions: [{ id: 'etching'.padEnd(66, '0'), offset: 0n }] });
    expect(reason(check({ ...l, facts, intent: { ...l.intent, sells } }))).toMatch(
      /^the item's output also holds inscription etching.*, which this listing would sell with it\.$/,
    );
  });
  it("an inscription's listing on an output that holds another inscription (the market named the wrong output): refused", () => {
    const l = honestListing('two-address', 10_000n, 150_000n);
    const facts = new Map(l.facts);
    facts.set(outpointKey(txidOf(1), 0), { amount: 10_000n, inscriptions: [{ id: 'more-valuable', offset: 0n }], runes: [], arc20: [] });
    expect(reason(check({ ...l, facts, intent: { ...l.intent, inscriptionId: 'shown' } }))).toBe(
      `the output it spends (${txidOf(1)}:0) does not hold the inscription you are listing.`,
    );
    facts.set(outpointKey(txidOf(1), 0), { amount: 10_000n, inscriptions: [{ id: 'shown', offset: 0n }], runes: [], arc20: [] });
    expect(check({ ...l, facts, intent: { ...l.intent, inscriptionId: 'shown' } })).toMatchObject({ ok: true });
  });
  it('an ARC-20 output that no longer holds the ARC-20 shown: refused', () => {
    const { l, facts } = withRunes([]);
    expect(reason(check({ ...l, facts, intent: { ...l.intent, sells: { runes: [], arc20: [{ ticker: 'atom', amount: '1000' }] } } }))).toBe(
      "the item's output does not hold the 1000 atom (ARC-20) the dialog showed it selling.",
    );
  });
});

describe("B4c: a rune lot's new price, its output named by the market's row: the chain must show exactly the lot shown", () => {
  const onOutput = (runes: { rune: string; amount: string; divisibility?: number }[], inscriptions: { id: string; offset: bigint }[] = []) => {
    const l = honestListing('two-address', 10_000n, 380_000n, 'update-price');
    const facts = new Map(l.facts);
    facts.set(outpointKey(txidOf(1), 0), { amount: 10_000n, inscriptions, runes, arc20: [] });
    return { l, facts };
  };
  const lot = { rune: 'DEVNET•RUNE', amount: '10000' };

  it('the named output holds exactly 10,000 DEVNET•RUNE: approved', () => {
    const { l, facts } = onOutput([{ rune: 'DEVNET•RUNE', amount: '10000', divisibility: 0 }]);
    expect(check({ ...l, facts, intent: { ...l.intent, lot } })).toMatchObject({ ok: true });
  });
  it('the market named another output of the seller, holding 50,000: refused, naming the output and the lot', () => {
    const { l, facts } = onOutput([{ rune: 'DEVNET•RUNE', amount: '50000', divisibility: 0 }]);
    expect(reason(check({ ...l, facts, intent: { ...l.intent, lot } }))).toBe(
      `the output it spends (${txidOf(1)}:0) does not hold exactly the 10000 DEVNET•RUNE shown, and nothing else.`,
    );
  });
  it('the right runes, but an inscription rides on the output too: refused', () => {
    const { l, facts } = onOutput([{ rune: 'DEVNET•RUNE', amount: '10000', divisibility: 0 }], [{ id: 'rare'.padEnd(66, '0'), offset: 0n }]);
    expect(reason(check({ ...l, facts, intent: { ...l.intent, lot } }))).toBe(
      `the output it spends (${txidOf(1)}:0) does not hold exactly the 10000 DEVNET•RUNE shown, and nothing else.`,
    );
  });
  it("the indexer does not say the rune's divisibility: refused (100,000,000 units could be 1 rune or 100,000,000)", () => {
    const { l, facts } = onOutput([{ rune: 'DEVNET•RUNE', amount: '10000' }]);
    expect(check({ ...l, facts, intent: { ...l.intent, lot } })).toMatchObject({ ok: false });
  });
  it('12.5 of a rune of divisibility 2 is 1250 units on the output: approved', () => {
    const { l, facts } = onOutput([{ rune: 'DEVNET•RUNE', amount: '1250', divisibility: 2 }]);
    expect(check({ ...l, facts, intent: { ...l.intent, lot: { rune: 'DEVNET•RUNE', amount: '12.5' } } })).toMatchObject({ ok: true });
  });
});

describe("B5: where the inscription sits is the chain's word, not the market's", () => {
  it("the inscription really sits at offset 5,000 and lands in the seller's output", () => {
    const b = honestBuy({ ...buyShape, itemSats: 10_000n });
    const tx = Transaction.fromPSBT(hex.decode(b.psbt), { allowUnknownOutputs: true, allowUnknownInputs: true });
    const last = tx.outputsLength - 1;
    tx.updateOutput(0, { amount: 601n }, true);
    tx.updateOutput(last, { amount: tx.getOutput(last).amount! + 9_999n }, true);
    const facts = new Map(b.facts);
    facts.set(outpointKey(txidOf(1), 0), { ...plain(10_000n), inscriptions: [{ id: `${txidOf(1)}i0`, offset: 5_000n }] });
    expect(reason(check({ ...b, psbt: psbtOf(tx), facts }))).toBe('the item sits at offset 5,000 of its output, not at 0 as the market says.');
  });
});
