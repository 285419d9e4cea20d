import { base64, hex } from '@scure/base';
import { SigHash, Transaction } from '@scure/btc-signer';
import { schnorr } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { finalizeInput } from '../../../devnet/crypto/finalize';
import type { PsbtIntent, PsbtToSign, PsbtVerdict } from '../../../src/domain/psbt-intent';
import { PSBT_CHECKS } from '../../../src/domain/tx-effect/psbt-checks';
import { outpointKey, type OutpointFacts } from '../../../src/domain/tx-effect/tx-facts';
import type { ConnectedAccount } from '../../../src/domain/wallet-session';
import { checkParts } from '../../../src/services/wallet-session/check-parts';
import { gatherTxFacts } from '../../../src/services/psbt/tx-facts';
import {
  ACCOUNTS,
  FEE_ADDRESS,
  MODULE_ADDRESS,
  STRANGER,
  accountOf,
  honestBuy,
  honestDeposit,
  honestListing,
  honestPadding,
  honestUnlist,
  honestWithdraw,
  plain,
  psbtOf,
  scriptOf,
  txidOf,
  type Built,
  PLAIN_BUY,
} from '../../helpers/tx-world';

/**
 * The nine ways a dishonest market or swap server got past the old PSBT check (issue 21), each as a named
 * test of the one transaction-effect check: the honest transaction passes, the dishonest one is refused with
 * words that say what it would do.
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
const buyShape = PLAIN_BUY;
const [seller, buyer] = [ACCOUNTS[0]!, ACCOUNTS[1]!];

describe('honest transactions of every flow pass, with explicit sighashes handed to the wallet', () => {
  it.each([
    ['buy', honestBuy(buyShape)],
    ['padding', honestPadding('two-address', 100_000n, 600n, 1_000n)],
    ['list', honestListing('two-address', 546n, 150_000n)],
    ['update-price', honestListing('taproot', 546n, 99_000n, 'update-price')],
    ['unlist', honestUnlist('two-address', 546n, 0n, [20_000n], 1_500n)],
    ['deposit', honestDeposit('two-address', 546n, 0n, [20_000n], 1_500n)],
    ['withdraw payment', honestWithdraw('two-address', 'payment', [50_000n], 3_000n, 1_000n)],
    ['withdraw approval', honestWithdraw('two-address', 'approve', [50_000n], 0n, 1_000n)],
  ])('%s passes', (_name, built) => {
    const verdict = check(built);
    expect(reason(verdict)).toBe('passed');
    expect(verdict.ok && verdict.toSign!.every((r) => r.sighashTypes?.length === 1 && r.address && r.publicKey)).toBe(true);
  });
});

describe('finding 1: an on-chain unlist signed with NONE|ANYONECANPAY', () => {
  it('is refused: the wallet is always asked ALL (or the Taproot default)', () => {
    const honest = honestUnlist('two-address', 546n, 0n, [20_000n], 1_500n);
    const none = edit(honest, (tx) => [0, 1].forEach((i) => tx.updateInput(i, { sighashType: 0x82 }, true)));
    expect(reason(check(none))).toBe(
      'your input 0 would be signed with sighash 0x82 (NONE|ANYONECANPAY), not ALL: the signature could be reused in a transaction that pays someone else.',
    );
    const verdict = check(honest);
    expect(verdict.ok && verdict.toSign).toEqual([
      { index: 0, address: seller.ordinalsAddress, publicKey: seller.ordinalsPubKey, sighashTypes: [SigHash.DEFAULT] },
      { index: 1, address: seller.paymentAddress, publicKey: seller.paymentPubKey, sighashTypes: [SigHash.ALL] },
    ]);
  });
});

/** A purchase where the market puts an input of its own before the item, stating `stated` sats for it. */
function marketInputBeforeItem(stated: bigint, buyerShape: 'segwit' | 'two-address' | 'taproot', real: bigint | null) {
  const b = accountOf(buyer, buyerShape);
  const s = accountOf(seller, 'taproot');
  const tx = new Transaction({ allowUnknownOutputs: true });
  tx.addInput({
    txid: hex.decode(txidOf(10)),
    index: 0,
    witnessUtxo: { script: scriptOf(b.paymentAddress), amount: 600n },
    ...(b.paymentAddress.startsWith('tb1p') ? { tapInternalKey: schnorr.getPublicKey(buyer.taprootKey) } : {}),
  });
  tx.addInput({ txid: hex.decode(txidOf(66)), index: 3, witnessUtxo: { script: scriptOf(STRANGER), amount: stated } });
  tx.addInput({
    txid: hex.decode(txidOf(1)),
    index: 0,
    witnessUtxo: { script: scriptOf(s.ordinalsAddress), amount: 546n },
    sighashType: 0x83,
    tapInternalKey: schnorr.getPublicKey(seller.taprootKey),
  });
  tx.addInput({
    txid: hex.decode(txidOf(20)),
    index: 0,
    witnessUtxo: { script: scriptOf(b.paymentAddress), amount: 1_000_000n },
    ...(b.paymentAddress.startsWith('tb1p') ? { tapInternalKey: schnorr.getPublicKey(buyer.taprootKey) } : {}),
  });
  tx.addOutput({ script: scriptOf(b.ordinalsAddress), amount: 600n + stated + 546n });
  tx.addOutput({ script: scriptOf(FEE_ADDRESS), amount: 3_000n });
  tx.addOutput({ script: scriptOf(s.paymentAddress), amount: 150_000n });
  tx.addOutput({ script: scriptOf(b.paymentAddress), amount: 1_000_000n - 153_000n - 2_000n });
  tx.signIdx(seller.taprootKey, 2, [0x83]);
  finalizeInput(tx, 2);
  const facts = new Map<string, OutpointFacts | null>([
    [outpointKey(txidOf(10), 0), plain(600n)],
    [outpointKey(txidOf(1), 0), { ...plain(546n), inscriptions: [{ id: `${txidOf(1)}i0`, offset: 0n }] }],
    [outpointKey(txidOf(20), 0), plain(1_000_000n)],
    ...(real === null ? [] : [[outpointKey(txidOf(66), 3), plain(real)] as [string, OutpointFacts]]),
  ]);
  return {
    psbt: psbtOf(tx),
    account: b,
    facts,
    toSign: [{ index: 0 }, { index: 3 }],
    intent: honestBuy(buyShape).intent,
  };
}

