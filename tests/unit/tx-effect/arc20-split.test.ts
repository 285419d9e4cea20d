import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { planArc20Split } from '../../../src/domain/arc20/arc20-split';
import { runestoneScript } from '../../../src/domain/runes/runestone';
import type { SplitIntent } from '../../../src/domain/tx-effect/check-split';
import { outpointKey, type OutpointFacts } from '../../../src/domain/tx-effect/tx-facts';
import { ACCOUNTS, STRANGER, accountOf, plain, scriptOf, txidOf } from '../../helpers/tx-world';
import { splitCheck } from './split-check';

/**
 * The split before part of an ARC-20 output is listed (issue 44, 12): one unit a sat, so the part and the rest are
 * outputs of exactly as many sats, first in the transaction, both at the user's ordinals address; the plain coins pay
 * the fee and the change comes back. The check proves it before the wallet is asked.
 */
const account = accountOf(ACCOUNTS[0]!, 'two-address');
const me = hex.encode(scriptOf(account.ordinalsAddress));
const pay = hex.encode(scriptOf(account.paymentAddress));
const arc20Output = { txid: txidOf(1), vout: 0, satoshi: 1_600n, script: me };
const coin = { txid: txidOf(2), vout: 1, satoshi: 100_000n, script: pay };
const atom = (amount: bigint, ticker = 'atom'): OutpointFacts => ({
  ...plain(amount),
  script: scriptOf(account.ordinalsAddress),
  arc20: [{ ticker, amount: amount.toString() }],
});
const facts = new Map<string, OutpointFacts | null>([
  [outpointKey(arc20Output.txid, 0), atom(1_600n)],
  [outpointKey(coin.txid, 1), { ...plain(100_000n), script: scriptOf(account.paymentAddress) }],
]);
const plan = planArc20Split({
  arc20Output,
  coins: [coin],
  ordinalsScript: scriptOf(account.ordinalsAddress),
  paymentScript: scriptOf(account.paymentAddress),
  partSats: 600n,
  restSats: 1_000n,
  rate: 2,
});
const intent: SplitIntent = {
  kind: 'split',
  network: 'testnet',
  item: { txid: arc20Output.txid, vout: 0 },
  asset: { kind: 'arc20', name: 'atom', atomicalId: `${txidOf(9)}i0` },
  partRaw: 600n,
  restRaw: 1_000n,
  rate: 2,
  networkFeeSats: plan.feeSats,
};
const { check, reason, edit } = splitCheck(account, plan.psbt, intent, facts);

describe('the split of 600 of 1,600 atom (ARC-20)', () => {
  it('is built as outputs of 600 and 1,000 sats at the ordinals address, then the change, for 2 sat/vB × 254 vB = 508 sats', () => {
    const tx = Transaction.fromPSBT(hex.decode(plan.psbt), { allowUnknownOutputs: true });
    // A P2TR and a P2WPKH input, two P2TR outputs and a P2WPKH change: 10.5 + 57.5 + 68 + 2 × 43 + 31 = 253, rounded up.
    expect([plan.vsize, plan.feeSats]).toEqual([254, 508n]);
    expect(Array.from({ length: tx.outputsLength }, (_, o) => tx.getOutput(o).amount)).toEqual([600n, 1_000n, 100_000n - 508n]);
    expect([0, 1].map((o) => hex.encode(tx.getOutput(o).script!))).toEqual([me, me]);
    expect(hex.encode(tx.getOutput(2).script!)).toBe(pay);
  });

  it('passes the check, the ARC-20 input signed by the ordinals key and the coin by the payment key', () => {
    expect(check(plan.psbt)).toMatchObject({
      ok: true,
      toSign: [
        { index: 0, address: account.ordinalsAddress },
        { index: 1, address: account.paymentAddress },
      ],
    });
  });

  it('an output of 700 sats where 600 were shown is refused: 100 units would land elsewhere', () => {
    expect(reason(check(edit((tx) => tx.updateOutput(0, { amount: 700n }))))).toBe('output 0 holds 700 sats, so it would not carry exactly 600 atom.');
  });

  it('the rest sent to a stranger, a runestone added, or a fee above the one shown is refused', () => {
    expect(reason(check(edit((tx) => tx.updateOutput(1, { script: scriptOf(STRANGER) }))))).toBe(
      `output 1 goes to ${STRANGER}, not to your address ${account.ordinalsAddress}.`,
    );
    const stone = runestoneScript([{ id: '1:1', amount: 1n, output: 0 }]);
    expect(reason(check(edit((tx) => tx.addOutput({ script: stone, amount: 0n }))))).toBe('it carries a runestone, which an ARC-20 split has no use for.');
    expect(reason(check(edit((tx) => tx.updateOutput(2, { amount: 90_000n }))))).toBe('the network fee would be 10,000 sats, more than the 508 sats shown.');
  });

  it('an output holding another amount or ticker than shown, or a rune beside it, is refused', () => {
    const more = new Map(facts).set(outpointKey(arc20Output.txid, 0), { ...atom(1_600n), arc20: [{ ticker: 'atom', amount: '2000' }] });
    expect(reason(check(plan.psbt, intent, more))).toBe('the output you chose holds 2000 atom (ARC-20), not 1,600 atom on as many sats.');
    const other = new Map(facts).set(outpointKey(arc20Output.txid, 0), atom(1_600n, 'quark'));
    expect(reason(check(plan.psbt, intent, other))).toBe('the output you chose holds 1600 quark (ARC-20), not 1,600 atom on as many sats.');
    const rune = new Map(facts).set(outpointKey(arc20Output.txid, 0), { ...atom(1_600n), runes: [{ rune: 'DEVNET•RUNE', amount: '5' }] });
    expect(reason(check(plan.psbt, intent, rune))).toBe('the output you chose also holds 5 DEVNET•RUNE.');
  });

  it('is not built when the output no longer holds part and rest, nor when the coins cannot pay the fee', () => {
    const build = (coins: (typeof coin)[], partSats: bigint) => () =>
      planArc20Split({
        arc20Output,
        coins,
        ordinalsScript: scriptOf(account.ordinalsAddress),
        paymentScript: scriptOf(account.paymentAddress),
        partSats,
        restSats: 1_000n,
        rate: 2,
      });
    expect(build([coin], 700n)).toThrow('The output holding the ARC-20 changed since it was read. Choose it again.');
    expect(build([], 600n)).toThrow('Splitting the output needs plain sats for its network fee, and this wallet has too few.');
  });
});
