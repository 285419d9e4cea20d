import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { planSplit } from '../../../src/domain/runes/rune-split';
import { readRunestone, runestoneScript } from '../../../src/domain/runes/runestone';
import type { SplitIntent } from '../../../src/domain/tx-effect/check-split';
import { outpointKey, type OutpointFacts } from '../../../src/domain/tx-effect/tx-facts';
import { ACCOUNTS, STRANGER, accountOf, plain, scriptOf, txidOf } from '../../helpers/tx-world';
import { splitCheck } from './split-check';

/**
 * The split before part of a rune output is listed (issue 44, 12): the app builds it, and the check proves the part and
 * the rest both stay at the user's address, by a runestone of exactly those two edicts, for at most the fee shown.
 */
const account = accountOf(ACCOUNTS[0]!, 'taproot');
const me = hex.encode(scriptOf(account.ordinalsAddress));
const runeOutput = { txid: txidOf(1), vout: 0, satoshi: 546n, script: me };
const coin = { txid: txidOf(2), vout: 1, satoshi: 100_000n, script: me };
const runes = (amount: string): OutpointFacts => ({
  ...plain(546n),
  script: scriptOf(account.ordinalsAddress),
  runes: [{ rune: 'DEVNET•RUNE', amount, divisibility: 0 }],
});
const facts = new Map<string, OutpointFacts | null>([
  [outpointKey(runeOutput.txid, 0), runes('10000')],
  [outpointKey(coin.txid, 1), { ...plain(100_000n), script: scriptOf(account.ordinalsAddress) }],
]);
const plan = planSplit({
  runeOutput,
  coins: [coin],
  ordinalsScript: scriptOf(account.ordinalsAddress),
  paymentScript: scriptOf(account.paymentAddress),
  runeId: '1:1',
  partRaw: 500n,
  restRaw: 9500n,
  rate: 2,
});
const intent: SplitIntent = {
  kind: 'split',
  network: 'testnet',
  item: { txid: runeOutput.txid, vout: 0 },
  asset: { kind: 'rune', name: 'DEVNET•RUNE', runeId: '1:1', divisibility: 0 },
  partRaw: 500n,
  restRaw: 9500n,
  rate: 2,
  networkFeeSats: plan.feeSats,
};
const { check, reason, edit } = splitCheck(account, plan.psbt, intent, facts);
/** The honest split with output `o` changed. */
const withOutput = (o: number, change: { script?: Uint8Array; amount?: bigint }) => edit((tx) => tx.updateOutput(o, change));

describe('the split of 500 of 10,000 DEVNET•RUNE', () => {
  it('is built as two outputs of 546 sats, the runestone and the change, for 2 sat/vB × 278 vB = 556 sats', () => {
    const tx = Transaction.fromPSBT(hex.decode(plan.psbt), { allowUnknownOutputs: true });
    expect([plan.vsize, plan.feeSats]).toEqual([278, 556n]);
    expect(Array.from({ length: tx.outputsLength }, (_, o) => tx.getOutput(o).amount)).toEqual([546n, 546n, 0n, 100_000n - 546n - 556n]);
    expect(readRunestone(tx.getOutput(2).script)).toEqual({
      edicts: [
        { id: '1:1', amount: 500n, output: 0 },
        { id: '1:1', amount: 9500n, output: 1 },
      ],
      otherTags: [],
    });
  });

  it('passes the check, every input signed by its owner', () => {
    expect(check(plan.psbt)).toMatchObject({ ok: true, toSign: [{ index: 0, address: account.ordinalsAddress }, { index: 1 }] });
  });

  it('a runestone that puts 600 in the listed output is refused', () => {
    const stone = runestoneScript([
      { id: '1:1', amount: 600n, output: 0 },
      { id: '1:1', amount: 9400n, output: 1 },
    ]);
    expect(reason(check(withOutput(2, { script: stone })))).toBe('its runestone does not put 500 DEVNET•RUNE in output 0 and 9,500 DEVNET•RUNE in output 1.');
  });

  it('the rest sent to a stranger, the change sent to a stranger, or a fee above the one shown is refused', () => {
    expect(reason(check(withOutput(1, { script: scriptOf(STRANGER) })))).toBe(`output 1 goes to ${STRANGER}, not to your address ${account.ordinalsAddress}.`);
    expect(reason(check(withOutput(3, { script: scriptOf(STRANGER) })))).toBe(`it pays 98,898 sats to ${STRANGER}, which is not yours.`);
    expect(reason(check(withOutput(3, { amount: 90_000n })))).toBe('the network fee would be 9,454 sats, more than the 556 sats shown.');
  });

  it('an output that holds other runes than the dialog showed, or a coin carrying an inscription, is refused', () => {
    const other = new Map(facts).set(outpointKey(runeOutput.txid, 0), runes('12000'));
    expect(reason(check(plan.psbt, intent, other))).toBe('the output you chose holds 12000 DEVNET•RUNE, not 10,000 DEVNET•RUNE.');
    const inscribed = new Map(facts).set(outpointKey(coin.txid, 1), { ...plain(100_000n), inscriptions: [{ id: `${txidOf(9)}i0`, offset: 0n }] });
    expect(reason(check(plan.psbt, intent, inscribed))).toMatch(/^it would spend your input 1 \(.+\), which holds inscription/);
  });
});