describe("finding 2: a market's input before the item states less than it holds", () => {
  it('is refused for a P2WPKH buyer, naming the input and both amounts', () => {
    expect(reason(check(marketInputBeforeItem(600n, 'segwit', 1_200n)))).toBe('input 1 says it holds 600 sats, but the chain says 1,200.');
  });
  it('is refused when the amount cannot be looked up at all', () => {
    expect(reason(check(marketInputBeforeItem(600n, 'segwit', null)))).toBe(
      `the amount of input 1 (${txidOf(66)}:3) cannot be proven, and it decides where the item lands.`,
    );
  });
  it('passes when the chain agrees, and for a Taproot buyer, whose signature commits to every amount (BIP341)', () => {
    expect(reason(check(marketInputBeforeItem(600n, 'segwit', 600n)))).toBe('passed');
    expect(reason(check(marketInputBeforeItem(600n, 'taproot', null)))).toBe('passed');
  });
  it('is refused for any buyer when the chain contradicts the stated amount: the purchase is not what it says', () => {
    expect(reason(check(marketInputBeforeItem(600n, 'taproot', 1_200n)))).toBe('input 1 says it holds 600 sats, but the chain says 1,200.');
  });
});

describe("finding 3: a non-canonical script that decodes to the user's address", () => {
  const nonCanonical = (address: string) => {
    const s = scriptOf(address);
    // OP_1 OP_PUSHDATA1 <32 bytes> (or OP_0 OP_PUSHDATA1 <20 bytes>): the same program, not a witness program on chain.
    return new Uint8Array([s[0]!, 0x4c, s[1]!, ...s.subarray(2)]);
  };
  it.each([
    ['buy', honestBuy(buyShape), 0, 'it pays 0.00001146 BTC to an unknown script, which the dialog did not show.'],
    ['padding', honestPadding('two-address', 100_000n, 600n, 1_000n), 1, 'it pays 0.000984 BTC to an unknown script, which the dialog did not show.'],
    ['unlist', honestUnlist('taproot', 546n, 0n, [20_000n], 1_500n), 0, 'it pays 0.00000546 BTC to an unknown script, which the dialog did not show.'],
    ['deposit', honestDeposit('two-address', 546n, 0n, [20_000n], 1_500n), 1, 'it pays 0.000185 BTC to an unknown script, which the dialog did not show.'],
    ['withdraw', honestWithdraw('segwit', 'payment', [50_000n], 3_000n, 1_000n), 1, 'it pays 0.00046 BTC to an unknown script, which the dialog did not show.'],
  ] as [string, Built<PsbtIntent>, number, string][])('%s is refused', (_name, built, output, words) => {
    // btc-signer will not write such a script itself: a placeholder of the same length is swapped in the bytes.
    const mine = built.account.paymentAddress === built.account.ordinalsAddress || output > 0 ? built.account.paymentAddress : built.account.ordinalsAddress;
    const target = nonCanonical(mine);
    const placeholder = new Uint8Array([0x6a, 0x4c, target.length - 3, ...new Array<number>(target.length - 3).fill(0xab)]);
    const withPlaceholder = edit(built, (t) => t.updateOutput(output, { script: placeholder }, true));
    const refused = { ...withPlaceholder, psbt: withPlaceholder.psbt.replace(hex.encode(placeholder), hex.encode(target)) };
    expect(refused.psbt).not.toBe(withPlaceholder.psbt);
    expect(reason(check(refused))).toContain(words);
  });
});

