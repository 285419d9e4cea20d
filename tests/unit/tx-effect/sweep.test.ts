import { describe, expect, it } from 'vitest';
import type { PsbtVerdict } from '../../../src/domain/psbt-intent';
import { PSBT_CHECKS, type SweepIntent } from '../../../src/domain/tx-effect/intents';
import { honestSweep, type SweepShape } from '../../helpers/tx-world-sweep';
import type { Built } from '../../helpers/tx-world';

/** The sweep's check (issue 29): each seller paid exactly what the review showed, each item the indexer located, bought. */
const check = (b: Built<SweepIntent>, intent: SweepIntent = b.intent): PsbtVerdict =>
  PSBT_CHECKS.sweep!({ psbtHex: b.psbt, intent, account: b.account, toSignInputs: b.toSign, facts: b.facts });
const reason = (v: PsbtVerdict) => (v.ok ? 'passed' : v.reason);
const item = (seller: 0 | 2, priceSats: bigint) => ({ seller, shape: 'taproot' as const, itemSats: 546n, itemOffset: 0n, priceSats });
const SHAPE: SweepShape = {
  buyer: 'two-address',
  // Account 1 sells two of the three: its payouts are told apart by their index, not their address.
  items: [item(0, 60_000n), item(2, 70_000n), item(0, 80_000n)],
  paddingSats: 600n,
  fundingSats: [1_000_000n],
  serviceFeeSats: 4_200n,
  networkFeeSats: 3_000n,
};

describe('a sweep of three items from two sellers', () => {
  it('is accepted as the market built it, asking the wallet for the paddings and the funds only', () => {
    const b = honestSweep(SHAPE);
    const verdict = check(b);
    expect(reason(verdict)).toBe('passed');
    expect(verdict.ok && verdict.toSign?.map((r) => r.index)).toEqual([0, 1, 2, 6]);
  });
  it('is refused when a seller signed a payout above the price the review showed', () => {
    const b = honestSweep(SHAPE);
    const shown = { ...b.intent, items: b.intent.items.map((i, k) => (k === 1 ? { ...i, priceSats: 65_000n } : i)) };
    expect(reason(check(b, shown))).toBe('the seller of item 2 would get 0.0007 BTC, not the 0.00065 BTC shown.');
  });
  it('is refused when the market spends another output than the one the indexer located for an item', () => {
    const b = honestSweep(SHAPE);
    const shown = { ...b.intent, items: b.intent.items.map((i, k) => (k === 2 ? { ...i, item: { ...i.item, vout: 9 } } : i)) };
    expect(reason(check(b, shown))).toBe('the transaction does not spend item 3.');
  });
  it('is refused when the review lists one item twice', () => {
    const b = honestSweep(SHAPE);
    const shown = { ...b.intent, items: [...b.intent.items, { ...b.intent.items[0]!, what: 'item 4' }] };
    expect(reason(check(b, shown))).toBe('item 4 is spent twice over in what was shown.');
  });
});