describe("finding 4: the market's word for the user's own address", () => {
  it("a new price paid to the address a listing record names is refused unless it is the wallet's", () => {
    const listing = honestListing('two-address', 546n, 99_000n, 'update-price');
    const toStranger = edit({ ...listing, intent: { ...listing.intent, payAddress: STRANGER } }, (tx) =>
      tx.updateOutput(0, { script: scriptOf(STRANGER) }, true),
    );
    expect(reason(check(toStranger))).toBe(`the payout address ${STRANGER} is not one of your addresses (${listing.account.paymentAddress}).`);
  });
  it("an unlisting's change to the listing's btcAddress is refused: only the wallet's addresses are the user's", () => {
    const unlist = edit(honestUnlist('two-address', 546n, 0n, [20_000n], 1_500n), (tx) => tx.updateOutput(1, { script: scriptOf(STRANGER) }, true));
    expect(reason(check(unlist))).toBe(`it pays 0.000185 BTC to ${STRANGER}, which the dialog did not show.`);
  });
});

describe('finding 5: runes, ARC-20 and every inscription are protected', () => {
  const withFacts = <I>(b: Built<I>, index: number, f: OutpointFacts): Built<I> => {
    const tx = Transaction.fromPSBT(hex.decode(b.psbt), { allowUnknownOutputs: true });
    const input = tx.getInput(index);
    return { ...b, facts: new Map([...b.facts, [outpointKey(hex.encode(input.txid!), input.index!), f]]) };
  };
  it('a rune-bearing input spent as fee is refused', () => {
    const b = withFacts(honestBuy(buyShape), 2, { ...plain(1_000_000n), runes: [{ rune: 'DEVNET•RUNE', amount: '500' }] });
    expect(reason(check(b))).toBe(`it would spend your input 2 (${txidOf(20)}:0), which holds 500 DEVNET•RUNE; the dialog did not show it moving.`);
  });
  it('an ARC-20 input and an inscription beyond any page size are refused', () => {
    expect(
      reason(
        check(
          withFacts(honestWithdraw('two-address', 'payment', [50_000n], 3_000n, 1_000n), 0, {
            ...plain(50_000n),
            arc20: [{ ticker: 'atom', amount: '50000' }],
          }),
        ),
      ),
    ).toContain('which holds 50000 atom (ARC-20)');
    expect(
      reason(
        check(
          withFacts(honestUnlist('two-address', 546n, 0n, [20_000n], 1_500n), 1, {
            ...plain(20_000n),
            inscriptions: [{ id: `${txidOf(41)}i600`, offset: 0n }],
          }),
        ),
      ),
    ).toContain('which holds inscription');
  });
  it('a runestone in a withdrawal note is refused', () => {
    const b = edit(honestWithdraw('two-address', 'approve', [50_000n], 0n, 1_000n), (tx) =>
      tx.updateOutput(0, { script: new Uint8Array([0x6a, 0x5d, 0x02, 0x00, 0x00]) }, true),
    );
    expect(reason(check(b))).toBe('it carries a runestone, which can move or burn runes; the dialog did not ask for one.');
  });
  it('a user input whose holdings cannot be looked up is refused', () => {
    const b = honestUnlist('two-address', 546n, 0n, [20_000n], 1_500n);
    expect(reason(check({ ...b, facts: new Map([...b.facts].slice(0, 1)) }))).toBe(
      `what your input 1 (${txidOf(40)}:0) holds could not be looked up, so it cannot be shown to hold none of your assets.`,
    );
  });
  it('every input is looked up on its own, so nothing is cut off at a page', async () => {
    const asked: string[] = [];
    const b = honestBuy({ ...buyShape, fundingSats: [400_000n, 300_000n, 300_000n] });
    const facts = await gatherTxFacts(
      {
        utxo: async (txid, vout) => (asked.push(`${txid}:${vout}`), { txid, vout, satoshi: 1000, inscriptions: [{ inscriptionId: 'x', offset: 7 }] }),
        utxoRunes: async () => [{ spacedRune: 'A•B', amount: '5' }],
        utxoArc20: async () => [],
        inscriptionBrc20: async () => ({ inscriptionId: 'x' }),
      },
      [b.psbt],
    );
    expect(asked).toHaveLength(5);
    expect(facts.get(outpointKey(txidOf(21), 1))).toEqual({
      amount: 1000n,
      inscriptions: [{ id: 'x', offset: 7n }],
      runes: [{ rune: 'A•B', amount: '5' }],
      arc20: [],
    });
  });
});

describe("finding 6: the sign request's sighash against the PSBT's own field", () => {
  it('a listing whose PSBT says 0x01 is refused when the request says 0x83', () => {
    const b = edit(honestListing('two-address', 546n, 150_000n), (tx) => tx.updateInput(0, { sighashType: SigHash.ALL }, true));
    expect(reason(check(b))).toBe('input 0 would be signed with sighash 0x83 (SINGLE|ANYONECANPAY) while the transaction says 0x1 (ALL).');
  });
  it('a purchase input asked with 0x83 while the PSBT says nothing is refused', () => {
    const b = honestBuy(buyShape);
    expect(reason(check({ ...b, toSign: [{ index: 0, sighashTypes: [0x83] }, { index: 2 }] }))).toBe(
      'input 0 would be signed with sighash 0x83 (SINGLE|ANYONECANPAY) while the transaction says 0x1 (ALL).',
    );
  });
});

describe("finding 7: the seller's signature is verified before the buyer signs", () => {
  it('a purchase around an invalid 0x83 signature is refused', () => {
    const b = edit(honestBuy(buyShape), (tx) => {
      const witness = tx.getInput(1).finalScriptWitness![0]!;
      const broken = Uint8Array.from(witness);
      broken[10] = broken[10]! ^ 0xff;
      tx.updateInput(1, { finalScriptWitness: [broken] }, true);
    });
    expect(reason(check(b))).toBe("the seller's input: its signature is not valid. This purchase could never confirm.");
  });
  it('an item with no signature at all, and a P2WPKH seller signed by another key, are refused', () => {
    const unsigned = edit(honestBuy(buyShape), (tx) => tx.updateInput(1, { finalScriptWitness: undefined, tapKeySig: undefined }, true));
    expect(reason(check(unsigned))).toBe("the seller's input: it carries no signature. This purchase could never confirm.");
    const segwit = honestBuy({ ...buyShape, seller: 'segwit' });
    expect(reason(check(segwit))).toBe('passed');
    const forged = edit(segwit, (tx) => {
      const [sig] = tx.getInput(1).finalScriptWitness!;
      tx.updateInput(1, { finalScriptWitness: [sig!, hex.decode(buyer.paymentPubKey)] }, true);
    });
    expect(reason(check(forged))).toBe("the seller's input: its public key is not the one the output names. This purchase could never confirm.");
  });
});

describe('finding 9: PSBTs in base64 are read like hex', () => {
  it('the check and the session read base64', async () => {
    const b = honestBuy(buyShape);
    const b64 = base64.encode(hex.decode(b.psbt));
    expect(reason(check({ ...b, psbt: b64 }))).toBe('passed');
    const [approved] = await checkParts([{ psbt: b64, intent: b.intent, toSignInputs: b.toSign }], b.account, {
      psbtChecks: PSBT_CHECKS,
      txFacts: async () => b.facts,
    });
    expect(approved!.psbt).toBe(b.psbt);
  });
});

describe('a multi-part action is checked whole before any part is signed', () => {
  it('the padding split makes plain coins the purchase may spend; a refused purchase refuses both', async () => {
    const split = honestPadding('two-address', 100_000n, 600n, 1_000n);
    const splitTx = Transaction.fromPSBT(hex.decode(split.psbt));
    const purchase = honestBuy(buyShape);
    // The purchase's padding input is the split's first output, which the indexer does not know yet.
    const spendsSplit = edit(purchase, (tx) => tx.updateInput(0, { txid: hex.decode(splitTx.id), index: 0 }, true));
    const facts = new Map([...split.facts, ...[...purchase.facts].filter(([k]) => !k.startsWith(txidOf(10)))]);
    const parts = [
      { psbt: split.psbt, intent: split.intent, toSignInputs: split.toSign },
      { psbt: spendsSplit.psbt, intent: purchase.intent, toSignInputs: purchase.toSign },
    ];
    await expect(checkParts(parts, purchase.account, { psbtChecks: PSBT_CHECKS, txFacts: async () => facts })).resolves.toHaveLength(2);
    await expect(checkParts([parts[1]!], purchase.account, { psbtChecks: PSBT_CHECKS, txFacts: async () => facts })).rejects.toThrow(
      /what your input 0 .* holds could not be looked up/,
    );
    const tampered = [parts[0]!, { ...parts[1]!, intent: { ...purchase.intent, priceSats: 149_999n } }];
    await expect(checkParts(tampered, purchase.account, { psbtChecks: PSBT_CHECKS, txFacts: async () => facts })).rejects.toThrow(
      'This transaction was not sent to your wallet: the seller would get 0.0015 BTC, not the 0.00149999 BTC shown.',
    );
  });
  it('a failed look-up refuses in plain words', async () => {
    const b = honestBuy(buyShape);
    await expect(
      checkParts([{ psbt: b.psbt, intent: b.intent, toSignInputs: b.toSign }], b.account, {
        psbtChecks: PSBT_CHECKS,
        txFacts: () => Promise.reject(new Error('offline')),
      }),
    ).rejects.toThrow('This transaction was not sent to your wallet: what it spends could not be looked up, so it could not be checked. Try again.');
  });
});

describe('the deposit gives the module the inscription and nothing more', () => {
  it('extra sats to the module, and the inscription left to the miners, are refused', () => {
    const more = edit(honestDeposit('two-address', 546n, 0n, [20_000n], 1_500n), (tx) => {
      tx.updateOutput(0, { amount: 1_546n }, true);
      tx.updateOutput(1, { amount: 17_500n }, true);
    });
    expect(reason(check(more))).toBe('the swap module would get 0.00001546 BTC, not the 0.00000546 BTC shown.');
    void MODULE_ADDRESS;
  });
});
